/**
 * The accounts office's API, accountant only, under /api/v1/office/admissions/
 * (the gateway's door forwards it with a signed assertion, decision 011): payments to verify, the
 * claim's screenshot, verify / return / counter receipt (each naming the payment version it saw);
 * the statement import is statements.ts. Every change is audited in the same transaction
 * (plugins/payment-verification.ts); every answer is no-store and noindex (officeScope).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError, validateBody, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACCOUNTS_ROLE, accountantOf, STAFF_PACE } from '../../accounts-office';
import { APPLICATION_NOT_FOUND_MESSAGE, APPLICATION_NUMBER } from '../../contract';
import {
  counterReceiptSchema,
  NO_SCREENSHOT_MESSAGE,
  OFFICE_PAYMENTS_PATH,
  type OfficePayment,
  undoVerificationSchema,
  VERIFICATION_UNDONE_MESSAGE,
  PAYMENT_RETURNED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  type PaymentsAnswer,
  type PaymentsQuery,
  paymentScreenshotPath,
  PAYMENTS_PAGE_SIZE,
  paymentsQuerySchema,
  RECEIPT_RECORDED_MESSAGE,
  returnPaymentSchema,
  verifyPaymentSchema,
} from '../../office-contract/payments';
import type { DeskPaymentRow, Outcome } from '../../plugins/payment-verification';
import { MIME, type NumberParams, STORED_NAME } from '../../office-access';
import { paymentsFolder } from '../../uploads';

/** The payment as the accountant's screens show it: never the screenshot's stored name. */
const officePayment = (row: DeskPaymentRow): OfficePayment => ({
  application_no: row.application_no,
  name: row.name,
  father: row.father,
  course: row.course,
  fee: row.fee,
  mode: row.mode,
  amount: row.amount,
  trans_no: row.trans_no,
  state: row.state,
  version: row.version,
  paid_at: row.paid_at,
  confirmed_at: row.confirmed_at,
  confirmed_by: row.confirmed_by,
  receipt_no: row.receipt_no,
  screenshot_url: row.screenshot_file ? paymentScreenshotPath(row.application_no) : null,
});

/** The application number of the path, upper-cased, or the not-found answer. */
const applicationNoOf = (request: FastifyRequest<{ Params: NumberParams }>) => {
  const number = request.params.applicationNo.toUpperCase();
  if (!APPLICATION_NUMBER.test(number)) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  return number;
};

/** A change's outcome as the answer: the payment now, or the refusal (404, or 409 with its message). */
const answerOf = (outcome: Outcome, message: string) => {
  if ('status' in outcome)
    throw new HttpError(outcome.status, outcome.message, outcome.field ? { [outcome.field]: outcome.message } : {});
  return { result: 'success' as const, message, data: officePayment(outcome.payment) };
};

export const officePaymentRoutes: FastifyPluginAsync = async (fastify) => {
  const { paymentVerification: desk } = fastify;

  fastify.get<{ Querystring: PaymentsQuery }>(
    OFFICE_PAYMENTS_PATH,
    { config: { roles: [ACCOUNTS_ROLE] }, preHandler: validateQuery(paymentsQuerySchema) },
    async (request): Promise<PaymentsAnswer> => {
      const { page = 1, state, q } = request.query;
      const { rows, total } = desk.list(
        { state, q: q || undefined },
        { limit: PAYMENTS_PAGE_SIZE, offset: (page - 1) * PAYMENTS_PAGE_SIZE },
      );
      return {
        result: 'success',
        data: { rows: rows.map(officePayment), total, page, pages: Math.ceil(total / PAYMENTS_PAGE_SIZE) },
      };
    },
  );

  // The counter's look-up: any application, paid or not.
  fastify.get<{ Params: NumberParams }>(
    `${OFFICE_PAYMENTS_PATH}/:applicationNo`,
    { config: { roles: [ACCOUNTS_ROLE] } },
    async (request) => {
      const found = desk.application(applicationNoOf(request));
      if (!found) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
      const { id: _id, payment, ...application } = found;
      return {
        result: 'success' as const,
        data: { ...application, payment: payment && officePayment(payment), version: payment?.version ?? 0 },
      };
    },
  );

  fastify.get<{ Params: NumberParams }>(
    `${OFFICE_PAYMENTS_PATH}/:applicationNo/screenshot`,
    { config: { roles: [ACCOUNTS_ROLE] } },
    async (request, reply) => {
      const applicationNo = applicationNoOf(request);
      const payment = desk.application(applicationNo)?.payment;
      const kind = payment?.screenshot_kind;
      if (!payment?.screenshot_file || !kind || !STORED_NAME.test(payment.screenshot_file))
        throw new HttpError(404, NO_SCREENSHOT_MESSAGE);
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(paymentsFolder(fastify.paths), payment.screenshot_file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, NO_SCREENSHOT_MESSAGE);
        throw error;
      }
      return reply
        .type(MIME[kind])
        .header('content-disposition', `inline; filename="${applicationNo}-payment.${kind === 'jpeg' ? 'jpg' : kind}"`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  fastify.post<{ Params: NumberParams; Body: { version: number } }>(
    `${OFFICE_PAYMENTS_PATH}/:applicationNo/verify`,
    { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] }, preHandler: validateBody(verifyPaymentSchema) },
    async (request) =>
      answerOf(
        desk.verify(applicationNoOf(request), request.body.version, accountantOf(request)),
        PAYMENT_VERIFIED_MESSAGE,
      ),
  );

  fastify.post<{ Params: NumberParams; Body: { version: number; reason: string } }>(
    `${OFFICE_PAYMENTS_PATH}/:applicationNo/return`,
    { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] }, preHandler: validateBody(returnPaymentSchema) },
    async (request) =>
      answerOf(
        desk.returnClaim(applicationNoOf(request), request.body.version, request.body.reason, accountantOf(request)),
        PAYMENT_RETURNED_MESSAGE,
      ),
  );

  fastify.post<{ Params: NumberParams; Body: { version: number; reason: string } }>(
    `${OFFICE_PAYMENTS_PATH}/:applicationNo/undo`,
    { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] }, preHandler: validateBody(undoVerificationSchema) },
    async (request) =>
      answerOf(
        desk.undoVerification(
          applicationNoOf(request),
          request.body.version,
          request.body.reason,
          accountantOf(request),
        ),
        VERIFICATION_UNDONE_MESSAGE,
      ),
  );

  fastify.post<{ Params: NumberParams; Body: { version: number; receipt_no: string } }>(
    `${OFFICE_PAYMENTS_PATH}/:applicationNo/receipt`,
    { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] }, preHandler: validateBody(counterReceiptSchema) },
    async (request) =>
      answerOf(
        desk.recordReceipt(
          applicationNoOf(request),
          request.body.version,
          request.body.receipt_no,
          accountantOf(request),
        ),
        RECEIPT_RECORDED_MESSAGE,
      ),
  );
};
