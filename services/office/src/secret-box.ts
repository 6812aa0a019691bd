/**
 * TOTP secrets at rest: sealed with AES-256-GCM (node:crypto, as admissions seals Aadhaar numbers)
 * under the `office-secrets` key, which lives in the kit's keys folder (`KEYS_DIR` or
 * `<dataDir>/keys/office-secrets.key`, created at the office's first start) or in
 * OFFICE_SECRETS_KEY (64 hex characters). The key is never in the database nor in a backup
 * archive (scripts/backup.ts leaves the keys folder out), so a copied database or archive holds
 * no authenticator secret. A sealed value is `aes-256-gcm:` + base64 of iv (12 bytes) | tag
 * (16 bytes) | ciphertext; anything else in the column is a clear secret of an earlier version,
 * sealed at the next start (createOfficeRepository's sealClearSecrets).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyFile, PORTAL_KEYS, readOrCreateKeyFile } from '@college/service-kit';

export const OFFICE_SECRETS_KEY_ENV = PORTAL_KEYS['office-secrets'].env;
export const SEALED_PREFIX = 'aes-256-gcm:';

export interface SecretBox {
  seal(secret: string): string;
  /** The secret; throws when the value was sealed with another key (or altered). */
  open(sealed: string): string;
}

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

const HEX_KEY = /^[0-9a-f]{64}$/i;

function parseKey(text: string, source: string): Buffer {
  if (!HEX_KEY.test(text)) throw new Error(`${source} must hold 64 hexadecimal characters (a 256-bit key)`);
  return Buffer.from(text, 'hex');
}

/** The key is read (or created) at the first seal or open, so commands that never need it make none. */
export function createSecretBox(options: { dataDir: string; env?: Record<string, string | undefined> }): SecretBox {
  const env = options.env ?? process.env;
  let key: Buffer | undefined;
  const theKey = () => {
    if (key) return key;
    const fromEnv = env[OFFICE_SECRETS_KEY_ENV]?.trim();
    key = fromEnv
      ? parseKey(fromEnv, OFFICE_SECRETS_KEY_ENV)
      : parseKey(readOrCreateKeyFile('office-secrets', { dataDir: options.dataDir, env }), keyFile('office-secrets', options.dataDir, env));
    return key;
  };
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', theKey(), iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!isSealed(sealed)) throw new Error('not a sealed office secret');
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', theKey(), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
