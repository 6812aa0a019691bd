/**
 * The results office: the result sheet imported by web (preview, then commit) and one
 * roll number's row corrected. Shared by the service (routes, the CLI's sheet reader) and the
 * results remote (office pages): valibot and the kit's browser-safe modules only. results_officer
 * only, through the gateway's door (decision 011).
 */
import { requiredText } from '@college/service-kit/text-rules';
import * as v from 'valibot';
import { rollNumberSchema, type TalentResult, talentResultSchema } from '../contract';

const BASE = '/api/v1/office/results';
export const RESULT_IMPORT_PREVIEW_PATH = `${BASE}/imports/preview`;
export const RESULT_IMPORT_COMMIT_PATH = `${BASE}/imports/commit`;
export const OFFICE_RESULTS_PATH = `${BASE}/results`;
export const officeResultPath = (rollno: string) => `${OFFICE_RESULTS_PATH}/${encodeURIComponent(rollno)}`;

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

/**
 * What a sheet would do to the stored results. The import replaces every stored result, so rows not
 * on the sheet are removed. `import_id` names the stored preview to commit; null when the sheet has
 * problems (nothing can be committed until it is fixed and uploaded again).
 */
export const resultImportPreviewSchema = v.object({
  import_id: v.nullable(v.string()),
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
  'The stored results changed after this preview (another import or a correction). Upload the sheet again to see what it would change now.';
export const importedMessage = (counts: ImportCounts) =>
  `${counts.rows} results imported: ${counts.added} added, ${counts.changed} changed, ${counts.removed} removed, ${counts.unchanged} left as they were. The public result and certificates show them now.`;

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

export const resultNotFoundMessage = (rollno: string) => `No result is stored for roll number ${rollno}.`;
export const RESULT_STALE_MESSAGE =
  'This result was changed after you opened it (by a correction or an import). Reload it to see it as it is now, then correct it again.';
export const certificateTakenMessage = (rollno: string) => `this certificate number is already roll number ${rollno}'s`;
export const RESULT_UNCHANGED_MESSAGE = 'Nothing to save: the values are the ones stored.';
export const RESULT_CORRECTED_MESSAGE = 'Result corrected. The public result and certificate show it now.';
