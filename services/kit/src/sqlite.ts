import type { CollegeSettings } from '@college/settings/node';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditLog, createAuditLog } from './audit';
import { tightenMode } from './keys';

/** Modes of what a service keeps (owner all, group read, others nothing), whatever the umask. */
export const DATA_DIR_MODE = 0o700;
export const SERVICE_DIR_MODE = 0o750;
export const DATA_FILE_MODE = 0o640;

export type SqliteDatabase = Database.Database;

/** A unique index said no (better-sqlite3's error code): the row would be another row's twin. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** Where one service keeps its state: `<dataDir>/<name>/`. */
export interface ServicePaths {
  root: string;
  db: string;
  /** Private uploads (applications, ID proofs); never served. */
  uploads: string;
  /** Public documents, served by the service's static routes. */
  public: string;
  /** Uploads being received, before a route commits them; private, emptied at every start. */
  tmp: string;
}

export interface SeedContext {
  db: SqliteDatabase;
  paths: ServicePaths;
  log: FastifyBaseLogger;
  /** The college's settings the service started with (createServiceApp). */
  settings: CollegeSettings;
}

export type SeedFunction = (ctx: SeedContext) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    db: SqliteDatabase;
    paths: ServicePaths;
    /** The service's append-only audit trail (audit.ts), in its own database. */
    audit: AuditLog;
  }
}

export function servicePaths(dataDir: string, name: string): ServicePaths {
  const root = path.resolve(dataDir, name);
  return {
    root,
    db: path.join(root, 'db.sqlite'),
    uploads: path.join(root, 'uploads'),
    public: path.join(root, 'public'),
    tmp: path.join(root, 'tmp'),
  };
}

/**
 * Creates the data folder (0700) and the service's folders (0750; tmp 0700). A data folder made
 * by an earlier version under umask 022 loses its bits for others (group ones stay: an operator
 * may have chosen them), which shuts others out of everything inside.
 */
export function ensureServiceFolders(paths: ServicePaths): void {
  const dataDir = path.dirname(paths.root);
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  tightenMode(dataDir, SERVICE_DIR_MODE);
  for (const dir of [paths.root, paths.uploads, paths.public]) {
    mkdirSync(dir, { recursive: true, mode: SERVICE_DIR_MODE });
    tightenMode(dir, SERVICE_DIR_MODE);
  }
  mkdirSync(paths.tmp, { recursive: true, mode: 0o700 });
}

/** Opens (creating if needed) a database with the pragmas every service relies on. */
export function openDatabase(file: string, options: { migrationsDir?: string } = {}): SqliteDatabase {
  mkdirSync(path.dirname(file), { recursive: true, mode: SERVICE_DIR_MODE });
  // SQLite gives the -wal and -shm files the database file's mode: create it 0640 (an empty
  // file is an empty database) rather than SQLite's 0644.
  try {
    closeSync(openSync(file, 'wx', DATA_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const db = new Database(file);
  try {
    // WAL lets the CLI export read while the service writes; busy_timeout waits out short locks.
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    if (options.migrationsDir) migrate(db, options.migrationsDir);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

export interface MigrationFile {
  version: number;
  name: string;
  file: string;
}

const MIGRATION_FILE = /^(\d+)-([\w.-]+)\.sql$/;

export function listMigrations(migrationsDir: string): MigrationFile[] {
  const migrations = readdirSync(migrationsDir)
    .map((entry) => {
      const match = MIGRATION_FILE.exec(entry);
      return match ? { version: Number(match[1]), name: match[2], file: path.join(migrationsDir, entry) } : null;
    })
    .filter((m): m is MigrationFile => m !== null)
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i].version === migrations[i - 1].version) {
      throw new Error(`Two migrations share version ${migrations[i].version} in ${migrationsDir}`);
    }
  }
  return migrations;
}

/**
 * Applies the numbered `NNN-title.sql` files not yet recorded in schema_migrations, each in
 * its own transaction, so a failed file leaves neither half a schema nor a record of itself.
 * Returns the versions applied by this call.
 */
export function migrate(db: SqliteDatabase, migrationsDir: string): number[] {
  db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at text not null default CURRENT_TIMESTAMP
  )`);
  const done = new Set(db.prepare('select version from schema_migrations').pluck().all() as number[]);
  const record = db.prepare('insert into schema_migrations (version, name) values (?, ?)');
  const applied: number[] = [];
  for (const migration of listMigrations(migrationsDir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.file, 'utf8');
    try {
      db.transaction(() => {
        db.exec(sql);
        record.run(migration.version, migration.name);
      })();
    } catch (error) {
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    applied.push(migration.version);
  }
  return applied;
}

export interface SqlitePluginOptions {
  name: string;
  dataDir: string;
  migrationsDir: string;
  seed?: SeedFunction;
}

function removeDatabaseFiles(file: string) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

export const sqlitePlugin = fp<SqlitePluginOptions>(
  async (fastify, options) => {
    const paths = servicePaths(options.dataDir, options.name);
    ensureServiceFolders(paths);
    const isNew = !existsSync(paths.db);
    const db = openDatabase(paths.db, { migrationsDir: options.migrationsDir });
    // Files left 0644 by an earlier version: never readable by others.
    for (const suffix of ['', '-wal', '-shm']) tightenMode(paths.db + suffix, DATA_FILE_MODE);

    if (isNew && options.seed) {
      try {
        await options.seed({ db, paths, log: fastify.log, settings: fastify.college });
      } catch (error) {
        // Drop the half-seeded database so the next start seeds again from scratch.
        db.close();
        removeDatabaseFiles(paths.db);
        throw error;
      }
      fastify.log.info({ service: options.name }, 'seeded a new database');
    }

    fastify.decorate('db', db);
    fastify.decorate('paths', paths);
    fastify.decorate('audit', createAuditLog(db));
    fastify.addHook('onClose', async () => {
      db.close();
    });
  },
  { name: 'college-sqlite', fastify: '5.x' },
);
