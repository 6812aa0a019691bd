import path from 'node:path';
import {
  type CommandIo,
  commandDataDir,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  openServiceDatabase,
  parseCommandArgs,
  readTextFile,
  reportSheetProblems,
  usageError,
} from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import { createExamsRepository } from '../plugins/exams-repository';
import { createResultsRepository, RESULT_FIELDS } from '../plugins/results-repository';
import { createResultImports, examProblems, fileHashOf } from '../result-import';
import { readResultSheet } from './result-sheet';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE };
export type ImportIo = CommandIo;

export const USAGE = `Usage: DATA_DIR=/path/to/data pnpm -s --filter @college/results-service import-results [--year YYYY] <sheet.csv>

Loads a Talent Search Exam result sheet into <DATA_DIR>/results/db.sqlite, into the exam of
--year (default: the newest exam), replacing every result stored for that exam (the demo results
too) and no other exam's: importing the same sheet twice gives the same results. Add a new year's
exam on the office page (Results office, "Add an exam") before importing its sheet.
The first line names the columns (any order):
  ${RESULT_FIELDS.join(',')}
absent and result_status are '0' or '1'; score and certificate_no may be empty only for a student
who was absent (absent 1) or whose result is withheld (result_status 0). Certificate numbers begin
with the exam's prefix and are no other exam's.

If any line is wrong, nothing is imported: every problem is listed with its line number.
The import can be undone on the office page, like one made there.
A relative path is read from the folder you ran pnpm in.
`;

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runImport(argv: readonly string[], io: ImportIo): number {
  const parsed = parseCommandArgs(argv, USAGE, { year: { type: 'string' } }, io);
  if (typeof parsed === 'number') return parsed;
  const [sheet, ...extra] = parsed.positionals;
  if (sheet === undefined) return usageError('Name the CSV file to import.', USAGE, io);
  if (extra.length > 0) return usageError(`Unexpected argument "${extra[0]}".`, USAGE, io);
  const yearText = parsed.values.year;
  if (yearText !== undefined && !/^\d{4}$/.test(yearText))
    return usageError(`--year takes the exam's year, such as 2025 (not "${yearText}").`, USAGE, io);

  const dataDir = commandDataDir(SERVICE_NAME, io);
  if (dataDir === undefined) return EXIT_USAGE;

  const file = path.resolve(io.cwd, sheet);
  const csv = readTextFile(file, io);
  if (csv === undefined) return EXIT_FAILED;

  const reading = readResultSheet(csv);
  if (!reading.ok) {
    reportSheetProblems(file, reading.problems, io);
    return EXIT_FAILED;
  }

  const db = openServiceDatabase(SERVICE_NAME, dataDir, MIGRATIONS_DIR, io);
  if (!db) return EXIT_FAILED;
  try {
    const exams = createExamsRepository(db);
    const results = createResultsRepository(db);
    const exam = yearText === undefined ? exams.list()[0] : exams.byYear(Number(yearText));
    if (!exam) {
      io.stderr(
        `No exam of ${yearText}. Add it on the office page (Results office, "Add an exam") first, then import its sheet.\n`,
      );
      return EXIT_FAILED;
    }
    const problems = examProblems(
      reading.rows.map((row, index) => ({ line: index + 2, row })),
      exam,
      results,
      exams,
    );
    if (problems.length > 0) {
      reportSheetProblems(file, problems, io);
      return EXIT_FAILED;
    }
    // Kept as an import like the office's (previewed and committed at once), so it can be undone there.
    const imports = createResultImports(db, results, () => new Date());
    const outcome = db.transaction(() =>
      imports.commit(imports.save(exam.id, fileHashOf(Buffer.from(csv)), reading.rows, null), null),
    )();
    if (typeof outcome === 'string') {
      io.stderr(`Nothing was imported: the results changed while the sheet was read (${outcome}). Run it again.\n`);
      return EXIT_FAILED;
    }
    io.stdout(
      `Imported ${reading.rows.length} results into ${exam.name_en} from ${file} (replacing the ${outcome.before} stored for that exam; other exams' results were not touched).\n`,
    );
  } finally {
    db.close();
  }
  return EXIT_OK;
}
