import type { FileKind, SqliteDatabase, StoredFile } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { SealedAadhaar } from '../aadhaar-vault';
import type { Lang } from '../mail-text';
import {
  type Applicant,
  type ApplicationState,
  type ApplicationSummary,
  type OfficeApplicationsQuery,
  type Payment,
  type PaymentRecord,
  type PaymentState,
  FEE_NOT_PAID_TEXT,
  PAYMENT_STATE_TEXT,
  qualifyingPercent,
  TO_SCRUTINISE_STATES,
} from '../contract';

/** `ADM2025-000123`: readable, sequential per admission year. */
export const formatApplicationNo = (year: number, number: number) => `ADM${year}-${String(number).padStart(6, '0')}`;

export interface NewApplication {
  year: number;
  fields: Applicant;
  aadhaar: SealedAadhaar;
  files: Record<string, StoredFile | undefined>;
  accessCodeHash: string;
  paymentTokenHash: string;
  /** The language of the page the form was sent from (migration 012): the mails' language; English if not given. */
  lang?: Lang;
}

export interface ApplicationRow {
  id: number;
  application_no: string;
  idempotency_key: string | null;
  adhar_hash: string;
  fname: string;
  father_fname: string;
  dob: string;
  course_id: number;
  major_subfirst: number;
  major_secund: number;
  major_theard: number;
  minor_sub: number;
  cocurricular_sub: number;
  vocational_sub: number;
  /** Null for applications made before migration 003 until the office gives them a code. */
  access_code_hash: string | null;
  created_at: string;
  /** Where the application stands at the office (migration 008). */
  state: ApplicationState;
  /** Bumped by every office change (optimistic locking). */
  version: number;
  /** The language the applicant used (migration 012): every mail to the applicant is in it. */
  lang: Lang;
  /** Set when the office voided it (migration 013): no longer live, its Aadhaar number free. */
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
}

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
}

/** An uploaded document's record: the stored (generated) name under uploads/applications/. */
export interface ApplicationFileRow {
  field: string;
  stored_file: string;
  detected_kind: FileKind;
  size: number;
}

export interface NewPayment {
  application: ApplicationRow;
  payment: Payment;
  screenshot?: { name: string; kind: FileKind };
}

export interface ApplicationsRepository {
  byId(id: number): ApplicationRow | undefined;
  byNumber(applicationNo: string): ApplicationRow | undefined;
  byIdempotencyKey(key: string): ApplicationRow | undefined;
  /** The standing (not void) applications' numbers with this mobile number and date of birth, newest first, at most `limit`. */
  numbersByMobileAndDob(mobile: string, dob: string, limit: number): string[];
  /** The application a payment token (its hash) was handed over for. */
  byPaymentToken(tokenHash: string): ApplicationRow | undefined;
  /** Keeps one more token (hash) of the application, and only its newest few. */
  addPaymentToken(applicationId: number, tokenHash: string): void;
  /** Replaces the application's access code (hash); false if there is no such application. */
  setAccessCode(applicationNo: string, accessCodeHash: string): boolean;
  /** A new access code and one more payment token (hashes), together. */
  renewSecrets(row: ApplicationRow, accessCodeHash: string, paymentTokenHash: string): void;
  /** Whether this Aadhaar (hash) already applied in the year; a void application does not count. */
  isDuplicate(year: number, adharHash: string): boolean;
  /** Voids the application if still at `seenVersion` and not void (bumps its version); false otherwise. */
  voidApplication(applicationId: number, seenVersion: number, by: string, reason: string): boolean;
  /** Inserts the application and its file records; call inside the commit's transaction. */
  insert(application: NewApplication): ApplicationRow;
  paymentOf(applicationId: number): PaymentRecord | null;
  isTransactionUsed(transNo: string): boolean;
  /**
   * Records cash as due at the counter, a UPI payment as a claim; replaces only a payment still due
   * at the counter (the applicant pays online after all). False if the application has another.
   */
  insertPayment(input: NewPayment): boolean;
  /** For the staff export: every application oldest first, or those the office's filter picks, newest first. */
  exportRows(filter?: InboxFilter): Record<string, string | number | null>[];
  /** A page of the office inbox (newest first) and how many rows the filter picks in all. */
  inbox(filter: InboxFilter, page: { limit: number; offset: number }): { rows: InboxDbRow[]; total: number };
  /** Every uploaded document of the application, in no set order. */
  filesOf(applicationId: number): ApplicationFileRow[];
  /** Every field of the application with its places by name, for the applicant's printout; never the Aadhaar number but its last four digits. */
  printableOf(applicationId: number): PrintableRow | undefined;
  /** The stored (generated) file names of the application's photo and signature. */
  imagesOf(applicationId: number): { field: 'photo' | 'signature'; stored_file: string; detected_kind: FileKind }[];
}

/** The columns the printout needs beyond ApplicationRow: the Aadhaar only as its last four digits. */
export interface PrintableRow {
  mother_fname: string;
  gender: string;
  adhar_last4: string;
  mobile: string;
  email: string;
  category: string;
  religion: string;
  marital: string;
  address: string;
  state: string;
  district: string;
  sub_district: string;
  pincode: string;
  handicap: string;
  dis_type: string | null;
  pwd_percent: number | null;
  tc: string;
  income_amount: number | null;
  caste_no: string | null;
  issue_date: string | null;
  qual_board: string | null;
  qual_year: number | null;
  qual_roll: string | null;
  qual_marks: number | null;
  qual_max: number | null;
  qual_percent: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationsRepository;
  }
}

const ROW_COLUMNS = `id, application_no, idempotency_key, adhar_hash, fname, father_fname, dob, course_id,
  major_subfirst, major_secund, major_theard, minor_sub, cocurricular_sub, vocational_sub, access_code_hash, created_at,
  state, version, lang, voided_at, voided_by, void_reason`;

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
  if (filter.from) add('from', { from: filter.from });
  // A day alone as the end: up to the end of that day (times are UTC ISO strings).
  if (filter.to) add('to', { to: `${filter.to}T23:59:59.999Z` });
  if (filter.q) add('q', { q: filter.q, q_mobile: mobileSearch(filter.q) });
  return { names, params };
}

const whereSql = (names: readonly ClauseName[]) =>
  names.length ? `where ${names.map((name) => FILTER_CLAUSES[name]).join(' and ')}` : '';

/** Tokens kept per application: the form's and a few status look-ups' (see migration 003). */
export const TOKENS_KEPT = 5;

export function createApplicationsRepository(db: SqliteDatabase): ApplicationsRepository {
  const byId = db.prepare<[number], ApplicationRow>(`select ${ROW_COLUMNS} from applications where id = ?`);
  const byNumber = db.prepare<[string], ApplicationRow>(
    `select ${ROW_COLUMNS} from applications where application_no = ?`,
  );
  const byMobileAndDob = db
    .prepare<[string, string, number], string>(
      'select application_no from applications where mobile = ? and dob = ? and voided_at is null order by id desc limit ?',
    )
    .pluck();
  const byKey = db.prepare<[string], ApplicationRow>(
    `select ${ROW_COLUMNS} from applications where idempotency_key = ?`,
  );
  const byToken = db.prepare<[string], ApplicationRow>(
    `select ${ROW_COLUMNS} from applications where id = (select application_id from payment_tokens where token_hash = ?)`,
  );
  const insertToken = db.prepare('insert into payment_tokens (token_hash, application_id) values (?, ?)');
  const pruneTokens = db.prepare(
    `delete from payment_tokens where application_id = @id and rowid not in
       (select rowid from payment_tokens where application_id = @id order by rowid desc limit ${TOKENS_KEPT})`,
  );
  const setCode = db.prepare('update applications set access_code_hash = ? where application_no = ?');
  const voidApplication = db.prepare(
    `update applications set voided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), voided_by = @by, void_reason = @reason, version = version + 1
     where id = @id and version = @version and voided_at is null`,
  );
  const duplicate = db
    .prepare<[number, string], number>(
      'select 1 from applications where admission_year = ? and adhar_hash = ? and voided_at is null limit 1',
    )
    .pluck();
  const nextNumber = db
    .prepare<[number], number>(
      `insert into application_counters (admission_year, last_number) values (?, 1)
       on conflict (admission_year) do update set last_number = last_number + 1
       returning last_number`,
    )
    .pluck();
  const insertApplication = db.prepare(
    `insert into applications (
       application_no, admission_year, idempotency_key, fname, father_fname, mother_fname, dob, gender,
       adhar_hash, adhar_last4, adhar_encrypted, mobile, email, category, religion, marital, address,
       state_id, district_id, sub_district_id, pincode, handicap, dis_type, course_id, tc,
       major_subfirst, major_secund, major_theard, minor_sub, cocurricular_sub, vocational_sub,
       income_amount, caste_no, issue_date, access_code_hash,
       qual_board, qual_year, qual_roll, qual_marks, qual_max, qual_percent, pwd_percent, lang)
     values (
       @application_no, @admission_year, @idempotency_key, @fname, @father_fname, @mother_fname, @dob, @gender,
       @adhar_hash, @adhar_last4, @adhar_encrypted, @mobile, @email, @category, @religion, @marital, @address,
       @state_id, @district_id, @sub_district_id, @pincode, @handicap, @dis_type, @course_id, @tc,
       @major_subfirst, @major_secund, @major_theard, @minor_sub, @cocurricular_sub, @vocational_sub,
       @income_amount, @caste_no, @issue_date, @access_code_hash,
       @qual_board, @qual_year, @qual_roll, @qual_marks, @qual_max, @qual_percent, @pwd_percent, @lang)`,
  );
  const insertFile = db.prepare(
    'insert into application_files (application_id, field, stored_file, detected_kind, size) values (?, ?, ?, ?, ?)',
  );
  const paymentOf = db.prepare<[number], PaymentRecord>(
    `select mode, amount, trans_no, created_at as paid_at, state, confirmed_at,
            case when state = 'returned' then return_reason end as return_reason
     from payments where application_id = ?`,
  );
  const transactionUsed = db
    .prepare<[string], number>("select 1 from payments where mode = 'online' and trans_no = ?")
    .pluck();
  // Only a payment still due at the counter gives way to a new one: any other stays as it is.
  const insertPayment = db.prepare(
    `insert into payments (application_id, mode, amount, trans_no, screenshot_file, screenshot_kind, state)
     values (@application_id, @mode, @amount, @trans_no, @screenshot_file, @screenshot_kind, @state)
     on conflict (application_id) do update set
       mode = excluded.mode, amount = excluded.amount, trans_no = excluded.trans_no,
       screenshot_file = excluded.screenshot_file, screenshot_kind = excluded.screenshot_kind,
       state = excluded.state, created_at = excluded.created_at
     where payments.state = 'due_at_counter'`,
  );
  const exportSelect = `select a.application_no, a.created_at as submitted_at, a.fname as name, a.father_fname as father,
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
       a.qual_board, a.qual_year, a.qual_roll, a.qual_marks, a.qual_max,
       case when a.qual_percent is null then null else printf('%.2f', a.qual_percent) end as qual_percent,
       a.pwd_percent,
       (select stored_file from application_files where application_id = a.id and field = 'pwd_certificate' and superseded_at is null) as pwd_certificate,
       p.mode as payment_mode, p.amount as payment_amount, p.trans_no as payment_trans_no, p.created_at as paid_at,
       p.state as payment_state, p.confirmed_by as payment_confirmed_by, p.confirmed_at as payment_confirmed_at,
       p.receipt_no as payment_receipt_no, a.voided_at, a.void_reason
     from applications a
     join states s on s.id = a.state_id
     join districts d on d.id = a.district_id
     join sub_districts sd on sd.id = a.sub_district_id
     join courses c on c.id = a.course_id
     left join payments p on p.application_id = a.id`;
  const exportAll = db.prepare<[], Record<string, string | number | null>>(`${exportSelect} order by a.id`);

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
  const inboxFrom = `from applications a
     join courses c on c.id = a.course_id
     left join payments p on p.application_id = a.id`;
  const files = db.prepare<[number], ApplicationFileRow>(
    // Current files only: superseded versions are the scrutiny's history (migration 009).
    'select field, stored_file, detected_kind, size from application_files where application_id = ? and superseded_at is null',
  );

  // Named columns only: adhar_encrypted and adhar_hash never leave for a printout.
  const printable = db.prepare<[number], PrintableRow>(
    `select a.mother_fname, a.gender, a.adhar_last4, a.mobile, a.email, a.category, a.religion, a.marital, a.address,
       s.name as state, d.name as district, sd.name as sub_district, a.pincode, a.handicap, a.dis_type, a.pwd_percent, a.tc,
       a.income_amount, a.caste_no, a.issue_date, a.qual_board, a.qual_year, a.qual_roll, a.qual_marks, a.qual_max, a.qual_percent
     from applications a
     join states s on s.id = a.state_id
     join districts d on d.id = a.district_id
     join sub_districts sd on sd.id = a.sub_district_id
     where a.id = ?`,
  );
  const images = db.prepare<[number], { field: 'photo' | 'signature'; stored_file: string; detected_kind: FileKind }>(
    "select field, stored_file, detected_kind from application_files where application_id = ? and field in ('photo', 'signature') and superseded_at is null",
  );

  const orNull = (value: string) => (value === '' ? null : value);
  const addPaymentToken = (applicationId: number, tokenHash: string) => {
    insertToken.run(tokenHash, applicationId);
    pruneTokens.run({ id: applicationId });
  };

  return {
    byId: (id) => byId.get(id),
    byNumber: (applicationNo) => byNumber.get(applicationNo),
    byIdempotencyKey: (key) => byKey.get(key),
    numbersByMobileAndDob: (mobile, dob, limit) => byMobileAndDob.all(mobile, dob, limit),
    byPaymentToken: (tokenHash) => byToken.get(tokenHash),
    addPaymentToken,
    setAccessCode: (applicationNo, accessCodeHash) => setCode.run(accessCodeHash, applicationNo).changes > 0,
    renewSecrets: db.transaction((row: ApplicationRow, accessCodeHash: string, paymentTokenHash: string) => {
      setCode.run(accessCodeHash, row.application_no);
      addPaymentToken(row.id, paymentTokenHash);
    }),
    isDuplicate: (year, hash) => Boolean(duplicate.get(year, hash)),
    voidApplication: (id, version, by, reason) => voidApplication.run({ id, version, by, reason }).changes === 1,
    insert({ year, fields, aadhaar, files, accessCodeHash, paymentTokenHash, lang }) {
      const applicationNo = formatApplicationNo(year, nextNumber.get(year) as number);
      const id = Number(
        insertApplication.run({
          application_no: applicationNo,
          admission_year: year,
          idempotency_key: orNull(fields.idempotency_key),
          fname: fields.fname,
          father_fname: fields.father_fname,
          mother_fname: fields.mother_fname,
          dob: fields.dob,
          gender: fields.gender,
          adhar_hash: aadhaar.hash,
          adhar_last4: aadhaar.last4,
          adhar_encrypted: aadhaar.encrypted,
          mobile: fields.mobile,
          email: fields.email,
          category: fields.category,
          religion: fields.religion,
          marital: fields.marital,
          address: fields.address,
          state_id: Number(fields.state),
          district_id: Number(fields.city),
          sub_district_id: Number(fields.district),
          pincode: fields.pincode,
          handicap: fields.handicap,
          dis_type: orNull(fields.dis_type),
          course_id: Number(fields.course),
          tc: fields.tc,
          major_subfirst: Number(fields.major_subfirst),
          major_secund: Number(fields.major_secund),
          major_theard: Number(fields.major_theard),
          minor_sub: Number(fields.minor_sub),
          cocurricular_sub: Number(fields.cocurricular_sub),
          vocational_sub: Number(fields.vocational_sub),
          income_amount: fields.income_amount === '' ? null : Number(fields.income_amount),
          caste_no: orNull(fields.caste_no),
          issue_date: orNull(fields.issue_date),
          access_code_hash: accessCodeHash,
          qual_board: fields.qual_board,
          qual_year: Number(fields.qual_year),
          qual_roll: fields.qual_roll,
          qual_marks: Number(fields.qual_marks),
          qual_max: Number(fields.qual_max),
          // Computed here as on the form; the schema already refused marks above the maximum.
          qual_percent: Number(qualifyingPercent(fields.qual_marks, fields.qual_max)),
          lang: lang ?? 'en',
          pwd_percent: fields.pwd_percent === '' ? null : Number(fields.pwd_percent),
        }).lastInsertRowid,
      );
      addPaymentToken(id, paymentTokenHash);
      for (const [field, file] of Object.entries(files)) {
        if (file) insertFile.run(id, field, file.name, file.kind, file.size);
      }
      return byId.get(id) as ApplicationRow;
    },
    paymentOf: (applicationId) => paymentOf.get(applicationId) ?? null,
    isTransactionUsed: (transNo) => Boolean(transactionUsed.get(transNo)),
    insertPayment({ application, payment, screenshot }) {
      return (
        insertPayment.run({
          application_id: application.id,
          mode: payment.mode,
          amount: payment.amount,
          trans_no: payment.trans_no,
          screenshot_file: screenshot?.name ?? null,
          screenshot_kind: screenshot?.kind ?? null,
          state: payment.mode === 'cash' ? 'due_at_counter' : 'claimed',
        }).changes > 0
      );
    },
    printableOf: (applicationId) => printable.get(applicationId),
    imagesOf: (applicationId) => images.all(applicationId),
    // The state in words beside its code: what a spreadsheet reader needs to see.
    exportRows(filter) {
      let rows: Record<string, string | number | null>[];
      if (filter) {
        const { names, params } = whereOf(filter);
        const sql = () => `${exportSelect} ${whereSql(names)} order by a.created_at desc, a.id desc`;
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
      const count = statement(`count:${names.join(',')}`, () => `select count(*) as total ${inboxFrom} ${where}`);
      const page = statement(
        `page:${names.join(',')}`,
        () => `select a.application_no, a.fname as name, a.father_fname as father, a.course_id, c.name as course,
             a.category, a.state, p.state as payment_state, a.created_at as submitted_at, a.mobile, a.voided_at is not null as voided
           ${inboxFrom} ${where}
           order by a.created_at desc, a.id desc limit @limit offset @offset`,
      );
      const { total } = count.get(params) as { total: number };
      const rows = page.all({ ...params, limit, offset }) as InboxDbRow[];
      return { rows, total };
    },
    filesOf: (applicationId) => files.all(applicationId),
  };
}

/** The application as /payment and the acknowledgement show it: the row plus the course and its fee. */
export function summaryOf(row: ApplicationRow, course: { course: string; fee: number }): ApplicationSummary {
  return {
    id: row.id,
    name: row.fname,
    father: row.father_fname,
    application_no: row.application_no,
    course: course.course,
    fee: course.fee,
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('applications', createApplicationsRepository(fastify.db));
  },
  { name: 'applications-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
