import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const IDENTIFIER_KEY_ENV = 'IDENTIFIER_HASH_SECRET';
export const IDENTIFIER_KEY_FILE = 'identifier-hash.key';

function readOrCreateKey(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': if another service created the key a moment ago, keep theirs.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Returns a function that turns an identifier (e.g. an Aadhaar number) into a keyed HMAC-SHA256
 * hex digest, so services can check uniqueness without storing the number. The key comes from
 * IDENTIFIER_HASH_SECRET or, failing that, from `<dataDir>/identifier-hash.key` (created once).
 * Spaces and hyphens are dropped and letters upper-cased first, so "1234 5678 9012" and
 * "1234-5678-9012" hash alike.
 */
export function createIdentifierHasher(options: {
  dataDir: string;
  env?: Record<string, string | undefined>;
}): (value: string) => string {
  const fromEnv = (options.env ?? process.env)[IDENTIFIER_KEY_ENV];
  if (fromEnv !== undefined && fromEnv.length < 32) {
    throw new Error(`${IDENTIFIER_KEY_ENV} must be at least 32 characters long`);
  }
  const key = fromEnv ?? readOrCreateKey(path.join(path.resolve(options.dataDir), IDENTIFIER_KEY_FILE));
  return (value) =>
    createHmac('sha256', key)
      .update(value.replace(/[\s-]/g, '').toUpperCase())
      .digest('hex');
}
