import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import { NOT_APPLICABLE, QUALIFICATION_LEVELS } from '../contract';
import type {
  CallLetterSent,
  CareerListQuery,
  CareerListRow,
  CareerSummaryRow,
  Decision,
  InterviewSheetRow,
  ReviewStatus,
} from '../office-contract/recruitment';

type Qualification = { qualification: string; institute: string; year: string; subject: string; mark: string };

/** "PG, Hindi, 2015, 68.5%; NET/Ph.D., Hindi, 2018, 72%": what the interview panel reads. */
export const qualificationSummary = (rows: readonly Qualification[]) =>
  rows
    .map((row) =>
      [row.qualification, row.subject === NOT_APPLICABLE ? '' : row.subject, row.year, row.mark ? `${row.mark}%` : '']
        .filter(Boolean)
        .join(', '),
    )
    .join('; ');

/** The list's filters, as the repository takes them (the page apart). */
export type ReviewFilter = Omit<CareerListQuery, 'page'>;

/** One application as the office reads it: its row, with the places' names. */
export interface ReviewedApplication {
  id: number;
  application_no: string;
  created_at: string;
  profile_id: number;
  profile: string;
  subject: string;
  name: string;
  fname: string;
  dob: string;
  gender: string;
  nationality: string;
  category: string;
  mobile: string;
  email: string;
  paddress: string;
  pstate: string;
  pdistrict: string;
  ppincode: string;
  caddress: string;
  cstate: string;
  cdistrict: string;
  cpincode: string;
  experience_option: string;
  photo_file: string;
  photo_kind: string;
  cv_file: string;
  status: ReviewStatus;
  status_reason: string | null;
  reviewed_at: string | null;
  reviewed_by: string | null;
  reviewed_by_name: string | null;
  /** 'en' or 'hi' as the applicant applied; null before migration 005. */
  lang: 'en' | 'hi' | null;
  version: number;
}

export type InterviewRow = Record<
  | 'application_no'
  | 'name'
  | 'post'
  | 'subject'
  | 'qualification'
  | 'mobile'
  | 'email'
  | 'category'
  | 'state'
  | 'status',
  string
>;

export interface ReviewRepository {
  /** Each post and subject with applications: how many, and how many of each review status. */
  summary(): CareerSummaryRow[];
  list(filter: ReviewFilter, page: { limit: number; offset: number }): { rows: CareerListRow[]; total: number };
  byNumber(applicationNo: string): ReviewedApplication | undefined;
  qualificationsOf(
    id: number,
  ): { qualification: string; institute: string; year: string; subject: string; mark: string }[];
  experiencesOf(id: number): { position: string; duration: string; totalexp: string }[];
  /** Records the decision if `version` is still the one in force; false when someone came first. */
  decide(
    id: number,
    decision: Decision,
    reason: string,
    version: number,
    by: { username: string; name: string | null },
    at: Date,
  ): boolean;
  /** The shortlisted applications of one post (and subject), by subject then number. */
  interviewList(profileId: number, subject: string | undefined): InterviewRow[];
  /** Every shortlisted application that gave an e-mail address: whom a moved interview is told. */
  shortlistedContacts(): ShortlistedContact[];
  /** The shortlisted applications of one post (and subject) for the print view, with every qualification. */
  interviewSheet(profileId: number, subject: string | undefined): InterviewSheetRow[];
  /** The call letters mailed for an application, oldest first. */
  callLettersOf(id: number): CallLetterSent[];
  /** Records a mailed call letter; false when one was already sent for this schedule. */
  recordCallLetter(id: number, interview: { date: string; time: string }, by: string, at: Date): boolean;
}

export interface ShortlistedContact {
  application_no: string;
  name: string;
  email: string;
  profile: string;
  subject: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    careerReview: ReviewRepository;
  }
}

// The highest level of an applicant's qualifications, in the form's order (High School … NET/Ph.D.).
const LEVEL_RANK = `case q.qualification ${QUALIFICATION_LEVELS.map((level, index) => `when '${level.replace(/'/g, "''")}' then ${index + 1}`).join(' ')} else 0 end`;
const HIGHEST = `(select q.qualification from application_qualifications q where q.application_id = a.id order by ${LEVEL_RANK} desc, q.row_no limit 1)`;

// Every filter is optional: a null parameter lets every row through (one prepared statement for all).
const WHERE = `where (@profile is null or a.profile_id = @profile)
  and (@subject is null or a.subject = @subject)
  and (@category is null or a.category = @category)
  and (@experience is null or a.experience_option = @experience)
  and (@state is null or a.pstate_id = @state)
  and (@status is null or a.status = @status)
  and (@qualification is null or exists (select 1 from application_qualifications q where q.application_id = a.id and q.qualification = @qualification))
  and (@q is null or instr(lower(a.name), lower(@q)) > 0 or upper(a.application_no) = upper(@q) or a.mobile = @q or lower(a.email) = lower(@q))`;

type FilterParams = Record<
  'profile' | 'subject' | 'category' | 'experience' | 'state' | 'status' | 'qualification' | 'q',
  string | number | null
>;
const paramsOf = (filter: ReviewFilter): FilterParams => ({
  profile: filter.profile ?? null,
  subject: filter.subject || null,
  category: filter.category ?? null,
  experience: filter.experience ?? null,
  state: filter.state ?? null,
  status: filter.status ?? null,
  qualification: filter.qualification ?? null,
  q: filter.q || null,
});

export function createReviewRepository(db: SqliteDatabase): ReviewRepository {
  const list = db.prepare<[FilterParams & { limit: number; offset: number }], CareerListRow>(
    `select a.application_no, a.name, a.profile, a.subject, a.category, ${HIGHEST} as qualification,
       a.experience_option as experience, s.state_name as state, a.mobile, a.status, a.created_at as submitted_at
     from applications a join states s on s.id = a.pstate_id
     ${WHERE}
     order by a.id limit @limit offset @offset`,
  );
  const summary = db.prepare<[], CareerSummaryRow>(
    `select a.profile_id, a.profile, a.subject, count(*) as total,
       sum(a.status = 'received') as received, sum(a.status = 'shortlisted') as shortlisted, sum(a.status = 'rejected') as rejected
     from applications a group by a.profile_id, a.subject order by a.profile_id, a.subject`,
  );
  const count = db.prepare<[FilterParams], number>(`select count(*) from applications a ${WHERE}`).pluck();
  const byNumber = db.prepare<[string], ReviewedApplication>(
    `select a.id, a.application_no, a.created_at, a.profile_id, a.profile, a.subject, a.name, a.fname, a.dob, a.gender, a.nationality,
       a.category, a.mobile, a.email, a.paddress, ps.state_name as pstate, pd.name as pdistrict, a.ppincode,
       a.caddress, cs.state_name as cstate, cd.name as cdistrict, a.cpincode, a.experience_option,
       a.photo_file, a.photo_kind, a.cv_file, a.status, a.status_reason, a.reviewed_at, a.reviewed_by, a.reviewed_by_name,
       a.lang, a.version
     from applications a
     join states ps on ps.id = a.pstate_id join districts pd on pd.id = a.pdistrict_id
     join states cs on cs.id = a.cstate_id join districts cd on cd.id = a.cdistrict_id
     where a.application_no = ?`,
  );
  const qualifications = db.prepare<
    [number],
    { qualification: string; institute: string; year: string; subject: string; mark: string }
  >(
    'select qualification, institute, year, subject, mark from application_qualifications where application_id = ? order by row_no',
  );
  const experiences = db.prepare<[number], { position: string; duration: string; totalexp: string }>(
    'select position, duration, totalexp from application_experiences where application_id = ? order by row_no',
  );
  const decide = db.prepare(
    `update applications set status = @status, status_reason = @reason, reviewed_at = @at, reviewed_by = @by,
       reviewed_by_name = @name, version = version + 1
     where id = @id and version = @version`,
  );
  const sheet = db.prepare<
    [{ profile: number; subject: string | null }],
    Omit<InterviewSheetRow, 'qualifications'> & { id: number }
  >(
    `select a.id, a.application_no, a.name, a.profile as post, a.subject, a.mobile, a.email, a.category
     from applications a
     where a.status = 'shortlisted' and a.profile_id = @profile and (@subject is null or a.subject = @subject)
     order by a.subject, a.id`,
  );
  const callLetters = db.prepare<[number], CallLetterSent>(
    'select interview_date, interview_time, sent_at, sent_by from call_letters where application_id = ? order by id',
  );
  const insertCallLetter = db.prepare(
    `insert into call_letters (application_id, interview_date, interview_time, sent_at, sent_by)
     values (@id, @date, @time, @at, @by) on conflict do nothing`,
  );
  const interviewList = db.prepare<[{ profile: number; subject: string | null }], InterviewRow>(
    `select a.application_no, a.name, a.profile as post, a.subject, coalesce(${HIGHEST}, '') as qualification, a.mobile, a.email,
       a.category, s.state_name as state, a.status
     from applications a join states s on s.id = a.pstate_id
     where a.status = 'shortlisted' and a.profile_id = @profile and (@subject is null or a.subject = @subject)
     order by a.subject, a.id`,
  );
  const shortlisted = db.prepare<[], ShortlistedContact>(
    `select application_no, name, email, profile, subject from applications
     where status = 'shortlisted' and email <> '' order by id`,
  );
  return {
    summary: () => summary.all(),
    list(filter, { limit, offset }) {
      const params = paramsOf(filter);
      return { rows: list.all({ ...params, limit, offset }), total: count.get(params) ?? 0 };
    },
    byNumber: (applicationNo) => byNumber.get(applicationNo),
    qualificationsOf: (id) => qualifications.all(id),
    experiencesOf: (id) => experiences.all(id),
    decide: (id, decision, reason, version, by, at) =>
      decide.run({
        id,
        status: decision,
        reason,
        version,
        by: by.username,
        name: by.name || null,
        at: at.toISOString(),
      }).changes === 1,
    interviewList: (profile, subject) => interviewList.all({ profile, subject: subject || null }),
    shortlistedContacts: () => shortlisted.all(),
    interviewSheet: (profile, subject) =>
      sheet
        .all({ profile, subject: subject || null })
        .map(({ id, ...row }) => ({ ...row, qualifications: qualificationSummary(qualifications.all(id)) })),
    callLettersOf: (id) => callLetters.all(id),
    recordCallLetter: (id, interview, by, at) =>
      insertCallLetter.run({ id, date: interview.date, time: interview.time, by, at: at.toISOString() }).changes === 1,
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('careerReview', createReviewRepository(fastify.db));
  },
  { name: 'careers-review', dependencies: ['college-sqlite'], fastify: '5.x' },
);
