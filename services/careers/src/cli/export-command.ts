import path from 'node:path';
import {
  type CommandStreams,
  commandDataDir,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  openServiceDatabase,
  parseCommandArgs,
  servicePaths,
  toCsv,
  usageError,
} from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import { createCareersRepository } from '../plugins/careers-repository';

export const USAGE = `Usage: pnpm -s --filter @college/careers-service export > applications.csv

Prints every career application, oldest first, as CSV with a header row: the application number,
the applicant's details, the qualifications and experience (one cell each, rows separated by ";")
and the full paths of the photo and the CV on this machine.

Reads <DATA_DIR>/careers/db.sqlite. DATA_DIR defaults to ./data, resolved from the current folder;
through pnpm --filter that is services/careers, the folder the service uses by default.
`;

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runExport(argv: readonly string[], io: CommandStreams): number {
  const parsed = parseCommandArgs(argv, USAGE, {}, io);
  if (typeof parsed === 'number') return parsed;
  if (parsed.positionals.length > 0) return usageError(`Unexpected argument "${parsed.positionals[0]}".`, USAGE, io);
  const dataDir = commandDataDir(SERVICE_NAME, io);
  if (dataDir === undefined) return EXIT_USAGE;
  const db = openServiceDatabase(SERVICE_NAME, dataDir, MIGRATIONS_DIR, io);
  if (!db) return EXIT_FAILED;
  const paths = servicePaths(dataDir, SERVICE_NAME);
  try {
    const files = path.join(paths.uploads, 'applications');
    const rows = createCareersRepository(db)
      .list()
      .map(({ photo_file, cv_file, ...row }) => ({
        ...row,
        photo_path: path.join(files, String(photo_file)),
        cv_path: path.join(files, String(cv_file)),
      }));
    const columns = rows.length > 0 ? Object.keys(rows[0]) : ['application_no'];
    io.stdout(toCsv(columns, rows));
  } finally {
    db.close();
  }
  return EXIT_OK;
}
