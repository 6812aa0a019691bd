/**
 * The portal's secret keys live in one folder, `KEYS_DIR` or by default `<DATA_DIR>/keys/` (0700,
 * each key 0600), which backups leave out (scripts/backup.ts): whoever holds an archive must not
 * also hold the key that opens its encrypted columns. The college keeps one copy of the keys apart
 * (`pnpm backup --keys-to DIR`); a backup's manifest records only each key's fingerprint, so a
 * restore can tell whether the keys in place are the ones the data was sealed with.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const KEYS_DIR_ENV = 'KEYS_DIR';
/** The default keys folder, inside the data folder. */
export const KEYS_FOLDER = 'keys';
export const KEY_FILE_MODE = 0o600;
export const KEYS_DIR_MODE = 0o700;

export interface PortalKey {
  /** File name in the keys folder. */
  file: string;
  /** The environment variable that, when set, is the key instead of the file. */
  env: string;
  /** Where earlier versions kept the file, relative to the data folder; moved into the keys folder when found. */
  legacy: readonly string[];
  /** How the text becomes the key's bytes: hex for the AES key, the text itself for the HMAC secret. */
  encoding: 'hex' | 'utf8';
}

/** Every key of the portal, so backup and restore know them all. */
export const PORTAL_KEYS = {
  'identifier-hash': {
    file: 'identifier-hash.key',
    env: 'IDENTIFIER_HASH_SECRET',
    legacy: ['identifier-hash.key'],
    encoding: 'utf8',
  },
  'aadhaar-encryption': {
    file: 'aadhaar-encryption.key',
    env: 'AADHAAR_ENCRYPTION_KEY',
    legacy: ['admissions-keys/aadhaar-encryption.key'],
    encoding: 'hex',
  },
  // Seals the office's TOTP secrets (services/office/src/secret-box.ts).
  'office-secrets': { file: 'office-secrets.key', env: 'OFFICE_SECRETS_KEY', legacy: [], encoding: 'hex' },
  // Seals each stored identity document's own key (file-vault.ts).
  'document-encryption': {
    file: 'document-encryption.key',
    env: 'DOCUMENT_ENCRYPTION_KEY',
    legacy: [],
    encoding: 'hex',
  },
} as const satisfies Record<string, PortalKey>;

export type PortalKeyName = keyof typeof PORTAL_KEYS;
export const PORTAL_KEY_NAMES = Object.keys(PORTAL_KEYS) as PortalKeyName[];

type Env = Record<string, string | undefined>;

/** The keys folder: KEYS_DIR (absolute, so every process agrees on it) or `<dataDir>/keys`. */
export function keysDir(dataDir: string, env: Env = process.env): string {
  const fromEnv = env[KEYS_DIR_ENV]?.trim();
  if (!fromEnv) return path.join(path.resolve(dataDir), KEYS_FOLDER);
  if (!path.isAbsolute(fromEnv)) throw new Error(`${KEYS_DIR_ENV} must be an absolute path, not "${fromEnv}"`);
  return fromEnv;
}

/** Where a key's file is (or would be). */
export function keyFile(name: PortalKeyName, dataDir: string, env: Env = process.env): string {
  return path.join(keysDir(dataDir, env), PORTAL_KEYS[name].file);
}

/**
 * Takes the bits beyond `widest` off a path we own; someone else's stays as it is, and so does a
 * shared folder (sticky, like /tmp) named as the data folder.
 */
export function tightenMode(target: string, widest: number): void {
  try {
    const mode = statSync(target).mode & 0o7777;
    if ((mode & 0o1000) === 0 && (mode & ~widest) !== 0) chmodSync(target, mode & widest);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOENT') throw error;
  }
}

export function ensureKeysDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: KEYS_DIR_MODE });
  tightenMode(dir, KEYS_DIR_MODE);
}

/**
 * Puts `text` at `file` (0600) unless a file is there already; the file appears complete in one
 * step (written beside it, then linked), so a process reading it never sees half a key.
 * Returns whether this call wrote it.
 */
export function placeKeyFile(file: string, write: (temp: string) => void): boolean {
  ensureKeysDir(path.dirname(file));
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  write(temp);
  try {
    chmodSync(temp, KEY_FILE_MODE);
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** An earlier version's key file moved into the keys folder; the text of the key in place after. */
function moveLegacyKey(name: PortalKeyName, dataDir: string, file: string): string | undefined {
  const root = path.resolve(dataDir);
  for (const old of PORTAL_KEYS[name].legacy) {
    const from = path.join(root, old);
    if (from === file || !existsSync(from)) continue;
    placeKeyFile(file, (temp) => copyFileSync(from, temp));
    const text = readFileSync(file, 'utf8');
    // Only the same key is removed from the old place (another process may have moved it first).
    if (readFileSync(from, 'utf8').trim() === text.trim()) {
      rmSync(from, { force: true });
      if (path.dirname(from) !== root) {
        try {
          rmdirSync(path.dirname(from));
        } catch {
          // not empty: leave it
        }
      }
    }
    return text.trim();
  }
  return undefined;
}

/**
 * The key's file in the keys folder: read (tightened to 0600 if it was wider), else moved there
 * from where an earlier version kept it, else created (32 random bytes, hex). Environment
 * overrides are the caller's: it checks them first.
 */
export function readOrCreateKeyFile(name: PortalKeyName, options: { dataDir: string; env?: Env }): string {
  const file = keyFile(name, options.dataDir, options.env);
  try {
    const text = readFileSync(file, 'utf8').trim();
    tightenMode(file, KEY_FILE_MODE);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const moved = moveLegacyKey(name, options.dataDir, file);
  if (moved !== undefined) return moved;
  // If another process created the key a moment ago, theirs is kept.
  placeKeyFile(file, (temp) =>
    writeFileSync(temp, randomBytes(32).toString('hex'), { flag: 'wx', mode: KEY_FILE_MODE }),
  );
  return readFileSync(file, 'utf8').trim();
}

export interface KeyInEffect {
  text: string;
  /** The environment variable's name or the file's path. */
  from: string;
}

/** The key a service would use now (environment, keys folder, or an earlier version's place), without creating one. */
export function keyInEffect(name: PortalKeyName, options: { dataDir: string; env?: Env }): KeyInEffect | undefined {
  const env = options.env ?? process.env;
  const spec = PORTAL_KEYS[name];
  const fromEnv = env[spec.env]?.trim();
  if (fromEnv) return { text: fromEnv, from: spec.env };
  const root = path.resolve(options.dataDir);
  for (const file of [keyFile(name, options.dataDir, env), ...spec.legacy.map((old) => path.join(root, old))]) {
    try {
      return { text: readFileSync(file, 'utf8').trim(), from: file };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

/**
 * A short public name of a key: the first 16 hex digits of a SHA-256 over the key's bytes. It tells
 * two keys apart and reveals nothing of a random 256-bit key.
 */
export function keyFingerprint(name: PortalKeyName, text: string): string {
  const trimmed = text.trim();
  const material =
    PORTAL_KEYS[name].encoding === 'hex' ? Buffer.from(trimmed.toLowerCase(), 'hex') : Buffer.from(trimmed, 'utf8');
  return createHash('sha256').update(`college-portal key ${name}\0`).update(material).digest('hex').slice(0, 16);
}

/** Relative paths (with `/`) inside the data folder that hold keys and never go into an archive. */
export function isKeyPath(relative: string, dataDir: string, env: Env = process.env): boolean {
  const posix = relative.split(path.sep).join('/');
  if (posix.endsWith('.key')) return true;
  const legacyFolders = PORTAL_KEY_NAMES.flatMap((name) =>
    PORTAL_KEYS[name].legacy.filter((old) => old.includes('/')).map((old) => old.split('/')[0]),
  );
  const first = posix.split('/')[0];
  if (first === KEYS_FOLDER || legacyFolders.includes(first)) return true;
  const inKeys = path.relative(keysDir(dataDir, env), path.resolve(dataDir, relative));
  return inKeys === '' || (!inKeys.startsWith('..') && !path.isAbsolute(inKeys));
}
