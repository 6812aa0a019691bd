import path from 'node:path';
import { HttpError, readMultipart, type ServicePaths, ValidationError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  type Acknowledgement,
  amountMessage,
  APPLICATION_STATUS_PATH,
  NOT_APPLICABLE,
  PAYMENT_SUCCESS,
  paymentFieldsSchema,
  SAVE_PAYMENT_PATH,
  type SavePaymentResponse,
  SCREENSHOT_RULE,
  STATUS_NOT_FOUND_MESSAGE,
  type StatusQuery,
  statusQuerySchema,
} from '../contract';
import type { IdentityLimiter } from '../identity-limiter';
import { type ApplicationRow, handoverOf } from '../plugins/applications-repository';
import { fileRule } from './applicant';

export const paymentsFolder = (paths: ServicePaths) => path.join(paths.uploads, 'payments');

export const ALREADY_PAID_MESSAGE = 'This application is already paid.';
export const TRANSACTION_USED_MESSAGE = 'This UPI reference number was already used for another payment.';
export const NO_APPLICATION_MESSAGE = 'No such application. Please submit the admission form first.';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** savePayment, and the status look-up through which a "pay later" applicant comes back. */
export const paymentRoutes =
  ({ limiter }: { limiter: IdentityLimiter }): FastifyPluginAsync =>
  async (fastify) => {
    const { catalogue, applications } = fastify;

    fastify.post(SAVE_PAYMENT_PATH, async (request): Promise<SavePaymentResponse> => {
      const form = await readMultipart(request, {
        fields: paymentFieldsSchema,
        files: { screenshot: fileRule(SCREENSHOT_RULE, false) },
      });
      const payment = form.fields;
      const application = applications.byId(payment.id);
      if (!application) throw new HttpError(404, NO_APPLICATION_MESSAGE);
      const fee = catalogue.course(application.course_id)!.fee;
      if (payment.amount !== fee) throw new ValidationError({ amount: amountMessage(fee) });
      if (applications.paymentOf(application.id)) throw new HttpError(409, ALREADY_PAID_MESSAGE);
      if (payment.mode === 'online' && applications.isTransactionUsed(payment.trans_no)) {
        throw new HttpError(409, TRANSACTION_USED_MESSAGE, { trans_no: TRANSACTION_USED_MESSAGE });
      }
      // A cash payment has no screenshot to keep.
      if (payment.mode === 'cash') delete (form.files as { screenshot?: unknown }).screenshot;

      try {
        await form.commit(paymentsFolder(fastify.paths), (stored) =>
          applications.insertPayment({ application, payment, screenshot: stored.screenshot }),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two payments at once: the unique indexes let one through; say which rule stopped this one.
        if (applications.paymentOf(application.id)) throw new HttpError(409, ALREADY_PAID_MESSAGE);
        throw new HttpError(409, TRANSACTION_USED_MESSAGE, { trans_no: TRANSACTION_USED_MESSAGE });
      }
      return {
        result: 'success',
        message: PAYMENT_SUCCESS,
        data: { transactionNumber: payment.trans_no, amount: payment.amount, application_no: application.application_no },
      };
    });

    const subjectName = (id: number) => (String(id) === NOT_APPLICABLE ? 'N/A' : (catalogue.subjectName(id) ?? 'N/A'));
    const acknowledgement = (row: ApplicationRow): Acknowledgement => ({
      ...handoverOf(row, catalogue.course(row.course_id)!),
      submitted_at: row.created_at,
      dob: row.dob,
      subjects: {
        major: [row.major_subfirst, row.major_secund, row.major_theard]
          .filter((id) => String(id) !== NOT_APPLICABLE)
          .map(subjectName),
        minor: subjectName(row.minor_sub),
        cocurricular: subjectName(row.cocurricular_sub),
        vocational: subjectName(row.vocational_sub),
      },
      payment: applications.paymentOf(row.id),
    });

    // Both values must match; a wrong one of either gets the same answer, so guessing one of them
    // learns nothing. A POST, so the date of birth never sits in a URL or a log line.
    fastify.post(APPLICATION_STATUS_PATH, { preValidation: validateBody(statusQuerySchema) }, async (request) => {
      const query = request.body as StatusQuery;
      if (!limiter.attempt([`status:${query.application_no}`])) {
        throw new HttpError(429, 'Too many attempts for this application number. Please try again in a few minutes.');
      }
      const row = applications.byNumber(query.application_no);
      if (!row || row.dob !== query.dob) throw new HttpError(404, STATUS_NOT_FOUND_MESSAGE);
      return { result: 'success' as const, data: acknowledgement(row) };
    });
  };
