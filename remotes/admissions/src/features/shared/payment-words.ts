import { useCatalogue } from '@college/design-system';
import { useSite } from '@college/remote-kit';
import { rupees } from '@college/settings/format';
import type { PaymentState } from '@college/admissions-service/contract';
import messages from './payment-words.messages.json';

/**
 * Where an application's fee stands, in the words the payment form, the status page and /success
 * share. What an applicant sends is a claim until the college office confirms it: never "paid" before.
 */
export function usePaymentWords() {
  const catalogue = useCatalogue(messages);
  const { text } = catalogue;
  const { officeHours } = useSite();
  const hours = { days: officeHours.days, opens: officeHours.opens, closes: officeHours.closes };
  return {
    ...catalogue,
    stateLine: (state: PaymentState | null) => text(`state.${state ?? 'unpaid'}`),
    /** What happens next, per state. */
    next: (state: PaymentState, fee: number) => text(`next.${state}`, { fee: rupees(fee), ...hours }),
    /** The amount's label: "paid" only once the office confirms it. */
    amountLabel: (state: PaymentState) => text(`amount.${state}`),
  };
}
