/**
 * The office's lists of applications: a page of the inbox and the export's rows, both picked by
 * the same filter (routes/office/applications.ts), and the staff command's export of every
 * application (cli/export-command.ts).
 */
import { collegeDayEnd, collegeDayStart, type SqliteDatabase } from '@college/service-kit';
import {
  FEE_NOT_PAID_TEXT,
  type ApplicationState,
  type OfficeApplicationsQuery,
  PAYMENT_STATE_TEXT,
  type PaymentState,
  TO_SCRUTINISE_STATES,
} from '../contract';
import { namedBy } from '../payment-desk/rows';

/** The inbox's filters; `courses`: the courses a limited grant may see (null: every course). */
export type InboxFilter = Omit<OfficeApplicationsQuery, 'page'> & { courses: readonly number[] | null };

/** One inbox row as the database answers it. */
export interface InboxDbRow {
  application_no: string;
  name: string;
  father: string;
  course_id: number;
  course: string;
  category: string;
  state: ApplicationState;
  payment_state: PaymentState | null;
  submitted_at: string;
  mobile: string;
  /** 1 when voided by the office. */
  voided: number;
  /** 1 when a document the applicant sent again waits for its review. */
  resent: number;
}

export interface ApplicationLists {
  /** For the staff export: every application oldest first, or those the office's filter picks, newest first. */
  exportRows(filter?: InboxFilter): Record<string, string | number | null>[];
  /** A page of the office inbox (newest first, or oldest) and how many rows the filter picks in all. */
  inbox(filter: InboxFilter, page: { limit: number; offset: number }): { rows: InboxDbRow[]; total: number };
}

/**
 * The inbox's WHERE, from this fixed set of clauses only (the values are always bound
 * parameters): each filter given adds its clause. `a` is the application, `p` its payment.
 */
const FILTER_CLAUSES = {
  courses: 'a.course_id in (select value from json_each(@courses))',
  course: 'a.course_id = @course',
  major: '@major in (a.major_subfirst, a.major_secund, a.major_theard)',
  category: 'a.category = @category',
  // A void application keeps the state it had, but is in no state's list, only in the void one.
  state: 'a.state = @state and a.voided_at is null',
  toScrutinise: `a.state in (${TO_SCRUTINISE_STATES.map((state) => `'${state}'`).join(', ')}) and a.voided_at is null`,
  voided: 'a.voided_at is not null',
  unpaid: "(p.state is null or p.state = 'due_at_counter')",
  payment: 'p.state = @payment',
  from: 'a.created_at >= @from',
  to: 'a.created_at <= @to',
  q: "(instr(a.application_no, upper(@q)) > 0 or instr(lower(a.fname), lower(@q)) > 0 or (@q_mobile <> '' and instr(a.mobile, @q_mobile) > 0))",
} as const;
type ClauseName = keyof typeof FILTER_CLAUSES;

/** A search that looks like a phone number, as the mobile column keeps it (10 digits, no +91). */
const mobileSearch = (q: string) =>
  /^\+?[\d\s-]+$/.test(q)
    ? q
        .replace(/[\s-]/g, '')
        .replace(/^(\+91|0)(?=\d{10}$)/, '')
        .replace(/^\+/, '')
    : '';

/** The clauses and bound values of a filter. */
function whereOf(filter: InboxFilter): { names: ClauseName[]; params: Record<string, string | number> } {
  const names: ClauseName[] = [];
  const params: Record<string, string | number> = {};
  const add = (name: ClauseName, values: Record<string, string | number> = {}) => {
    names.push(name);
    Object.assign(params, values);
  };
  if (filter.courses) add('courses', { courses: JSON.stringify(filter.courses) });
  if (filter.course !== undefined) add('course', { course: filter.course });
  if (filter.major !== undefined) add('major', { major: filter.major });
  if (filter.category) add('category', { category: filter.category });
  if (filter.state === 'to_scrutinise') add('toScrutinise');
  else if (filter.state === 'void') add('voided');
  else if (filter.state) add('state', { state: filter.state });
  if (filter.payment === 'unpaid') add('unpaid');
  else if (filter.payment) add('payment', { payment: filter.payment });
  // Days are the college's (IST), as the pages show them; times are stored as UTC ISO strings.
  if (filter.from) add('from', { from: collegeDayStart(filter.from) });
  if (filter.to) add('to', { to: collegeDayEnd(filter.to) });
  if (filter.q) add('q', { q: filter.q, q_mobile: mobileSearch(filter.q) });
  return { names, params };
}

const whereSql = (names: readonly ClauseName[]) =>
  names.length ? `where ${names.map((name) => FILTER_CLAUSES[name]).join(' and ')}` : '';

/** The export's columns: every field with its places and subjects by name, the Aadhaar number only as its last four. */
const EXPORT_SELECT = `select a.application_no, a.created_at as submitted_at, a.fname as name, a.father_fname as father,
       a.mother_fname as mother, a.dob, a.gender, a.adhar_last4, a.mobile, a.email, a.category, a.religion,
       a.marital, a.address, s.name as state, d.name as district, sd.name as sub_district, a.pincode,
       a.handicap, a.dis_type, c.name as course, a.tc,
       (select name from subjects where id = a.major_subfirst) as major_1,
       (select name from subjects where id = a.major_secund) as major_2,
       (select name from subjects where id = a.major_theard) as major_3,
       (select name from subjects where id = a.minor_sub) as minor,
       (select name from subjects where id = a.cocurricular_sub) as cocurricular,
       (select name from subjects where id = a.vocational_sub) as vocational,
       a.income_amount, a.caste_no, a.issue_date,
       a.qual_exam, a.qual_board, a.qual_year, a.qual_roll, a.qual_marks, a.qual_max,
       case when a.qual_percent is null then null else printf('%.2f', a.qual_percent) end as qual_percent,
       a.pwd_percent,
       (select stored_file from application_files where application_id = a.id and field = 'pwd_certificate' and superseded_at is null) as pwd_certificate,
       p.mode as payment_mode, p.amount as payment_amount, p.trans_no as payment_trans_no, p.created_at as paid_at,
       p.state as payment_state, p.confirmed_by as payment_confirmed_by,
       ${namedBy('p.confirmed_by', 'p.confirmed_by_name')} as payment_confirmed_by_name, p.confirmed_at as payment_confirmed_at,
       p.receipt_no as payment_receipt_no, a.voided_at, a.void_reason
     from applications a
     join states s on s.id = a.state_id
     join districts d on d.id = a.district_id
     join sub_districts sd on sd.id = a.sub_district_id
     join courses c on c.id = a.course_id
     left join payments p on p.application_id = a.id`;

/**
 * A document sent again waits for its review: a current file of a field that has an earlier,
 * superseded file, with no review yet (a re-upload starts unreviewed).
 */
const RESENT = `exists (select 1 from application_files f
     where f.application_id = a.id and f.superseded_at is null
       and not exists (select 1 from document_reviews r where r.file_id = f.id)
       and exists (select 1 from application_files o
                   where o.application_id = a.id and o.field = f.field and o.superseded_at is not null))`;

const INBOX_FROM = `from applications a
     join courses c on c.id = a.course_id
     left join payments p on p.application_id = a.id`;

export function createApplicationLists(db: SqliteDatabase): ApplicationLists {
  const exportAll = db.prepare<[], Record<string, string | number | null>>(`${EXPORT_SELECT} order by a.id`);

  // One prepared statement per combination of filters used, made when first needed.
  const cached = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  const statement = (key: string, sql: () => string) => {
    let found = cached.get(key);
    if (!found) {
      found = db.prepare(sql());
      cached.set(key, found);
    }
    return found;
  };

  return {
    // The state in words beside its code: what a spreadsheet reader needs to see.
    exportRows(filter) {
      let rows: Record<string, string | number | null>[];
      if (filter) {
        const { names, params } = whereOf(filter);
        const sql = () => `${EXPORT_SELECT} ${whereSql(names)} order by a.created_at desc, a.id desc`;
        rows = statement(`export:${names.join(',')}`, sql).all(params) as Record<string, string | number | null>[];
      } else {
        rows = exportAll.all();
      }
      return rows.map((row) => ({
        ...row,
        payment_status: row.payment_state ? PAYMENT_STATE_TEXT[row.payment_state as PaymentState] : FEE_NOT_PAID_TEXT,
      }));
    },
    inbox(filter, { limit, offset }) {
      const { names, params } = whereOf(filter);
      const where = whereSql(names);
      const count = statement(`count:${names.join(',')}`, () => `select count(*) as total ${INBOX_FROM} ${where}`);
      // Two fixed orders only: the direction is never text from the request.
      const direction = filter.order === 'oldest' ? 'asc' : 'desc';
      const page = statement(
        `page:${names.join(',')}:${direction}`,
        () => `select a.application_no, a.fname as name, a.father_fname as father, a.course_id, c.name as course,
             a.category, a.state, p.state as payment_state, a.created_at as submitted_at, a.mobile, a.voided_at is not null as voided,
             ${RESENT} as resent
           ${INBOX_FROM} ${where}
           order by a.created_at ${direction}, a.id ${direction} limit @limit offset @offset`,
      );
      const { total } = count.get(params) as { total: number };
      const rows = page.all({ ...params, limit, offset }) as InboxDbRow[];
      return { rows, total };
    },
  };
}
