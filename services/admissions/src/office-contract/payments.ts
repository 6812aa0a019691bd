/**
 * The accounts office: payments to verify, the fee counter and the bank or UPI
 * statement import. Shared by the service (routes) and the admissions remote (office pages):
 * valibot only. accountant only, through the gateway's door (decision 011).
 */
import { countOnlyParam, dateRangeCheck, personName, wholeNumberParam } from '@college/service-kit/office-query';
import { maxLengthMessage, requiredText } from '@college/service-kit/text-rules';
import { daysBetween, isIsoDate } from '@college/settings/dates';
import { rupees } from '@college/settings/format';
import * as v from 'valibot';
import { PAYMENT_MODES, PAYMENT_STATES } from '../contract';

const BASE = '/api/v1/office/admissions';
export const OFFICE_PAYMENTS_PATH = `${BASE}/payments`;
export const STATEMENT_COLUMNS_PATH = `${BASE}/statements/columns`;
export const STATEMENT_PREVIEW_PATH = `${BASE}/statements/preview`;
export const STATEMENT_COMMIT_PATH = `${BASE}/statements/commit`;
/** A credit with no application matched to one by hand, in a preview not yet confirmed (and taken back). */
export const STATEMENT_MATCH_PATH = `${BASE}/statements/match`;
export const STATEMENT_UNMATCH_PATH = `${BASE}/statements/unmatch`;
/** The daily collection report: the fees taken on a day or a range of days. */
export const COLLECTION_PATH = `${BASE}/payments/collection`;
/** Every payment of the session, searched: the history, whatever its state. */
export const PAYMENT_HISTORY_PATH = `${BASE}/payments/history`;
/** Applications found by name or part of a number, to take their fee (the counter, a hand match). */
export const PAYABLE_APPLICATIONS_PATH = `${BASE}/payments/payable`;
export const officePaymentPath = (applicationNo: string) =>
  `${OFFICE_PAYMENTS_PATH}/${encodeURIComponent(applicationNo)}`;
export const paymentScreenshotPath = (applicationNo: string) => `${officePaymentPath(applicationNo)}/screenshot`;
export const verifyPaymentPath = (applicationNo: string) => `${officePaymentPath(applicationNo)}/verify`;
export const returnPaymentPath = (applicationNo: string) => `${officePaymentPath(applicationNo)}/return`;
export const counterReceiptPath = (applicationNo: string) => `${officePaymentPath(applicationNo)}/receipt`;
/** A verification taken back: an online claim waits again, cash is due at the counter again. */
export const undoVerificationPath = (applicationNo: string) => `${officePaymentPath(applicationNo)}/undo`;

export const PAYMENTS_PAGE_SIZE = 50;
export const PAYMENTS_MAX_PAGE = 10_000;

/**
 * The college's clock (India Standard Time, whatever the server's or browser's zone): the service
 * kit's, browser-safe. `collegeDay(at)` is the day YYYY-MM-DD, `collegeTime(at, 'clock')` HH:MM.
 */
export { collegeDay, collegeTime } from '@college/service-kit/office-audit';

/** What the accountant has to act on: online claims, cash due at the counter, or claims sent back. */
export const PAYMENT_QUEUES = ['claimed', 'due_at_counter', 'returned'] as const;
export type PaymentQueue = (typeof PAYMENT_QUEUES)[number];
export const PAYMENT_QUEUE_TEXT: Record<PaymentQueue, string> = {
  claimed: 'Online claims to verify',
  due_at_counter: 'Cash due at the counter',
  returned: 'Returned claims',
};

export const paymentsQuerySchema = v.object({
  state: v.optional(v.picklist(PAYMENT_QUEUES, `state must be one of ${PAYMENT_QUEUES.join(', ')}`)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'q must be at most 100 characters'))),
  page: wholeNumberParam('page', PAYMENTS_MAX_PAGE),
  count: countOnlyParam,
});
export type PaymentsQuery = v.InferOutput<typeof paymentsQuerySchema>;

/** One payment as the accountant sees it; `version` is what a verify, return or receipt names. */
export const officePaymentSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  father: v.string(),
  course: v.string(),
  fee: v.nullable(v.number()),
  mode: v.picklist(PAYMENT_MODES),
  amount: v.number(),
  /** The 12-digit UPI reference of an online claim; '0' for cash. */
  trans_no: v.string(),
  state: v.picklist(PAYMENT_STATES),
  version: v.number(),
  paid_at: v.string(),
  confirmed_at: v.nullable(v.string()),
  /** Who confirmed (or returned) it: the office username. */
  confirmed_by: v.nullable(v.string()),
  confirmed_by_name: personName,
  receipt_no: v.nullable(v.string()),
  /** Streams the applicant's optional screenshot through the office API; null without one. */
  screenshot_url: v.nullable(v.string()),
});
export type OfficePayment = v.InferOutput<typeof officePaymentSchema>;

export const paymentsAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({ rows: v.array(officePaymentSchema), total: v.number(), page: v.number(), pages: v.number() }),
});
export type PaymentsAnswer = v.InferOutput<typeof paymentsAnswerSchema>;

/** The counter's look-up: the application, and its payment if any (version 0: none recorded yet). */
export const counterApplicationSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  father: v.string(),
  course: v.string(),
  fee: v.nullable(v.number()),
  payment: v.nullable(officePaymentSchema),
  version: v.number(),
});
export type CounterApplication = v.InferOutput<typeof counterApplicationSchema>;
export const counterAnswerSchema = v.object({ result: v.literal('success'), data: counterApplicationSchema });

const VERSION_MESSAGE = 'The version of the payment you saw is missing; please reload.';
const versionField = v.pipe(v.number(VERSION_MESSAGE), v.integer(VERSION_MESSAGE), v.minValue(0, VERSION_MESSAGE));

export const RETURN_REASON_MAX = 300;
export const RETURN_REASON_MESSAGE = 'Say why the payment is returned (the applicant is told to ask at the office)';
export const RECEIPT_NUMBER = /^[\w/-]{1,30}$/;
export const RECEIPT_MESSAGE = 'Receipt number: letters, digits, / and -, at most 30';

export const verifyPaymentSchema = v.object({ version: versionField });
export type VerifyPaymentInput = v.InferInput<typeof verifyPaymentSchema>;
export const returnPaymentSchema = v.object({
  version: versionField,
  reason: requiredText(RETURN_REASON_MESSAGE, RETURN_REASON_MAX),
});
export type ReturnPaymentInput = v.InferInput<typeof returnPaymentSchema>;
export const UNDO_REASON_MESSAGE = 'Say why the payment is no longer taken as paid (kept in the audit log)';
export const undoVerificationSchema = v.object({
  version: versionField,
  reason: requiredText(UNDO_REASON_MESSAGE, RETURN_REASON_MAX),
});
export type UndoVerificationInput = v.InferInput<typeof undoVerificationSchema>;
export const counterReceiptSchema = v.object({
  version: versionField,
  receipt_no: v.pipe(
    v.optional(v.string(RECEIPT_MESSAGE), ''),
    v.trim(),
    v.nonEmpty('Enter the receipt number'),
    v.regex(RECEIPT_NUMBER, RECEIPT_MESSAGE),
  ),
});
export type CounterReceiptInput = v.InferInput<typeof counterReceiptSchema>;

/** A verify, return or receipt: the payment as it now stands. */
export const paymentChangeAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: officePaymentSchema,
});

export const PAYMENT_VERIFIED_MESSAGE = 'Payment verified.';
export const PAYMENT_RETURNED_MESSAGE = 'Payment returned to the applicant.';
export const VERIFICATION_UNDONE_MESSAGE = 'The payment is no longer taken as paid: the fee is open again.';
export const NOT_PAID_MESSAGE = 'This payment is not marked paid: there is nothing to undo.';
export const RECEIPT_RECORDED_MESSAGE = 'Cash receipt recorded; the fee is paid.';
export const STALE_PAYMENT_MESSAGE =
  'This payment was changed by someone else after you opened it. Reload to see it as it is now, then decide again.';
export const NOT_A_CLAIM_MESSAGE = 'Only an online payment being verified can be verified or returned here.';
export const ALREADY_PAID_AT_COUNTER_MESSAGE = 'The fee of this application is already paid.';
export const CLAIM_PENDING_MESSAGE =
  'This application has an online payment being verified: verify or return it first.';
export const RECEIPT_USED_MESSAGE = 'This receipt number is already recorded for another payment.';
/** A void application (the admissions office cancelled it) takes no fee at the counter. */
export const VOID_NO_FEE_MESSAGE = 'This application is void: it takes no fee. Ask the admissions office.';
export const REJECTED_NO_FEE_MESSAGE =
  'This application was rejected by the office: take no fee for it. If the rejection is reopened, the fee can be taken then.';
export const NO_FEE_MESSAGE = 'The course of this application has no fee in the settings.';
export const NO_SCREENSHOT_MESSAGE = 'This payment has no screenshot.';

// ---- Statement import ---------------------------------------------------------------------------

/** The statement file: CSV, at most 2 MB (a 5,000-line statement is well under 1 MB). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 20_000;
export const STATEMENT_ACCEPT = '.csv,text/csv';
export const STATEMENT_FILE_MESSAGE =
  'Choose the statement as a CSV file (comma-separated, as the bank or UPI app exports it)';
export const STATEMENT_TOO_LARGE_MESSAGE = 'The statement is larger than 2 MB; export a shorter period.';

/** The three columns the import needs, mapped once per statement layout (its header). */
export const STATEMENT_FIELDS = ['reference', 'amount', 'date'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export const STATEMENT_FIELD_TEXT: Record<StatementField, string> = {
  reference: 'UPI reference (12 digits)',
  amount: 'Amount credited',
  date: 'Date',
};

const columnChoice = (field: StatementField) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(`Choose the column with the ${STATEMENT_FIELD_TEXT[field].toLowerCase()}`),
    v.maxLength(200, maxLengthMessage(200)),
  );
/** The mapping as the form sends it: a header name for each field, all three different. */
export const statementMappingSchema = v.pipe(
  v.object({ reference: columnChoice('reference'), amount: columnChoice('amount'), date: columnChoice('date') }),
  v.forward(
    v.check((mapping) => mapping.amount !== mapping.reference, 'The amount must be another column than the reference'),
    ['amount'],
  ),
  v.forward(
    v.check(
      (mapping) => mapping.date !== mapping.reference && mapping.date !== mapping.amount,
      'The date must be a column of its own',
    ),
    ['date'],
  ),
);
export type StatementMapping = v.InferOutput<typeof statementMappingSchema>;

/** The columns step: the header's names, a few lines to recognise them, and the remembered mapping. */
export const statementColumnsAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    columns: v.array(v.string()),
    sample: v.array(v.array(v.string())),
    lines: v.number(),
    mapping: v.nullable(v.object({ reference: v.string(), amount: v.string(), date: v.string() })),
  }),
});
export type StatementColumnsAnswer = v.InferOutput<typeof statementColumnsAnswerSchema>;

/** One statement line as the preview shows it, with the application it matched, if any. */
export const statementLineSchema = v.object({
  line: v.number(),
  reference: v.string(),
  amount: v.string(),
  date: v.string(),
  application_no: v.nullable(v.string()),
  name: v.nullable(v.string()),
  /** The claimed amount, where it differs. */
  claimed: v.nullable(v.number()),
  /** Who matched this credit to its application by hand; absent or null for a match by reference. */
  matched_by: v.optional(v.nullable(v.string())),
  /** The same person by name. */
  matched_by_name: v.optional(v.nullable(v.string())),
});
export type StatementLine = v.InferOutput<typeof statementLineSchema>;
export const unclaimedSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  reference: v.string(),
  amount: v.number(),
  paid_at: v.string(),
});
export const skippedLineSchema = v.object({ line: v.number(), reason: v.string() });

export const PREVIEW_GROUPS = [
  'matched',
  'no_application',
  'no_credit',
  'amount_differs',
  'already_verified',
  'skipped',
] as const;
export type PreviewGroup = (typeof PREVIEW_GROUPS)[number];
export const PREVIEW_GROUP_TEXT: Record<PreviewGroup, string> = {
  matched: 'Matched: to be verified',
  no_application: 'Credits with no application',
  no_credit: 'Claims with no credit in this statement',
  amount_differs: 'Amount differs from the claim',
  already_verified: 'Already verified',
  skipped: 'Lines not read',
};

export const statementPreviewSchema = v.object({
  import_id: v.string(),
  lines: v.number(),
  matched: v.array(statementLineSchema),
  no_application: v.array(statementLineSchema),
  amount_differs: v.array(statementLineSchema),
  already_verified: v.array(statementLineSchema),
  no_credit: v.array(unclaimedSchema),
  skipped: v.array(skippedLineSchema),
});
export type StatementPreview = v.InferOutput<typeof statementPreviewSchema>;
export const statementPreviewAnswerSchema = v.object({ result: v.literal('success'), data: statementPreviewSchema });

export const IMPORT_ID = /^[\w-]{36}$/;
export const commitStatementSchema = v.object({
  import_id: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(IMPORT_ID, 'The preview to confirm is missing; import the statement again.'),
  ),
});
export type CommitStatementInput = v.InferInput<typeof commitStatementSchema>;
export const statementCommitAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({
    verified: v.array(v.object({ application_no: v.string(), reference: v.string() })),
    /** Matched in the preview, but changed since (verified or returned by someone): left as it is. */
    skipped: v.array(v.object({ application_no: v.string(), reference: v.string() })),
  }),
});
export type StatementCommitAnswer = v.InferOutput<typeof statementCommitAnswerSchema>;

export const IMPORT_NOT_FOUND_MESSAGE = 'This statement preview is not known; import the statement again.';
export const IMPORT_COMMITTED_MESSAGE = 'This statement was already confirmed; nothing was changed again.';
export const committedMessage = (verified: number, skipped: number) =>
  `${verified} payment${verified === 1 ? '' : 's'} verified${skipped ? `; ${skipped} skipped because they changed after the preview` : ''}.`;

// ---- Statement credits matched by hand ----------------------------------------------------------

const lineNumber = v.pipe(
  v.number('The statement line is missing; import the statement again.'),
  v.integer('The statement line is missing; import the statement again.'),
  v.minValue(1, 'The statement line is missing; import the statement again.'),
);
/** A credit with no application, matched to one: the preview, the credit's line, the application. */
export const handMatchSchema = v.object({
  import_id: commitStatementSchema.entries.import_id,
  line: lineNumber,
  application_no: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('Choose the application the money is for'),
    v.maxLength(20, 'Choose the application the money is for'),
  ),
});
export type HandMatchInput = v.InferInput<typeof handMatchSchema>;
export const handUnmatchSchema = v.object({ import_id: commitStatementSchema.entries.import_id, line: lineNumber });
export type HandUnmatchInput = v.InferInput<typeof handUnmatchSchema>;
/** The credit's line as the preview now shows it: matched (application_no, matched_by) or not. */
export const handMatchAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: statementLineSchema,
});

export const handMatchedMessage = (line: number, applicationNo: string) =>
  `Line ${line} is matched to ${applicationNo}: it is verified with the others when you confirm.`;
export const handUnmatchedMessage = (line: number) => `Line ${line} is no longer matched.`;
export const NOT_A_STRAY_CREDIT_MESSAGE =
  'This line is not a credit without an application in this preview; import the statement again.';
export const HAND_MATCH_AMOUNT_MESSAGE = (credit: number, fee: number) =>
  `The credit is ${rupees(credit)} but the fee of this application's course is ${rupees(fee)}: it cannot pay it.`;
export const ALREADY_MATCHED_IN_PREVIEW_MESSAGE = (line: number | null) =>
  `This application is already matched${line === null ? '' : ` to line ${line}`} in this statement.`;
export const NOT_PAYABLE_BY_STATEMENT_MESSAGE =
  'The fee of this application is paid, or it takes none (void or rejected): it cannot be matched.';
export const REFERENCE_USED_MESSAGE = 'This UPI reference is already recorded for another payment.';

// ---- The daily collection report ----------------------------------------------------------------

/** The longest range the report takes: a quarter. */
export const COLLECTION_MAX_DAYS = 92;
export const COLLECTION_RANGE_MESSAGE = `Choose at most ${COLLECTION_MAX_DAYS} days at a time`;
const dayParam = (name: 'from' | 'to') =>
  v.optional(v.pipe(v.string(), v.check(isIsoDate, `${name} must be a day written YYYY-MM-DD, such as 2025-07-14`)));
/**
 * The days, by the college's calendar, both included: none given is today, one alone is that day.
 * `to` before `from`, or more than COLLECTION_MAX_DAYS days, is refused (on `to`).
 */
export const collectionQuerySchema = v.pipe(
  v.object({ from: dayParam('from'), to: dayParam('to') }),
  dateRangeCheck(),
  v.forward(
    v.check(
      // A day refused by its own check is never counted from (daysBetween throws on it).
      (query) =>
        !query.from ||
        !query.to ||
        !isIsoDate(query.from) ||
        !isIsoDate(query.to) ||
        daysBetween(query.from, query.to) < COLLECTION_MAX_DAYS,
      COLLECTION_RANGE_MESSAGE,
    ),
    ['to'],
  ),
);
export type CollectionQuery = v.InferOutput<typeof collectionQuerySchema>;

/** A payment undone after it was taken: when, by whom (username, and name) and why. */
export const undoneSchema = v.object({ at: v.string(), by: v.string(), by_name: personName, reason: v.string() });
export type Undone = v.InferOutput<typeof undoneSchema>;

/** A fee taken: cash at the counter (its receipt) or an online payment verified (its UPI reference). */
export const collectionEntrySchema = v.object({
  application_no: v.string(),
  name: v.string(),
  course: v.string(),
  mode: v.picklist(PAYMENT_MODES),
  amount: v.number(),
  /** The counter receipt's number (cash); null for an online payment. */
  receipt_no: v.nullable(v.string()),
  /** The 12-digit UPI reference (online); null for cash. */
  reference: v.nullable(v.string()),
  /** When the cash was recorded or the payment verified (ISO 8601, UTC). */
  at: v.string(),
  /** Who recorded or verified it: the office username (what the totals by person group by) … */
  by: v.nullable(v.string()),
  /** … and the person's name. */
  by_name: personName,
  /** Taken back later (not counted); null while it stands. */
  undone: v.nullable(undoneSchema),
});
export type CollectionEntry = v.InferOutput<typeof collectionEntrySchema>;

const totalSchema = v.object({ count: v.number(), amount: v.number() });
export const collectionAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    from: v.string(),
    to: v.string(),
    /** Oldest first; the undone ones among them, each where it was taken. */
    entries: v.array(collectionEntrySchema),
    /** Of the entries that stand (the undone ones left out). */
    totals: v.object({
      all: totalSchema,
      by_mode: v.array(v.object({ mode: v.picklist(PAYMENT_MODES), count: v.number(), amount: v.number() })),
      /** Per person (username), named by the name of their latest entry in the days; ordered by name. */
      by_accountant: v.array(
        v.object({ by: v.nullable(v.string()), by_name: personName, count: v.number(), amount: v.number() }),
      ),
    }),
  }),
});
export type CollectionAnswer = v.InferOutput<typeof collectionAnswerSchema>;
export type CollectionReport = CollectionAnswer['data'];

// ---- The payment history ------------------------------------------------------------------------

/** Where a payment stands in the history: its state, or undone (taken back, nothing since). */
export const HISTORY_STATES = ['claimed', 'due_at_counter', 'verified', 'returned', 'undone'] as const;
export type HistoryState = (typeof HISTORY_STATES)[number];
export const HISTORY_STATE_TEXT: Record<HistoryState, string> = {
  claimed: 'Claimed online, being verified',
  due_at_counter: 'Cash due at the counter',
  verified: 'Verified: fee paid',
  returned: 'Returned to the applicant',
  undone: 'Undone: fee open again',
};
export const HISTORY_PAGE_SIZE = 50;
export const SEARCH_MAX = 100;
const searchText = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`)),
);

export const historyQuerySchema = v.object({
  q: searchText,
  state: v.optional(v.picklist(HISTORY_STATES, `state must be one of ${HISTORY_STATES.join(', ')}`)),
  page: wholeNumberParam('page', PAYMENTS_MAX_PAGE),
});
export type HistoryQuery = v.InferOutput<typeof historyQuerySchema>;

export const historyRowSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  course: v.string(),
  mode: v.picklist(PAYMENT_MODES),
  amount: v.number(),
  /** The UPI reference of an online payment; null for cash. */
  reference: v.nullable(v.string()),
  receipt_no: v.nullable(v.string()),
  state: v.picklist(HISTORY_STATES),
  /** When the applicant sent it (the claim, or cash chosen). */
  paid_at: v.string(),
  confirmed_at: v.nullable(v.string()),
  confirmed_by: v.nullable(v.string()),
  confirmed_by_name: personName,
  return_reason: v.nullable(v.string()),
  /** The last undo while the payment stands undone (with the receipt number it freed); null otherwise. */
  undone: v.nullable(v.object({ ...undoneSchema.entries, receipt_no: v.nullable(v.string()) })),
});
export type HistoryRow = v.InferOutput<typeof historyRowSchema>;
export const historyAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({ rows: v.array(historyRowSchema), total: v.number(), page: v.number(), pages: v.number() }),
});
export type HistoryAnswer = v.InferOutput<typeof historyAnswerSchema>;

// ---- Finding an application to pay --------------------------------------------------------------

/**
 * What the fee is found for: `cash` at the counter (no payment yet, cash due, or a returned claim),
 * or a `statement` credit matched by hand (those, or a claim whose reference is not in the
 * statement). Never a void or rejected application, one whose fee is paid, or one of another session.
 */
export const PAYABLE_PURPOSES = ['cash', 'statement'] as const;
export type PayablePurpose = (typeof PAYABLE_PURPOSES)[number];
export const PAYABLE_LIMIT = 20;
export const SEARCH_TOO_SHORT_MESSAGE = 'Type at least 2 letters or digits of the name, number or mobile number';
export const payableQuerySchema = v.object({
  q: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(2, SEARCH_TOO_SHORT_MESSAGE),
    v.maxLength(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`),
  ),
  for: v.optional(v.picklist(PAYABLE_PURPOSES, `for must be one of ${PAYABLE_PURPOSES.join(', ')}`), 'cash'),
});
export type PayableQuery = v.InferOutput<typeof payableQuerySchema>;

export const payableApplicationSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  father: v.string(),
  course: v.string(),
  fee: v.number(),
  /** The mobile number's last four digits, to tell namesakes apart. */
  mobile_end: v.string(),
  /** Where the fee stands: null when no payment is recorded. */
  payment_state: v.nullable(v.picklist(PAYMENT_STATES)),
  /** The UPI reference of a claim or a returned claim; null otherwise. */
  reference: v.nullable(v.string()),
});
export type PayableApplication = v.InferOutput<typeof payableApplicationSchema>;
export const payableAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    rows: v.array(payableApplicationSchema),
    /** More than PAYABLE_LIMIT match: type more of the name or number. */
    more: v.boolean(),
  }),
});
export type PayableAnswer = v.InferOutput<typeof payableAnswerSchema>;

/** A search that looks like a mobile number, as the mobile column keeps it (digits, no +91 or 0). */
export const mobileDigitsOf = (q: string) =>
  /^\+?[\d\s-]+$/.test(q)
    ? q
        .replace(/[\s-]/g, '')
        .replace(/^(\+91|0)(?=\d{10}$)/, '')
        .replace(/^\+/, '')
    : '';
