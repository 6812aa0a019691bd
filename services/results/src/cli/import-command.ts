import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, openDatabase, parseServiceConfig, servicePaths } from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import { createResultsRepository, RESULT_FIELDS } from '../plugins/results-repository';
import { readResultSheet } from './result-sheet';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Problems listed before "… and N more": enough to fix a sheet, short enough to read. */
const SHOWN_PROBLEMS = 50;

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

export interface ImportIo {
  env: Record<string, string | undefined>;
  /** The folder relative paths are read from. */
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runImport(argv: readonly string[], io: ImportIo): number {
  const usageError = (problem: string) => {
    io.stderr(`${problem}\n\n${USAGE}`);
    return EXIT_USAGE;
  };

  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    return usageError((error as Error).message);
  }
  if (parsed.values.help) {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  const [sheet, ...extra] = parsed.positionals;
  if (sheet === undefined) return usageError('Name the CSV file to import.');
  if (extra.length > 0) return usageError(`Unexpected argument "${extra[0]}".`);

  let dataDir: string;
  try {
    // The service's own rules for DATA_DIR (unset or empty → ./data, resolved from the CWD).
    dataDir = parseServiceConfig(SERVICE_NAME, { port: 0 }, { DATA_DIR: io.env.DATA_DIR }).dataDir;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`${error.message}\n`);
    return EXIT_USAGE;
  }

  const file = path.resolve(io.cwd, sheet);
  let csv: string;
  try {
    csv = readFileSync(file, 'utf8');
  } catch (error) {
    io.stderr(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}\n`);
    return EXIT_FAILED;
  }

  const reading = readResultSheet(csv);
  if (!reading.ok) {
    const shown = reading.problems.slice(0, SHOWN_PROBLEMS).map(({ line, reason }) => `  line ${line}: ${reason}\n`);
    const more = reading.problems.length - shown.length;
    io.stderr(
      `Nothing was imported: ${file} has ${reading.problems.length} problem${reading.problems.length > 1 ? 's' : ''}.\n` +
        shown.join('') +
        (more > 0 ? `  … and ${more} more\n` : ''),
    );
    return EXIT_FAILED;
  }

  const database = servicePaths(dataDir, SERVICE_NAME).db;
  if (!existsSync(database)) {
    // Never create a database just because DATA_DIR or the folder was wrong.
    io.stderr(`No database at ${database}. Set DATA_DIR to the folder the service uses (start the service once to create it).\n`);
    return EXIT_FAILED;
  }
  const db = openDatabase(database, { migrationsDir: MIGRATIONS_DIR });
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
