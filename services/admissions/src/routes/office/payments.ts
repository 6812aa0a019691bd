/**
 * The accounts office's API, accountant only, under /api/v1/office/admissions/
 * (the gateway's door forwards it with a signed assertion, decision 011): payments to verify, the
 * claim's screenshot, verify / return / counter receipt (each naming the payment version it saw);
 * the daily collection report, the payment history and the search for an application to pay;
 * the statement import is statements.ts. Every change is audited in the same transaction
 * (plugins/payment-verification.ts); every answer is no-store and noindex (officeScope).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collegeDay, collegeDayStart, HttpError, validateBody, validateQuery } from '@college/service-kit';
import { addDays } from '@college/settings/dates';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACCOUNTS_ROLE, accountantOf, STAFF_PACE } from '../../accounts-office';
import { APPLICATION_NOT_FOUND_MESSAGE, APPLICATION_NUMBER } from '../../contract';
import {
  type CollectionEntry,
  type CollectionQuery,
  type CollectionReport,
  COLLECTION_PATH,
  collectionQuerySchema,
  HISTORY_PAGE_SIZE,
  type HistoryAnswer,
  type HistoryQuery,
  historyQuerySchema,
  type PayableAnswer,
  PAYABLE_APPLICATIONS_PATH,
  type PayableQuery,
  payableQuerySchema,
  PAYMENT_HISTORY_PATH,
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
import type { CollectionRow, DeskPaymentRow, HistoryDbRow, Outcome } from '../../plugins/payment-verification';
import { MIME, type NumberParams, STORED_NAME } from '../../office-access';
import { sessionYear } from '../../seat-plans';
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
  confirmed_by_name: row.confirmed_by_name,
  receipt_no: row.receipt_no,
  screenshot_url: row.screenshot_file ? paymentScreenshotPath(row.application_no) : null,
});

/** A fee taken as the report shows it: the receipt for cash, the UPI reference for online. */
const collectionEntry = (row: CollectionRow): CollectionEntry => ({
  application_no: row.application_no,
  name: row.name,
  course: row.course,
  mode: row.mode,
  amount: row.amount,
  receipt_no: row.mode === 'cash' ? row.receipt_no : null,
  reference: row.mode === 'online' ? row.trans_no : null,
  at: row.confirmed_at,
  by: row.confirmed_by,
  by_name: row.confirmed_by_name,
  undone: row.undone_at
    ? { at: row.undone_at, by: row.undone_by ?? '', by_name: row.undone_by_name, reason: row.undo_reason ?? '' }
    : null,
});

/**
 * The totals by person: grouped by username (a name may change, or two people share one), each
 * labelled with the name of the person's latest entry in the days; ordered by that name.
 */
function byPerson(standing: readonly CollectionEntry[]): CollectionReport['totals']['by_accountant'] {
  const people = new Map<string | null, CollectionReport['totals']['by_accountant'][number]>();
  for (const entry of standing) {
    const person = people.get(entry.by) ?? { by: entry.by, by_name: null, count: 0, amount: 0 };
    // Entries come oldest first: the last name seen is the latest.
    person.by_name = entry.by_name ?? person.by_name;
    person.count += 1;
    person.amount += entry.amount;
    people.set(entry.by, person);
  }
  const label = (person: { by: string | null; by_name?: string | null }) => person.by_name ?? person.by ?? '';
  return [...people.values()].sort(
    (a, b) => label(a).localeCompare(label(b)) || (a.by ?? '').localeCompare(b.by ?? ''),
  );
}

/** The report of the days: every fee taken, and the totals of those that stand (the undone ones left out). */
function collectionReport(from: string, to: string, rows: readonly CollectionRow[]): CollectionReport {
  const entries = rows.map(collectionEntry);
  const standing = entries.filter((entry) => entry.undone === null);
  const sum = (list: readonly CollectionEntry[]) => ({
    count: list.length,
    amount: list.reduce((total, entry) => total + entry.amount, 0),
  });
  const modes = (['cash', 'online'] as const).filter((mode) => standing.some((entry) => entry.mode === mode));
  return {
    from,
    to,
    entries,
    totals: {
      all: sum(standing),
      by_mode: modes.map((mode) => ({ mode, ...sum(standing.filter((entry) => entry.mode === mode)) })),
      by_accountant: byPerson(standing),
    },
  };
}

const historyRow = (row: HistoryDbRow) => ({
  application_no: row.application_no,
  name: row.name,
  course: row.course,
  mode: row.mode,
  amount: row.amount,
  reference: row.mode === 'online' ? row.trans_no : null,
  receipt_no: row.receipt_no,
  state: row.state,
  paid_at: row.paid_at,
  confirmed_at: row.confirmed_at,
  confirmed_by: row.confirmed_by,
  confirmed_by_name: row.confirmed_by_name,
  return_reason: row.return_reason,
  undone: row.undone_at
    ? {
        at: row.undone_at,
        by: row.undone_by ?? '',
        by_name: row.undone_by_name,
        reason: row.undo_reason ?? '',
        receipt_no: row.undo_receipt_no,
      }
    : null,
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
      const { page = 1, state, q, count } = request.query;
      const { rows, total } = desk.list(
        { state, q: q || undefined },
        { limit: count === 'only' ? 0 : PAYMENTS_PAGE_SIZE, offset: (page - 1) * PAYMENTS_PAGE_SIZE },
      );
      return {
        result: 'success',
        data: { rows: rows.map(officePayment), total, page, pages: Math.ceil(total / PAYMENTS_PAGE_SIZE) },
      };
    },
  );

  // The daily collection report: the college's today unless the query names the days.
  fastify.get<{ Querystring: CollectionQuery }>(
    COLLECTION_PATH,
    { config: { roles: [ACCOUNTS_ROLE] }, preHandler: validateQuery(collectionQuerySchema) },
    async (request): Promise<{ result: 'success'; data: CollectionReport }> => {
      const today = collegeDay(fastify.now());
      const from = request.query.from ?? request.query.to ?? today;
      const to = request.query.to ?? from;
      const rows = desk.collection({ start: collegeDayStart(from), end: collegeDayStart(addDays(to, 1)) });
      return { result: 'success', data: collectionReport(from, to, rows) };
    },
  );

  // Every payment of the session, whatever its state, searched and paged.
  fastify.get<{ Querystring: HistoryQuery }>(
    PAYMENT_HISTORY_PATH,
    { config: { roles: [ACCOUNTS_ROLE] }, preHandler: validateQuery(historyQuerySchema) },
    async (request): Promise<HistoryAnswer> => {
      const { page = 1, q, state } = request.query;
      const { rows, total } = desk.history(
        { year: sessionYear(fastify).number, q: q || undefined, state },
        { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE },
      );
      return {
        result: 'success',
        data: { rows: rows.map(historyRow), total, page, pages: Math.ceil(total / HISTORY_PAGE_SIZE) },
      };
    },
  );

  // The applications whose fee may be taken, found by name or part of a number (the counter, a hand match).
  fastify.get<{ Querystring: PayableQuery }>(
    PAYABLE_APPLICATIONS_PATH,
    { config: { roles: [ACCOUNTS_ROLE] }, preHandler: validateQuery(payableQuerySchema) },
    async (request): Promise<PayableAnswer> => ({
      result: 'success',
      data: desk.payable({ year: sessionYear(fastify).number, q: request.query.q, purpose: request.query.for }),
    }),
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
