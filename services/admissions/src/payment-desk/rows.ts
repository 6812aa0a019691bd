/**
 * The accounts office's view of a payment (migration 010) and what each of its parts
 * (queue.ts, decisions.ts, statement-imports.ts) reads and decides with: who acts, the payment row
 * with its application, and the one decision on a claim.
 */
import type { AuditEntry, FileKind, SqliteDatabase } from '@college/service-kit';
import type { PaymentState } from '../contract';

/**
 * Who acts, for the audit row and `confirmed_by`: the office identity, or the staff command's --by;
 * `displayName`, the person's name from the gateway's assertion (absent from older gateways).
 */
export type Actor = Pick<AuditEntry, 'userId' | 'username' | 'role' | 'requestId' | 'address'> & {
  displayName?: string | null;
};

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
  /** Who by name (namedBy): never null while confirmed_by is set. */
  confirmed_by_name: string | null;
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

/**
 * SQL for the name shown for a username column (migration 018): the name stored beside it, unless
 * that is only the username (a row from before 018, an older gateway, the staff command); then the
 * latest name that username acted with (office_names), else the username. Null when no one.
 */
export const namedBy = (username: string, name: string) =>
  `coalesce(nullif(${name}, ${username}), (select n.name from office_names n where n.username = ${username}), ${username})`;

export const DESK_COLUMNS = `a.id as application_id, a.application_no, a.fname as name, a.father_fname as father, c.name as course, c.fee,
  p.mode, p.amount, p.trans_no, p.state, p.version, p.created_at as paid_at, p.confirmed_at, p.confirmed_by,
  ${namedBy('p.confirmed_by', 'p.confirmed_by_name')} as confirmed_by_name, p.receipt_no,
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
      `update payments set state = @state, version = version + 1, confirmed_by = @by, confirmed_by_name = @by_name,
         confirmed_at = ${NOW}, return_reason = @reason
       where application_id = @application_id and version = @version and state = 'claimed'`,
    ),
    // The name a username acts with, for its rows stored without one (namedBy).
    rememberName: db.prepare<[{ username: string; name: string }]>(
      `insert into office_names (username, name) values (@username, @name)
       on conflict (username) do update set name = excluded.name, seen_at = ${NOW}`,
    ),
  };
}

/**
 * Who acts, as a write stores them: `by` (the username) and `by_name` (the assertion's name, else
 * the username); a name is remembered for the username's other rows. Call it inside the write's
 * transaction.
 */
export function actingAs(statements: Pick<DeskStatements, 'rememberName'>, actor: Actor) {
  const by = actorName(actor);
  const byName = actor.displayName?.trim() || by;
  if (byName !== by) statements.rememberName.run({ username: by, name: byName });
  return { by, by_name: byName };
}

export type DeskStatements = ReturnType<typeof deskStatements>;
