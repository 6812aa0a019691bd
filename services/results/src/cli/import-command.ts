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
import { createResultsRepository, RESULT_FIELDS } from '../plugins/results-repository';
import { readResultSheet } from './result-sheet';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE };
export type ImportIo = CommandIo;

export const USAGE = `Usage: DATA_DIR=/path/to/data pnpm -s --filter @college/results-service import-results <sheet.csv>

Loads the Talent Search Exam result sheet into <DATA_DIR>/results/db.sqlite, replacing every
result stored before (the demo results too): importing the same sheet twice gives the same results.
The first line names the columns (any order):
  ${RESULT_FIELDS.join(',')}
absent and result_status are '0' or '1'; score and certificate_no may be empty only for a student
who was absent (absent 1) or whose result is withheld (result_status 0).

If any line is wrong, nothing is imported: every problem is listed with its line number.
A relative path is read from the folder you ran pnpm in.
`;

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runImport(argv: readonly string[], io: ImportIo): number {
  const parsed = parseCommandArgs(argv, USAGE, {}, io);
  if (typeof parsed === 'number') return parsed;
  const [sheet, ...extra] = parsed.positionals;
  if (sheet === undefined) return usageError('Name the CSV file to import.', USAGE, io);
  if (extra.length > 0) return usageError(`Unexpected argument "${extra[0]}".`, USAGE, io);

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
    const results = createResultsRepository(db);
    const before = results.count();
    results.replaceAll(reading.rows);
    io.stdout(`Imported ${reading.rows.length} results from ${file} (replacing the ${before} stored before).\n`);
  } finally {
    db.close();
  }
  return EXIT_OK;
}
