import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, openDatabase, parseServiceConfig, servicePaths, toCsv } from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import {
  createSubmissionsRepository,
  isSubmissionKind,
  SUBMISSION_KINDS,
  SUBMISSION_TABLES,
} from '../plugins/submissions-repository';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export const USAGE = `Usage: pnpm -s --filter @college/info-service export <${SUBMISSION_KINDS.join('|')}> [--format csv|json]

Prints every stored submission of one kind, oldest first, to stdout: CSV with a header row
(the default) or a JSON array. Redirect it to a file, e.g.
  pnpm -s --filter @college/info-service export feedback > feedback.csv
(-s keeps pnpm's own "> ..." banner out of the file.)

Reads <DATA_DIR>/info/db.sqlite. DATA_DIR defaults to ./data, resolved from the current folder;
through pnpm --filter that is services/info, the same folder the service uses by default.
`;

export interface ExportIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runExport(argv: readonly string[], io: ExportIo): number {
  const usageError = (problem: string) => {
    io.stderr(`${problem}\n\n${USAGE}`);
    return EXIT_USAGE;
  };

  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { format: { type: 'string', short: 'f', default: 'csv' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError((error as Error).message);
  }
  if (parsed.values.help) {
    io.stdout(USAGE);
    return EXIT_OK;
  }

  const [kind, ...extra] = parsed.positionals;
  const { format } = parsed.values;
  if (kind === undefined) return usageError('Name the table to export.');
  if (!isSubmissionKind(kind)) return usageError(`Unknown table "${kind}".`);
  if (extra.length > 0) return usageError(`Unexpected argument "${extra[0]}".`);
  if (format !== 'csv' && format !== 'json') return usageError(`Unknown format "${format}".`);

  let dataDir: string;
  try {
    // The service's own rules for DATA_DIR (unset or empty → ./data, resolved from the CWD).
    dataDir = parseServiceConfig(SERVICE_NAME, { port: 0 }, { DATA_DIR: io.env.DATA_DIR }).dataDir;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`${error.message}\n`);
    return EXIT_USAGE;
  }
  const file = servicePaths(dataDir, SERVICE_NAME).db;
  if (!existsSync(file)) {
    // Never create an empty database just because DATA_DIR or the folder was wrong.
    io.stderr(`No database at ${file}. Set DATA_DIR to the folder the service uses.\n`);
    return EXIT_FAILED;
  }

  // Migrating brings an older database up to date so every table exists (it may be empty).
  const db = openDatabase(file, { migrationsDir: MIGRATIONS_DIR });
  try {
    const rows = createSubmissionsRepository(db).list(kind);
    io.stdout(format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(SUBMISSION_TABLES[kind].columns, rows));
  } finally {
    db.close();
  }
  return EXIT_OK;
}
