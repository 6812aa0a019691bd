/**
 * `pnpm restore <archive>`: puts a backup made by `pnpm backup` into an EMPTY data folder.
 * Nothing is written to the target unless the whole archive checks out: the `.sha256` beside it
 * (when present) matches, it unpacks without error, it holds exactly the files its manifest lists
 * with their sizes and SHA-256, and every database passes `PRAGMA integrity_check` with the row
 * counts of the manifest. A damaged archive or a target that is not empty is refused.
 *
 * Archives hold no keys, only their fingerprints. The keys come from `--keys DIR` (the copy made
 * by `pnpm backup --keys-to`, or the old data folder's `keys/`) and are copied into the target's
 * keys folder, or are in place already (KEYS_DIR, environment); a key missing or not the one the
 * data was sealed with is refused, unless `--without-keys` says they are lost for good.
 * The folder is 0700, keys 0600, other folders 0750 and files 0640, whatever the archive says.
 *
 *   pnpm restore <archive> [--data DIR] [--keys DIR | --without-keys]      (DATA_DIR, default ./data)
 *
 * Then start the portal on that folder; each service sweeps what an unfinished upload left.
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as tar from 'tar';
import {
  KEY_FILE_MODE,
  KEYS_DIR_MODE,
  keyFile,
  keyFingerprint,
  keyInEffect,
  PORTAL_KEYS,
  type PortalKeyName,
  placeKeyFile,
} from '../services/kit/src/keys';
import { DATA_DIR_MODE, DATA_FILE_MODE, openDatabase, SERVICE_DIR_MODE } from '../services/kit/src/sqlite';
import { FORMAT, MANIFEST, type Manifest, sha256File, tableCounts } from './backup';

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreOptions {
  /** A folder holding the keys (`<name>.key`), copied into the target's keys folder when they match. */
  keysFrom?: string;
  /** Restore although the keys the data was sealed with are missing or different (lost for good). */
  withoutKeys?: boolean;
  /** Where KEYS_DIR and keys given in the environment are read (default process.env). */
  env?: Record<string, string | undefined>;
}

export interface RestoredKey {
  name: PortalKeyName;
  fingerprint: string;
  /** copied from --keys, in place already, or missing/different (only with --without-keys). */
  state: 'copied' | 'in place' | 'missing' | 'different';
}

export interface RestoreResult {
  dataDir: string;
  manifest: Manifest;
  keys: RestoredKey[];
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
    manifest.files.every(
      (file) => typeof file?.path === 'string' && Number.isInteger(file.size) && /^[0-9a-f]{64}$/.test(file.sha256),
    ) &&
    typeof manifest.services === 'object' &&
    manifest.services !== null &&
    (manifest.keys === undefined ||
      (typeof manifest.keys === 'object' &&
        manifest.keys !== null &&
        Object.values(manifest.keys).every((value) => typeof value === 'string' && /^[0-9a-f]{16}$/.test(value))));
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
  if (extra.length > 0)
    throw new RestoreRefused(`the archive holds files its manifest does not list: ${extra.slice(0, 5).join(', ')}`);
  for (const file of manifest.files) {
    const full = path.join(staging, file.path);
    if (!existsSync(full)) throw new RestoreRefused(`${file.path} is missing from the archive`);
    const size = (await stat(full)).size;
    if (size !== file.size || (await sha256File(full)) !== file.sha256)
      throw new RestoreRefused(`${file.path} does not match its checksum`);
  }
  for (const [name, service] of Object.entries(manifest.services)) {
    const db = openDatabase(path.join(staging, name, 'db.sqlite'));
    try {
      const check = db.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new RestoreRefused(`${name}'s database fails its integrity check: ${check}`);
      const counts = tableCounts(db);
      for (const [table, count] of Object.entries(service.tables)) {
        if (counts[table] !== count)
          throw new RestoreRefused(`${name}.${table} has ${counts[table]} rows, the manifest says ${count}`);
      }
      // Back to one file, as archived (openDatabase switched it to WAL).
      db.pragma('journal_mode = DELETE');
    } finally {
      db.close();
    }
  }
}

interface KeyCopy {
  name: PortalKeyName;
  from: string;
  to: string;
}

/**
 * For every key the manifest names: the one in place (environment, KEYS_DIR) or in `--keys` must
 * have its fingerprint. Refuses (before anything is written) unless `withoutKeys`; only matching
 * keys are ever copied.
 */
function planKeys(
  manifest: Manifest,
  target: string,
  options: RestoreOptions,
): { keys: RestoredKey[]; copies: KeyCopy[] } {
  const env = options.env ?? process.env;
  const keys: RestoredKey[] = [];
  const copies: KeyCopy[] = [];
  const problems: string[] = [];
  for (const [name, fingerprint] of Object.entries(manifest.keys ?? {}) as [PortalKeyName, string][]) {
    if (!(name in PORTAL_KEYS)) continue;
    const inPlace = keyInEffect(name, { dataDir: target, env });
    const offered =
      inPlace ??
      (options.keysFrom ? readKeyFrom(path.join(path.resolve(options.keysFrom), PORTAL_KEYS[name].file)) : undefined);
    if (!offered) {
      keys.push({ name, fingerprint, state: 'missing' });
      problems.push(`${name} (fingerprint ${fingerprint}) is missing`);
    } else if (keyFingerprint(name, offered.text) !== fingerprint) {
      keys.push({ name, fingerprint, state: 'different' });
      problems.push(
        `${offered.from} is not the ${name} key this backup was made with (fingerprint ${keyFingerprint(name, offered.text)}, the archive's is ${fingerprint})`,
      );
    } else if (inPlace) {
      keys.push({ name, fingerprint, state: 'in place' });
    } else {
      keys.push({ name, fingerprint, state: 'copied' });
      copies.push({ name, from: offered.from, to: keyFile(name, target, env) });
    }
  }
  if (problems.length > 0 && !options.withoutKeys) {
    throw new RestoreRefused(
      `the data in this archive was sealed with keys that archives never hold: ${problems.join('; ')}. ` +
        "Give the folder with the college's copy of the keys (--keys DIR, made by pnpm backup --keys-to) or the old data folder's keys/. " +
        'Only if the keys are lost for good, restore with --without-keys: the Aadhaar numbers and identity documents already stored can then never be read, ' +
        'earlier applicants are no longer recognised as duplicates, and office staff must set up their authenticator app again (recovery codes still sign in).',
    );
  }
  return { keys, copies };
}

function readKeyFrom(file: string): { text: string; from: string } | undefined {
  try {
    return { text: readFileSync(file, 'utf8').trim(), from: file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Modes of the unpacked tree, whatever the archive recorded: folders 0750, files 0640, keys 0600. */
async function restrictModes(staging: string) {
  for (const entry of await readdir(staging, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    // Archives of earlier versions hold their keys (*.key, admissions-keys/).
    const isKey = entry.name.endsWith('.key') || entry.name === 'admissions-keys';
    if (entry.isDirectory()) await chmod(full, isKey ? KEYS_DIR_MODE : SERVICE_DIR_MODE);
    else if (entry.isFile()) await chmod(full, isKey ? KEY_FILE_MODE : DATA_FILE_MODE);
  }
}

export async function restoreBackup(
  archive: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const source = path.resolve(archive);
  const target = path.resolve(dataDir);
  if (!existsSync(source)) throw new RestoreRefused(`no archive at ${source}`);
  if (!(await isEmptyOrMissing(target))) {
    throw new RestoreRefused(
      `${target} is not empty; restore only into an empty (or new) data folder, never over live data`,
    );
  }
  const checksumFile = `${source}.sha256`;
  if (existsSync(checksumFile)) {
    const expected = readFileSync(checksumFile, 'utf8').trim().split(/\s+/)[0];
    if ((await sha256File(source)) !== expected)
      throw new RestoreRefused(`the archive does not match ${path.basename(checksumFile)}: it is damaged`);
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
    const { keys, copies } = planKeys(manifest, target, options);
    await rm(path.join(staging, MANIFEST));
    await restrictModes(staging);

    if (!(await isEmptyOrMissing(target))) throw new RestoreRefused(`${target} is no longer empty`);
    await mkdir(target, { recursive: true, mode: DATA_DIR_MODE });
    // An empty folder made beforehand (e.g. by mkdir under umask 022) is made private too.
    await chmod(target, DATA_DIR_MODE);
    for (const entry of await readdir(staging)) await rename(path.join(staging, entry), path.join(target, entry));
    for (const copy of copies) placeKeyFile(copy.to, (temp) => copyFileSync(copy.from, temp));
    return { dataDir: target, manifest, keys };
  } finally {
    // A failed unpack may still be closing files: retry, and never hide the real error.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => {});
  }
}

async function main() {
  // The same as the services: nothing the restore makes is for others.
  process.umask(0o027);
  const { values, positionals } = parseArgs({
    options: { data: { type: 'string' }, keys: { type: 'string' }, 'without-keys': { type: 'boolean' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new RestoreRefused('usage: pnpm restore <archive> [--data DIR] [--keys DIR | --without-keys]');
  const result = await restoreBackup(positionals[0], values.data ?? process.env.DATA_DIR ?? 'data', {
    keysFrom: values.keys,
    withoutKeys: values['without-keys'],
  });
  for (const [name, service] of Object.entries(result.manifest.services)) {
    const rows = Object.values(service.tables).reduce((sum, count) => sum + count, 0);
    console.log(`${name}: ${rows} rows, ${service.files} files`);
  }
  for (const key of result.keys) {
    const said = {
      copied: 'copied into the keys folder',
      'in place': 'in place',
      missing: 'MISSING',
      different: "DIFFERENT from the backup's",
    }[key.state];
    console.log(`key ${key.name} (${key.fingerprint}): ${said}`);
  }
  if (result.keys.some((key) => key.state === 'missing' || key.state === 'different')) {
    console.log(
      'Restored without the right keys: stored Aadhaar numbers and identity documents cannot be read, earlier applicants are not recognised as duplicates, and office authenticator codes no longer work (recovery codes do; an admin resets the second factor).',
    );
  }
  console.log(`restored the backup of ${result.manifest.createdAt} into ${result.dataDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: Error) => {
    console.error(`restore refused: ${error.message}`);
    process.exit(1);
  });
}
