// The fee: what savePayment takes and answers, and where a payment stands.
import * as v from 'valibot';
import { said } from '@college/service-kit/bilingual';
import {
  AMOUNT_FORMAT_MESSAGE,
  choice,
  DOCUMENT_ACCEPT,
  ENTER_VALUE,
  KB,
  PAYMENT_MODES,
  type UploadRule,
} from './form';

// ---- Payment ------------------------------------------------------------------------------

export const TRANSACTION_MESSAGE = said('UPI reference number must be 12 digits', 'UPI संदर्भ संख्या 12 अंकों की होनी चाहिए');
export const amountMessage = (fee: number) =>
  said(
    `The fee for this course is ₹${fee}; please enter exactly that amount`,
    `इस पाठ्यक्रम का शुल्क ₹${fee} है; कृपया ठीक यही राशि भरें`,
  );

export const SCREENSHOT_RULE: UploadRule = {
  label: 'Payment Screenshot (optional)',
  maxBytes: 1024 * KB,
  kinds: ['jpeg', 'png', 'pdf'],
  accept: DOCUMENT_ACCEPT,
  hint: 'JPEG, PNG or PDF, at most 1 MB',
};

/**
 * Whoever pays must hold the application: its id and the payment token handed over by saveApplicant
 * or the status look-up. Anything else is "no such application", whatever the id or amount.
 */
export const PAYMENT_TOKEN = /^[\w-]{43}$/;
export const paymentProofSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  token: v.pipe(v.string(), v.trim(), v.regex(PAYMENT_TOKEN)),
});

export const paymentFieldsSchema = v.pipe(
  v.object({
    id: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.regex(/^\d{1,9}$/, said('Application id is missing', 'आवेदन की पहचान संख्या नहीं मिली')),
      v.transform(Number),
    ),
    mode: choice(PAYMENT_MODES),
    amount: v.pipe(
      v.optional(v.string(ENTER_VALUE), ''),
      v.trim(),
      v.nonEmpty(ENTER_VALUE),
      v.regex(/^\d{1,7}$/, AMOUNT_FORMAT_MESSAGE),
      v.transform(Number),
    ),
    trans_no: v.optional(v.pipe(v.string(), v.trim()), ''),
  }),
  v.forward(
    v.check((input) => input.mode !== 'online' || input.trans_no !== '', ENTER_VALUE),
    ['trans_no'],
  ),
  v.forward(
    v.check(
      (input) => input.mode !== 'online' || input.trans_no === '' || /^\d{12}$/.test(input.trans_no),
      TRANSACTION_MESSAGE,
    ),
    ['trans_no'],
  ),
  // Cash sends transaction number 0, as the original payment form did.
  v.transform((input) => ({ ...input, trans_no: input.mode === 'cash' ? '0' : input.trans_no })),
);
export type PaymentInput = v.InferInput<typeof paymentFieldsSchema>;
export type Payment = v.InferOutput<typeof paymentFieldsSchema>;

/**
 * Where a payment stands. Cash chosen online is only "due at the counter"; a UPI reference typed in
 * is a claim; the office makes either "verified" (a receipt recorded, the money seen) or sends a
 * claim back as "returned" (the money was not found).
 */
export const PAYMENT_STATES = ['due_at_counter', 'claimed', 'verified', 'returned'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** The state in words, as the status page, the printouts and the export say it. */
export const PAYMENT_STATE_TEXT: Record<PaymentState, string> = {
  due_at_counter: said('fee due at the college counter', 'शुल्क महाविद्यालय के काउंटर पर देय है'),
  claimed: said('paid – being verified', 'भुगतान किया गया – जाँच जारी है'),
  verified: said('fee paid', 'शुल्क का भुगतान हो गया'),
  returned: said(
    'payment not received – please ask at the college office',
    'भुगतान प्राप्त नहीं हुआ – कृपया महाविद्यालय कार्यालय में संपर्क करें',
  ),
};
export const FEE_NOT_PAID_TEXT = said('fee not paid yet', 'शुल्क अभी नहीं दिया गया');
/** A fee still to be paid online: none recorded, or cash chosen but not yet paid at the counter. */
export const canPayOnline = (payment: { state: PaymentState } | null) =>
  payment === null || payment.state === 'due_at_counter';

export const paymentRecordSchema = v.object({
  mode: v.picklist(PAYMENT_MODES),
  amount: v.number(),
  trans_no: v.string(),
  /** When the applicant sent it (the claim, or cash chosen). */
  paid_at: v.string(),
  state: v.picklist(PAYMENT_STATES),
  /** When the office verified or returned it; null before. */
  confirmed_at: v.nullable(v.string()),
  /** Why the office returned it (the accountant's words, for the applicant); null otherwise. Optional for answers of older services. */
  return_reason: v.optional(v.nullable(v.string()), null),
});
export type PaymentRecord = v.InferOutput<typeof paymentRecordSchema>;

export const savePaymentResponseSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({
    transactionNumber: v.string(),
    amount: v.number(),
    application_no: v.string(),
    payment_state: v.picklist(PAYMENT_STATES),
  }),
});
export type SavePaymentResponse = v.InferOutput<typeof savePaymentResponseSchema>;
