/**
 * The accountant's reads over time (migration 017): the fees taken on a range of days (the
 * collection report, with the undone ones where they were taken), every payment of the session
 * searched (the history), and the applications whose fee may be taken, found by name or by part of
 * their number or mobile number (the counter, a statement credit matched by hand).
 */
import type { SqliteDatabase } from '@college/service-kit';
import type { PaymentState } from '../contract';
import { type HistoryState, mobileDigitsOf, PAYABLE_LIMIT, type PayablePurpose } from '../office-contract/payments';
import { namedBy } from './rows';

/** A fee taken, as the report reads it; `undo_*` set when it was undone later. */
export interface CollectionRow {
  application_no: string;
  name: string;
  course: string;
  mode: 'cash' | 'online';
  amount: number;
  trans_no: string;
  receipt_no: string | null;
  confirmed_at: string;
  confirmed_by: string | null;
  confirmed_by_name: string | null;
  undone_at: string | null;
  undone_by: string | null;
  undone_by_name: string | null;
  undo_reason: string | null;
}

/** A payment of the session as the history shows it. */
export interface HistoryDbRow {
  application_no: string;
  name: string;
  course: string;
  mode: 'cash' | 'online';
  amount: number;
  trans_no: string;
  receipt_no: string | null;
  state: HistoryState;
  paid_at: string;
  confirmed_at: string | null;
  confirmed_by: string | null;
  confirmed_by_name: string | null;
  return_reason: string | null;
  undone_at: string | null;
  undone_by: string | null;
  undone_by_name: string | null;
  undo_reason: string | null;
  undo_receipt_no: string | null;
}

/** An application whose fee may be taken, as the search lists it. */
export interface PayableDbRow {
  application_no: string;
  name: string;
  father: string;
  course: string;
  fee: number;
  mobile_end: string;
  payment_state: PaymentState | null;
  reference: string | null;
}

export interface PaymentCollection {
  /** The fees taken from `start` (included) to `end` (excluded), stored times; oldest first. */
  collection(range: { start: string; end: string }): CollectionRow[];
  /** A page of the session's payments, newest activity first, and how many the search finds in all. */
  history(
    filter: { year: number; q?: string; state?: HistoryState },
    page: { limit: number; offset: number },
  ): { rows: HistoryDbRow[]; total: number };
  /** Up to PAYABLE_LIMIT applications of the session whose fee may be taken for `purpose`; `more` if others match. */
  payable(filter: { year: number; q: string; purpose: PayablePurpose }): { rows: PayableDbRow[]; more: boolean };
}

/** The search's one clause: part of the number or name (case-blind), part of the mobile number. */
const FOUND = (a: string) =>
  `(instr(${a}.application_no, upper(@q)) > 0 or instr(lower(${a}.fname), lower(@q)) > 0
    or (@mobile <> '' and instr(${a}.mobile, @mobile) > 0))`;
const searchParams = (q: string) => ({ q, mobile: mobileDigitsOf(q) });

export function createPaymentCollection(db: SqliteDatabase): PaymentCollection {
  // A payment verified stands where it was taken; an undone one stands where it was taken too,
  // from what the undo kept of it (migration 017). People by name too (migration 018, namedBy).
  const collection = db.prepare<[{ start: string; end: string }], CollectionRow>(
    `select a.application_no, a.fname as name, c.name as course, p.mode, p.amount, p.trans_no, p.receipt_no,
            p.confirmed_at, p.confirmed_by, ${namedBy('p.confirmed_by', 'p.confirmed_by_name')} as confirmed_by_name,
            null as undone_at, null as undone_by, null as undone_by_name, null as undo_reason
     from payments p join applications a on a.id = p.application_id join courses c on c.id = a.course_id
     where p.state = 'verified' and p.confirmed_at >= @start and p.confirmed_at < @end
     union all
     select a.application_no, a.fname, c.name, u.mode, u.amount, u.trans_no, u.receipt_no,
            u.confirmed_at, u.confirmed_by, ${namedBy('u.confirmed_by', 'u.confirmed_by_name')},
            u.undone_at, u.undone_by, ${namedBy('u.undone_by', 'u.undone_by_name')}, u.reason
     from payment_undos u join applications a on a.id = u.application_id join courses c on c.id = a.course_id
     where u.confirmed_at >= @start and u.confirmed_at < @end
     order by confirmed_at, application_no`,
  );

  // The history's rows: each payment with its last undo; "undone" while the payment is still at
  // the version the undo left (nothing happened to it since).
  const HISTORY = `with history as (
     select a.id as application_id, a.application_no, a.fname, a.mobile, c.name as course, p.id as payment_id,
            p.mode, p.amount, p.trans_no, p.receipt_no,
            case when u.version = p.version and p.state <> 'verified' then 'undone' else p.state end as state,
            p.created_at as paid_at, p.confirmed_at, p.confirmed_by,
            ${namedBy('p.confirmed_by', 'p.confirmed_by_name')} as confirmed_by_name,
            case when p.state = 'returned' then p.return_reason end as return_reason,
            case when u.version = p.version and p.state <> 'verified' then u.undone_at end as undone_at,
            case when u.version = p.version and p.state <> 'verified' then u.undone_by end as undone_by,
            case when u.version = p.version and p.state <> 'verified'
              then ${namedBy('u.undone_by', 'u.undone_by_name')} end as undone_by_name,
            case when u.version = p.version and p.state <> 'verified' then u.reason end as undo_reason,
            case when u.version = p.version and p.state <> 'verified' then u.receipt_no end as undo_receipt_no
     from payments p join applications a on a.id = p.application_id join courses c on c.id = a.course_id
     left join payment_undos u on u.id = (select max(id) from payment_undos where application_id = p.application_id)
     where a.admission_year = @year)`;
  // A receipt number or UPI reference is found whole (case-blind), an undone receipt's too.
  const HISTORY_FOUND = `(${FOUND('h')} or upper(h.receipt_no) = upper(@q) or h.trans_no = @q
    or exists (select 1 from payment_undos x where x.application_id = h.application_id and upper(x.receipt_no) = upper(@q)))`;
  const historyStatements = new Map<
    string,
    { count: ReturnType<SqliteDatabase['prepare']>; page: ReturnType<SqliteDatabase['prepare']> }
  >();
  // One prepared statement per filter combination (at most four).
  const historyStatement = (q: boolean, state: boolean) => {
    const key = `${q}:${state}`;
    let found = historyStatements.get(key);
    if (!found) {
      const clauses = [q ? HISTORY_FOUND : null, state ? 'h.state = @state' : null].filter(Boolean);
      const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
      found = {
        count: db.prepare(`${HISTORY} select count(*) from history h ${where}`).pluck(),
        page: db.prepare(
          `${HISTORY} select h.application_no, h.fname as name, h.course, h.mode, h.amount, h.trans_no, h.receipt_no,
                  h.state, h.paid_at, h.confirmed_at, h.confirmed_by, h.confirmed_by_name, h.return_reason,
                  h.undone_at, h.undone_by, h.undone_by_name, h.undo_reason, h.undo_receipt_no
           from history h ${where}
           order by coalesce(h.undone_at, h.confirmed_at, h.paid_at) desc, h.payment_id desc
           limit @limit offset @offset`,
        ),
      };
      historyStatements.set(key, found);
    }
    return found;
  };

  // Whose fee may be taken: of the session, standing (not void, not rejected), with a fee, and no
  // fee paid; cash not while an online claim waits, a statement credit may replace a claim.
  const payable = db.prepare<[Record<string, string | number>], PayableDbRow>(
    `select a.application_no, a.fname as name, a.father_fname as father, c.name as course, c.fee,
            substr(a.mobile, -4) as mobile_end, p.state as payment_state,
            case when p.mode = 'online' and p.state in ('claimed', 'returned') then p.trans_no end as reference
     from applications a join courses c on c.id = a.course_id left join payments p on p.application_id = a.id
     where a.admission_year = @year and a.voided_at is null and a.state <> 'rejected' and c.fee > 0
       and (p.id is null or p.state in ('due_at_counter', 'returned') or (@statement = 1 and p.state = 'claimed'))
       and ${FOUND('a')}
     order by a.fname, a.application_no
     limit @limit`,
  );

  return {
    collection: (range) => collection.all(range),
    history({ year, q, state }, { limit, offset }) {
      const statements = historyStatement(Boolean(q), Boolean(state));
      const params = { year, ...(q ? searchParams(q) : {}), ...(state ? { state } : {}) };
      const total = statements.count.get(params) as number;
      const rows = statements.page.all({ ...params, limit, offset }) as HistoryDbRow[];
      return { rows, total };
    },
    payable({ year, q, purpose }) {
      const rows = payable.all({
        year,
        ...searchParams(q),
        statement: purpose === 'statement' ? 1 : 0,
        limit: PAYABLE_LIMIT + 1,
      });
      return { rows: rows.slice(0, PAYABLE_LIMIT), more: rows.length > PAYABLE_LIMIT };
    },
  };
}
