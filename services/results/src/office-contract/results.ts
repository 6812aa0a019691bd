/**
 * The results office: the exams (one a year; added here), a result sheet imported by web into one
 * exam (preview, then commit; the exam's last import undone with a reason) and one roll number's
 * row corrected. Shared by the service (routes, the CLI's sheet reader) and the results remote
 * (office pages): valibot and the kit's browser-safe modules only. results_officer only, through
 * the gateway's door (decision 011).
 */
import { requiredText } from '@college/service-kit/text-rules';
import { isIsoDate } from '@college/settings/dates';
import * as v from 'valibot';
import { rollNumberSchema, type TalentResult, talentExamSchema, talentResultSchema } from '../contract';

const BASE = '/api/v1/office/results';
export const OFFICE_EXAMS_PATH = `${BASE}/exams`;
export const RESULT_IMPORT_PREVIEW_PATH = `${BASE}/imports/preview`;
export const RESULT_IMPORT_COMMIT_PATH = `${BASE}/imports/commit`;
export const RESULT_IMPORTS_PATH = `${BASE}/imports`;
export const importUndoPath = (id: string) => `${RESULT_IMPORTS_PATH}/${encodeURIComponent(id)}/undo`;
export const OFFICE_RESULTS_PATH = `${BASE}/results`;
/** One roll number's row of one exam (its year in the query; without it, the newest exam's). */
export const officeResultPath = (rollno: string, year?: number) =>
  `${OFFICE_RESULTS_PATH}/${encodeURIComponent(rollno)}${year === undefined ? '' : `?year=${year}`}`;

// ---- Exams -------------------------------------------------------------------------------------

export const EXAM_YEAR_MIN = 2000;
export const EXAM_YEAR_MAX = 2100;
const EXAM_NAME_MAX = 100;
export const CERTIFICATE_PREFIX_MAX = 20;
export const EXAM_NAME_EN_MESSAGE = "Write the exam's name in English, such as Talent Search Exam 2025";
export const EXAM_NAME_HI_MESSAGE = "Write the exam's name in Hindi, such as प्रतिभा खोज परीक्षा 2025";
export const EXAM_NAME_HI_SCRIPT_MESSAGE =
  'Write the Hindi name in Hindi letters (Devanagari), such as प्रतिभा खोज परीक्षा 2025: the Hindi pages show it';
export const EXAM_YEAR_NEEDED_MESSAGE = 'Enter the year of the exam, such as 2025';
export const EXAM_YEAR_RANGE_MESSAGE = `Enter the year as four digits, from ${EXAM_YEAR_MIN} to ${EXAM_YEAR_MAX}`;
export const EXAM_DATE_NEEDED_MESSAGE = 'Enter the date the exam was held';
export const EXAM_DATE_MESSAGE = 'Enter a real date (the date box, or YYYY-MM-DD such as 2025-01-12)';
export const EXAM_DATE_YEAR_MESSAGE = 'The exam was held in its year or the one before or after: check the date';
export const CERTIFICATE_PREFIX_NEEDED_MESSAGE =
  "Enter what this exam's certificate numbers begin with, such as TSE25-";
export const CERTIFICATE_PREFIX_MESSAGE = `Letters, digits, - or / only, at most ${CERTIFICATE_PREFIX_MAX} characters, such as TSE25-`;

/** The year of a new exam, typed (a form's text) or sent as a number. */
const examYearEntry = v.pipe(
  v.optional(v.union([v.string(), v.number()], EXAM_YEAR_RANGE_MESSAGE), ''),
  v.transform((value) => String(value).trim()),
  v.nonEmpty(EXAM_YEAR_NEEDED_MESSAGE),
  v.regex(/^\d{4}$/, EXAM_YEAR_RANGE_MESSAGE),
  v.transform(Number),
  v.minValue(EXAM_YEAR_MIN, EXAM_YEAR_RANGE_MESSAGE),
  v.maxValue(EXAM_YEAR_MAX, EXAM_YEAR_RANGE_MESSAGE),
);

/**
 * A new exam, as the office form and the service check it: its names in both languages (the pages
 * show the one of their language), its year, the day it was held and its certificate numbers' prefix.
 */
export const newExamSchema = v.pipe(
  v.object({
    name_en: requiredText(EXAM_NAME_EN_MESSAGE, EXAM_NAME_MAX),
    name_hi: v.pipe(
      requiredText(EXAM_NAME_HI_MESSAGE, EXAM_NAME_MAX),
      v.regex(/[\u0900-\u097F]/, EXAM_NAME_HI_SCRIPT_MESSAGE),
    ),
    year: examYearEntry,
    held_on: v.pipe(
      v.optional(v.string(EXAM_DATE_MESSAGE), ''),
      v.trim(),
      v.nonEmpty(EXAM_DATE_NEEDED_MESSAGE),
      v.check(isIsoDate, EXAM_DATE_MESSAGE),
    ),
    certificate_prefix: v.pipe(
      v.optional(v.string(CERTIFICATE_PREFIX_MESSAGE), ''),
      v.trim(),
      v.nonEmpty(CERTIFICATE_PREFIX_NEEDED_MESSAGE),
      v.maxLength(CERTIFICATE_PREFIX_MAX, CERTIFICATE_PREFIX_MESSAGE),
      v.regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, CERTIFICATE_PREFIX_MESSAGE),
    ),
  }),
  // A typo in the date (2052 for 2025) is caught here rather than printed on certificates.
  v.forward(
    v.check(
      // Only a year that is one is compared (a wrong year has its own message).
      ({ year, held_on }) =>
        year < EXAM_YEAR_MIN || year > EXAM_YEAR_MAX || Math.abs(Number(held_on.slice(0, 4)) - year) <= 1,
      EXAM_DATE_YEAR_MESSAGE,
    ),
    ['held_on'],
  ),
);
export type NewExamInput = v.InferInput<typeof newExamSchema>;
export type NewExam = v.InferOutput<typeof newExamSchema>;

/** The form's field labels (the error summary names them). */
export const EXAM_FIELD_LABELS: Record<keyof NewExam, string> = {
  name_en: 'Name in English',
  name_hi: 'Name in Hindi',
  year: 'Year',
  held_on: 'Held on',
  certificate_prefix: 'Certificate numbers begin with',
};

export const examYearTakenMessage = (year: number) =>
  `There is already an exam of ${year}. Each year has one exam: import its sheet into that one.`;
export const examPrefixTakenMessage = (prefix: string, year: number) =>
  `The exam of ${year} already uses ${prefix}: each exam's certificate numbers begin differently.`;
export const examCreatedMessage = (name: string) =>
  `${name} added. Choose it below to import its result sheet; the public result page lists it once it has results.`;

/** What an import did, as the office lists it (the exam's last import, with whether it can be undone). */
export const importSummarySchema = v.object({
  id: v.string(),
  committed_at: v.string(),
  committed_by: v.nullable(v.string()),
  /** Rows on the sheet, and what they did to the exam's results. */
  rows: v.number(),
  added: v.number(),
  changed: v.number(),
  removed: v.number(),
  unchanged: v.number(),
  /** The exam's results before the import (an undo brings these back). */
  before: v.number(),
  undone_at: v.nullable(v.string()),
  undone_by: v.nullable(v.string()),
  /** The exam's last import, not undone, and nothing changed the exam's results since. */
  undoable: v.boolean(),
});
export type ImportSummary = v.InferOutput<typeof importSummarySchema>;

/** An exam as the office sees it: what the public sees, its prefix, how many results, its last import. */
export const officeExamSchema = v.object({
  ...talentExamSchema.entries,
  certificate_prefix: v.string(),
  results: v.number(),
  last_import: v.nullable(importSummarySchema),
});
export type OfficeExam = v.InferOutput<typeof officeExamSchema>;
/** Every exam, newest first (the newest is where an import goes unless another is chosen). */
export const officeExamsAnswerSchema = v.object({ result: v.literal('success'), data: v.array(officeExamSchema) });
export const examCreatedAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: officeExamSchema,
});

// ---- The sheet's rules (the CLI import, the web import and a correction use these) -------------

/** The columns of talent_results, in the result sheet's order (also the CSV header). */
export const RESULT_FIELDS = [
  'rollno',
  'certificate_no',
  'student_name',
  'father_name',
  'school_name',
  'score',
  'result',
  'prize',
  'remark',
  'absent',
  'result_status',
] as const satisfies readonly (keyof TalentResult)[];

/** The fields a correction may change: all but the roll number, which names the row. */
export const CORRECTABLE_FIELDS = RESULT_FIELDS.filter((field) => field !== 'rollno') as Exclude<
  (typeof RESULT_FIELDS)[number],
  'rollno'
>[];
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

const NAME_MAX = 150;
const TEXT_MAX = 200;
export const SCORE_MESSAGE = 'must be a number of marks such as 87 or 87.5';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`));
const requiredField = (max: number) => v.pipe(text(max), v.nonEmpty('must not be empty'));
const flag = v.pipe(v.string(), v.trim(), v.picklist(['0', '1'], "must be '0' or '1'"));

/** Each field of a row but the roll number, as the sheet and the correction form check it. */
export const resultFieldEntries = {
  certificate_no: text(50),
  student_name: requiredField(NAME_MAX),
  father_name: requiredField(NAME_MAX),
  school_name: requiredField(NAME_MAX),
  score: v.pipe(text(10), v.regex(/^(\d{1,4}(\.\d{1,2})?)?$/, SCORE_MESSAGE)),
  result: text(TEXT_MAX),
  prize: text(TEXT_MAX),
  remark: text(TEXT_MAX),
  absent: flag,
  result_status: flag,
};

/** One row of the sheet, field by field; the rules between fields are checked after it (rowProblems). */
export const resultRowSchema = v.object({ rollno: rollNumberSchema, ...resultFieldEntries });

export const CERTIFICATE_NEEDED_MESSAGE = 'must not be empty for a student who gets a certificate';
export const SCORE_NEEDED_MESSAGE = 'must not be empty for a student who sat the exam';
const eligible = (row: Pick<TalentResult, 'absent' | 'result_status'>) =>
  row.absent !== '1' && row.result_status !== '0';

/** Rules that join fields: what a certificate needs. Each problem names its field. */
export function rowProblems(row: Omit<TalentResult, 'rollno'>): { field: CorrectableField; message: string }[] {
  const problems: { field: CorrectableField; message: string }[] = [];
  if (eligible(row) && row.certificate_no === '')
    problems.push({ field: 'certificate_no', message: CERTIFICATE_NEEDED_MESSAGE });
  if (eligible(row) && row.score === '') problems.push({ field: 'score', message: SCORE_NEEDED_MESSAGE });
  return problems;
}

// ---- The import by web ------------------------------------------------------------------------

/** The sheet file: CSV, at most 2 MB (10,000 students' rows are about 1.5 MB). */
export const RESULT_SHEET_MAX_BYTES = 2 * 1024 * 1024;
export const RESULT_SHEET_MAX_ROWS = 20_000;
export const RESULT_SHEET_ACCEPT = '.csv,text/csv';
export const RESULT_SHEET_FILE_MESSAGE =
  'Choose the result sheet as a CSV file (comma-separated, as the spreadsheet saves it)';
export const RESULT_SHEET_TOO_LARGE_MESSAGE = 'The result sheet is larger than 2 MB.';
export const RESULT_SHEET_NOT_TEXT_MESSAGE = `${RESULT_SHEET_FILE_MESSAGE}: this file is not text.`;
export const resultSheetTooLongMessage = (rows: number) =>
  `The result sheet has more than ${rows.toLocaleString('en-IN')} rows.`;

const problemSchema = v.object({ line: v.number(), reason: v.string() });
export type SheetLineProblem = v.InferOutput<typeof problemSchema>;
const rowNamedSchema = v.object({ line: v.number(), rollno: v.string(), student_name: v.string() });

export const IMPORT_EXAM_NEEDED_MESSAGE = 'Choose the exam the sheet is for';
/** The preview's form field naming the exam the sheet goes into (its year), beside the file. */
export const importTargetSchema = v.object({
  year: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(IMPORT_EXAM_NEEDED_MESSAGE),
    v.regex(/^\d{4}$/, IMPORT_EXAM_NEEDED_MESSAGE),
    v.transform(Number),
  ),
});
export const unknownImportExamMessage = (year: number) =>
  `There is no exam of ${year}. Add it under "Add an exam" first, then import its sheet.`;

/** What a sheet's certificate number may not be, as a problem of its line. */
export const certificatePrefixProblem = (certificateNo: string, prefix: string, examName: string) =>
  `certificate_no: ${certificateNo} does not begin with ${prefix}, as the certificate numbers of ${examName} do`;
export const certificateElsewhereProblem = (certificateNo: string, rollno: string, examName: string) =>
  `certificate_no: ${certificateNo} is already roll number ${rollno}'s in ${examName}`;

/**
 * What a sheet would do to one exam's stored results (other exams' are never touched). The import
 * replaces that exam's results, so its rows not on the sheet are removed. `import_id` names the
 * stored preview to commit; null when the sheet has problems (nothing can be committed until it is
 * fixed and uploaded again).
 */
export const resultImportPreviewSchema = v.object({
  import_id: v.nullable(v.string()),
  /** The exam the sheet goes into. */
  exam: v.object({ year: v.number(), name_en: v.string() }),
  /** SHA-256 of the file's bytes: which sheet this is (also in the audit log). */
  file_hash: v.string(),
  rows: v.number(),
  problems: v.array(problemSchema),
  added: v.array(rowNamedSchema),
  changed: v.array(v.object({ ...rowNamedSchema.entries, fields: v.array(v.string()) })),
  removed: v.array(v.object({ rollno: v.string(), student_name: v.string() })),
  unchanged: v.number(),
});
export type ResultImportPreview = v.InferOutput<typeof resultImportPreviewSchema>;
export const resultImportPreviewAnswerSchema = v.object({
  result: v.literal('success'),
  data: resultImportPreviewSchema,
});

export const IMPORT_ID = /^[\w-]{36}$/;
export const commitResultImportSchema = v.object({
  import_id: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(IMPORT_ID, 'The preview to confirm is missing; upload the sheet again.'),
  ),
});
export type CommitResultImportInput = v.InferInput<typeof commitResultImportSchema>;

export const importCountsSchema = v.object({
  rows: v.number(),
  added: v.number(),
  changed: v.number(),
  removed: v.number(),
  unchanged: v.number(),
});
export type ImportCounts = v.InferOutput<typeof importCountsSchema>;
export const resultImportCommitAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: importCountsSchema,
});

export const IMPORT_NOT_FOUND_MESSAGE =
  'This preview is not known (or is more than a day old); upload the sheet again.';
export const IMPORT_COMMITTED_MESSAGE = 'This sheet was already imported; nothing was changed again.';
export const IMPORT_STALE_MESSAGE =
  "This exam's stored results changed after this preview (another import or a correction). Upload the sheet again to see what it would change now.";
export const IMPORT_CERTIFICATE_TAKEN_MESSAGE =
  "Some of the sheet's certificate numbers were given to another exam's results after this preview. Upload the sheet again to see which.";
export const importedMessage = (counts: ImportCounts, examName: string) =>
  `${counts.rows} results imported into ${examName}: ${counts.added} added, ${counts.changed} changed, ${counts.removed} removed, ${counts.unchanged} left as they were. Other exams' results were not touched. The public result and certificates show them now.`;

// ---- Undoing an exam's last import -------------------------------------------------------------

export const UNDO_REASON_MAX = 300;
export const UNDO_REASON_MESSAGE = 'Say why the import is undone (kept in the audit log)';
export const undoImportSchema = v.object({ reason: requiredText(UNDO_REASON_MESSAGE, UNDO_REASON_MAX) });
export type UndoImportInput = v.InferInput<typeof undoImportSchema>;
export const importUndoAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: importSummarySchema,
});
export const UNDO_UNKNOWN_MESSAGE = 'No import of that name was committed.';
export const UNDO_NOT_LAST_MESSAGE =
  "Only an exam's last import can be undone, once; this one is not its last, or is undone already.";
export const UNDO_CHANGED_MESSAGE =
  "This exam's results changed after the import (a correction or another import), so undoing it would lose that change. Correct the results one by one instead.";
export const UNDO_CERTIFICATE_TAKEN_MESSAGE =
  "Some certificate numbers this exam had before the import are another exam's now, so its results cannot be put back. Correct the results one by one instead.";
export const undoneMessage = (examName: string, results: number) =>
  results === 0
    ? `Import undone: ${examName} has no results again, as before its first import, and the public result page no longer offers it.`
    : `Import undone: ${examName} has its ${results} result${results === 1 ? '' : 's'} from before it again, and the public result and certificates show ${results === 1 ? 'it' : 'them'} now.`;

// ---- One roll number's row --------------------------------------------------------------------

/** A row's version: what the correction form saw (a digest of its values). */
export const ROW_VERSION = /^[0-9a-f]{16}$/;
const VERSION_MESSAGE = 'The version of the result you saw is missing; please reload.';
export const CORRECTION_REASON_MAX = 300;
export const CORRECTION_REASON_MESSAGE = 'Say why the result is corrected (kept in the audit log)';

export const officeResultSchema = v.object({
  /** Every field as stored, the certificate number too (the public answer hides it from absent or withheld students). */
  row: talentResultSchema,
  version: v.string(),
  /** The exam the row belongs to. */
  exam: talentExamSchema,
});
export type OfficeResult = v.InferOutput<typeof officeResultSchema>;
export const officeResultAnswerSchema = v.object({ result: v.literal('success'), data: officeResultSchema });
export const resultCorrectionAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: officeResultSchema,
});

/** The correction form: every field but the roll number (in the path), the version seen and why. */
export const resultCorrectionSchema = v.pipe(
  v.object({
    ...resultFieldEntries,
    version: v.pipe(v.optional(v.string(), ''), v.regex(ROW_VERSION, VERSION_MESSAGE)),
    reason: requiredText(CORRECTION_REASON_MESSAGE, CORRECTION_REASON_MAX),
  }),
  v.forward(
    v.check(
      (row) => !rowProblems(row).some((problem) => problem.field === 'certificate_no'),
      CERTIFICATE_NEEDED_MESSAGE,
    ),
    ['certificate_no'],
  ),
  v.forward(
    v.check((row) => !rowProblems(row).some((problem) => problem.field === 'score'), SCORE_NEEDED_MESSAGE),
    ['score'],
  ),
);
export type ResultCorrectionInput = v.InferInput<typeof resultCorrectionSchema>;
export type ResultCorrection = v.InferOutput<typeof resultCorrectionSchema>;

/** The form's field labels; the service's field messages follow them ("Score: must be…"). */
export const RESULT_FIELD_LABELS: Record<CorrectableField, string> = {
  certificate_no: 'Certificate number',
  student_name: 'Student name',
  father_name: "Father's name",
  school_name: 'School',
  score: 'Score',
  result: 'Result',
  prize: 'Prize',
  remark: 'Remark',
  absent: 'Absent from the exam',
  result_status: 'Result status',
};

export const resultNotFoundMessage = (rollno: string, examName?: string) =>
  `No result is stored for roll number ${rollno}${examName ? ` in ${examName}` : ''}.`;
export const officeUnknownExamMessage = (year: number) => `There is no exam of ${year}.`;
export const RESULT_STALE_MESSAGE =
  'This result was changed after you opened it (by a correction or an import). Reload it to see it as it is now, then correct it again.';
/** `examName`: the holder's exam, when it is another exam than the row's. */
export const certificateTakenMessage = (rollno: string, examName?: string) =>
  `this certificate number is already roll number ${rollno}'s${examName ? ` in ${examName}` : ''}`;
export const certificatePrefixMessage = (prefix: string) =>
  `must begin with ${prefix}, as this exam's certificate numbers do`;
export const RESULT_UNCHANGED_MESSAGE = 'Nothing to save: the values are the ones stored.';
export const RESULT_CORRECTED_MESSAGE = 'Result corrected. The public result and certificate show it now.';
