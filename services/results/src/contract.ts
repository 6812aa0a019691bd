// Shared by the results remote (a browser bundle) and the results service: import nothing but valibot
// and the kit's bilingual register (browser-safe).
import { said } from '@college/service-kit/bilingual';
import * as v from 'valibot';

// Full public path: the gateway proxies it to the service unchanged.
export const RESULT_PATH = '/api/v1/api/getResultByRollNo';
/** What the gateway sends to this service (gateway/src/service-routes.ts). */
export const PUBLIC_PATHS = [RESULT_PATH] as const;

/** The Talent Search Exam this service holds the results of. */
export const EXAM = {
  name: said('Talent Search Exam 2024', 'प्रतिभा खोज परीक्षा 2024'),
  /** YYYY-MM-DD */
  heldOn: '2024-01-07',
};

// ---- Look-up ----------------------------------------------------------------------------

export const ROLL_NUMBER_MISSING = said('Enter your roll number', 'अपना अनुक्रमांक भरें');
export const ROLL_NUMBER_MAX_LENGTH = 20;
export const ROLL_NUMBER_FORMAT_MESSAGE = said(
  'Enter the roll number as printed on your admit card: letters, digits, - or / only, at most 20 characters',
  'कृपया अनुक्रमांक वैसा ही लिखें जैसा आपके प्रवेश पत्र पर छपा है: केवल अक्षर, अंक, - या /, अधिकतम 20 अक्षर',
);

/**
 * A roll number as people type it: spaces around it are dropped and letters compared in capitals,
 * so "tse-12 " finds "TSE-12". A number sent by a script (240001) is read as its digits.
 */
export const rollNumberSchema = v.pipe(
  v.optional(
    v.union(
      [v.string(), v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String))],
      ROLL_NUMBER_FORMAT_MESSAGE,
    ),
    '',
  ),
  v.trim(),
  v.nonEmpty(ROLL_NUMBER_MISSING),
  v.maxLength(ROLL_NUMBER_MAX_LENGTH, ROLL_NUMBER_FORMAT_MESSAGE),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, ROLL_NUMBER_FORMAT_MESSAGE),
  v.toUpperCase(),
);

/** Body of POST getResultByRollNo; the result page's form validates with the same schema. */
export const resultQuerySchema = v.object({ rollno: rollNumberSchema });

export type ResultQueryInput = v.InferInput<typeof resultQuerySchema>;
export type ResultQuery = v.InferOutput<typeof resultQuerySchema>;

/**
 * "No result found for roll number 240999. Check the number on your admit card." Built in the
 * asker's language rather than with said(): every roll number asked would stay in said()'s register.
 */
export const notFoundMessage = (rollno: string, lang: 'en' | 'hi' = 'en') =>
  lang === 'hi'
    ? `अनुक्रमांक ${rollno} का कोई परिणाम नहीं मिला। कृपया अपने प्रवेश पत्र पर छपा अनुक्रमांक देखकर फिर प्रयास करें।`
    : `No result found for roll number ${rollno}. Check the number on your admit card and try again.`;

// ---- Answer -----------------------------------------------------------------------------

/** '1' or '0', as the result sheet writes its flags. */
const flag = v.picklist(['0', '1']);

/**
 * One student's result, with the spec's field names. Every value is text as on the result sheet;
 * a field that does not apply (the score of an absent student) is ''. `certificate_no` is '' unless
 * the student may print a certificate (see certificateBlocker).
 */
export const talentResultSchema = v.object({
  rollno: v.string(),
  certificate_no: v.string(),
  student_name: v.string(),
  father_name: v.string(),
  school_name: v.string(),
  score: v.string(),
  result: v.string(),
  prize: v.string(),
  remark: v.string(),
  /** '1': the student did not sit the exam. */
  absent: flag,
  /** '0': the result is withheld. */
  result_status: flag,
});

export const resultResponseSchema = v.object({
  result: v.literal('success'),
  data: talentResultSchema,
});

export type TalentResult = v.InferOutput<typeof talentResultSchema>;
export type ResultResponse = v.InferOutput<typeof resultResponseSchema>;

/**
 * Why a result has no certificate, or null when it has one (the link shows only when
 * absent is not '1' and result_status is not '0').
 */
export function certificateBlocker(
  result: Pick<TalentResult, 'absent' | 'result_status'>,
): 'absent' | 'withheld' | null {
  if (result.absent === '1') return 'absent';
  if (result.result_status === '0') return 'withheld';
  return null;
}

/** What the result page and the certificate page say instead of a certificate. */
export const NO_CERTIFICATE_MESSAGES = {
  absent: said(
    'No certificate: the student was absent from the exam.',
    'प्रमाण पत्र नहीं: छात्र/छात्रा परीक्षा में अनुपस्थित रहे।',
  ),
  withheld: said(
    'No certificate: this result is withheld. Please contact the college office.',
    'प्रमाण पत्र नहीं: यह परिणाम रोका गया है। कृपया महाविद्यालय कार्यालय से संपर्क करें।',
  ),
} as const;

/** Where a student's certificate is printed from. */
export const certificatePath = (rollno: string) => `/certificate/${encodeURIComponent(rollno)}`;
