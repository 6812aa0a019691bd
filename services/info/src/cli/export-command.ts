import {
  type CommandStreams,
  commandDataDir,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  openServiceDatabase,
  parseCommandArgs,
  toCsv,
  usageError,
} from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import {
  createSubmissionsRepository,
  isSubmissionKind,
  SUBMISSION_KINDS,
  SUBMISSION_TABLES,
} from '../plugins/submissions-repository';

export const USAGE = `Usage: pnpm -s --filter @college/info-service export <${SUBMISSION_KINDS.join('|')}> [--format csv|json]

Prints every stored submission of one kind, oldest first, to stdout: CSV with a header row
(the default) or a JSON array. Redirect it to a file, e.g.
  pnpm -s --filter @college/info-service export feedback > feedback.csv
(-s keeps pnpm's own "> ..." banner out of the file.)

Reads <DATA_DIR>/info/db.sqlite. DATA_DIR defaults to ./data, resolved from the current folder;
through pnpm --filter that is services/info, the same folder the service uses by default.
`;

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runExport(argv: readonly string[], io: CommandStreams): number {
  const parsed = parseCommandArgs(argv, USAGE, { format: { type: 'string', short: 'f', default: 'csv' } }, io);
  if (typeof parsed === 'number') return parsed;
  const fail = (problem: string) => usageError(problem, USAGE, io);

  const [kind, ...extra] = parsed.positionals;
  const { format } = parsed.values;
  if (kind === undefined) return fail('Name the table to export.');
  if (!isSubmissionKind(kind)) return fail(`Unknown table "${kind}".`);
  if (extra.length > 0) return fail(`Unexpected argument "${extra[0]}".`);
  if (format !== 'csv' && format !== 'json') return fail(`Unknown format "${format}".`);

  const dataDir = commandDataDir(SERVICE_NAME, io);
  if (dataDir === undefined) return EXIT_USAGE;
  // Migrating brings an older database up to date so every table exists (it may be empty).
  const db = openServiceDatabase(SERVICE_NAME, dataDir, MIGRATIONS_DIR, io);
  if (!db) return EXIT_FAILED;
  try {
    const rows = createSubmissionsRepository(db).list(kind);
    io.stdout(format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(SUBMISSION_TABLES[kind].columns, rows));
  } finally {
    db.close();
  }
  return EXIT_OK;
}
