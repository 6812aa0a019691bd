/**
 * Plumbing shared by the staff commands (imports, exports): exit codes, where the data folder is,
 * opening a service's existing database, and listing a sheet's problems. Each command is a function
 * that returns its exit code, so tests run it in-process against a real data folder.
 */
import { closeSync, existsSync, fchmodSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError, parseServiceConfig } from './config';
import type { SheetProblem } from './sheet';
import { openDatabase, type SqliteDatabase, servicePaths } from './sqlite';
import { PROCESS_UMASK } from './start';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export interface CommandIo {
  env: Record<string, string | undefined>;
  /** The folder relative paths are read from (pnpm runs scripts elsewhere: INIT_CWD). */
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** What a command needs that reads no relative path: its environment and its two streams. */
export type CommandStreams = Pick<CommandIo, 'env' | 'stdout' | 'stderr'>;

/** Problems listed before "… and N more": enough to fix a sheet, short enough to read. */
const SHOWN_PROBLEMS = 50;

/** The service's own rules for DATA_DIR (unset or empty → ./data); undefined after saying why. */
export function commandDataDir(service: string, io: CommandStreams): string | undefined {
  try {
    return parseServiceConfig(service, { port: 0 }, { DATA_DIR: io.env.DATA_DIR }).dataDir;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`${error.message}\n`);
    return undefined;
  }
}

/** The text of a file, or undefined after saying why it cannot be read. */
export function readTextFile(file: string, io: CommandStreams): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    io.stderr(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}\n`,
    );
    return undefined;
  }
}

/**
 * The service's database (migrated), or undefined after saying why: a command never creates a
 * database just because DATA_DIR or the folder was wrong.
 */
export function openServiceDatabase(
  service: string,
  dataDir: string,
  migrationsDir: string,
  io: CommandStreams,
): SqliteDatabase | undefined {
  const database = servicePaths(dataDir, service).db;
  if (!existsSync(database)) {
    io.stderr(
      `No database at ${database}. Set DATA_DIR to the folder the service uses (start the service once to create it).\n`,
    );
    return undefined;
  }
  return openDatabase(database, { migrationsDir });
}

/** "Nothing was imported" with every problem by line (the first 50). */
export function reportSheetProblems(file: string, problems: readonly SheetProblem[], io: CommandStreams): void {
  const shown = problems.slice(0, SHOWN_PROBLEMS).map(({ line, reason }) => `  line ${line}: ${reason}\n`);
  const more = problems.length - shown.length;
  io.stderr(
    `Nothing was imported: ${file} has ${problems.length} problem${problems.length > 1 ? 's' : ''}.\n` +
      shown.join('') +
      (more > 0 ? `  … and ${more} more\n` : ''),
  );
}

/**
 * Writes a file that only its owner can read (0600), also when a file of that name was there with
 * wider rights: exports hold applicants' personal data.
 */
export function writePrivateFile(file: string, text: string): void {
  const fd = openSync(file, 'w', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** Runs a command from the shell: its arguments, the real streams, and its exit code. */
export function runFromShell(command: (argv: readonly string[], io: CommandIo) => number): void {
  // What a command writes into the data folder (imported documents, a database) is not for others.
  process.umask(PROCESS_UMASK);
  try {
    process.exitCode = command(process.argv.slice(2), {
      env: process.env,
      // pnpm runs a script in the package's folder; INIT_CWD is where the person typed the command.
      cwd: process.env.INIT_CWD ?? process.cwd(),
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
    });
  } catch (error) {
    console.error('The command failed:', error);
    process.exitCode = EXIT_FAILED;
  }
}

type ArgOptions = NonNullable<ParseArgsConfig['options']>;

/**
 * The command's arguments (`--help` always understood), or its exit code when it is done already:
 * usage printed for --help (0) or after naming what was wrong (2).
 */
export function parseCommandArgs<O extends ArgOptions>(
  argv: readonly string[],
  usage: string,
  options: O,
  io: CommandStreams,
) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError((error as Error).message, usage, io);
  }
  if ((parsed.values as { help?: boolean }).help) {
    io.stdout(usage);
    return EXIT_OK;
  }
  return parsed as unknown as {
    values: { [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string };
    positionals: string[];
  };
}

/** Names what was wrong, then the usage; the exit code for a wrong command line. */
export function usageError(problem: string, usage: string, io: CommandStreams): number {
  io.stderr(`${problem}\n\n${usage}`);
  return EXIT_USAGE;
}
