import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyFile, PORTAL_KEYS, readOrCreateKeyFile } from './keys';

type Env = Record<string, string | undefined>;
export type SealingKeyName = {
  [K in keyof typeof PORTAL_KEYS]: (typeof PORTAL_KEYS)[K]['encoding'] extends 'hex' ? K : never;
}[keyof typeof PORTAL_KEYS];

export interface Sealer {
  /** base64 of iv (12 bytes) | tag (16 bytes) | ciphertext, AES-256-GCM. */
  seal(text: string): string;
  /** The text; throws when the value was sealed with another key or altered. */
  open(sealed: string): string;
}

const HEX_KEY = /^[0-9a-f]{64}$/i;

function parseKey(text: string, source: string): Buffer {
  if (!HEX_KEY.test(text)) throw new Error(`${source} must hold 64 hexadecimal characters (a 256-bit key)`);
  return Buffer.from(text, 'hex');
}

/**
 * The 256-bit AES key `name`: its environment variable (64 hex characters) or its file in the keys
 * folder, created at first use. A malformed value is an error naming where it came from.
 */
export function sealingKey(name: SealingKeyName, options: { dataDir: string; env?: Env }): Buffer {
  const env = options.env ?? process.env;
  const fromEnv = env[PORTAL_KEYS[name].env]?.trim();
  return fromEnv
    ? parseKey(fromEnv, PORTAL_KEYS[name].env)
    : parseKey(readOrCreateKeyFile(name, { dataDir: options.dataDir, env }), keyFile(name, options.dataDir, env));
}

/**
 * Seals short secrets at rest with AES-256-GCM (node:crypto) under one of the portal's keys: from
 * its environment variable (64 hex characters) or its file in the keys folder, created at first use.
 * The key never lives in a database or a backup archive, so a copied file reveals nothing. The key
 * is read at the first seal or open, so commands that never need it create none (`eager`: at once,
 * so a service with a bad key fails at start rather than at its first request).
 */
export function createSealer(name: SealingKeyName, options: { dataDir: string; env?: Env; eager?: boolean }): Sealer {
  let key: Buffer | undefined;
  const theKey = () => (key ??= sealingKey(name, options));
  if (options.eager) theKey();
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', theKey(), iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', theKey(), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
