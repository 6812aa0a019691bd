/**
 * What writes an application: the form's new application (its number, its row, its document
 * records and its first payment token, in the commit's transaction) under the one-per-Aadhaar rule
 * (migration 013), and the office's void, which frees that Aadhaar number again.
 */
import type { SqliteDatabase, StoredFile } from '@college/service-kit';
import type { SealedAadhaar } from '../aadhaar-vault';
import { type Applicant, type QualifyingExam, qualifyingPercent } from '../contract';
import type { Lang } from '../mail-text';
import type { ApplicationAccess } from './access';
import type { ApplicationReads, ApplicationRow } from './rows';

/** `ADM2025-000123`: readable, sequential per admission year. */
export const formatApplicationNo = (year: number, number: number) => `ADM${year}-${String(number).padStart(6, '0')}`;

export interface NewApplication {
  year: number;
  fields: Applicant;
  aadhaar: SealedAadhaar;
  files: Record<string, StoredFile | undefined>;
  /** The examination the qualifying marks are of, by the course's level; the Intermediate if not given. */
  exam?: QualifyingExam;
  accessCodeHash: string;
  paymentTokenHash: string;
  /** The language of the page the form was sent from (migration 012): the mails' language; English if not given. */
  lang?: Lang;
}

export interface ApplicationSaving {
  /** Whether this Aadhaar (hash) already applied in the year; a void application does not count. */
  isDuplicate(year: number, adharHash: string): boolean;
  /** Voids the application if still at `seenVersion` and not void (bumps its version); false otherwise. */
  voidApplication(applicationId: number, seenVersion: number, by: string, reason: string): boolean;
  /** Inserts the application and its file records; call inside the commit's transaction. */
  insert(application: NewApplication): ApplicationRow;
}

const orNull = (value: string) => (value === '' ? null : value);

/** The form's fields as the applications table's columns (the Aadhaar number only sealed, hashed and its last four). */
function columnsOf({ year, fields, aadhaar, accessCodeHash, lang, exam }: NewApplication) {
  return {
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
    qual_exam: exam ?? 'intermediate',
    qual_board: fields.qual_board,
    qual_year: Number(fields.qual_year),
    qual_roll: fields.qual_roll,
    qual_marks: Number(fields.qual_marks),
    qual_max: Number(fields.qual_max),
    // Computed here as on the form; the schema already refused marks above the maximum.
    qual_percent: Number(qualifyingPercent(fields.qual_marks, fields.qual_max)),
    lang: lang ?? 'en',
    pwd_percent: fields.pwd_percent === '' ? null : Number(fields.pwd_percent),
  };
}

export function createApplicationSaving(
  db: SqliteDatabase,
  { reads, access }: { reads: Pick<ApplicationReads, 'byId'>; access: Pick<ApplicationAccess, 'addPaymentToken'> },
): ApplicationSaving {
  const duplicate = db
    .prepare<[number, string], number>(
      'select 1 from applications where admission_year = ? and adhar_hash = ? and voided_at is null limit 1',
    )
    .pluck();
  const voidApplication = db.prepare(
    `update applications set voided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), voided_by = @by, void_reason = @reason, version = version + 1
     where id = @id and version = @version and voided_at is null`,
  );
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
       qual_exam, qual_board, qual_year, qual_roll, qual_marks, qual_max, qual_percent, pwd_percent, lang)
     values (
       @application_no, @admission_year, @idempotency_key, @fname, @father_fname, @mother_fname, @dob, @gender,
       @adhar_hash, @adhar_last4, @adhar_encrypted, @mobile, @email, @category, @religion, @marital, @address,
       @state_id, @district_id, @sub_district_id, @pincode, @handicap, @dis_type, @course_id, @tc,
       @major_subfirst, @major_secund, @major_theard, @minor_sub, @cocurricular_sub, @vocational_sub,
       @income_amount, @caste_no, @issue_date, @access_code_hash,
       @qual_exam, @qual_board, @qual_year, @qual_roll, @qual_marks, @qual_max, @qual_percent, @pwd_percent, @lang)`,
  );
  const insertFile = db.prepare(
    'insert into application_files (application_id, field, stored_file, detected_kind, size) values (?, ?, ?, ?, ?)',
  );

  return {
    isDuplicate: (year, hash) => Boolean(duplicate.get(year, hash)),
    voidApplication: (id, version, by, reason) => voidApplication.run({ id, version, by, reason }).changes === 1,
    insert(application) {
      const { year, files, paymentTokenHash } = application;
      const applicationNo = formatApplicationNo(year, nextNumber.get(year) as number);
      const id = Number(
        insertApplication.run({ application_no: applicationNo, ...columnsOf(application) }).lastInsertRowid,
      );
      access.addPaymentToken(id, paymentTokenHash);
      for (const [field, file] of Object.entries(files)) {
        if (file) insertFile.run(id, field, file.name, file.kind, file.size);
      }
      return reads.byId(id) as ApplicationRow;
    },
  };
}
