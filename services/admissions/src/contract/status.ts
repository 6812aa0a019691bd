// After applying: where an application stands, the status look-up, the printable application,
// the forgotten application number and what the applicant is asked to send again.
import * as v from 'valibot';
import { accessCodeField } from '@college/service-kit/access-code';
import { said } from '@college/service-kit/bilingual';
import {
  APPLICANT_FILE_FIELDS,
  type ApplicantFileField,
  applicationSummarySchema,
  MISSING,
  mobileNumberSaying,
  QUALIFYING_EXAMS,
  typedDate,
} from './form';
import { paymentRecordSchema } from './payment';

/** Where an application stands at the office (migration 008); every one starts 'submitted'. */
export const APPLICATION_STATES = [
  'submitted',
  'under_scrutiny',
  'query_raised',
  'verified',
  'rejected',
  'admitted',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const APPLICATION_STATE_TEXT: Record<ApplicationState, string> = {
  submitted: 'Submitted',
  under_scrutiny: 'Under scrutiny',
  query_raised: 'Query raised',
  verified: 'Verified',
  rejected: 'Rejected',
  admitted: 'Admitted',
};

// ---- Application status (pay later, reprint) ------------------------------------------------

export const APPLICATION_NUMBER = /^ADM\d{4}-\d{6}$/;
export const APPLICATION_NUMBER_MESSAGE = said(
  'Application number looks like ADM2025-000123',
  'आवेदन संख्या ADM2025-000123 जैसी होती है',
);
export const STATUS_NOT_FOUND_MESSAGE = said(
  'No application matches this application number, date of birth and access code.',
  'इस आवेदन संख्या, जन्म तिथि और एक्सेस कोड से कोई आवेदन नहीं मिला।',
);

// The access code printed on the acknowledgement (K7QM-4XPA) and the wait after wrong answers: the
// kit's, the same as every look-up of the portal.
export {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MESSAGE,
  formatAccessCode,
  lookupWaitMessage,
  normaliseAccessCode,
} from '@college/service-kit/access-code';

/** What each look-up field says when left empty: the field named, as on the admission form. */
export const LOOKUP_MISSING = {
  application_no: said('Enter your application number', 'अपनी आवेदन संख्या भरें'),
  access_code: said('Enter your access code', 'अपना एक्सेस कोड भरें'),
  dob: MISSING.dob,
  mobile: MISSING.mobile,
} as const;

export const statusQuerySchema = v.object({
  application_no: v.pipe(
    v.optional(v.string(LOOKUP_MISSING.application_no), ''),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(LOOKUP_MISSING.application_no),
    v.regex(APPLICATION_NUMBER, APPLICATION_NUMBER_MESSAGE),
  ),
  dob: typedDate(LOOKUP_MISSING.dob),
  access_code: accessCodeField(LOOKUP_MISSING.access_code),
});
export type StatusQuery = v.InferOutput<typeof statusQuerySchema>;

/**
 * The acknowledgement: what the applicant may see again with number, date of birth and access
 * code. Unpaid, it carries a fresh payment token, so /payment can take the fee ("pay later").
 */
export const acknowledgementSchema = v.object({
  ...applicationSummarySchema.entries,
  payment_token: v.nullable(v.string()),
  submitted_at: v.string(),
  dob: v.string(),
  subjects: v.object({
    major: v.array(v.string()),
    minor: v.string(),
    cocurricular: v.string(),
    vocational: v.string(),
  }),
  payment: v.nullable(paymentRecordSchema),
});
export type Acknowledgement = v.InferOutput<typeof acknowledgementSchema>;

// statusResponseSchema (with where the application stands) is defined after APPLICATION_STATES, below.

// ---- The printable application -----------------------------------------------------------------

/** Only the last four digits ever leave the service: XXXX XXXX 1234. */
export const MASKED_AADHAAR = /^XXXX XXXX \d{4}$/;
/** A stored photo or signature, inline: the page's CSP allows img-src data:. */
export const IMAGE_DATA_URL = /^data:image\/(?:jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/;
const imageDataUrl = v.nullable(v.pipe(v.string(), v.regex(IMAGE_DATA_URL)));

/**
 * The application as the applicant submitted it, for the one-page printout the office accepts: every
 * field (places, course and subjects by name, the Aadhaar number masked), the qualifying examination
 * (null for applications made before it was asked), the payment, and the photo and signature as
 * `data:` URLs (null only if the file is missing). Asked for with the status look-up's three proofs
 * (statusQuerySchema); the other documents stay with the office.
 */
export const printableApplicationSchema = v.object({
  application_no: v.string(),
  submitted_at: v.string(),
  name: v.string(),
  father: v.string(),
  mother: v.string(),
  dob: v.string(),
  gender: v.string(),
  aadhaar_masked: v.pipe(v.string(), v.regex(MASKED_AADHAAR)),
  mobile: v.string(),
  email: v.string(),
  category: v.string(),
  income_amount: v.nullable(v.number()),
  caste_no: v.nullable(v.string()),
  issue_date: v.nullable(v.string()),
  religion: v.string(),
  marital: v.string(),
  handicap: v.string(),
  dis_type: v.nullable(v.string()),
  pwd_percent: v.nullable(v.number()),
  address: v.string(),
  state: v.string(),
  /** The state's Hindi name, for a Hindi page (districts and sub-districts have none); absent from a service before it. */
  state_hi: v.optional(v.nullable(v.string()), null),
  district: v.string(),
  sub_district: v.string(),
  pincode: v.string(),
  course: v.string(),
  fee: v.number(),
  tc: v.string(),
  subjects: acknowledgementSchema.entries.subjects,
  qualifying: v.nullable(
    v.object({
      /** What the marks are of; an answer from before it was kept says nothing: the Intermediate. */
      exam: v.optional(v.picklist(QUALIFYING_EXAMS), 'intermediate'),
      board: v.string(),
      year: v.number(),
      roll: v.string(),
      marks: v.number(),
      max: v.number(),
      percent: v.string(),
    }),
  ),
  payment: v.nullable(paymentRecordSchema),
  photo: imageDataUrl,
  signature: imageDataUrl,
});
export type PrintableApplication = v.InferOutput<typeof printableApplicationSchema>;

export const applicationFormResponseSchema = v.object({
  result: v.literal('success'),
  data: printableApplicationSchema,
});
export type ApplicationFormResponse = v.InferOutput<typeof applicationFormResponseSchema>;

// ---- Forgotten application number ---------------------------------------------------------------

/** Never says which of the two was wrong: either may be, or there may be no application at all. */
export const FORGOT_NOT_FOUND_MESSAGE = said(
  'No application matches this mobile number and date of birth.',
  'इस मोबाइल नंबर और जन्म तिथि से कोई आवेदन नहीं मिला।',
);
/** Several applications may share a mobile number and date of birth (twins on a parent's phone): the newest this many. */
export const FORGOT_MAX_MATCHES = 5;
/** The digits of the application number shown; the rest is masked. */
export const SHOWN_DIGITS = 4;
/** ADM2025-000123 → ADM2025-XX0123: the year and the last digits, enough to recognise, not to look up with. */
export const maskApplicationNumber = (applicationNo: string) => {
  const [prefix, digits] = applicationNo.split('-');
  return `${prefix}-${'X'.repeat(Math.max(0, digits.length - SHOWN_DIGITS))}${digits.slice(-SHOWN_DIGITS)}`;
};

export const forgotNumberQuerySchema = v.object({
  mobile: mobileNumberSaying(LOOKUP_MISSING.mobile),
  dob: typedDate(LOOKUP_MISSING.dob),
});
export type ForgotNumberQuery = v.InferOutput<typeof forgotNumberQuerySchema>;

/**
 * The masked number of every standing application that matches, newest first (the newest alone in
 * masked_application_no, as a service before several matches answered), and whether a full number
 * was also queued for an application's own e-mail (the kit's outbox, decision 012): each matching
 * application gets its own number at its own address, never another's.
 */
export const forgotNumberResponseSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    masked_application_no: v.string(),
    masked_application_nos: v.optional(v.array(v.string())),
    emailed: v.boolean(),
  }),
});
export type ForgotNumberResponse = v.InferOutput<typeof forgotNumberResponseSchema>;

// ---- Where the application stands, for the applicant ----------------------------------------------

/** A document the office asked about: what it is and why, in the applicant's words. */
export const queriedDocumentSchema = v.object({
  field: v.picklist(APPLICANT_FILE_FIELDS as [ApplicantFileField, ...ApplicantFileField[]]),
  label: v.string(),
  reason: v.string(),
  /** The officer's own words, when given. */
  note: v.nullable(v.string()),
});
export type QueriedDocument = v.InferOutput<typeof queriedDocumentSchema>;

/**
 * The status look-up's answer: the acknowledgement, where the application stands at the office,
 * the reason of a rejection, and (while a query is raised) each document to send again.
 */
// ---- Corrections by the applicant (see corrections.ts) ---------------------------------------

/**
 * What an applicant may correct: the spelling of the three names, the mobile number, the e-mail
 * address, the address line and the pincode. Not the Aadhaar number, the date of birth (a proof
 * of the look-up), the course, subjects or category (seats and fees follow them): those the
 * office changes, with the documents in hand.
 */
export const CORRECTABLE_FIELDS = [
  'fname',
  'father_fname',
  'mother_fname',
  'mobile',
  'email',
  'address',
  'pincode',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/**
 * While the application waits for the office (state 'submitted'), the status answer carries what
 * may be corrected: the fields as stored, and the version they were read at.
 */
export const correctableSchema = v.object({
  version: v.number(),
  values: v.object(
    Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, v.string()])) as Record<
      CorrectableField,
      v.StringSchema<undefined>
    >,
  ),
});
export type Correctable = v.InferOutput<typeof correctableSchema>;

/** One saved correction: when, and each field changed from what to what. */
export const correctionRecordSchema = v.object({
  at: v.string(),
  changes: v.array(v.object({ field: v.picklist(CORRECTABLE_FIELDS), before: v.string(), after: v.string() })),
});
export type CorrectionRecord = v.InferOutput<typeof correctionRecordSchema>;

export const applicationStandingSchema = v.object({
  ...acknowledgementSchema.entries,
  // Defaults for an answer of a service from before the scrutiny (a remote may be deployed first).
  state: v.optional(v.picklist(APPLICATION_STATES), 'submitted'),
  rejection_reason: v.optional(v.nullable(v.string()), null),
  queried: v.optional(v.array(queriedDocumentSchema), []),
  correctable: v.optional(v.nullable(correctableSchema), null),
  corrections: v.optional(v.array(correctionRecordSchema), []),
});
export type ApplicationStanding = v.InferOutput<typeof applicationStandingSchema>;
export const statusResponseSchema = v.object({ result: v.literal('success'), data: applicationStandingSchema });
export type StatusResponse = v.InferOutput<typeof statusResponseSchema>;

/** The re-upload's answer: where the application stands now (the documents still to send, if any). */
export const reuploadAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.pick(applicationStandingSchema, ['state', 'rejection_reason', 'queried']),
});
export type ReuploadAnswer = v.InferOutput<typeof reuploadAnswerSchema>;

export const REUPLOAD_RECEIVED = said(
  'Thank you. The college office has your new documents and will check them again.',
  'धन्यवाद। महाविद्यालय कार्यालय को आपके नए दस्तावेज़ मिल गए हैं और वह उनकी फिर से जाँच करेगा।',
);
export const REUPLOAD_NOT_QUERIED_MESSAGE = said(
  'The college office did not ask for this document again; only the documents listed can be sent.',
  'महाविद्यालय कार्यालय ने यह दस्तावेज़ दोबारा नहीं माँगा है; केवल सूची में दिए गए दस्तावेज़ ही भेजे जा सकते हैं।',
);
export const REUPLOAD_NOTHING_MESSAGE = said(
  'Please choose the new file of at least one of the documents listed.',
  'कृपया सूची में दिए गए दस्तावेज़ों में से कम से कम एक की नई फ़ाइल चुनें।',
);
export const REUPLOAD_CHANGED_MESSAGE = said(
  'The college office changed your application while you were sending the files; please look it up again.',
  'आपके फ़ाइलें भेजते समय महाविद्यालय कार्यालय ने आपके आवेदन में बदलाव किया; कृपया अपना आवेदन फिर से खोजें।',
);
export const REUPLOAD_NO_QUERY_MESSAGE = said(
  'The college office has not asked for any document of this application; there is nothing to send.',
  'महाविद्यालय कार्यालय ने इस आवेदन का कोई दस्तावेज़ नहीं माँगा है; भेजने के लिए कुछ नहीं है।',
);
