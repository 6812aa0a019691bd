/**
 * The accounts office's word on payments: verify or return an online claim,
 * record a cash receipt at the counter, and the statement import's reads and writes. Each change
 * names the payment version it saw (migration 010), bumps it, and writes its audit row in the same
 * transaction. The office routes and the staff command (cli/payment-command.ts) both use this.
 */
import {
  type AuditEntry,
  type AuditLog,
  type FileKind,
  isUniqueViolation,
  type SqliteDatabase,
} from '@college/service-kit';
import fp from 'fastify-plugin';
import type { PaymentState } from '../contract';
import {
  ALREADY_PAID_AT_COUNTER_MESSAGE,
  CLAIM_PENDING_MESSAGE,
  NO_FEE_MESSAGE,
  NOT_A_CLAIM_MESSAGE,
  VOID_NO_FEE_MESSAGE,
  type PaymentQueue,
  RECEIPT_USED_MESSAGE,
  STALE_PAYMENT_MESSAGE,
  type StatementMapping,
} from '../office-contract/payments';

/** Who acts, for the audit row and `confirmed_by`: the office identity, or the staff command's --by. */
export type Actor = Pick<AuditEntry, 'userId' | 'username' | 'role' | 'requestId' | 'address'>;

/** A payment with its application, as the accountant's screens show it. */
export interface DeskPaymentRow {
  application_id: number;
  application_no: string;
  name: string;
  father: string;
  course: string;
  fee: number | null;
  mode: 'cash' | 'online';
  amount: number;
  trans_no: string;
  state: PaymentState;
  version: number;
  paid_at: string;
  confirmed_at: string | null;
  confirmed_by: string | null;
  receipt_no: string | null;
  return_reason: string | null;
  screenshot_file: string | null;
  screenshot_kind: FileKind | null;
}

/** The counter's look-up: the application, with its payment if one is recorded. */
export interface DeskApplication {
  id: number;
  application_no: string;
  name: string;
  father: string;
  course: string;
  fee: number | null;
  payment: DeskPaymentRow | null;
}

export type Outcome = { payment: DeskPaymentRow } | { status: 404 | 409; message: string; field?: string };

/** An online payment as the statement matching needs it. */
export interface OnlinePayment {
  application_id: number;
  application_no: string;
  name: string;
  trans_no: string;
  amount: number;
  state: PaymentState;
  version: number;
  paid_at: string;
}

/** A matched line as the preview keeps it: the payment and the version the preview saw. */
export interface MatchedPayment {
  application_id: number;
  application_no: string;
  reference: string;
  version: number;
}

export interface PaymentVerification {
  list(
    filter: { state?: PaymentQueue; q?: string },
    page: { limit: number; offset: number },
  ): { rows: DeskPaymentRow[]; total: number };
  application(applicationNo: string): DeskApplication | undefined;
  verify(applicationNo: string, version: number, actor: Actor): Outcome;
  returnClaim(applicationNo: string, version: number, reason: string, actor: Actor): Outcome;
  /** Cash paid at the counter: the course's fee, with its receipt number; version 0 when no payment was recorded. */
  recordReceipt(applicationNo: string, version: number, receiptNo: string, actor: Actor): Outcome;
  mappingOf(signature: string): StatementMapping | undefined;
  /** Every online payment by its UPI reference (claims and those already decided). */
  onlinePayments(): Map<string, OnlinePayment>;
  /** Stores a preview (and the mapping it used); nothing about a payment changes. */
  savePreview(
    input: { id: string; signature: string; mapping: StatementMapping; lines: number; matched: MatchedPayment[] },
    actor: Actor,
  ): void;
  /** Verifies the preview's matches still as they were; undefined for an unknown preview, 'committed' for one already confirmed. */
  commitPreview(
    id: string,
    actor: Actor,
  ): { verified: MatchedPayment[]; skipped: MatchedPayment[] } | 'committed' | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentVerification: PaymentVerification;
  }
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const DESK_COLUMNS = `a.id as application_id, a.application_no, a.fname as name, a.father_fname as father, c.name as course, c.fee,
  p.mode, p.amount, p.trans_no, p.state, p.version, p.created_at as paid_at, p.confirmed_at, p.confirmed_by, p.receipt_no,
  p.return_reason, p.screenshot_file, p.screenshot_kind`;
const DESK_FROM = 'from payments p join applications a on a.id = p.application_id join courses c on c.id = a.course_id';

/** What the audit row keeps of a payment: where it stood, never the screenshot's stored name. */
const audited = (row: DeskPaymentRow | null) =>
  row && {
    state: row.state,
    version: row.version,
    mode: row.mode,
    amount: row.amount,
    trans_no: row.trans_no,
    receipt_no: row.receipt_no,
  };

export function createPaymentVerification(db: SqliteDatabase, audit: AuditLog): PaymentVerification {
  const applicationByNumber = db.prepare<[string], Omit<DeskApplication, 'payment'>>(
    `select a.id, a.application_no, a.fname as name, a.father_fname as father, c.name as course, c.fee
     from applications a join courses c on c.id = a.course_id where a.application_no = ?`,
  );
  const paymentOf = db.prepare<[number], DeskPaymentRow>(
    `select ${DESK_COLUMNS} ${DESK_FROM} where p.application_id = ?`,
  );
  // State and version both in the WHERE: a change made meanwhile leaves this one without effect.
  const decide = db.prepare(
    `update payments set state = @state, version = version + 1, confirmed_by = @by, confirmed_at = ${NOW}, return_reason = @reason
     where application_id = @application_id and version = @version and state = 'claimed'`,
  );
  const receipt = db.prepare(
    `insert into payments (application_id, mode, amount, trans_no, state, confirmed_by, confirmed_at, receipt_no)
     values (@application_id, 'cash', @amount, '0', 'verified', @by, ${NOW}, @receipt_no)
     on conflict (application_id) do update set
       mode = 'cash', amount = excluded.amount, trans_no = '0', screenshot_file = null, screenshot_kind = null,
       state = 'verified', version = payments.version + 1, confirmed_by = excluded.confirmed_by,
       confirmed_at = excluded.confirmed_at, receipt_no = excluded.receipt_no, return_reason = null
     where payments.version = @version and payments.state in ('due_at_counter', 'returned')`,
  );
  const receiptUsed = db.prepare<[string], number>('select 1 from payments where receipt_no = ?').pluck();
  const isVoid = db
    .prepare<[number], number>('select 1 from applications where id = ? and voided_at is not null')
    .pluck();
  const mapping = db.prepare<[string], StatementMapping>(
    'select reference_column as reference, amount_column as amount, date_column as date from statement_mappings where signature = ?',
  );
  const saveMapping = db.prepare(
    `insert into statement_mappings (signature, reference_column, amount_column, date_column, saved_by)
     values (@signature, @reference, @amount, @date, @by)
     on conflict (signature) do update set reference_column = excluded.reference_column, amount_column = excluded.amount_column,
       date_column = excluded.date_column, saved_by = excluded.saved_by, saved_at = ${NOW}`,
  );
  const online = db.prepare<[], OnlinePayment>(
    `select a.id as application_id, a.application_no, a.fname as name, p.trans_no, p.amount, p.state, p.version, p.created_at as paid_at
     from payments p join applications a on a.id = p.application_id where p.mode = 'online'`,
  );
  const insertImport = db.prepare(
    'insert into statement_imports (id, created_by, lines, matched_json) values (?, ?, ?, ?)',
  );
  // A preview not confirmed within a day is dropped when the next one is stored: its matches have
  // gone stale (claims verified, returned or paid since), and cancelled ones must not pile up.
  const dropStalePreviews = db.prepare(
    "delete from statement_imports where committed_at is null and created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')",
  );
  const importById = db.prepare<[string], { matched_json: string; committed_at: string | null }>(
    'select matched_json, committed_at from statement_imports where id = ?',
  );
  const markCommitted = db.prepare(
    `update statement_imports set committed_at = ${NOW}, committed_by = ? where id = ? and committed_at is null`,
  );

  // One prepared statement per filter combination (at most four).
  const listStatements = new Map<
    string,
    { count: ReturnType<SqliteDatabase['prepare']>; page: ReturnType<SqliteDatabase['prepare']> }
  >();
  const listStatement = (state: boolean, q: boolean) => {
    const key = `${state}:${q}`;
    let found = listStatements.get(key);
    if (!found) {
      const where = [
        state ? 'p.state = @state' : "p.state in ('claimed', 'due_at_counter', 'returned')",
        q
          ? '(instr(a.application_no, upper(@q)) > 0 or instr(lower(a.fname), lower(@q)) > 0 or p.trans_no = @q or p.receipt_no = @q)'
          : null,
      ]
        .filter(Boolean)
        .join(' and ');
      found = {
        count: db.prepare(`select count(*) ${DESK_FROM} where ${where}`).pluck(),
        // Oldest first: the longest waiting are done first.
        page: db.prepare(
          `select ${DESK_COLUMNS} ${DESK_FROM} where ${where} order by p.created_at, p.id limit @limit offset @offset`,
        ),
      };
      listStatements.set(key, found);
    }
    return found;
  };

  const by = (actor: Actor) => actor.username ?? actor.userId ?? 'office';

  /** Runs one change on the application's payment in a transaction, with its audit row. */
  const change = (
    applicationNo: string,
    version: number,
    actor: Actor,
    action: string,
    apply: (application: Omit<DeskApplication, 'payment'>, before: DeskPaymentRow | null) => Outcome | number,
    reason?: string,
  ): Outcome =>
    db.transaction((): Outcome => {
      const application = applicationByNumber.get(applicationNo);
      if (!application) return { status: 404, message: 'No application has this number.' };
      const before = paymentOf.get(application.id) ?? null;
      if ((before?.version ?? 0) !== version) return { status: 409, message: STALE_PAYMENT_MESSAGE };
      const applied = apply(application, before);
      if (typeof applied === 'object') return applied;
      if (applied !== 1) return { status: 409, message: STALE_PAYMENT_MESSAGE };
      const after = paymentOf.get(application.id)!;
      audit.record({
        ...actor,
        action,
        recordType: 'payment',
        recordId: applicationNo,
        before: audited(before),
        after: audited(after),
        reason: reason ?? null,
      });
      return { payment: after };
    })();

  const decideClaim =
    (state: 'verified' | 'returned', reason: string | null) => (applicationNo: string, version: number, actor: Actor) =>
      change(
        applicationNo,
        version,
        actor,
        state === 'verified' ? 'payment.verify' : 'payment.return',
        (application, before) => {
          if (before?.state !== 'claimed') return { status: 409, message: NOT_A_CLAIM_MESSAGE };
          return decide.run({ application_id: application.id, version, state, by: by(actor), reason }).changes;
        },
        reason ?? undefined,
      );

  return {
    list({ state, q }, { limit, offset }) {
      const statements = listStatement(Boolean(state), Boolean(q));
      const params = { ...(state ? { state } : {}), ...(q ? { q } : {}) };
      const total = statements.count.get(params) as number;
      const rows = statements.page.all({ ...params, limit, offset }) as DeskPaymentRow[];
      return { rows, total };
    },
    application(applicationNo) {
      const application = applicationByNumber.get(applicationNo);
      return application && { ...application, payment: paymentOf.get(application.id) ?? null };
    },
    verify: (applicationNo, version, actor) => decideClaim('verified', null)(applicationNo, version, actor),
    returnClaim: (applicationNo, version, reason, actor) =>
      decideClaim('returned', reason)(applicationNo, version, actor),
    recordReceipt(applicationNo, version, receiptNo, actor) {
      try {
        return change(applicationNo, version, actor, 'payment.receipt', (application, before) => {
          if (before?.state === 'verified') return { status: 409, message: ALREADY_PAID_AT_COUNTER_MESSAGE };
          if (before?.state === 'claimed') return { status: 409, message: CLAIM_PENDING_MESSAGE };
          if (!application.fee) return { status: 409, message: NO_FEE_MESSAGE };
          if (isVoid.get(application.id)) return { status: 409, message: VOID_NO_FEE_MESSAGE };
          if (receiptUsed.get(receiptNo)) return { status: 409, message: RECEIPT_USED_MESSAGE, field: 'receipt_no' };
          return receipt.run({
            application_id: application.id,
            amount: application.fee,
            by: by(actor),
            receipt_no: receiptNo,
            version,
          }).changes;
        });
      } catch (error) {
        // Two counters recording the same receipt number at once: the unique index lets one through.
        if (isUniqueViolation(error)) return { status: 409, message: RECEIPT_USED_MESSAGE, field: 'receipt_no' };
        throw error;
      }
    },
    mappingOf: (signature) => mapping.get(signature),
    onlinePayments: () => new Map(online.all().map((row) => [row.trans_no, row])),
    savePreview: db.transaction(
      (
        input: { id: string; signature: string; mapping: StatementMapping; lines: number; matched: MatchedPayment[] },
        actor: Actor,
      ) => {
        const remembered = mapping.get(input.signature);
        const changed =
          !remembered ||
          remembered.reference !== input.mapping.reference ||
          remembered.amount !== input.mapping.amount ||
          remembered.date !== input.mapping.date;
        if (changed) {
          saveMapping.run({ signature: input.signature, ...input.mapping, by: by(actor) });
          audit.record({
            ...actor,
            action: 'statement.mapping',
            recordType: 'statement_mapping',
            recordId: input.signature.slice(0, 16),
            before: remembered ?? null,
            after: input.mapping,
          });
        }
        dropStalePreviews.run();
        insertImport.run(input.id, by(actor), input.lines, JSON.stringify(input.matched));
      },
    ),
    commitPreview: db.transaction((id: string, actor: Actor) => {
      const stored = importById.get(id);
      if (!stored) return undefined;
      if (stored.committed_at || markCommitted.run(by(actor), id).changes !== 1) return 'committed' as const;
      const matched = JSON.parse(stored.matched_json) as MatchedPayment[];
      const verified: MatchedPayment[] = [];
      const skipped: MatchedPayment[] = [];
      for (const match of matched) {
        const before = paymentOf.get(match.application_id);
        const done =
          decide.run({
            application_id: match.application_id,
            version: match.version,
            state: 'verified',
            by: by(actor),
            reason: null,
          }).changes === 1;
        if (!done) {
          skipped.push(match);
          continue;
        }
        verified.push(match);
        audit.record({
          ...actor,
          action: 'payment.verify',
          recordType: 'payment',
          recordId: match.application_no,
          before: audited(before ?? null),
          after: audited(paymentOf.get(match.application_id)!),
          reason: `statement import ${id}`,
        });
      }
      audit.record({
        ...actor,
        action: 'statement.commit',
        recordType: 'statement_import',
        recordId: id,
        after: { verified: verified.length, skipped: skipped.length },
      });
      return { verified, skipped };
    }),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('paymentVerification', createPaymentVerification(fastify.db, fastify.audit));
  },
  { name: 'payment-verification', dependencies: ['college-sqlite'], fastify: '5.x' },
);
