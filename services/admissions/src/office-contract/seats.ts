// Shared by the admissions remote (a browser bundle) and the admissions service: valibot only.
/**
 * Seats and merit: each course's intake (or its subjects' seats) from the settings,
 * counted per course and category; the merit list of verified applications; the admission officer's
 * admit, refused beyond the intake; the merit and admitted lists as CSV.
 */
import * as v from 'valibot';
import { personName, wholeNumberParam } from '@college/service-kit/office-query';
import { requiredText } from '@college/service-kit/text-rules';
import { APPLICATION_NUMBER, APPLICATION_STATES, CATEGORIES, PAYMENT_STATES } from '../contract';

const OFFICE_BASE = '/api/v1/office/admissions';
export const OFFICE_SEATS_PATH = `${OFFICE_BASE}/seats`;
export const OFFICE_MERIT_PATH = `${OFFICE_BASE}/merit`;
export const OFFICE_MERIT_CSV_PATH = `${OFFICE_BASE}/merit.csv`;
export const OFFICE_ADMITTED_CSV_PATH = `${OFFICE_BASE}/admitted.csv`;
export const OFFICE_ADMIT_PATH = `${OFFICE_BASE}/merit/admit`;
/** An admission taken back, with a reason: the application is verified again and its seat free. */
export const OFFICE_CANCEL_ADMISSION_PATH = `${OFFICE_BASE}/merit/cancel-admission`;
/** Publishing a merit list on the public page, and withdrawing it (both audited, with a reason). */
export const OFFICE_MERIT_PUBLISH_PATH = `${OFFICE_BASE}/merit/publish`;
export const OFFICE_MERIT_WITHDRAW_PATH = `${OFFICE_BASE}/merit/withdraw`;

export type Category = (typeof CATEGORIES)[number];
/** The unreserved category: under a reservation it takes the seats the reserved ones leave, open to all on merit. */
export const GENERAL = 'General' satisfies Category;

export const SEATS_FULL_MESSAGE = 'No seat is left in this course: every seat of its intake is taken.';
/** Under the settings' reservation: the applicant's category has no seat left, and no General seat is free either. */
export const categoryFullMessage = (category: Category, seats: number, place: string) =>
  category === GENERAL
    ? `No General (unreserved) seat is left in ${place}: its ${seats} General seats are taken. The seats still free are reserved for other categories.`
    : `No ${category} seat is left in ${place}: its ${seats} ${category} seats are taken, and no General (unreserved) seat is free for a ${category} applicant to take on merit.`;
export const FEE_NOT_VERIFIED_MESSAGE =
  "This applicant's fee is not verified by the accounts office yet, and the college's settings admit only applicants whose fee is verified.";
export const NOT_VERIFIED_MESSAGE = 'Only a verified application can be admitted; this one is not verified.';
export const ALREADY_ADMITTED_MESSAGE = 'This application is already admitted.';
export const ADMIT_STALE_MESSAGE =
  'This application was changed by someone else since the list was loaded. Reload the list to see where it stands now.';
export const SUBJECT_NEEDED_MESSAGE = 'This course has seats per subject: please choose the subject';
export const SUBJECT_OF_COURSE_MESSAGE = 'This subject has no seats of its own in the chosen course';
export const COURSE_UNKNOWN_MESSAGE = 'Please choose one of the courses';
export const CATEGORY_MESSAGE = 'Please choose one of the categories';
export const ADMITTED_MESSAGE = 'Admitted';
export const NOT_ADMITTED_MESSAGE = 'This application is not admitted: there is no admission to cancel.';
export const ADMISSION_CANCELLED_MESSAGE = 'Admission cancelled: the seat is free again.';
export const CANCEL_REASON_MESSAGE = 'Say why the admission is cancelled (kept in the audit log)';

/** The merit list's filter: a course, its subject when its seats are per subject, and optionally a category. */
export const meritQuerySchema = v.object({
  course: v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty(COURSE_UNKNOWN_MESSAGE),
    v.regex(/^\d{1,4}$/, COURSE_UNKNOWN_MESSAGE),
    v.transform(Number),
  ),
  subject: wholeNumberParam('subject', 999_999),
  category: v.optional(v.union([v.literal(''), v.picklist(CATEGORIES, CATEGORY_MESSAGE)], CATEGORY_MESSAGE)),
});
export type MeritQuery = v.InferOutput<typeof meritQuerySchema>;

/** The admit: the application and the version the officer saw. */
export const admitSchema = v.object({
  application_no: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(APPLICATION_NUMBER, 'Application number looks like ADM2025-000123'),
  ),
  version: v.pipe(
    v.number('version must be a whole number'),
    v.integer('version must be a whole number'),
    v.minValue(1),
  ),
});
export type AdmitRequest = v.InferOutput<typeof admitSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const categoryCountsSchema = v.object({
  category: v.picklist(CATEGORIES),
  applied: count,
  verified: count,
  paid: count,
  admitted: count,
  /**
   * Under the settings' reservation (all three null without one): the category's seats (intake ×
   * share, rounded down; General the rest), its admitted sitting on General seats, and its seats left.
   */
  seats: v.nullable(count),
  on_general: v.nullable(count),
  left: v.nullable(count),
});
export type CategoryCounts = v.InferOutput<typeof categoryCountsSchema>;

/** One place with its own seats: a course, or one subject of a course with seats per subject. */
export const seatGroupSchema = v.object({
  course_id: v.number(),
  course: v.string(),
  subject_id: v.nullable(v.number()),
  subject: v.nullable(v.string()),
  seats: count,
  admitted: count,
  left: count,
  /** Every category, in the form's order (zeros included). */
  categories: v.array(categoryCountsSchema),
});
export type SeatGroup = v.InferOutput<typeof seatGroupSchema>;
export const seatsAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({ year: v.string(), groups: v.array(seatGroupSchema) }),
});
export type SeatsAnswer = v.InferOutput<typeof seatsAnswerSchema>;

export const meritRowSchema = v.object({
  rank: v.number(),
  application_no: v.string(),
  name: v.string(),
  category: v.picklist(CATEGORIES),
  qual_percent: v.nullable(v.number()),
  dob: v.string(),
  state: v.picklist(APPLICATION_STATES),
  /** Where the fee stands: null when none is recorded. */
  payment_state: v.nullable(v.picklist(PAYMENT_STATES)),
  version: v.number(),
});
export type MeritRow = v.InferOutput<typeof meritRowSchema>;
/** When and by whom the list on the public page was published; null when it is not. */
export const publicationSchema = v.nullable(
  v.object({ published_at: v.string(), published_by: v.string(), published_by_name: personName, rows: count }),
);
export type Publication = v.InferOutput<typeof publicationSchema>;
export const meritAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    year: v.string(),
    group: seatGroupSchema,
    category: v.nullable(v.picklist(CATEGORIES)),
    rows: v.array(meritRowSchema),
    published: publicationSchema,
    /** The settings' admission.admitRequiresVerifiedFee: an admit waits for the fee verified. */
    fee_required: v.boolean(),
  }),
});
export type MeritAnswer = v.InferOutput<typeof meritAnswerSchema>;

export const admitAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({
    application_no: v.string(),
    state: v.literal('admitted'),
    version: v.number(),
    left: count,
    /** The category of the seat taken under the reservation (General for an open seat); null without one. */
    seat: v.nullable(v.picklist(CATEGORIES)),
  }),
});

/** Cancelling an admission: the application, the version seen and why. */
export const cancelAdmissionSchema = v.object({
  ...admitSchema.entries,
  reason: requiredText(CANCEL_REASON_MESSAGE, 300, 'many'),
});
export type CancelAdmissionRequest = v.InferOutput<typeof cancelAdmissionSchema>;
export const cancelAdmissionAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({ application_no: v.string(), state: v.literal('verified'), version: v.number() }),
});

export const PUBLISH_REASON_MAX = 300;
export const PUBLISH_REASON_MESSAGE = 'Say why (it is kept in the audit log)';
export const NOT_PUBLISHED_MESSAGE = 'This merit list is not on the public page.';
export const NOTHING_TO_PUBLISH_MESSAGE =
  'This merit list has no verified application yet: there is nothing to publish.';
export const PUBLISHED_MESSAGE = 'The merit list is on the public page.';
export const WITHDRAWN_MESSAGE = 'The merit list is no longer on the public page.';

/** Publish or withdraw the merit list of a course (and subject), with the reason for the audit log. */
export const publicationChangeSchema = v.object({
  course: v.pipe(v.number(COURSE_UNKNOWN_MESSAGE), v.integer(COURSE_UNKNOWN_MESSAGE), v.minValue(1)),
  subject: v.optional(v.nullable(v.pipe(v.number(SUBJECT_NEEDED_MESSAGE), v.integer(), v.minValue(1))), null),
  reason: requiredText(PUBLISH_REASON_MESSAGE, PUBLISH_REASON_MAX, 'many'),
});
export type PublicationChange = v.InferOutput<typeof publicationChangeSchema>;
export type PublicationChangeInput = v.InferInput<typeof publicationChangeSchema>;
export const publicationAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({ published: publicationSchema }),
});

/** `path?course=…&subject=…&category=…` for the merit list and its exports. */
export const meritPath = (
  path: string,
  query: { course: number | string; subject?: number | string | null; category?: string | null },
) => {
  const params = new URLSearchParams({ course: String(query.course) });
  if (query.subject) params.set('subject', String(query.subject));
  if (query.category) params.set('category', query.category);
  return `${path}?${params}`;
};
