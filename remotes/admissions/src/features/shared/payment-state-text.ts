import { FEE_NOT_PAID_TEXT, PAYMENT_STATE_TEXT, type PaymentState } from '@college/admissions-service/contract';

/**
 * Where an application's fee stands, in the words the status page, the acknowledgement and the
 * export share (the contract's PAYMENT_STATE_TEXT). What an applicant sends is a claim until the
 * college office confirms it: never "paid" before.
 */
export const paymentStateLine = (state: PaymentState | null) => `Submitted, ${state ? PAYMENT_STATE_TEXT[state] : FEE_NOT_PAID_TEXT}`;

/** Labels of the payment's facts, by state: an amount is "paid" only once the office confirms it. */
export const AMOUNT_LABEL: Record<PaymentState, string> = {
  due_at_counter: 'Fee due at the counter',
  claimed: 'Amount sent (being verified)',
  verified: 'Amount paid',
  returned: 'Amount claimed (not received)',
};
