// Shared by the results remote (a browser bundle) and the results service: import nothing but valibot
// and the kit's bilingual register (browser-safe).
import { said } from '@college/service-kit/bilingual';
import * as v from 'valibot';

// Full public paths: the gateway proxies them to the service unchanged.
export const RESULT_PATH = '/api/v1/api/getResultByRollNo';
/** The exams whose results can be looked up, newest first (the result page's choice of exam). */
export const EXAMS_PATH = '/api/v1/api/getTalentExams';
/** What the gateway sends to this service (gateway/src/service-routes.ts). */
export const PUBLIC_PATHS = [RESULT_PATH, EXAMS_PATH] as const;

// ---- Exams ------------------------------------------------------------------------------

/**
 * A Talent Search Exam as the public sees it: the office adds one a year (office-contract/results.ts),
 * and every result belongs to one. The year names it (one exam a year).
 */
export const talentExamSchema = v.object({
  year: v.number(),
  name_en: v.string(),
  name_hi: v.string(),
  /** YYYY-MM-DD */
  held_on: v.string(),
});
export type TalentExam = v.InferOutput<typeof talentExamSchema>;

/** The exams that have results, newest first: what the result page offers. */
export const examsAnswerSchema = v.object({ result: v.literal('success'), data: v.array(talentExamSchema) });
export type ExamsAnswer = v.InferOutput<typeof examsAnswerSchema>;

/** An exam's name in a page's language. */
export const examName = (exam: Pick<TalentExam, 'name_en' | 'name_hi'>, lang: string) =>
  lang === 'hi' ? exam.name_hi : exam.name_en;

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

export const EXAM_YEAR_MESSAGE = said(
  'Choose the exam from the list (its year, such as 2025)',
  'कृपया सूची से परीक्षा चुनें (उसका वर्ष, जैसे 2025)',
);

/**
 * The exam asked about, by its year (2025 or "2025"); absent or empty: the newest exam that has
 * results, as before exams were data, so old links and scripts keep working.
 */
export const examYearSchema = v.pipe(
  v.optional(v.union([v.string(), v.number()], EXAM_YEAR_MESSAGE)),
  v.transform((value) => (value === undefined ? '' : String(value).trim())),
  v.regex(/^(\d{4})?$/, EXAM_YEAR_MESSAGE),
  v.transform((value) => (value === '' ? undefined : Number(value))),
);

/** Body of POST getResultByRollNo; the result page's form validates with the same schema. */
export const resultQuerySchema = v.object({ rollno: rollNumberSchema, year: examYearSchema });

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

/** A year no exam on this site was held in; built in the asker's language like notFoundMessage. */
export const unknownExamMessage = (year: number, lang: 'en' | 'hi' = 'en') =>
  lang === 'hi'
    ? `वर्ष ${year} की कोई प्रतिभा खोज परीक्षा इस साइट पर नहीं है। कृपया सूची से परीक्षा चुनें।`
    : `There is no Talent Search Exam of ${year} on this site. Choose the exam from the list.`;

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

/** The look-up's answer: the result sheet's fields as before, and the exam the result belongs to. */
export const publicResultSchema = v.object({ ...talentResultSchema.entries, exam: talentExamSchema });

export const resultResponseSchema = v.object({
  result: v.literal('success'),
  data: publicResultSchema,
});

export type TalentResult = v.InferOutput<typeof talentResultSchema>;
export type PublicResult = v.InferOutput<typeof publicResultSchema>;
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

/**
 * Where a student's certificate is printed from: the exam's year in the query (without it, the
 * newest exam's, which is what every link meant before exams were data).
 */
export const certificatePath = (rollno: string, year?: number) => {
  const page = `/certificate/${encodeURIComponent(rollno)}`;
  return year === undefined ? page : `${page}?year=${year}`;
};
