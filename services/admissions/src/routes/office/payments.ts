/**
 * The accounts office's API, accountant only, under /api/v1/office/admissions/
 * (the gateway's door forwards it with a signed assertion, decision 011): payments to verify, the
 * claim's screenshot, verify / return / counter receipt (each naming the payment version it saw),
 * and the statement import (columns → preview → commit). Every change is audited in the same
 * transaction (plugins/payment-verification.ts); every answer is no-store and noindex.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { auditContext, HttpError, parseWith, readCsvUpload, validateBody, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { APPLICATION_NOT_FOUND_MESSAGE, APPLICATION_NUMBER } from '../../contract';
import {
  type CommitStatementInput,
  commitStatementSchema,
  committedMessage,
  counterReceiptSchema,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  NO_SCREENSHOT_MESSAGE,
  OFFICE_PAYMENTS_PATH,
  type OfficePayment,
  PAYMENT_RETURNED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  type PaymentsAnswer,
  type PaymentsQuery,
  paymentScreenshotPath,
  PAYMENTS_PAGE_SIZE,
  paymentsQuerySchema,
  RECEIPT_RECORDED_MESSAGE,
  returnPaymentSchema,
  STATEMENT_COLUMNS_PATH,
  STATEMENT_COMMIT_PATH,
  STATEMENT_FILE_MESSAGE,
  STATEMENT_MAX_BYTES,
  STATEMENT_PREVIEW_PATH,
  STATEMENT_TOO_LARGE_MESSAGE,
  statementMappingSchema,
  verifyPaymentSchema,
} from '../../office-contract/payments';
import type { Actor, DeskPaymentRow, Outcome } from '../../plugins/payment-verification';
import { matchStatement, missingColumns, readStatement } from '../../statement-import';
import { MIME, STORED_NAME } from '../../office-access';
import { paymentsFolder } from '../../uploads';

const ROLE = 'accountant';
/**
 * The accountant's writes count against the services' 'read' limit (300 a minute per address), not
 * the public forms' 60 in 10 minutes: a signed-in counter clerk records more receipts than that.
 */
const STAFF_PACE = { rateLimitKind: 'read' } as const;
const SAMPLE_LINES = 3;

type NumberParams = { applicationNo: string };

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

/** The uploaded statement (one file part named `file`) and the form's text fields. */
const readUpload = (request: FastifyRequest) =>
  readCsvUpload(request, {
    maxBytes: STATEMENT_MAX_BYTES,
    fileMessage: STATEMENT_FILE_MESSAGE,
    tooLargeMessage: STATEMENT_TOO_LARGE_MESSAGE,
  });

export const officePaymentRoutes: FastifyPluginAsync = async (fastify) => {
  const { paymentVerification: desk } = fastify;
  const actor = (request: FastifyRequest): Actor => auditContext(request, ROLE);

  fastify.get<{ Querystring: PaymentsQuery }>(
    OFFICE_PAYMENTS_PATH,
    { config: { roles: [ROLE] }, preHandler: validateQuery(paymentsQuerySchema) },
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
    { config: { roles: [ROLE] } },
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
    { config: { roles: [ROLE] } },
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
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(verifyPaymentSchema) },
    async (request) =>
      answerOf(desk.verify(applicationNoOf(request), request.body.version, actor(request)), PAYMENT_VERIFIED_MESSAGE),
  );

  fastify.post<{ Params: NumberParams; Body: { version: number; reason: string } }>(
    `${OFFICE_PAYMENTS_PATH}/:applicationNo/return`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(returnPaymentSchema) },
    async (request) =>
      answerOf(
        desk.returnClaim(applicationNoOf(request), request.body.version, request.body.reason, actor(request)),
        PAYMENT_RETURNED_MESSAGE,
      ),
  );

  fastify.post<{ Params: NumberParams; Body: { version: number; receipt_no: string } }>(
    `${OFFICE_PAYMENTS_PATH}/:applicationNo/receipt`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(counterReceiptSchema) },
    async (request) =>
      answerOf(
        desk.recordReceipt(applicationNoOf(request), request.body.version, request.body.receipt_no, actor(request)),
        RECEIPT_RECORDED_MESSAGE,
      ),
  );

  // Step 1: the statement's columns and a few lines, with the mapping remembered for its layout.
  fastify.post(STATEMENT_COLUMNS_PATH, { config: { ...STAFF_PACE, roles: [ROLE] } }, async (request) => {
    const statement = readStatement((await readUpload(request)).bytes);
    const remembered = desk.mappingOf(statement.signature);
    return {
      result: 'success' as const,
      data: {
        columns: statement.columns,
        sample: statement.rows.slice(0, SAMPLE_LINES).map((row) => row.cells),
        lines: statement.rows.length,
        mapping: remembered && Object.keys(missingColumns(statement, remembered)).length === 0 ? remembered : null,
      },
    };
  });

  // Step 2: the same file with its mapping: the match, stored as a preview; no payment changes.
  fastify.post(STATEMENT_PREVIEW_PATH, { config: { ...STAFF_PACE, roles: [ROLE] } }, async (request) => {
    const upload = await readUpload(request);
    const mapping = parseWith(statementMappingSchema, upload.fields);
    const statement = readStatement(upload.bytes);
    const missing = missingColumns(statement, mapping);
    if (Object.keys(missing).length > 0) throw new HttpError(400, 'Choose columns the statement has.', missing);
    const id = randomUUID();
    const { preview, matched } = matchStatement(statement, mapping, desk.onlinePayments(), id);
    desk.savePreview(
      { id, signature: statement.signature, mapping, lines: statement.rows.length, matched },
      actor(request),
    );
    return { result: 'success' as const, data: preview };
  });

  // Step 3: "Confirm": the preview's matches verified, once; those changed meanwhile are skipped.
  fastify.post<{ Body: CommitStatementInput & { import_id: string } }>(
    STATEMENT_COMMIT_PATH,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(commitStatementSchema) },
    async (request) => {
      const outcome = desk.commitPreview(request.body.import_id, actor(request));
      if (outcome === undefined) throw new HttpError(404, IMPORT_NOT_FOUND_MESSAGE);
      if (outcome === 'committed') throw new HttpError(409, IMPORT_COMMITTED_MESSAGE);
      const pick = ({ application_no, reference }: { application_no: string; reference: string }) => ({
        application_no,
        reference,
      });
      return {
        result: 'success' as const,
        message: committedMessage(outcome.verified.length, outcome.skipped.length),
        data: { verified: outcome.verified.map(pick), skipped: outcome.skipped.map(pick) },
      };
    },
  );
};
