/**
 * The records office: a records sheet imported by web (upload with its files →
 * preview, kept server-side → commit exactly that, once), the imports' history and the undo of a
 * dataset's last import, one record corrected or removed, a financial statement replaced, the names
 * a sheet may give a class by (courses, their years or semesters, academic years) and the next
 * academic year added. Shared by the service (routes) and the records remote (office pages): valibot
 * and the kit's browser-safe modules only. content_editor only, through the gateway's door (decision 011).
 */
import { said } from '@college/service-kit/bilingual';
import { requiredText } from '@college/service-kit/text-rules';
import * as v from 'valibot';
import { FINANCIAL_DOCUMENT_NAMES, type FinancialDocumentName } from '../contract';

const BASE = '/api/v1/office/records';
export const OFFICE_DATASETS_PATH = `${BASE}/datasets`;
export const officeDatasetPath = (dataset: string) => `${OFFICE_DATASETS_PATH}/${encodeURIComponent(dataset)}`;
export const importPreviewPath = (dataset: string) => `${officeDatasetPath(dataset)}/preview`;
export const datasetRowsPath = (dataset: string) => `${officeDatasetPath(dataset)}/rows`;
export const datasetRowPath = (dataset: string, id: number) => `${datasetRowsPath(dataset)}/${id}`;
export const datasetRowRemovePath = (dataset: string, id: number) => `${datasetRowPath(dataset, id)}/remove`;
export const IMPORT_COMMIT_PATH = `${BASE}/imports/commit`;
export const IMPORT_HISTORY_PATH = `${BASE}/imports`;
export const IMPORTS_WAITING_PATH = `${BASE}/imports/waiting`;
export const importUndoPath = (id: string) => `${IMPORT_HISTORY_PATH}/${encodeURIComponent(id)}/undo`;
export const OFFICE_FINANCIAL_PATH = `${BASE}/financial`;
export const financialStatementPath = (name: string) => `${OFFICE_FINANCIAL_PATH}/${encodeURIComponent(name)}`;
export const OFFICE_CLASS_NAMES_PATH = `${BASE}/class-names`;
export const OFFICE_ACADEMIC_YEARS_PATH = `${BASE}/academic-years`;

/** The datasets, as the CLI names them, with the office's words for them. */
export const DATASET_NAMES = [
  'students',
  'attendance',
  'timetable',
  'faculty',
  'ncte',
  'disciplinary',
  'annual-reports',
] as const;
export type DatasetName = (typeof DATASET_NAMES)[number];
export const DATASET_LABELS: Record<DatasetName, string> = {
  students: 'Students',
  attendance: 'Attendance sheets',
  timetable: 'Time tables and calendars',
  faculty: 'Faculty',
  ncte: 'NCTE orders',
  disciplinary: 'Disciplinary notices',
  'annual-reports': 'Annual reports',
};
export const isDatasetName = (name: string): name is DatasetName => (DATASET_NAMES as readonly string[]).includes(name);

export const FINANCIAL_LABELS: Record<FinancialDocumentName, string> = {
  balancesheet2022: 'Balance sheet 2021-22',
  balancesheet2023: 'Balance sheet 2022-23',
  incomeexpenditure2022: 'Income and expenditure 2021-22',
  incomeexpenditure2023: 'Income and expenditure 2022-23',
  receiptpayment2022: 'Receipts and payments 2021-22',
  receiptpayment2023: 'Receipts and payments 2022-23',
};
export { FINANCIAL_DOCUMENT_NAMES, type FinancialDocumentName };

// ---- Form fields and limits ------------------------------------------------------------------------

/** The sheet's part is `file`; its PDFs and photos are `files` (as many as the sheet names). */
export const SHEET_FIELD = 'file';
export const SHEET_FILES_FIELD = 'files';
export const SHEET_MAX_BYTES = 2 * 1024 * 1024;
export const SHEET_MAX_ROWS = 20_000;
export const SHEET_ACCEPT = '.csv,text/csv';
export const SHEET_FILES_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const MAX_SHEET_FILES = 40;
/** All of one upload's files together (each is at most 20 MB). */
export const SHEET_FILES_MAX_BYTES = 60 * 1024 * 1024;
export const SHEET_FILE_MESSAGE = 'Choose the sheet as a CSV file (comma-separated, as the spreadsheet saves it)';
export const SHEET_TOO_LARGE_MESSAGE = 'The sheet is larger than 2 MB.';
export const SHEET_NOT_TEXT_MESSAGE = `${SHEET_FILE_MESSAGE}: this file is not text.`;
export const sheetTooLongMessage = (rows: number) => `The sheet has more than ${rows.toLocaleString('en-IN')} rows.`;
export const TOO_MANY_FILES_MESSAGE = `Send at most ${MAX_SHEET_FILES} files with one sheet (import the rest in another sheet).`;
export const FILES_TOO_LARGE_MESSAGE =
  'The files are larger than 60 MB together, or one is larger than 20 MB; import them in smaller sheets.';
export const datasetUnknownMessage = (name: string) => `There is no dataset called "${name}".`;

export const REASON_MAX = 300;
export const REASON_MESSAGE = 'Say why (kept in the audit log)';
const reason = requiredText(REASON_MESSAGE, REASON_MAX);

// ---- The datasets' overview -----------------------------------------------------------------------

const importSummarySchema = v.object({
  id: v.string(),
  dataset: v.string(),
  committed_at: v.string(),
  committed_by: v.nullable(v.string()),
  file_sha256: v.string(),
  rows: v.number(),
  added: v.number(),
  changed: v.number(),
  unchanged: v.number(),
  files_published: v.number(),
  undone_at: v.nullable(v.string()),
  undone_by: v.nullable(v.string()),
  /** The dataset's last import, not undone, and nothing changed the dataset since. */
  undoable: v.boolean(),
});
export type ImportSummary = v.InferOutput<typeof importSummarySchema>;

export const datasetOverviewSchema = v.object({
  name: v.picklist(DATASET_NAMES),
  label: v.string(),
  /** The columns the sheet's first line must name (any order). */
  columns: v.array(v.string()),
  /** The columns that name a file sent with the sheet. */
  file_columns: v.array(v.string()),
  records: v.number(),
  last_import: v.nullable(importSummarySchema),
});
export type DatasetOverview = v.InferOutput<typeof datasetOverviewSchema>;
export const datasetsAnswerSchema = v.object({ result: v.literal('success'), data: v.array(datasetOverviewSchema) });

// ---- Preview and commit ---------------------------------------------------------------------------

const problemSchema = v.object({ line: v.number(), reason: v.string() });
export type SheetLineProblem = v.InferOutput<typeof problemSchema>;
const valuesSchema = v.record(v.string(), v.string());

/**
 * What a sheet would do to the dataset: rows added, rows changed (their values before), how many
 * would be left as they are. `import_id` names the stored preview to commit; null when the sheet
 * has problems (nothing can be committed until it is fixed and uploaded again).
 */
export const importPreviewSchema = v.object({
  import_id: v.nullable(v.string()),
  dataset: v.picklist(DATASET_NAMES),
  /** SHA-256 of the sheet's bytes (also in the audit log). */
  file_sha256: v.string(),
  rows: v.number(),
  problems: v.array(problemSchema),
  added: v.array(v.object({ line: v.number(), values: valuesSchema })),
  changed: v.array(
    v.object({ line: v.number(), values: valuesSchema, before: valuesSchema, fields: v.array(v.string()) }),
  ),
  unchanged: v.number(),
  /** Files the sheet names that are not published yet. */
  new_files: v.number(),
});
export type ImportPreview = v.InferOutput<typeof importPreviewSchema>;
export const importPreviewAnswerSchema = v.object({ result: v.literal('success'), data: importPreviewSchema });

export const IMPORT_ID = /^[\w-]{36}$/;
export const commitImportSchema = v.object({
  import_id: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(IMPORT_ID, 'The preview to confirm is missing; upload the sheet again.'),
  ),
});
export type CommitImportInput = v.InferInput<typeof commitImportSchema>;
export const importCommitAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: importSummarySchema,
});

export const IMPORT_NOT_FOUND_MESSAGE =
  'This preview is not known (or is more than a day old); upload the sheet again.';
export const IMPORT_COMMITTED_MESSAGE = 'This sheet was already imported; nothing was changed again.';
export const IMPORT_STALE_MESSAGE =
  'The dataset changed after this preview (another import or a correction). Upload the sheet again to see what it would change now.';
export const importedMessage = (summary: ImportSummary) =>
  `${summary.rows} rows imported: ${summary.added} added, ${summary.changed} changed, ${summary.unchanged} left as they were. The public pages show them now.`;

// ---- History and undo -----------------------------------------------------------------------------

export const importHistoryAnswerSchema = v.object({ result: v.literal('success'), data: v.array(importSummarySchema) });
/** Sheets previewed and kept but not confirmed: each dataset's newest, if no import followed it. */
export const importsWaitingAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.array(v.object({ dataset: v.string(), created_at: v.string() })),
});

export const undoImportSchema = v.object({ reason });
export type UndoImportInput = v.InferInput<typeof undoImportSchema>;
export const importUndoAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: importSummarySchema,
});
export const UNDO_UNKNOWN_MESSAGE = 'No import of that name was committed.';
export const UNDO_NOT_LAST_MESSAGE = 'Only the last import of a dataset can be undone, once.';
export const UNDO_CHANGED_MESSAGE =
  'The dataset changed after this import (a correction, a removal or another import), so undoing it would lose that change. Correct the records one by one instead.';
export const UNDONE_MESSAGE = 'Import undone: the dataset is as it was before it, and the public pages show that now.';

// ---- One record -----------------------------------------------------------------------------------

export const ROW_VERSION = /^[0-9a-f]{16}$/;
const VERSION_MESSAGE = 'The version of the record you saw is missing; please reload.';
const version = v.pipe(v.optional(v.string(), ''), v.regex(ROW_VERSION, VERSION_MESSAGE));

export const officeRowSchema = v.object({ id: v.number(), version: v.string(), values: valuesSchema });
export type OfficeRow = v.InferOutput<typeof officeRowSchema>;
/** At most this many rows are listed; the search narrows them. */
export const ROWS_LISTED = 100;
export const rowsQuerySchema = v.object({
  q: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(100, 'Search with at most 100 characters')),
});
export const datasetRowsAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    rows: v.array(officeRowSchema),
    total: v.number(),
    columns: v.array(v.string()),
    file_columns: v.array(v.string()),
  }),
});

/** A correction: every column of the sheet but the files (as strings, checked as a sheet's line), the version seen and why. */
export const rowCorrectionSchema = v.object({ values: valuesSchema, version, reason });
export type RowCorrectionInput = v.InferInput<typeof rowCorrectionSchema>;
export const rowRemovalSchema = v.object({ version, reason });
export type RowRemovalInput = v.InferInput<typeof rowRemovalSchema>;
export const rowAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.nullable(officeRowSchema),
});

export const rowNotFoundMessage = (id: number | string) => `No record ${id} in this dataset.`;
export const ROW_STALE_MESSAGE =
  'This record was changed after you opened it (by an import or a correction). Reload it, then change it again.';
export const ROW_UNCHANGED_MESSAGE = 'Nothing to save: the values are the ones stored.';
export const ROW_TAKEN_MESSAGE = 'Another record already has these values; correct or remove that one instead.';
export const ROW_CORRECTED_MESSAGE = 'Record corrected. The public pages show it now.';
export const ROW_REMOVED_MESSAGE = 'Record removed. The public pages no longer show it.';

// ---- Financial statements -------------------------------------------------------------------------

export const FINANCIAL_FILE_FIELD = 'file';
export const FINANCIAL_MAX_BYTES = 20 * 1024 * 1024;
export const FINANCIAL_FILE_MESSAGE = 'Choose the new statement as a PDF file';
export const financialStatementSchema = v.object({
  name: v.picklist(FINANCIAL_DOCUMENT_NAMES),
  label: v.string(),
  url: v.string(),
  size: v.number(),
  updated_at: v.string(),
});
export type FinancialStatement = v.InferOutput<typeof financialStatementSchema>;
export const financialAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.array(financialStatementSchema),
});
export const financialReplaceSchema = v.object({ reason });
export const financialReplacedAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: financialStatementSchema,
});
export const financialUnknownMessage = (name: string) => `There is no financial statement called "${name}".`;
export const FINANCIAL_REPLACED_MESSAGE = 'Statement replaced. The financial page shows the new file now.';

// ---- Class names and academic years ---------------------------------------------------------------

/**
 * The columns that name a class (or, in the faculty sheet, a course): a sheet may write each by its
 * name (`B.Ed.`, `First Year`, `2024-25`) or by its code (the id beside the name on the office's list).
 */
export const CLASS_COLUMNS = ['course_id', 'part_id', 'acd_year'] as const;
export type ClassColumn = (typeof CLASS_COLUMNS)[number];
export const isClassColumn = (column: string): column is ClassColumn =>
  (CLASS_COLUMNS as readonly string[]).includes(column);
export const CLASS_COLUMN_LABELS: Record<ClassColumn, string> = {
  course_id: 'Course',
  part_id: 'Year or semester',
  acd_year: 'Academic year',
};

/** An academic year as the office and the sheets write it: 2024-25. */
export const academicYearName = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

const namedSchema = v.object({ id: v.number(), name: v.string() });
export const classNamesSchema = v.object({
  /** Courses in the lists' order, each with its years or semesters in teaching order. */
  courses: v.array(v.object({ id: v.number(), name: v.string(), parts: v.array(namedSchema) })),
  /** Academic years, oldest first. */
  years: v.array(v.object({ id: v.number(), name: v.string(), start_year: v.number() })),
  /** The year after the latest stored one: the one the office may add. */
  next_year: v.object({ start_year: v.number(), name: v.string() }),
});
export type ClassNames = v.InferOutput<typeof classNamesSchema>;
export const classNamesAnswerSchema = v.object({ result: v.literal('success'), data: classNamesSchema });

const YEAR_TO_ADD_MESSAGE = said(
  'Say which academic year to add by the year it starts, e.g. 2025',
  'जोड़ा जाने वाला शैक्षणिक सत्र उसके आरंभ वर्ष से बताएँ, जैसे 2025',
);
/** The year to add, by its start (the button sends the next one: a second click finds it there, 409). */
export const academicYearAddSchema = v.object({
  start_year: v.pipe(
    v.union([v.number(), v.string()], YEAR_TO_ADD_MESSAGE),
    v.transform(String),
    v.trim(),
    v.regex(/^(19|20)\d\d$/, YEAR_TO_ADD_MESSAGE),
    v.transform(Number),
  ),
});
export type AcademicYearAddInput = v.InferInput<typeof academicYearAddSchema>;
export const academicYearAddedAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({ id: v.number(), name: v.string(), start_year: v.number() }),
});

export const academicYearExistsMessage = (name: string) =>
  said(
    `The academic year ${name} is already there; nothing was added.`,
    `शैक्षणिक सत्र ${name} पहले से है; कुछ नहीं जोड़ा गया।`,
  );
export const academicYearNotNextMessage = (next: string) =>
  said(`Only the next academic year, ${next}, can be added.`, `केवल अगला शैक्षणिक सत्र, ${next}, जोड़ा जा सकता है।`);
export const academicYearTooEarlyMessage = (name: string, from: number) =>
  said(
    `The academic year ${name} can be added from ${from}, a year before it starts.`,
    `शैक्षणिक सत्र ${name} ${from} से जोड़ा जा सकता है, उसके आरंभ से एक वर्ष पहले।`,
  );
export const academicYearAddedMessage = (name: string) =>
  said(
    `The academic year ${name} is added: the public pages' year lists show it, and sheets may name it.`,
    `शैक्षणिक सत्र ${name} जोड़ दिया गया: सार्वजनिक पृष्ठों की सत्र सूचियों में यह दिखता है, और शीट में इसका नाम लिखा जा सकता है।`,
  );
