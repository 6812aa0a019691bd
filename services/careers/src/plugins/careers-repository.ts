import { type FileKind, type SqliteDatabase, writeStateNamesHi } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { CareerApplication, ReviewStatus } from '../contract';
import { titleCasePlaces } from '../seed';

export interface StoredUpload {
  /** Generated name under uploads/applications/. */
  name: string;
  kind: FileKind;
  size: number;
}

export interface NewApplication {
  fields: CareerApplication;
  profileId: number;
  photo: StoredUpload;
  cv: StoredUpload;
  /** The keyed hash of the access code handed to the applicant (the code itself is never kept). */
  accessCodeHash: string;
  /** The language of the page it was sent from: the applicant's mails are written in it. */
  lang?: 'en' | 'hi';
}

/** What the status look-up reads of an application: enough to check the proofs and answer. */
export interface StatusRow {
  application_no: string;
  created_at: string;
  profile: string;
  subject: string;
  dob: string;
  status: ReviewStatus;
  access_code_hash: string | null;
}

/** What a repeated application collides with: the field the visitor should look at. */
export type DuplicateOf = 'email' | 'mobile';

/** One row of the staff export: the application, its lists as text, its files' names. */
export type ApplicationRow = Record<string, string | number | null>;

export interface CareersRepository {
  jobProfiles(): { id: number; profile: string }[];
  profileByLabel(label: string): { id: number; profile: string } | undefined;
  subjects(profileId: number): { id: number; subject: string }[];
  /** By English name, each with its Hindi name (`name_hi`): one answer for both languages. */
  states(): { id: number; state_name: string; name_hi: string | null }[];
  districts(stateId: number): { id: number; name: string }[];
  districtInState(districtId: number, stateId: number): boolean;
  /** Which earlier application of the same post and subject this one repeats, if any. */
  duplicateOf(profileId: number, subject: string, email: string, mobile: string): DuplicateOf | undefined;
  /**
   * Inserts the application and its rows and gives it its number. Call inside a transaction
   * (the upload commit runs it in one), so the duplicate check and the insert are one step.
   */
  insert(application: NewApplication, numberPrefix: string): string;
  /** Every application, oldest first, for the staff export. */
  list(): ApplicationRow[];
  /** The application with this number, as the status look-up needs it. */
  statusOf(applicationNo: string): StatusRow | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    careers: CareersRepository;
  }
}

/** `REC2025-000042`: readable on the phone, unique because the id is. */
export const applicationNumber = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

/** Plain function so the seed and the export command can use it without Fastify. */
export function createCareersRepository(db: SqliteDatabase): CareersRepository {
  const jobProfiles = db.prepare<[], { id: number; profile: string }>(
    'select id, profile from job_profiles order by id',
  );
  const profileByLabel = db.prepare<[string], { id: number; profile: string }>(
    'select id, profile from job_profiles where profile = ?',
  );
  const subjects = db.prepare<[number], { id: number; subject: string }>(
    'select id, subject from subjects where profile_id = ? order by id',
  );
  const states = db.prepare<[], { id: number; state_name: string; name_hi: string | null }>(
    'select id, state_name, name_hi from states order by state_name collate nocase',
  );
  const districts = db.prepare<[number], { id: number; name: string }>(
    'select id, name from districts where state_id = ? order by name collate nocase',
  );
  const districtInState = db
    .prepare<[number, number], number>('select 1 from districts where id = ? and state_id = ?')
    .pluck();
  const sameEmail = db
    .prepare<[number, string, string], number>(
      "select 1 from applications where profile_id = ? and subject = ? and email <> '' and lower(email) = lower(?)",
    )
    .pluck();
  const sameMobile = db
    .prepare<[number, string, string], number>(
      'select 1 from applications where profile_id = ? and subject = ? and mobile = ?',
    )
    .pluck();
  const insertApplication = db.prepare(
    `insert into applications (profile_id, profile, subject, name, fname, dob, gender, nationality, category, mobile,
       email, paddress, pstate_id, pdistrict_id, ppincode, caddress, cstate_id, cdistrict_id, cpincode,
       experience_option, photo_file, photo_kind, photo_size, cv_file, cv_size, access_code_hash, lang)
     values (@profile_id, @profile, @subject, @name, @fname, @dob, @gender, @nationality, @category, @mobile,
       @email, @paddress, @pstate, @pdistrict, @ppincode, @caddress, @cstate, @cdistrict, @cpincode,
       @experience_option, @photo_file, @photo_kind, @photo_size, @cv_file, @cv_size, @access_code_hash, @lang)`,
  );
  const statusOf = db.prepare<[string], StatusRow>(
    `select application_no, created_at, profile, subject, dob, status, access_code_hash
     from applications where application_no = ?`,
  );
  const setNumber = db.prepare('update applications set application_no = ? where id = ?');
  const insertQualification = db.prepare(
    `insert into application_qualifications (application_id, row_no, qualification, institute, year, subject, mark)
     values (@application_id, @row_no, @qualification, @institute, @year, @subject, @mark)`,
  );
  const insertExperience = db.prepare(
    `insert into application_experiences (application_id, row_no, position, duration, totalexp)
     values (@application_id, @row_no, @position, @duration, @totalexp)`,
  );
  // Lists as "a; b" cells: one row per application is what staff open in a spreadsheet.
  const list = db.prepare<[], ApplicationRow>(
    `select a.application_no, a.created_at, a.profile, a.subject, a.name, a.fname, a.dob, a.gender, a.nationality,
       a.category, a.mobile, a.email,
       a.paddress, ps.state_name as pstate, pd.name as pdistrict, a.ppincode,
       a.caddress, cs.state_name as cstate, cd.name as cdistrict, a.cpincode,
       (select group_concat(q.qualification || ', ' || q.institute || ', ' || q.year || ', ' || q.subject || case when q.mark = '' then '' else ', ' || q.mark || '%' end, '; ')
          from (select * from application_qualifications where application_id = a.id order by row_no) q) as qualifications,
       a.experience_option,
       (select group_concat(e.position || ', ' || e.duration || ', ' || e.totalexp, '; ')
          from (select * from application_experiences where application_id = a.id order by row_no) e) as experience,
       a.photo_file, a.cv_file
     from applications a
     join states ps on ps.id = a.pstate_id join districts pd on pd.id = a.pdistrict_id
     join states cs on cs.id = a.cstate_id join districts cd on cd.id = a.cdistrict_id
     order by a.id`,
  );

  return {
    jobProfiles: () => jobProfiles.all(),
    profileByLabel: (label) => profileByLabel.get(label),
    subjects: (profileId) => subjects.all(profileId),
    states: () => states.all(),
    districts: (stateId) => districts.all(stateId),
    districtInState: (districtId, stateId) => districtInState.get(districtId, stateId) === 1,
    duplicateOf(profileId, subject, email, mobile) {
      if (email && sameEmail.get(profileId, subject, email)) return 'email';
      if (sameMobile.get(profileId, subject, mobile)) return 'mobile';
      return undefined;
    },
    insert({ fields, profileId, photo, cv, accessCodeHash, lang }, numberPrefix) {
      const id = Number(
        insertApplication.run({
          profile_id: profileId,
          profile: fields.profile,
          subject: fields.field,
          name: fields.name,
          fname: fields.fname,
          dob: fields.dob,
          gender: fields.gender,
          nationality: fields.nationality,
          category: fields.category,
          mobile: fields.mobile,
          email: fields.email,
          paddress: fields.paddress,
          pstate: Number(fields.pstate),
          pdistrict: Number(fields.pdistrict),
          ppincode: fields.ppincode,
          caddress: fields.caddress,
          cstate: Number(fields.cstate),
          cdistrict: Number(fields.cdistrict),
          cpincode: fields.cpincode,
          experience_option: fields.experienceOption,
          photo_file: photo.name,
          photo_kind: photo.kind,
          photo_size: photo.size,
          cv_file: cv.name,
          cv_size: cv.size,
          access_code_hash: accessCodeHash,
          lang: lang ?? null,
        }).lastInsertRowid,
      );
      const number = applicationNumber(numberPrefix, id);
      setNumber.run(number, id);
      fields.qualification.forEach(({ qualification, institute, year, subject, mark }, index) =>
        insertQualification.run({
          application_id: id,
          row_no: index + 1,
          qualification,
          institute,
          year,
          subject,
          mark,
        }),
      );
      fields.experience.forEach(({ position, duration, totalexp }, index) =>
        insertExperience.run({ application_id: id, row_no: index + 1, position, duration, totalexp }),
      );
      return number;
    },
    list: () => list.all(),
    statusOf: (applicationNo) => statusOf.get(applicationNo),
  };
}

export default fp(
  async (fastify) => {
    titleCasePlaces(fastify.db);
    // The states' Hindi names (migration 006), at every start: a new database after its seed, an older one too.
    writeStateNamesHi(fastify.db);
    fastify.decorate('careers', createCareersRepository(fastify.db));
  },
  { name: 'careers-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
