/**
 * An application as the service reads it back: its row (the columns the routes use, never the
 * Aadhaar number's sealed copy), its current documents, and what its printout shows.
 */
import type { FileKind, SqliteDatabase } from '@college/service-kit';
import type { ApplicationState, ApplicationSummary, QualifyingExam } from '../contract';
import type { Lang } from '../mail-text';

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

/** The columns of an ApplicationRow, for every statement that answers one. */
export const ROW_COLUMNS = `id, application_no, idempotency_key, adhar_hash, fname, father_fname, dob, course_id,
  major_subfirst, major_secund, major_theard, minor_sub, cocurricular_sub, vocational_sub, access_code_hash, created_at,
  state, version, lang, voided_at, voided_by, void_reason`;

/** An uploaded document's record: the stored (generated) name under uploads/applications/. */
export interface ApplicationFileRow {
  field: string;
  stored_file: string;
  detected_kind: FileKind;
  size: number;
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
  state_hi: string | null;
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
  qual_exam: QualifyingExam;
  qual_board: string | null;
  qual_year: number | null;
  qual_roll: string | null;
  qual_marks: number | null;
  qual_max: number | null;
  qual_percent: number | null;
}

export interface ApplicationReads {
  byId(id: number): ApplicationRow | undefined;
  byNumber(applicationNo: string): ApplicationRow | undefined;
  byIdempotencyKey(key: string): ApplicationRow | undefined;
  /** The standing (not void) applications' numbers with this mobile number and date of birth, newest first, at most `limit`. */
  numbersByMobileAndDob(mobile: string, dob: string, limit: number): string[];
  /** Every uploaded document of the application, in no set order. */
  filesOf(applicationId: number): ApplicationFileRow[];
  /** Every field of the application with its places by name, for the applicant's printout; never the Aadhaar number but its last four digits. */
  printableOf(applicationId: number): PrintableRow | undefined;
  /** The stored (generated) file names of the application's photo and signature. */
  imagesOf(applicationId: number): { field: 'photo' | 'signature'; stored_file: string; detected_kind: FileKind }[];
}

export function createApplicationReads(db: SqliteDatabase): ApplicationReads {
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
  const files = db.prepare<[number], ApplicationFileRow>(
    // Current files only: superseded versions are the scrutiny's history (migration 009).
    'select field, stored_file, detected_kind, size from application_files where application_id = ? and superseded_at is null',
  );
  // Named columns only: adhar_encrypted and adhar_hash never leave for a printout.
  const printable = db.prepare<[number], PrintableRow>(
    `select a.mother_fname, a.gender, a.adhar_last4, a.mobile, a.email, a.category, a.religion, a.marital, a.address,
       s.name as state, s.name_hi as state_hi, d.name as district, sd.name as sub_district, a.pincode, a.handicap, a.dis_type, a.pwd_percent, a.tc,
       a.income_amount, a.caste_no, a.issue_date, a.qual_exam, a.qual_board, a.qual_year, a.qual_roll, a.qual_marks, a.qual_max, a.qual_percent
     from applications a
     join states s on s.id = a.state_id
     join districts d on d.id = a.district_id
     join sub_districts sd on sd.id = a.sub_district_id
     where a.id = ?`,
  );
  const images = db.prepare<[number], { field: 'photo' | 'signature'; stored_file: string; detected_kind: FileKind }>(
    "select field, stored_file, detected_kind from application_files where application_id = ? and field in ('photo', 'signature') and superseded_at is null",
  );

  return {
    byId: (id) => byId.get(id),
    byNumber: (applicationNo) => byNumber.get(applicationNo),
    byIdempotencyKey: (key) => byKey.get(key),
    numbersByMobileAndDob: (mobile, dob, limit) => byMobileAndDob.all(mobile, dob, limit),
    filesOf: (applicationId) => files.all(applicationId),
    printableOf: (applicationId) => printable.get(applicationId),
    imagesOf: (applicationId) => images.all(applicationId),
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
