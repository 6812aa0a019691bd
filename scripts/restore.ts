/**
 * `pnpm restore <archive>`: puts a backup made by `pnpm backup` into an EMPTY data folder.
 * Nothing is written to the target unless the whole archive checks out: the `.sha256` beside it
 * (when present) matches, it unpacks without error, it holds exactly the files its manifest lists
 * with their sizes and SHA-256, and every database passes `PRAGMA integrity_check` with the row
 * counts of the manifest. A damaged archive or a target that is not empty is refused.
 *
 *   pnpm restore <archive> [--data DIR]      (DATA_DIR, default ./data)
 *
 * Then start the portal on that folder; each service sweeps what an unfinished upload left.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as tar from 'tar';
import { openDatabase } from '../services/kit/src/sqlite';
import { FORMAT, MANIFEST, type Manifest, sha256File, tableCounts } from './backup';

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreResult {
  dataDir: string;
  manifest: Manifest;
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

function readManifest(staging: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new RestoreRefused('the archive has no readable manifest.json');
  }
  const valid =
    manifest?.format === FORMAT &&
    Array.isArray(manifest.files) &&
    manifest.files.every((file) => typeof file?.path === 'string' && Number.isInteger(file.size) && /^[0-9a-f]{64}$/.test(file.sha256)) &&
    typeof manifest.services === 'object' &&
    manifest.services !== null;
  if (!valid) throw new RestoreRefused(`manifest.json is not a ${FORMAT} manifest`);
  return manifest;
}

/** Every file of the manifest, as listed, and nothing else; every database sound and complete. */
async function verify(staging: string, manifest: Manifest) {
  const listed = new Set(manifest.files.map((file) => file.path));
  const present = (await readdir(staging, { withFileTypes: true, recursive: true }))
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(staging, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== MANIFEST);
  const extra = present.filter((file) => !listed.has(file));
  if (extra.length > 0) throw new RestoreRefused(`the archive holds files its manifest does not list: ${extra.slice(0, 5).join(', ')}`);
  for (const file of manifest.files) {
    const full = path.join(staging, file.path);
    if (!existsSync(full)) throw new RestoreRefused(`${file.path} is missing from the archive`);
    const size = (await stat(full)).size;
    if (size !== file.size || (await sha256File(full)) !== file.sha256) throw new RestoreRefused(`${file.path} does not match its checksum`);
  }
  for (const [name, service] of Object.entries(manifest.services)) {
    const db = openDatabase(path.join(staging, name, 'db.sqlite'));
    try {
      const check = db.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new RestoreRefused(`${name}'s database fails its integrity check: ${check}`);
      const counts = tableCounts(db);
      for (const [table, count] of Object.entries(service.tables)) {
        if (counts[table] !== count) throw new RestoreRefused(`${name}.${table} has ${counts[table]} rows, the manifest says ${count}`);
      }
      // Back to one file, as archived (openDatabase switched it to WAL).
      db.pragma('journal_mode = DELETE');
    } finally {
      db.close();
    }
  }
}

export async function restoreBackup(archive: string, dataDir: string): Promise<RestoreResult> {
  const source = path.resolve(archive);
  const target = path.resolve(dataDir);
  if (!existsSync(source)) throw new RestoreRefused(`no archive at ${source}`);
  if (!(await isEmptyOrMissing(target))) {
    throw new RestoreRefused(`${target} is not empty; restore only into an empty (or new) data folder, never over live data`);
  }
  const checksumFile = `${source}.sha256`;
  if (existsSync(checksumFile)) {
    const expected = readFileSync(checksumFile, 'utf8').trim().split(/\s+/)[0];
    if ((await sha256File(source)) !== expected) throw new RestoreRefused(`the archive does not match ${path.basename(checksumFile)}: it is damaged`);
  }

  // Unpacked and checked beside the target (same file system), then moved in.
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.restore-`));
  try {
    try {
      await tar.extract({ file: source, cwd: staging, strict: true });
    } catch (error) {
      throw new RestoreRefused(`the archive cannot be unpacked, it is damaged (${(error as Error).message})`);
    }
    const manifest = readManifest(staging);
    await verify(staging, manifest);
    await rm(path.join(staging, MANIFEST));

    if (!(await isEmptyOrMissing(target))) throw new RestoreRefused(`${target} is no longer empty`);
    await mkdir(target, { recursive: true, mode: 0o750 });
    for (const entry of await readdir(staging)) await rename(path.join(staging, entry), path.join(target, entry));
    return { dataDir: target, manifest };
  } finally {
    // A failed unpack may still be closing files: retry, and never hide the real error.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => {});
  }
}

async function main() {
  const { values, positionals } = parseArgs({ options: { data: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new RestoreRefused('usage: pnpm restore <archive> [--data DIR]');
  const result = await restoreBackup(positionals[0], values.data ?? process.env.DATA_DIR ?? 'data');
  for (const [name, service] of Object.entries(result.manifest.services)) {
    const rows = Object.values(service.tables).reduce((sum, count) => sum + count, 0);
    console.log(`${name}: ${rows} rows, ${service.files} files`);
  }
  console.log(`restored the backup of ${result.manifest.createdAt} into ${result.dataDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: Error) => {
    console.error(`restore refused: ${error.message}`);
    process.exit(1);
  });
}
