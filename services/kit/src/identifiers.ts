import { createHmac } from 'node:crypto';
import { PORTAL_KEYS, readOrCreateKeyFile } from './keys';

export const IDENTIFIER_KEY_ENV = PORTAL_KEYS['identifier-hash'].env;
export const IDENTIFIER_KEY_FILE = PORTAL_KEYS['identifier-hash'].file;

/**
 * Returns a function that turns an identifier (e.g. an Aadhaar number) into a keyed HMAC-SHA256
 * hex digest, so services can check uniqueness without storing the number. The key comes from
 * IDENTIFIER_HASH_SECRET or, failing that, from `identifier-hash.key` in the keys folder (keys.ts:
 * `KEYS_DIR` or `<dataDir>/keys/`, created once, moved there from `<dataDir>/` if found).
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
  const key = fromEnv ?? readOrCreateKeyFile('identifier-hash', { dataDir: options.dataDir, env: options.env });
  return (value) => createHmac('sha256', key).update(value.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}
