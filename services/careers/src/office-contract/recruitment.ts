// Shared by the careers remote (a browser bundle) and the careers service: valibot (and the kit's valibot-only pieces) only.
/**
 * The recruitment office: the recruitment officer reviews the career applications
 * per post and subject, opens one with its CV and photo, shortlists or rejects it with a reason,
 * exports a post's interview list as CSV, and sets the application window and interview date over
 * the settings' defaults. Paths under /api/v1/office/careers/ reach this service through the
 * gateway's door with a signed assertion (decision 011).
 */
import * as v from 'valibot';
import { isIsoDate } from '@college/settings/dates';
import { wholeNumberParam } from '@college/service-kit/office-query';
import { LINE_CONTROL, ONE_LINE_MESSAGE } from '@college/service-kit/text-rules';
import { CATEGORIES, EXPERIENCE_OPTIONS, QUALIFICATION_LEVELS, REVIEW_STATUSES, type ReviewStatus } from '../contract';

export { REVIEW_STATUSES, type ReviewStatus };

const BASE = '/api/v1/office/careers';
export const OFFICE_CAREER_APPLICATIONS_PATH = `${BASE}/applications`;
export const INTERVIEW_LIST_CSV_PATH = `${BASE}/interview-list.csv`;
/** The interview list as rows, for the print view and the CSV the page writes (both audited). */
export const INTERVIEW_LIST_PATH = `${BASE}/interview-list`;
export const OFFICE_RECRUITMENT_WINDOW_PATH = `${BASE}/recruitment-window`;
export const OFFICE_CAREER_SUMMARY_PATH = `${BASE}/summary`;

/** The one role that works here. */
export const RECRUITMENT_ROLE = 'recruitment_officer' as const;

export const officeCareerApplicationPath = (applicationNo: string) =>
  `${OFFICE_CAREER_APPLICATIONS_PATH}/${encodeURIComponent(applicationNo)}`;
export const CAREER_FILE_FIELDS = ['photo', 'cv'] as const;
export type CareerFileField = (typeof CAREER_FILE_FIELDS)[number];
export const officeCareerFilePath = (applicationNo: string, field: CareerFileField) =>
  `${officeCareerApplicationPath(applicationNo)}/${field}`;
export const officeCareerDecisionPath = (applicationNo: string) =>
  `${officeCareerApplicationPath(applicationNo)}/decision`;
/** POST: mail the interview call letter to the applicant (once per interview schedule). */
export const officeCallLetterPath = (applicationNo: string) =>
  `${officeCareerApplicationPath(applicationNo)}/call-letter`;

/** `REC2025-000042` */
export const CAREER_APPLICATION_NUMBER = /^REC\d{4}-\d{6}$/;

// ---- Review status -------------------------------------------------------------------------

export const REVIEW_STATUS_TEXT: Record<ReviewStatus, string> = {
  received: 'Not reviewed',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
};
export const DECISIONS = ['shortlisted', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

// ---- Messages ------------------------------------------------------------------------------

export const APPLICATION_NOT_FOUND_MESSAGE = 'There is no career application with this number.';
export const FILE_MISSING_MESSAGE =
  'The file of this application is missing on the server; please ask the applicant for it again.';
export const DECISION_MESSAGE = 'Please choose shortlist or reject';
export const REASON_MESSAGE = 'Please give a reason';
export const REASON_MAX = 500;
export const REASON_TOO_LONG_MESSAGE = `Please use at most ${REASON_MAX} characters`;
export const DECISION_STALE_MESSAGE =
  'Someone else decided on this application while you were reading it. Reload to see the decision, then decide again if needed.';
export const DECISION_SAVED_MESSAGE = (decision: Decision) =>
  decision === 'shortlisted' ? 'Application shortlisted' : 'Application rejected';
export const CALL_LETTER_NOT_SHORTLISTED_MESSAGE =
  'Only a shortlisted application gets a call letter. Shortlist it first.';
export const CALL_LETTER_NO_EMAIL_MESSAGE =
  'This applicant gave no e-mail address: print the call letter and send it by post, or tell them by phone.';
export const callLetterAlreadySentMessage = (sentAt: string) =>
  `The call letter for this interview date was already e-mailed on ${sentAt}. It can be sent again only after the interview date or time changes.`;
export const callLetterSentMessage = (email: string, newDate: boolean) =>
  newDate
    ? `The call letter with the new interview date is in the outbox for ${email}.`
    : `The call letter is in the outbox for ${email}.`;
export const NAME_MAX = 100;
export const DATE_MESSAGE = 'Please enter a real date';
export const TIME_MESSAGE = 'Please enter a time like 10:00 (24-hour)';
export const CLOSES_BEFORE_OPENS_MESSAGE = 'Applications must close on or after the day they open';
export const INTERVIEW_BEFORE_CLOSE_MESSAGE = 'The interview cannot be before applications close';
export const WINDOW_STALE_MESSAGE =
  'Someone changed the recruitment dates while you were editing them. Reload to see the current dates, then make your change again.';
export const WINDOW_SAVED_MESSAGE = 'Recruitment dates saved';
export const windowSavedToldMessage = (count: number) =>
  `Recruitment dates saved. The new interview date is in the outbox for ${count} shortlisted applicant${count === 1 ? '' : 's'} (by e-mail).`;

const version = v.pipe(
  v.number('version must be a whole number'),
  v.integer('version must be a whole number'),
  v.minValue(0, 'version must be a whole number'),
);
const reason = v.pipe(
  v.optional(v.string(REASON_MESSAGE), ''),
  v.trim(),
  v.nonEmpty(REASON_MESSAGE),
  v.maxLength(REASON_MAX, REASON_TOO_LONG_MESSAGE),
);

// ---- The list ------------------------------------------------------------------------------

export const LIST_PAGE_SIZE = 50;
export const LIST_MAX_PAGE = 10000;
export const SEARCH_MAX = 100;

const idFilter = (message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(1, message)));
const oneOf = <const T extends readonly string[]>(name: string, values: T) =>
  v.optional(v.picklist(values, `${name} must be one of ${values.join(', ')}`));

/** The list's filters as query parameters, all optional; `state` is the permanent address's state. */
export const careerListQuerySchema = v.object({
  profile: idFilter('profile must be a job profile id'),
  subject: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(60, 'subject must be at most 60 characters'),
      v.check((value) => !LINE_CONTROL.test(value), ONE_LINE_MESSAGE),
    ),
  ),
  qualification: oneOf('qualification', QUALIFICATION_LEVELS),
  experience: oneOf('experience', EXPERIENCE_OPTIONS),
  category: oneOf('category', CATEGORIES),
  state: idFilter('state must be a state id'),
  status: oneOf('status', REVIEW_STATUSES),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`),
      v.check((value) => !LINE_CONTROL.test(value), ONE_LINE_MESSAGE),
    ),
  ),
  page: wholeNumberParam('page', LIST_MAX_PAGE),
});
export type CareerListQuery = v.InferOutput<typeof careerListQuerySchema>;
export const CAREER_LIST_FILTERS = [
  'profile',
  'subject',
  'qualification',
  'experience',
  'category',
  'state',
  'status',
  'q',
] as const;

export const careerListRowSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  profile: v.string(),
  subject: v.string(),
  category: v.string(),
  /** The highest level among the applicant's qualifications. */
  qualification: v.nullable(v.string()),
  experience: v.string(),
  state: v.string(),
  mobile: v.string(),
  status: v.picklist(REVIEW_STATUSES),
  submitted_at: v.string(),
});
export type CareerListRow = v.InferOutput<typeof careerListRowSchema>;
export const careerListAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    rows: v.array(careerListRowSchema),
    total: v.number(),
    page: v.number(),
    page_size: v.number(),
    pages: v.number(),
  }),
});
export type CareerListAnswer = v.InferOutput<typeof careerListAnswerSchema>;

/** The interview list: one post (required) and optionally one subject; shortlisted applications only. */
export const interviewListQuerySchema = v.object({
  profile: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(/^\d{1,9}$/, 'profile must be a job profile id'),
    v.transform(Number),
  ),
  subject: careerListQuerySchema.entries.subject,
});
export type InterviewListQuery = v.InferOutput<typeof interviewListQuerySchema>;
export const INTERVIEW_LIST_COLUMNS = [
  'application_no',
  'name',
  'post',
  'subject',
  'qualification',
  'mobile',
  'email',
  'category',
  'state',
  'status',
] as const;
/** The print view's read: `purpose` says what the audit row records (a print, or the CSV written from it). */
export const INTERVIEW_LIST_PURPOSES = ['print', 'csv'] as const;
export const interviewRowsQuerySchema = v.object({
  ...interviewListQuerySchema.entries,
  purpose: v.optional(v.picklist(INTERVIEW_LIST_PURPOSES, 'purpose must be print or csv'), 'print'),
});
export type InterviewRowsQuery = v.InferOutput<typeof interviewRowsQuerySchema>;
export const interviewRowSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  post: v.string(),
  subject: v.string(),
  mobile: v.string(),
  email: v.string(),
  category: v.string(),
  /** Every qualification in one line: "PG, Hindi, 2015, 68.5%; NET/Ph.D., Hindi, 2018, 72%". */
  qualifications: v.string(),
});
export type InterviewSheetRow = v.InferOutput<typeof interviewRowSchema>;
export const interviewRowsAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    rows: v.array(interviewRowSchema),
    /** The interview in force (the window's), for the list's heading. */
    interview_date: v.string(),
    interview_time: v.string(),
  }),
});
export type InterviewRowsAnswer = v.InferOutput<typeof interviewRowsAnswerSchema>;
export const interviewRowsUrl = (profile: number | string, subject?: string, purpose: 'print' | 'csv' = 'print') =>
  `${INTERVIEW_LIST_PATH}?${new URLSearchParams({ profile: String(profile), ...(subject ? { subject } : {}), purpose }).toString()}`;
/** The CSV the print view writes: the list's columns and two empty ones for the panel. */
export const INTERVIEW_SHEET_COLUMNS = [
  'application_no',
  'name',
  'post',
  'subject',
  'qualifications',
  'mobile',
  'email',
  'marks',
  'remarks',
] as const;

export const interviewListUrl = (profile: number | string, subject?: string) =>
  `${INTERVIEW_LIST_CSV_PATH}?${new URLSearchParams({ profile: String(profile), ...(subject ? { subject } : {}) }).toString()}`;

/** How many applications each post and subject has, and where they stand. */
export const careerSummaryRowSchema = v.object({
  profile_id: v.number(),
  profile: v.string(),
  subject: v.string(),
  total: v.number(),
  received: v.number(),
  shortlisted: v.number(),
  rejected: v.number(),
});
export type CareerSummaryRow = v.InferOutput<typeof careerSummaryRowSchema>;
export const careerSummaryAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.array(careerSummaryRowSchema),
});

// ---- One application -----------------------------------------------------------------------

export const callLetterSentSchema = v.object({
  interview_date: v.string(),
  interview_time: v.string(),
  sent_at: v.string(),
  sent_by: v.string(),
});
export type CallLetterSent = v.InferOutput<typeof callLetterSentSchema>;

export const careerApplicationDetailSchema = v.object({
  application_no: v.string(),
  submitted_at: v.string(),
  profile: v.string(),
  subject: v.string(),
  name: v.string(),
  fname: v.string(),
  dob: v.string(),
  gender: v.string(),
  nationality: v.string(),
  category: v.string(),
  mobile: v.string(),
  email: v.string(),
  permanent_address: v.string(),
  correspondence_address: v.string(),
  qualifications: v.array(
    v.object({
      qualification: v.string(),
      institute: v.string(),
      year: v.string(),
      subject: v.string(),
      mark: v.string(),
    }),
  ),
  experience_option: v.string(),
  experiences: v.array(v.object({ position: v.string(), duration: v.string(), totalexp: v.string() })),
  photo_url: v.string(),
  cv_url: v.string(),
  status: v.picklist(REVIEW_STATUSES),
  status_reason: v.nullable(v.string()),
  reviewed_at: v.nullable(v.string()),
  reviewed_by: v.nullable(v.string()),
  /** The decider's name as the office showed it when deciding; null before migration 005. */
  reviewed_by_name: v.nullable(v.string()),
  /** The call letters e-mailed, oldest first: one per interview schedule. */
  call_letters: v.array(callLetterSentSchema),
  version: v.number(),
});
export type CareerApplicationDetail = v.InferOutput<typeof careerApplicationDetailSchema>;
export const careerApplicationAnswerSchema = v.object({
  result: v.literal('success'),
  data: careerApplicationDetailSchema,
});

/** What the officer sends: the decision, why, and the version read. */
export const decisionSchema = v.object({
  decision: v.picklist(DECISIONS, DECISION_MESSAGE),
  reason,
  version,
});
export type DecisionChange = v.InferOutput<typeof decisionSchema>;
export type DecisionInput = v.InferInput<typeof decisionSchema>;
export const decisionAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: careerApplicationDetailSchema,
});
/** The call letter's answer: what was done, and the application with the letter among those sent. */
export const callLetterAnswerSchema = decisionAnswerSchema;

// ---- The recruitment window ----------------------------------------------------------------

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const day = () => v.pipe(v.string(DATE_MESSAGE), v.trim(), v.check(isIsoDate, DATE_MESSAGE));

/** What the officer sends: the whole window and interview, the version seen and why. */
export const windowChangeSchema = v.pipe(
  v.object({
    opens: day(),
    closes: day(),
    interview_date: day(),
    interview_time: v.pipe(v.string(TIME_MESSAGE), v.trim(), v.regex(TIME, TIME_MESSAGE)),
    reason,
    version,
  }),
  v.forward(
    v.check((value) => value.closes >= value.opens, CLOSES_BEFORE_OPENS_MESSAGE),
    ['closes'],
  ),
  v.forward(
    v.check((value) => value.interview_date >= value.closes, INTERVIEW_BEFORE_CLOSE_MESSAGE),
    ['interview_date'],
  ),
);
export type WindowChange = v.InferOutput<typeof windowChangeSchema>;
export type WindowChangeInput = v.InferInput<typeof windowChangeSchema>;

const windowValues = { opens: v.string(), closes: v.string(), interview_date: v.string(), interview_time: v.string() };
/** The window as the office sees it: the values in force, where they come from, and the settings' own. */
export const officeWindowSchema = v.object({
  ...windowValues,
  /** 'settings' until the office first saves one. */
  source: v.picklist(['settings', 'office']),
  version: v.number(),
  updated_at: v.nullable(v.string()),
  updated_by: v.nullable(v.string()),
  settings: v.object(windowValues),
});
export type OfficeWindow = v.InferOutput<typeof officeWindowSchema>;
export const officeWindowAnswerSchema = v.object({ result: v.literal('success'), data: officeWindowSchema });
export const windowSavedAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: officeWindowSchema,
});
