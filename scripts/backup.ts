/**
 * `pnpm backup`: one consistent, timestamped archive of the whole data folder, safe while the
 * portal takes writes. For each service folder (`DATA_DIR/<name>/db.sqlite`):
 *
 * - its database is copied with SQLite's online backup API (better-sqlite3 `db.backup()`) from a
 *   read snapshot, so a copy never mixes two moments;
 * - its files (private uploads, public documents, anything else in the folder but tmp/) are
 *   listed at that same moment: the snapshot is opened while new writes wait for a few
 *   milliseconds (a write lock held only while the folder is listed), so the archive holds
 *   exactly the files that the copied rows know, never a file of a write that came later.
 *   Files of unfinished uploads (the kit's kit_pending_uploads) are left out, as a restart would
 *   remove them.
 *
 * Other files of the data folder are copied as they are, except the keys (the keys folder,
 * `KEYS_DIR` or `<data>/keys/`, any `*.key`, an earlier version's `admissions-keys/`): an archive
 * that held the Aadhaar key beside the encrypted column would open every number to whoever has it
 * (the document key every sealed Aadhaar card and certificate, the office-secrets key every office
 * user's authenticator secret).
 * The manifest records each key's fingerprint instead, so a restore can check the keys in place.
 * `--keys-to DIR` copies the keys (0600) to a place the college keeps apart, and makes no archive.
 * The archive (`college-backup-<UTC time>.tar.gz`) holds `manifest.json`, with every file's size and
 * SHA-256 and every table's row count, and a `<archive>.sha256` is written beside it. Only the
 * newest `--keep` archives (BACKUP_KEEP, default 14) are kept. See scripts/restore.ts.
 *
 *   pnpm backup [--data DIR] [--out DIR] [--keep N]      (DATA_DIR, BACKUP_DIR, BACKUP_KEEP)
 *   pnpm backup --keys-to DIR [--data DIR]               (once, and after a key changes)
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as tar from 'tar';
import {
  isKeyPath,
  keyFingerprint,
  keyInEffect,
  PORTAL_KEY_NAMES,
  PORTAL_KEYS,
  type PortalKeyName,
  placeKeyFile,
} from '../services/kit/src/keys';
import { openDatabase, type SqliteDatabase } from '../services/kit/src/sqlite';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'college-portal-backup/1';
export const ARCHIVE_PREFIX = 'college-backup-';
export const ARCHIVE_SUFFIX = '.tar.gz';
const DB_FILE = 'db.sqlite';
/** Never archived: the database's live files (copied through the backup API instead) and tmp/. */
const SKIPPED = new Set([DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, `${DB_FILE}-journal`, 'tmp']);
const PENDING_TABLE = 'kit_pending_uploads';

export interface ManifestFile {
  /** Relative to the data folder, with `/`. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  services: Record<string, { tables: Record<string, number>; files: number }>;
  files: ManifestFile[];
  /**
   * Fingerprint (keyFingerprint) of each key in effect when the backup was made, by key name; the
   * keys themselves are never archived. Absent from archives of earlier versions (which held them).
   */
  keys?: Partial<Record<PortalKeyName, string>>;
}

export interface BackupOptions {
  dataDir: string;
  outDir: string;
  /** How many archives to keep (the newest); older ones are deleted after a successful run. */
  keep: number;
  /** Where KEYS_DIR and keys given in the environment are read (default process.env). */
  env?: Record<string, string | undefined>;
}

export interface BackupResult {
  archive: string;
  manifest: Manifest;
  removed: string[];
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/** Files (not folders) under `dir`, relative to `base`, skipping top-level names in `skip`. */
async function listFiles(dir: string, base: string, skip: Set<string> = new Set()): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !skip.has(relative.split(path.sep)[0]));
}

/** Copies a file while hashing it. */
async function copyHashed(from: string, to: string): Promise<{ size: number; sha256: string }> {
  await mkdir(path.dirname(to), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Row count of every table of a database (the kit's own tables included). */
export function tableCounts(db: SqliteDatabase): Record<string, number> {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  // Table names come from the database's own catalogue, quoted as identifiers.
  return Object.fromEntries(
    tables.map((table) => [
      table,
      db
        .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

/**
 * The database of one service and the list of its files, both as of one moment: while a write
 * lock makes new writes wait, a second connection opens its read snapshot and the folder is
 * listed; the lock is then released and the copy is taken from the snapshot.
 */
async function snapshotService(root: string, stagedDb: string): Promise<{ files: string[]; pending: Set<string> }> {
  const dbFile = path.join(root, DB_FILE);
  const lock = openDatabase(dbFile);
  const snapshot = openDatabase(dbFile);
  try {
    let files: string[];
    let pending: Set<string>;
    lock.exec('BEGIN IMMEDIATE');
    try {
      snapshot.exec('BEGIN');
      snapshot.prepare('select count(*) from sqlite_master').get();
      const hasPending = snapshot
        .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
        .get(PENDING_TABLE);
      pending = new Set(
        hasPending
          ? (snapshot.prepare(`select path from ${PENDING_TABLE}`).pluck().all() as string[]).map(path.normalize)
          : [],
      );
      files = await listFiles(root, root, SKIPPED);
    } finally {
      lock.exec('ROLLBACK');
    }
    await snapshot.backup(stagedDb);
    snapshot.exec('COMMIT');
    return { files, pending };
  } finally {
    lock.close();
    snapshot.close();
  }
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/:/g, '-').replace('.', '-');
}

/** The fingerprint of every key in effect for this data folder (environment or keys folder). */
export function keyFingerprints(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): Partial<Record<PortalKeyName, string>> {
  const fingerprints: Partial<Record<PortalKeyName, string>> = {};
  for (const name of PORTAL_KEY_NAMES) {
    const key = keyInEffect(name, { dataDir, env });
    if (key) fingerprints[name] = keyFingerprint(name, key.text);
  }
  return fingerprints;
}

export interface CopiedKey {
  name: PortalKeyName;
  file: string;
  fingerprint: string;
  /** False when the same key was there already. */
  written: boolean;
}

/**
 * `--keys-to DIR`: every key in effect written to `DIR/<name>.key` (folder 0700, files 0600), for
 * the copy the college keeps apart from the archives. A different key already there is an error,
 * never overwritten. Returns what was copied and the names of keys not found.
 */
export function copyKeys(options: { dataDir: string; to: string; env?: Record<string, string | undefined> }): {
  copied: CopiedKey[];
  missing: PortalKeyName[];
} {
  const env = options.env ?? process.env;
  const copied: CopiedKey[] = [];
  const missing: PortalKeyName[] = [];
  for (const name of PORTAL_KEY_NAMES) {
    const key = keyInEffect(name, { dataDir: options.dataDir, env });
    if (!key) {
      missing.push(name);
      continue;
    }
    const file = path.join(path.resolve(options.to), PORTAL_KEYS[name].file);
    const written = placeKeyFile(file, (temp) => writeFileSync(temp, key.text, { flag: 'wx', mode: 0o600 }));
    if (!written && readFileSync(file, 'utf8').trim() !== key.text) {
      throw new Error(`${file} holds a different ${name} key; it was left as it is (copy into an empty folder)`);
    }
    copied.push({ name, file, fingerprint: keyFingerprint(name, key.text), written });
  }
  return { copied, missing };
}

/** Keeps the newest `keep` archives in `outDir` (names sort by time); returns what was removed. */
export async function applyRetention(outDir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(outDir))
    .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(ARCHIVE_SUFFIX))
    .sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) {
    await rm(path.join(outDir, name), { force: true });
    await rm(path.join(outDir, `${name}.sha256`), { force: true });
  }
  return old.map((name) => path.join(outDir, name));
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  if (!Number.isInteger(options.keep) || options.keep < 1) throw new Error('keep must be a whole number of at least 1');
  const dataDir = path.resolve(options.dataDir);
  const outDir = path.resolve(options.outDir);
  if (!existsSync(dataDir)) throw new Error(`no data folder at ${dataDir}`);
  const env = options.env ?? process.env;
  const isKey = (relative: string) => isKeyPath(relative, dataDir, env);
  // Archives hold personal data (never the keys): readable by their owner only.
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(outDir, '.backup-'));
  const createdAt = new Date();
  try {
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: createdAt.toISOString(),
      services: {},
      files: [],
      keys: keyFingerprints(dataDir, env),
    };
    const entries = await readdir(dataDir, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const source = path.join(dataDir, entry.name);
      if (isKey(entry.name)) continue;
      if (entry.isFile()) {
        manifest.files.push({ path: entry.name, ...(await copyHashed(source, path.join(staging, entry.name))) });
        continue;
      }
      if (!entry.isDirectory()) continue;
      if (!existsSync(path.join(source, DB_FILE))) {
        // Not a service's folder: its files as they are.
        for (const file of (await listFiles(source, dataDir)).filter((file) => !isKey(file))) {
          manifest.files.push({
            path: toPosix(file),
            ...(await copyHashed(path.join(dataDir, file), path.join(staging, file))),
          });
        }
        continue;
      }

      const stagedDb = path.join(staging, entry.name, DB_FILE);
      await mkdir(path.dirname(stagedDb), { recursive: true });
      const { files, pending } = await snapshotService(source, stagedDb);
      const copy = openDatabase(stagedDb);
      let tables: Record<string, number>;
      try {
        const check = copy.pragma('integrity_check', { simple: true });
        if (check !== 'ok')
          throw new Error(`the copy of ${entry.name}'s database failed its integrity check: ${check}`);
        // A single file, so the archive needs no -wal beside it.
        copy.pragma('journal_mode = DELETE');
        tables = tableCounts(copy);
      } finally {
        copy.close();
      }
      manifest.files.push({
        path: `${entry.name}/${DB_FILE}`,
        size: (await stat(stagedDb)).size,
        sha256: await sha256File(stagedDb),
      });

      let count = 0;
      for (const file of files.sort()) {
        const relative = path.join(entry.name, file);
        if (pending.has(path.normalize(file)) || isKey(relative)) continue;
        manifest.files.push({
          path: toPosix(relative),
          ...(await copyHashed(path.join(source, file), path.join(staging, relative))),
        });
        count += 1;
      }
      manifest.services[entry.name] = { tables, files: count };
    }
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);

    const name = `${ARCHIVE_PREFIX}${timestamp(createdAt)}${ARCHIVE_SUFFIX}`;
    const archive = path.join(outDir, name);
    const partial = path.join(staging, `${name}.partial`);
    const members = [
      MANIFEST,
      ...(await readdir(staging)).filter((member) => member !== MANIFEST && member !== path.basename(partial)).sort(),
    ];
    await tar.create({ gzip: true, cwd: staging, file: partial, portable: true, mode: 0o600 }, members);
    await chmod(partial, 0o600);
    await writeFile(`${archive}.sha256`, `${await sha256File(partial)}  ${name}\n`, { mode: 0o600 });
    // Complete archives only: it appears under its name in one step.
    await rename(partial, archive);
    const removed = await applyRetention(outDir, options.keep);
    return { archive, manifest, removed };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function positiveInteger(value: string, what: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`${what} must be a whole number of at least 1, not "${value}"`);
  return Number(value);
}

async function main() {
  // Staged copies and archives: the owner's only.
  process.umask(0o077);
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      out: { type: 'string' },
      keep: { type: 'string' },
      'keys-to': { type: 'string' },
    },
  });
  const dataDir = values.data ?? process.env.DATA_DIR ?? 'data';
  if (values['keys-to'] !== undefined) {
    const { copied, missing } = copyKeys({ dataDir, to: values['keys-to'] });
    for (const key of copied)
      console.log(
        `${key.name}: ${key.written ? 'copied to' : 'already in'} ${key.file} (fingerprint ${key.fingerprint})`,
      );
    for (const name of missing) console.log(`${name}: no key yet (the service that uses it has not started)`);
    console.log(
      'Keep this folder apart from the backups (e.g. a USB stick in the office safe): without it the Aadhaar numbers and identity documents in any backup cannot be read, nor the office authenticator secrets.',
    );
    return;
  }
  const result = await createBackup({
    dataDir,
    outDir: values.out ?? process.env.BACKUP_DIR ?? 'backups',
    keep: positiveInteger(values.keep ?? process.env.BACKUP_KEEP ?? '14', 'keep (BACKUP_KEEP)'),
  });
  for (const [name, service] of Object.entries(result.manifest.services)) {
    const rows = Object.values(service.tables).reduce((sum, count) => sum + count, 0);
    console.log(`${name}: ${rows} rows, ${service.files} files`);
  }
  console.log(`backup written: ${result.archive} (${result.manifest.files.length} files)`);
  const keys = Object.entries(result.manifest.keys ?? {});
  if (keys.length > 0) {
    console.log(
      `not in the archive, kept apart (pnpm backup --keys-to DIR): ${keys.map(([name, fingerprint]) => `${name} ${fingerprint}`).join(', ')}`,
    );
  }
  for (const removed of result.removed) console.log(`removed old backup ${removed}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: Error) => {
    console.error(`backup failed: ${error.message}`);
    process.exit(1);
  });
}
