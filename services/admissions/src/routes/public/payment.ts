import { isoDay } from '@college/settings/dates';
import {
  clientKey,
  HttpError,
  isUniqueViolation,
  parseWith,
  readMultipart,
  requestLanguage,
  ValidationError,
  validateBody,
} from '@college/service-kit';
import { said } from '@college/service-kit/bilingual';
import type { FastifyPluginAsync } from 'fastify';
import { createAcknowledgements } from '../../acknowledgements';
import * as v from 'valibot';
import { newPaymentToken, paymentTokenHash } from '../../application-secrets';
import {
  type Acknowledgement,
  amountMessage,
  APPLICATION_STATUS_PATH,
  APPLICATION_VOID_MESSAGE,
  lookupWaitMessage,
  canPayOnline,
  feeDeadlinePassedMessage,
  FIND_APPLICATION_NUMBER_PATH,
  FORGOT_MAX_MATCHES,
  FORGOT_NOT_FOUND_MESSAGE,
  type ForgotNumberQuery,
  forgotNumberQuerySchema,
  type ForgotNumberResponse,
  maskApplicationNumber,
  PAYMENT_DETAILS_RECEIVED,
  paymentFieldsSchema,
  paymentProofSchema,
  SAVE_PAYMENT_PATH,
  type SavePaymentResponse,
  SCREENSHOT_RULE,
  type StatusQuery,
  statusQuerySchema,
} from '../../contract';
import { type ApplicationRow, summaryOf } from '../../plugins/applications-repository';
import { noStore } from '../../no-store';
import { type PaymentRouteOptions, proofCheck, subjectsOf } from '../../proofs';
import { fileRule, paymentsFolder } from '../../uploads';
import { standingOf } from '../../document-scrutiny';

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

/** savePayment, and the status look-up through which a "pay later" applicant comes back. */
export const paymentRoutes =
  ({ secrets, backoff }: PaymentRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    const { catalogue, applications } = fastify;
    const acknowledgements = createAcknowledgements(fastify);

    /** The session's fee deadline (set from the office) when it has passed: no payment is taken then. */
    const deadlinePassed = () => {
      const session = fastify.admissionSession.current();
      return session.fee_deadline !== null && isoDay(fastify.now()) > session.fee_deadline
        ? { year: session.year, deadline: session.fee_deadline }
        : null;
    };

    fastify.post(SAVE_PAYMENT_PATH, { onRequest: noStore }, async (request): Promise<SavePaymentResponse> => {
      // Said before anything is read, as the window's refusal of a new form is.
      const passed = deadlinePassed();
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

    // Unpaid: a new token for /payment (the first one's value is not kept, so cannot be handed back).
    const tokenFor = (row: ApplicationRow) => {
      const token = newPaymentToken();
      applications.addPaymentToken(row.id, paymentTokenHash(token));
      return token;
    };
    const acknowledgement = (row: ApplicationRow): Acknowledgement => {
      const payment = applications.paymentOf(row.id);
      return {
        ...summaryOf(row, catalogue.course(row.course_id)!),
        // No token after the fee deadline: the status page then offers no payment the service would refuse.
        payment_token: canPayOnline(payment) && !deadlinePassed() ? tokenFor(row) : null,
        submitted_at: row.created_at,
        dob: row.dob,
        subjects: subjectsOf(fastify, row),
        payment,
      };
    };

    // All three values must match (proofs.ts). A POST, so the date of birth and the code never sit
    // in a URL or a log line.
    const proven = proofCheck(fastify, { secrets, backoff });
    fastify.post(
      APPLICATION_STATUS_PATH,
      { onRequest: noStore, preValidation: validateBody(statusQuerySchema) },
      async (request, reply) => {
        const row = proven(request, reply, request.body as StatusQuery);
        return {
          result: 'success' as const,
          data: { ...acknowledgement(row), ...standingOf(fastify, row, requestLanguage(request)) },
        };
      },
    );

    // "Forgot your application number?": mobile number and date of birth must both match. Several
    // standing applications may (the mobile is no key: twins on a parent's phone): each gets its own
    // number at its own e-mail address, and the answer lists them all masked. The same slowing down
    // of wrong answers as the look-up above (the same counts per client), and one answer for every
    // miss: which of the two was wrong is never told.
    fastify.post(
      FIND_APPLICATION_NUMBER_PATH,
      { onRequest: noStore, preValidation: validateBody(forgotNumberQuerySchema) },
      async (request, reply): Promise<ForgotNumberResponse> => {
        const query = request.body as ForgotNumberQuery;
        const client = clientKey(request.ip);
        const wait = backoff.waitOf(client);
        if (wait > 0) {
          reply.header('retry-after', String(Math.ceil(wait / 1000)));
          throw new HttpError(429, lookupWaitMessage(Math.ceil(wait / 60_000)));
        }
        const numbers = applications.numbersByMobileAndDob(query.mobile, query.dob, FORGOT_MAX_MATCHES);
        if (numbers.length === 0) {
          backoff.fail(client);
          throw new HttpError(404, FORGOT_NOT_FOUND_MESSAGE);
        }
        // The masked numbers here; each full one only to its own application's e-mail (queued).
        const emailed = numbers.map((number) => acknowledgements.applicationNumber(number)).some(Boolean);
        const masked = numbers.map(maskApplicationNumber);
        return {
          result: 'success',
          data: { masked_application_no: masked[0], masked_application_nos: masked, emailed },
        };
      },
    );
  };
