import { HttpError, isUniqueViolation, parseWith, readMultipart, ValidationError } from '@college/service-kit';
import { said } from '@college/service-kit/bilingual';
import type { FastifyPluginAsync } from 'fastify';
import { createAcknowledgements } from '../../acknowledgements';
import * as v from 'valibot';
import { paymentTokenHash } from '../../application-secrets';
import {
  amountMessage,
  APPLICATION_VOID_MESSAGE,
  canPayOnline,
  feeDeadlinePassedMessage,
  PAYMENT_DETAILS_RECEIVED,
  paymentFieldsSchema,
  paymentProofSchema,
  SAVE_PAYMENT_PATH,
  type SavePaymentResponse,
  SCREENSHOT_RULE,
} from '../../contract';
import { feeDeadlinePassed } from '../../fee-deadline';
import { noStore } from '../../no-store';
import { fileRule, paymentsFolder } from '../../uploads';

export const ALREADY_PAID_MESSAGE = said(
  'A payment of this application is already recorded; the college office confirms it.',
  'इस आवेदन का एक भुगतान पहले से दर्ज है; महाविद्यालय कार्यालय उसकी पुष्टि करता है।',
);
export const TRANSACTION_USED_MESSAGE = said(
  'This UPI reference number was already used for another payment.',
  'यह UPI संदर्भ संख्या किसी दूसरे भुगतान में पहले ही उपयोग हो चुकी है।',
);
export const NO_APPLICATION_MESSAGE = said(
  'No such application. Please submit the admission form first.',
  'ऐसा कोई आवेदन नहीं है। कृपया पहले प्रवेश आवेदन पत्र जमा करें।',
);
/** The course was dropped from the settings before it had a fee there: the office takes the payment. */
export const COURSE_WITHDRAWN_MESSAGE = said(
  'This course has no admission fee set any more. Please pay at the college office.',
  'इस पाठ्यक्रम का प्रवेश शुल्क अब निर्धारित नहीं है। कृपया महाविद्यालय कार्यालय में भुगतान करें।',
);

// The form's fields, taken as they come: they are judged only after the proof (see savePayment).
// Named, so the kit still refuses fields no form sends.
const PAYMENT_FORM = v.object(
  Object.fromEntries(
    [...new Set([...Object.keys(paymentProofSchema.entries), ...Object.keys(paymentFieldsSchema.entries)])].map(
      (name) => [name, v.optional(v.unknown())],
    ),
  ),
);

/**
 * savePayment: the fee of an application, with its payment token (handed to /payment by the form
 * or by the status look-up, status.ts). Cash is recorded as due at the counter, a UPI payment as a
 * claim; only the office makes either paid.
 */
export const paymentRoutes: FastifyPluginAsync = async (fastify) => {
  const { catalogue, applications } = fastify;
  const acknowledgements = createAcknowledgements(fastify);

  fastify.post(SAVE_PAYMENT_PATH, { onRequest: noStore }, async (request): Promise<SavePaymentResponse> => {
    // Said before anything is read, as the window's refusal of a new form is (fee-deadline.ts).
    const passed = feeDeadlinePassed(fastify);
    if (passed) throw new HttpError(403, feeDeadlinePassedMessage(passed.year, passed.deadline));
    // The fields are judged only after the proof: until then every answer is the same 404, so
    // neither an id nor an amount (the course's fee) can be probed.
    const form = await readMultipart(request, {
      fields: PAYMENT_FORM,
      files: { screenshot: fileRule(SCREENSHOT_RULE, false) },
    });
    const proof = v.safeParse(paymentProofSchema, form.fields);
    const application = proof.success ? applications.byPaymentToken(paymentTokenHash(proof.output.token)) : undefined;
    if (!proof.success || !application || application.id !== proof.output.id)
      throw new HttpError(404, NO_APPLICATION_MESSAGE);
    // Voided by the office: it takes no fee (said only to whoever holds its token).
    if (application.voided_at) throw new HttpError(410, APPLICATION_VOID_MESSAGE);
    const payment = parseWith(paymentFieldsSchema, form.fields);
    const fee = catalogue.course(application.course_id)?.fee;
    if (!fee) throw new HttpError(409, COURSE_WITHDRAWN_MESSAGE);
    if (payment.amount !== fee) throw new ValidationError({ amount: amountMessage(fee) });
    // Cash chosen but not yet paid at the counter may still be paid online; anything else stands.
    if (!canPayOnline(applications.paymentOf(application.id))) throw new HttpError(409, ALREADY_PAID_MESSAGE);
    if (payment.mode === 'online' && applications.isTransactionUsed(payment.trans_no)) {
      throw new HttpError(409, TRANSACTION_USED_MESSAGE, { trans_no: TRANSACTION_USED_MESSAGE });
    }
    // A cash payment has no screenshot to keep.
    if (payment.mode === 'cash') delete (form.files as { screenshot?: unknown }).screenshot;

    try {
      await form.commit(paymentsFolder(fastify.paths), (stored) => {
        // Another payment came in meanwhile: the screenshot just stored goes with this error.
        if (!applications.insertPayment({ application, payment, screenshot: stored.screenshot })) {
          throw new HttpError(409, ALREADY_PAID_MESSAGE);
        }
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two payments at once: the unique indexes let one through; say which rule stopped this one.
      if (!canPayOnline(applications.paymentOf(application.id))) throw new HttpError(409, ALREADY_PAID_MESSAGE);
      throw new HttpError(409, TRANSACTION_USED_MESSAGE, { trans_no: TRANSACTION_USED_MESSAGE });
    }
    const state = payment.mode === 'cash' ? 'due_at_counter' : 'claimed';
    acknowledgements.payment(application, { amount: payment.amount, state, transactionNumber: payment.trans_no });
    return {
      result: 'success',
      message: PAYMENT_DETAILS_RECEIVED,
      data: {
        transactionNumber: payment.trans_no,
        amount: payment.amount,
        application_no: application.application_no,
        payment_state: state,
      },
    };
  });
};
