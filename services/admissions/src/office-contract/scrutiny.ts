// The office's document scrutiny (decision 013): shared by the admissions remote
// (a browser bundle, as '@college/admissions-service/office/scrutiny') and the service. Valibot only.
import * as v from 'valibot';
import { maxLengthMessage, multiLine } from '@college/service-kit/text-rules';
import { said } from '@college/service-kit/bilingual';
import { personName } from '@college/service-kit/office-query';
import { APPLICANT_FILE_FIELDS, type ApplicantFileField, APPLICATION_STATES, officeApplicationPath } from '../contract';

// ---- Paths (under the office door, decision 011) ------------------------------------------------

/** GET: every current document with its review and its versions; the verdict so far. */
export const scrutinyPath = (applicationNo: string) => `${officeApplicationPath(applicationNo)}/scrutiny`;
/** POST: approve, reject or query one document. */
export const documentReviewPath = (applicationNo: string, field: string) =>
  `${scrutinyPath(applicationNo)}/documents/${encodeURIComponent(field)}`;
/** POST: the office page's one save: the decisions on several documents, all kept or none. */
export const documentReviewsPath = (applicationNo: string) => `${scrutinyPath(applicationNo)}/reviews`;
/** POST: send every queried document to the applicant at once. */
export const sendQueryPath = (applicationNo: string) => `${scrutinyPath(applicationNo)}/query`;
/** POST: verify or reject the application. */
export const verdictPath = (applicationNo: string) => `${scrutinyPath(applicationNo)}/verdict`;
/** A rejection undone by the admission officer: the application goes back under scrutiny. */
export const reopenPath = (applicationNo: string) => `${scrutinyPath(applicationNo)}/reopen`;
/** GET: an older (superseded) version of a document, streamed like the current one; n from 1. */
export const documentVersionPath = (applicationNo: string, field: string, n: number) =>
  `${officeApplicationPath(applicationNo)}/documents/${encodeURIComponent(field)}/versions/${n}`;

// ---- Reasons ----------------------------------------------------------------------------------

export const REVIEW_DECISIONS = ['approved', 'rejected', 'queried'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_DECISION_TEXT: Record<ReviewDecision, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  queried: 'Query',
};

/** The common reasons a document is queried or rejected; 'other' needs the officer's own words. */
export const REASON_CODES = [
  'unreadable',
  'wrong_document',
  'name_mismatch',
  'incomplete',
  'expired',
  'other',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];
/**
 * In words the applicant reads too (the status page and the query mail show them): in both
 * languages, the applicant's; the office shows the English.
 */
export const REASON_TEXT: Record<ReasonCode, string> = {
  unreadable: said(
    'The document cannot be read (blurred, too dark or cut off).',
    'दस्तावेज़ पढ़ा नहीं जा सकता (धुंधला, बहुत गहरा या कटा हुआ है)।',
  ),
  wrong_document: said('This is not the document that was asked for.', 'यह वह दस्तावेज़ नहीं है जो माँगा गया था।'),
  name_mismatch: said(
    'The name on the document does not match the name on the form.',
    'दस्तावेज़ पर लिखा नाम आवेदन पत्र में भरे नाम से मेल नहीं खाता।',
  ),
  incomplete: said(
    'Part of the document is missing (a page or a side).',
    'दस्तावेज़ का कुछ भाग नहीं है (कोई पृष्ठ या एक ओर का भाग)।',
  ),
  expired: said('The document is no longer valid.', 'दस्तावेज़ अब वैध नहीं है।'),
  other: said('See the note below.', 'नीचे दी गई टिप्पणी देखें।'),
};
/** The reason list's option labels in the office. */
export const REASON_LABELS: Record<ReasonCode, string> = {
  unreadable: 'Unreadable',
  wrong_document: 'Wrong document',
  name_mismatch: 'Name mismatch',
  incomplete: 'Incomplete',
  expired: 'Expired',
  other: 'Other (write the reason)',
};

export const NOTE_MAX = 500;
export const MESSAGES = {
  version: 'The version of the application you saw is missing; reload the page.',
  documentStale:
    'Someone else reviewed this document, or a new file of it came, while you were looking at it; reload to see it, then review it again if needed.',
  /** The batch's 409: which document, since several were sent. */
  documentStaleNamed: (label: string) =>
    `Someone else reviewed the ${label}, or a new file of it came, while you were looking at it; nothing was saved. Reload to see it, then save your decisions again.`,
  seen: 'The document as you saw it is missing; reload the page.',
  reviewsList: 'Send the decisions as a list, one entry per document.',
  nothingToSave: 'Choose a decision for at least one document.',
  documentTwice: 'This document is in the list twice.',
  decision: 'Choose approve, reject or query.',
  reasonNeeded: 'Choose a reason.',
  reasonCode: 'Choose a reason from the list.',
  noteNeeded: 'Write the reason in a few words: the applicant reads it.',
  verdict: 'Choose verify or reject.',
  verdictReasonNeeded: 'Write why the application is rejected: the applicant reads it.',
  stale: 'Someone else changed this application while you were looking at it; reload to see the change.',
  notAllApproved: 'Every document must be approved before the application can be verified.',
  nothingQueried: 'No document is marked with a query: mark the documents to ask about first.',
  noSuchDocument: 'This application has no such document.',
  awaitingApplicant: 'A query is with the applicant: wait for the new documents, or reject the application.',
  closed: (state: string) => `This application is ${state.replace('_', ' ')}: its scrutiny is closed.`,
  voided: 'This application is void: its scrutiny is closed.',
  notRejected: 'Only a rejected application can be reopened.',
  reopenReasonNeeded: 'Write why the application is reopened: the applicant reads it.',
} as const;

const version = v.pipe(v.number(MESSAGES.version), v.integer(MESSAGES.version), v.minValue(1, MESSAGES.version));
const note = v.pipe(v.optional(v.string(), ''), multiLine, v.trim(), v.maxLength(NOTE_MAX, maxLengthMessage(NOTE_MAX)));

/**
 * The document as the reviewer saw it: its version number and its review's time (null when
 * unreviewed). With them, a review is checked against this document alone, so two verifiers
 * reviewing different documents of one application never collide.
 */
const seen = v.object(
  {
    n: v.pipe(v.number(MESSAGES.seen), v.integer(MESSAGES.seen), v.minValue(1, MESSAGES.seen)),
    reviewed_at: v.nullable(v.string(MESSAGES.seen)),
  },
  MESSAGES.seen,
);

/** What every review holds, alone or in the page's batch. */
const reviewEntries = {
  decision: v.picklist(REVIEW_DECISIONS, MESSAGES.decision),
  reason_code: v.optional(
    v.union([v.literal(''), v.picklist(REASON_CODES, MESSAGES.reasonCode)], MESSAGES.reasonCode),
    '',
  ),
  note,
};
type ReviewEntries = { decision: ReviewDecision; reason_code: '' | ReasonCode; note: string };
/** A query or a reject needs a reason from the list. */
const hasReason = (input: ReviewEntries) => input.decision === 'approved' || input.reason_code !== '';
/**
 * 'other' and every reject also need the officer's words (a rejected document ends the
 * application, so the applicant must learn why).
 */
const hasNote = (input: ReviewEntries) =>
  input.decision === 'approved' || input.note !== '' || (input.decision === 'queried' && input.reason_code !== 'other');

/** The two checks every review passes (alone or in the batch), each named at its field. */
const reviewChecks = <T extends ReviewEntries>() =>
  [
    v.forward<T, v.CheckIssue<T>, ['reason_code']>(v.check<T, string>(hasReason, MESSAGES.reasonNeeded), [
      'reason_code',
    ] as never),
    v.forward<T, v.CheckIssue<T>, ['note']>(v.check<T, string>(hasNote, MESSAGES.noteNeeded), ['note'] as never),
  ] as const;

/**
 * A document's review on its own. Without `seen` (an older page), it is checked against the
 * application's version instead of the document.
 */
const documentReviewObject = v.object({ version, seen: v.optional(seen), ...reviewEntries });
export const documentReviewSchema = v.pipe(
  documentReviewObject,
  ...reviewChecks<v.InferOutput<typeof documentReviewObject>>(),
);
export type DocumentReviewInput = v.InferInput<typeof documentReviewSchema>;
export type DocumentReview = v.InferOutput<typeof documentReviewSchema>;

/** One document's decision in the page's one save: which document, as seen, and the review. */
const documentDecisionObject = v.object({
  field: v.picklist(APPLICANT_FILE_FIELDS as [ApplicantFileField, ...ApplicantFileField[]], MESSAGES.noSuchDocument),
  seen,
  ...reviewEntries,
});
export const documentDecisionSchema = v.pipe(
  documentDecisionObject,
  ...reviewChecks<v.InferOutput<typeof documentDecisionObject>>(),
);
export type DocumentDecisionInput = v.InferInput<typeof documentDecisionSchema>;
export type DocumentDecision = v.InferOutput<typeof documentDecisionSchema>;

/**
 * The page's one save: each document at most once, each checked as its own review is; a problem
 * is named by its place in the list (`reviews.2.reason_code`).
 */
export const documentReviewsSchema = v.object({
  reviews: v.pipe(
    v.array(documentDecisionSchema, MESSAGES.reviewsList),
    v.minLength(1, MESSAGES.nothingToSave),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const fields = new Set<string>();
      dataset.value.forEach((review, index) => {
        if (fields.has(review.field))
          addIssue({
            message: MESSAGES.documentTwice,
            path: [
              { type: 'array', origin: 'value', input: dataset.value, key: index, value: review },
              { type: 'object', origin: 'value', input: review, key: 'field', value: review.field },
            ],
          });
        fields.add(review.field);
      });
    }),
  ),
});
export type DocumentReviewsInput = v.InferInput<typeof documentReviewsSchema>;
export type DocumentReviews = v.InferOutput<typeof documentReviewsSchema>;

export const sendQuerySchema = v.object({ version });

/** Reopening a rejected application: the version seen and why (required: the applicant is told). */
export const reopenSchema = v.object({
  version,
  reason: v.pipe(note, v.nonEmpty(MESSAGES.reopenReasonNeeded)),
});
export type ReopenInput = v.InferInput<typeof reopenSchema>;

export const VERDICTS = ['verified', 'rejected'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const verdictSchema = v.pipe(
  v.object({
    version,
    verdict: v.picklist(VERDICTS, MESSAGES.verdict),
    reason: note,
  }),
  v.forward(
    v.check((input) => input.verdict === 'verified' || input.reason !== '', MESSAGES.verdictReasonNeeded),
    ['reason'],
  ),
);
export type VerdictInput = v.InferInput<typeof verdictSchema>;

// ---- The answer ---------------------------------------------------------------------------------

export const reviewSchema = v.object({
  decision: v.picklist(REVIEW_DECISIONS),
  reason_code: v.nullable(v.picklist(REASON_CODES)),
  note: v.nullable(v.string()),
  by: v.string(),
  /** The reviewer's name (the username when none is known). */
  by_name: personName,
  at: v.string(),
});
export type Review = v.InferOutput<typeof reviewSchema>;

/** A superseded version, newest first; only the office can open it. */
export const documentVersionSchema = v.object({
  n: v.number(),
  kind: v.picklist(['jpeg', 'png', 'pdf']),
  size: v.number(),
  uploaded_at: v.string(),
  superseded_at: v.string(),
  review: v.nullable(reviewSchema),
  url: v.string(),
});

export const scrutinyDocumentSchema = v.object({
  field: v.string(),
  label: v.string(),
  kind: v.picklist(['jpeg', 'png', 'pdf']),
  size: v.number(),
  uploaded_at: v.string(),
  /** The current version's number (1 for the one sent with the form). */
  n: v.number(),
  url: v.string(),
  /** Null: pending (never reviewed, or re-uploaded since). */
  review: v.nullable(reviewSchema),
  history: v.array(documentVersionSchema),
});
export type ScrutinyDocument = v.InferOutput<typeof scrutinyDocumentSchema>;

export const scrutinySchema = v.object({
  application_no: v.string(),
  state: v.picklist(APPLICATION_STATES),
  version: v.number(),
  documents: v.array(scrutinyDocumentSchema),
  query_sent_at: v.nullable(v.string()),
  verdict: v.nullable(
    v.object({
      verdict: v.picklist(VERDICTS),
      reason: v.nullable(v.string()),
      by: v.string(),
      by_name: personName,
      at: v.string(),
    }),
  ),
});
export type Scrutiny = v.InferOutput<typeof scrutinySchema>;
export const scrutinyAnswerSchema = v.object({ result: v.literal('success'), data: scrutinySchema });
export type ScrutinyAnswer = v.InferOutput<typeof scrutinyAnswerSchema>;

/** The states in which the office can still review documents and decide. */
export const OPEN_STATES = ['submitted', 'under_scrutiny'] as const;
