/**
 * What the admissions staff commands share: the service's database they open, and the
 * application number the office ones take as their one argument.
 */
import {
  type CommandStreams,
  commandDataDir,
  EXIT_FAILED,
  EXIT_USAGE,
  openServiceDatabase,
  type SqliteDatabase,
  usageError,
} from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import { APPLICATION_NUMBER } from '../contract';

/** The data folder and the service's database, or the exit code after saying why not. */
export function openAdmissionsDatabase(io: CommandStreams): { dataDir: string; db: SqliteDatabase } | number {
  const dataDir = commandDataDir(SERVICE_NAME, io);
  if (dataDir === undefined) return EXIT_USAGE;
  const db = openServiceDatabase(SERVICE_NAME, dataDir, MIGRATIONS_DIR, io);
  if (!db) return EXIT_FAILED;
  return { dataDir, db };
}

/**
 * The one application number among the command's arguments, in capitals as the service keeps it
 * (staff may type it in any case), or the exit code after showing the usage.
 */
export function applicationNumberArgument(
  positionals: readonly string[],
  usage: string,
  io: CommandStreams,
): string | number {
  const [given, extra] = positionals;
  if (given === undefined) return usageError('Name the application number.', usage, io);
  if (extra !== undefined) return usageError(`Unexpected argument "${extra}".`, usage, io);
  const applicationNo = given.trim().toUpperCase();
  if (!APPLICATION_NUMBER.test(applicationNo))
    return usageError(`"${given}" is not an application number (ADM2025-000123).`, usage, io);
  return applicationNo;
}
