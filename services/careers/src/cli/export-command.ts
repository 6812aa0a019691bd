import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, openDatabase, parseServiceConfig, servicePaths, toCsv } from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import { createCareersRepository } from '../plugins/careers-repository';

export const USAGE = `Usage: pnpm -s --filter @college/careers-service export > applications.csv

Prints every career application, oldest first, as CSV with a header row: the application number,
the applicant's details, the qualifications and experience (one cell each, rows separated by ";")
and the full paths of the photo and the CV on this machine.

Reads <DATA_DIR>/careers/db.sqlite. DATA_DIR defaults to ./data, resolved from the current folder;
through pnpm --filter that is services/careers, the folder the service uses by default.
`;

export interface ExportIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runExport(argv: readonly string[], io: ExportIo): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(USAGE);
    return 0;
  }
  if (argv.length > 0) {
    io.stderr(`Unexpected argument "${argv[0]}".\n\n${USAGE}`);
    return 2;
  }
  let dataDir: string;
  try {
    dataDir = parseServiceConfig(SERVICE_NAME, { port: 0 }, { DATA_DIR: io.env.DATA_DIR }).dataDir;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`${error.message}\n`);
    return 2;
  }
  const paths = servicePaths(dataDir, SERVICE_NAME);
  if (!existsSync(paths.db)) {
    // Never create an empty database just because DATA_DIR was wrong.
    io.stderr(`No database at ${paths.db}. Set DATA_DIR to the folder the service uses.\n`);
    return 1;
  }
  const db = openDatabase(paths.db, { migrationsDir: MIGRATIONS_DIR });
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
  return 0;
}
