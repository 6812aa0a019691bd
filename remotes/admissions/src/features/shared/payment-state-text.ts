import { SITE } from '@college/remote-kit';
import { officeHoursText } from '@college/remote-kit/site';
import { FEE_NOT_PAID_TEXT, PAYMENT_STATE_TEXT, type PaymentState } from '@college/admissions-service/contract';

const hours = () => officeHoursText(SITE.officeHours);

/**
 * Where an application's fee stands, in the words the status page, the acknowledgement and the
 * export share (the contract's PAYMENT_STATE_TEXT). What an applicant sends is a claim until the
 * college office confirms it: never "paid" before.
 */
export const paymentStateLine = (state: PaymentState | null) => `Submitted, ${state ? PAYMENT_STATE_TEXT[state] : FEE_NOT_PAID_TEXT}`;

/** What happens next, per state (status page and /success). */
export const PAYMENT_NEXT: Record<PaymentState, (fee: number) => string> = {
  due_at_counter: (fee) =>
    `Your fee of ₹${fee} is due at the college counter: pay it in cash at the college office (${hours()}) with your application number. Your application is paid when the office records the receipt. You may still pay online instead.`,
  claimed: () =>
    'The college office checks that your UPI payment has reached the college. Until then your application says "paid – being verified"; once verified it says "fee paid". Keep your UPI reference number.',
  verified: () => 'The college office has confirmed your fee.',
  returned: () =>
    `The college office could not find your payment. Please come to the college office (${hours()}) with your application number and your UPI reference number or receipt.`,
};

/** Before the accountant's words when a payment was returned. */
export const RETURN_REASON_LABEL = 'The college office says:';

/** Labels of the payment's facts, by state: an amount is "paid" only once the office confirms it. */
export const AMOUNT_LABEL: Record<PaymentState, string> = {
  due_at_counter: 'Fee due at the counter',
  claimed: 'Amount sent (being verified)',
  verified: 'Amount paid',
  returned: 'Amount claimed (not received)',
};

export const SUCCESS_TEXT = {
  /** The page's heading (and the route's title): never "Payment Successful" for a claim. */
  title: 'Payment details received',
  heading: 'Payment acknowledgement',
  keep: 'Keep this page (print it or save it as PDF) for the college office.',
  nothingTitle: 'No payment to show',
  nothing: 'This page shows the acknowledgement right after a fee payment. Nothing was sent from this browser tab.',
  status: 'Check your application status',
} as const;
