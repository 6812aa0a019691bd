import * as v from 'valibot';
// The kit's draft store: tab-only like a draft, checked on read.
import { handoverSchema, PAYMENT_STATES } from '@college/admissions-service/contract';
import { createDraftStore } from '@college/remote-kit';

/**
 * The application /payment works on: set after a successful submit or a status look-up. With the
 * payment token (savePayment's proof), and the access code and date of birth for the acknowledgement.
 */
export const paymentHandoverSchema = v.object({ ...handoverSchema.entries, dob: v.string(), access_code: v.string() });
export type PaymentHandover = v.InferOutput<typeof paymentHandoverSchema>;
// v2: v1 held no token, so could not pay any more.
export const paymentHandover = createDraftStore({
  key: 'admissions.payment-handover',
  version: 2,
  schema: paymentHandoverSchema,
});

/**
 * The payment /success shows (its navigation state, or kept for a reload). With the date of birth
 * and access code the page also fetches the whole acknowledgement (name, course, subjects).
 */
export const paymentReceiptSchema = v.object({
  transactionNumber: v.string(),
  amount: v.number(),
  application_no: v.string(),
  /** Cash chosen (due at the counter) or a UPI claim: what the office has yet to confirm. */
  payment_state: v.picklist(PAYMENT_STATES),
  dob: v.optional(v.string()),
  access_code: v.optional(v.string()),
});
// v2: v1 held no payment state, and was shown as paid.
export const paymentReceipt = createDraftStore({
  key: 'admissions.payment-receipt',
  version: 2,
  schema: paymentReceiptSchema,
});
