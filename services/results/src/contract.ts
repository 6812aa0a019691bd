// Shared by the results remote (a browser bundle) and the results service: import nothing but valibot.
import * as v from 'valibot';

// Full public path: the gateway proxies it to the service unchanged.
export const RESULT_PATH = '/api/v1/api/getResultByRollNo';
/** What the gateway sends to this service (gateway/src/service-routes.ts). */
export const PUBLIC_PATHS = [RESULT_PATH] as const;

/** The Talent Search Exam this service holds the results of (spec §9). */
export const EXAM = {
  name: 'Talent Search Exam 2024',
  /** YYYY-MM-DD */
  heldOn: '2024-01-07',
  heldOnText: '7 January 2024',
} as const;

// ---- Look-up ----------------------------------------------------------------------------

export const FILL_VALUE = 'Fill value';
export const ROLL_NUMBER_MAX_LENGTH = 20;
export const ROLL_NUMBER_FORMAT_MESSAGE =
  'Enter the roll number as printed on your admit card: letters, digits, - or / only, at most 20 characters';

/**
 * A roll number as people type it: spaces around it are dropped and letters compared in capitals,
 * so "tse-12 " finds "TSE-12". A number sent by a script (240001) is read as its digits.
 */
export const rollNumberSchema = v.pipe(
  v.optional(
    v.union([v.string(), v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String))], ROLL_NUMBER_FORMAT_MESSAGE),
    '',
  ),
  v.trim(),
  v.nonEmpty(FILL_VALUE),
  v.maxLength(ROLL_NUMBER_MAX_LENGTH, ROLL_NUMBER_FORMAT_MESSAGE),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, ROLL_NUMBER_FORMAT_MESSAGE),
  v.toUpperCase(),
);

/** Body of POST getResultByRollNo; the result page's form validates with the same schema. */
export const resultQuerySchema = v.object({ rollno: rollNumberSchema });

export type ResultQueryInput = v.InferInput<typeof resultQuerySchema>;
export type ResultQuery = v.InferOutput<typeof resultQuerySchema>;

/** "No result found for roll number 240999. Check the number on your admit card." */
export const notFoundMessage = (rollno: string) =>
  `No result found for roll number ${rollno}. Check the number on your admit card and try again.`;

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
 * Why a result has no certificate, or null when it has one (spec §4: the link shows only when
 * absent is not '1' and result_status is not '0').
 */
export function certificateBlocker(result: Pick<TalentResult, 'absent' | 'result_status'>): 'absent' | 'withheld' | null {
  if (result.absent === '1') return 'absent';
  if (result.result_status === '0') return 'withheld';
  return null;
}

/** What the result page and the certificate page say instead of a certificate. */
export const NO_CERTIFICATE_MESSAGES = {
  absent: 'No certificate: the student was absent from the exam.',
  withheld: 'No certificate: this result is withheld. Please contact the college office.',
} as const;

/** Where a student's certificate is printed from. */
export const certificatePath = (rollno: string) => `/certificate/${encodeURIComponent(rollno)}`;
