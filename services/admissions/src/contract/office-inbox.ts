// The office's applications inbox and an application's detail page (through the gateway's door).
import * as v from 'valibot';
import { LINE_CONTROL, ONE_LINE_MESSAGE } from '@college/service-kit/text-rules';
import { countOnlyParam, dateRangeCheck, personName, wholeNumberParam } from '@college/service-kit/office-query';
import { said } from '@college/service-kit/bilingual';
import { CATEGORIES, parseIsoDate } from './form';
import { PAYMENT_STATES, type PaymentState } from './payment';
import {
  APPLICATION_STATE_TEXT,
  APPLICATION_STATES,
  type ApplicationState,
  correctionRecordSchema,
  printableApplicationSchema,
} from './status';

// ---- The office: applications inbox and detail ---------------------------------------------------

/**
 * The office API (through the gateway's door, decision 011): the gateway forwards
 * `/api/v1/office/admissions/...` here with a signed assertion. admission_officer and
 * document_verifier only; a grant limited to some courses sees only those courses' applications.
 */
const OFFICE_BASE = '/api/v1/office/admissions';
export const OFFICE_APPLICATIONS_PATH = `${OFFICE_BASE}/applications`;
export const OFFICE_APPLICATIONS_CSV_PATH = `${OFFICE_BASE}/applications.csv`;
export const officeApplicationPath = (applicationNo: string) =>
  `${OFFICE_APPLICATIONS_PATH}/${encodeURIComponent(applicationNo)}`;
export const officeDocumentPath = (applicationNo: string, field: string) =>
  `${officeApplicationPath(applicationNo)}/documents/${encodeURIComponent(field)}`;

/**
 * The inbox's state filter: one state, or 'to_scrutinise' (submitted or under scrutiny), the
 * document verifier's work, which the verification room starts with.
 */
export const STATE_FILTERS = [...APPLICATION_STATES, 'to_scrutinise', 'void'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];
export const TO_SCRUTINISE_STATES = ['submitted', 'under_scrutiny'] as const satisfies readonly ApplicationState[];
export const STATE_FILTER_TEXT: Record<StateFilter, string> = {
  ...APPLICATION_STATE_TEXT,
  to_scrutinise: 'To scrutinise (submitted or under scrutiny)',
  void: 'Void (cancelled by the office)',
};

/**
 * The payment as the inbox filters it: unpaid (none recorded, or cash still due at the counter),
 * claimed ("paid – to verify"), verified, returned.
 */
export const PAYMENT_FILTERS = ['unpaid', 'claimed', 'verified', 'returned'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const paymentFilterOf = (state: PaymentState | null): PaymentFilter =>
  state === null || state === 'due_at_counter' ? 'unpaid' : state;
export const PAYMENT_FILTER_TEXT: Record<PaymentFilter, string> = {
  unpaid: 'Unpaid',
  claimed: 'Paid – to verify',
  verified: 'Verified',
  returned: 'Returned',
};

/**
 * The inbox's order: newest first (the office's overview), or oldest first (the verification
 * room: applications are checked in the order they came).
 */
export const INBOX_ORDERS = ['newest', 'oldest'] as const;
export type InboxOrder = (typeof INBOX_ORDERS)[number];
export const INBOX_ORDER_TEXT: Record<InboxOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first (as they came)',
};

export const INBOX_PAGE_SIZE = 50;
export const INBOX_MAX_PAGE = 10_000;
export const INBOX_SEARCH_MAX = 100;

const idFilter = (message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(1, message)));
const dayFilter = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => parseIsoDate(value) !== null, `${name} must be a date (YYYY-MM-DD)`),
    ),
  );

/** The inbox's filters as query parameters, all optional (the CSV takes the same, and ignores page). */
export const officeApplicationsQuerySchema = v.pipe(
  v.object({
    course: idFilter('course must be a course id'),
    major: idFilter('major must be a subject id'),
    category: v.optional(v.picklist(CATEGORIES, `category must be one of ${CATEGORIES.join(', ')}`)),
    state: v.optional(v.picklist(STATE_FILTERS, `state must be one of ${STATE_FILTERS.join(', ')}`)),
    payment: v.optional(v.picklist(PAYMENT_FILTERS, `payment must be one of ${PAYMENT_FILTERS.join(', ')}`)),
    order: v.optional(v.picklist(INBOX_ORDERS, `order must be one of ${INBOX_ORDERS.join(', ')}`)),
    from: dayFilter('from'),
    to: dayFilter('to'),
    q: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(INBOX_SEARCH_MAX, `q must be at most ${INBOX_SEARCH_MAX} characters`),
        v.check((value) => !LINE_CONTROL.test(value), ONE_LINE_MESSAGE),
      ),
    ),
    page: wholeNumberParam('page', INBOX_MAX_PAGE),
    count: countOnlyParam,
  }),
  dateRangeCheck(),
);
export type OfficeApplicationsQuery = v.InferOutput<typeof officeApplicationsQuerySchema>;

/** One inbox row: staff may see the mobile number; the Aadhaar number is never in the list. */
export const inboxRowSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  father: v.string(),
  course_id: v.number(),
  course: v.string(),
  category: v.picklist(CATEGORIES),
  state: v.picklist(APPLICATION_STATES),
  payment: v.picklist(PAYMENT_FILTERS),
  payment_state: v.nullable(v.picklist(PAYMENT_STATES)),
  submitted_at: v.string(),
  mobile: v.string(),
  /** Voided by the office (no longer live; its state is the one it had). Absent from a service before the void. */
  voided: v.optional(v.boolean(), false),
  /** The applicant sent a document again (after a query) and it waits for its review. */
  resent: v.optional(v.boolean(), false),
});
export type InboxRow = v.InferOutput<typeof inboxRowSchema>;

export const inboxAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    rows: v.array(inboxRowSchema),
    total: v.number(),
    page: v.number(),
    page_size: v.number(),
    pages: v.number(),
  }),
});
export type InboxAnswer = v.InferOutput<typeof inboxAnswerSchema>;

/** An uploaded document as the office detail lists it; `url` streams it through the office API only. */
export const officeDocumentSchema = v.object({
  field: v.string(),
  label: v.string(),
  kind: v.picklist(['jpeg', 'png', 'pdf']),
  size: v.number(),
  /** Documents come with the application: its submitted time. */
  uploaded_at: v.string(),
  url: v.string(),
});
export type OfficeDocument = v.InferOutput<typeof officeDocumentSchema>;

/**
 * The office's void of an application (migration 013: someone applied with another person's Aadhaar
 * number): who, when and why. The row is kept; the Aadhaar number is free for a new application.
 */
export const voidRecordSchema = v.object({ at: v.string(), by: v.string(), by_name: personName, reason: v.string() });
export type VoidRecord = v.InferOutput<typeof voidRecordSchema>;

/** What the applicant of a void application is told when looking it up or paying (410). */
export const APPLICATION_VOID_MESSAGE = said(
  'The college office has cancelled this application. If you think this is a mistake, please come to the college office with your Aadhaar card.',
  'महाविद्यालय कार्यालय ने यह आवेदन रद्द कर दिया है। यदि आपको लगता है कि यह गलत है, तो कृपया अपना आधार कार्ड लेकर महाविद्यालय कार्यालय आएँ।',
);

/**
 * The whole application for the office: every field of the printable application (the Aadhaar
 * number only as XXXX XXXX 1234) but the inline photo and signature, which are documents here,
 * plus where it stands (state, version) and its documents.
 */
export const officeApplicationSchema = v.object({
  // The office's pages are English: the state's Hindi name (state_hi) is the applicant's printout's.
  ...v.omit(printableApplicationSchema, ['photo', 'signature', 'state_hi']).entries,
  course_id: v.number(),
  /** The address's state (the printable's `state`): here `state` is where the application stands. */
  address_state: v.string(),
  state: v.picklist(APPLICATION_STATES),
  version: v.number(),
  payment_filter: v.picklist(PAYMENT_FILTERS),
  documents: v.array(officeDocumentSchema),
  /** Null while the application stands; absent from a service before the void. */
  voided: v.optional(v.nullable(voidRecordSchema), null),
  /** What the applicant corrected before the scrutiny, oldest first (the fields above are as corrected). */
  corrections: v.optional(v.array(correctionRecordSchema), []),
});
export type OfficeApplication = v.InferOutput<typeof officeApplicationSchema>;
export const officeApplicationAnswerSchema = v.object({ result: v.literal('success'), data: officeApplicationSchema });

export const APPLICATION_NOT_FOUND_MESSAGE = 'No application has this number.';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'This application has no such document.';
