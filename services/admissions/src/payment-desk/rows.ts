/**
 * The accounts office's view of a payment (migration 010) and what each of its parts
 * (queue.ts, decisions.ts, statement-imports.ts) reads and decides with: who acts, the payment row
 * with its application, and the one decision on a claim.
 */
import type { AuditEntry, FileKind, SqliteDatabase } from '@college/service-kit';
import type { PaymentState } from '../contract';

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

/** The database's time, as every stored time: ISO 8601 in UTC. */
export const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
export const DESK_COLUMNS = `a.id as application_id, a.application_no, a.fname as name, a.father_fname as father, c.name as course, c.fee,
  p.mode, p.amount, p.trans_no, p.state, p.version, p.created_at as paid_at, p.confirmed_at, p.confirmed_by, p.receipt_no,
  p.return_reason, p.screenshot_file, p.screenshot_kind`;
export const DESK_FROM =
  'from payments p join applications a on a.id = p.application_id join courses c on c.id = a.course_id';

/** What the audit row keeps of a payment: where it stood, never the screenshot's stored name. */
export const audited = (row: DeskPaymentRow | null) =>
  row && {
    state: row.state,
    version: row.version,
    mode: row.mode,
    amount: row.amount,
    trans_no: row.trans_no,
    receipt_no: row.receipt_no,
  };

/** The name `confirmed_by` keeps. */
export const actorName = (actor: Actor) => actor.username ?? actor.userId ?? 'office';

/** The statements every part of the desk reads a payment, or decides a claim, with. */
export function deskStatements(db: SqliteDatabase) {
  return {
    applicationByNumber: db.prepare<[string], Omit<DeskApplication, 'payment'>>(
      `select a.id, a.application_no, a.fname as name, a.father_fname as father, c.name as course, c.fee
       from applications a join courses c on c.id = a.course_id where a.application_no = ?`,
    ),
    paymentOf: db.prepare<[number], DeskPaymentRow>(`select ${DESK_COLUMNS} ${DESK_FROM} where p.application_id = ?`),
    // State and version both in the WHERE: a change made meanwhile leaves this one without effect.
    decide: db.prepare(
      `update payments set state = @state, version = version + 1, confirmed_by = @by, confirmed_at = ${NOW}, return_reason = @reason
       where application_id = @application_id and version = @version and state = 'claimed'`,
    ),
  };
}

export type DeskStatements = ReturnType<typeof deskStatements>;
