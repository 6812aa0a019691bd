import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createIdentifierHasher, keyFile, PORTAL_KEYS, readOrCreateKeyFile } from '@college/service-kit';

export const AADHAAR_KEY_ENV = PORTAL_KEYS['aadhaar-encryption'].env;
export const AADHAAR_KEY_FILE = PORTAL_KEYS['aadhaar-encryption'].file;

export interface SealedAadhaar {
  /** Keyed HMAC (the kit's identifier hasher): equal numbers, equal hashes; the key is not in the database. */
  hash: string;
  last4: string;
  /** base64 of iv (12 bytes) | tag (16 bytes) | ciphertext, AES-256-GCM. */
  encrypted: string;
}

export interface AadhaarVault {
  seal(number: string): SealedAadhaar;
  hash(number: string): string;
  open(encrypted: string): string;
}

const HEX_KEY = /^[0-9a-f]{64}$/i;

function parseKey(text: string, source: string): Buffer {
  if (!HEX_KEY.test(text)) throw new Error(`${source} must hold 64 hexadecimal characters (a 256-bit key)`);
  return Buffer.from(text, 'hex');
}

/**
 * Seals Aadhaar numbers. The encryption key comes from AADHAAR_ENCRYPTION_KEY (64 hex characters)
 * or `aadhaar-encryption.key` in the kit's keys folder (`KEYS_DIR` or `<dataDir>/keys/`; created on
 * first start, moved there from `<dataDir>/admissions-keys/` if found); the HMAC key is the kit's
 * identifier key. Neither lives in the database nor in a backup archive, so a copied database
 * file or archive reveals no number.
 */
export function createAadhaarVault(options: { dataDir: string; env?: Record<string, string | undefined> }): AadhaarVault {
  const env = options.env ?? process.env;
  const fromEnv = env[AADHAAR_KEY_ENV]?.trim();
  const key = fromEnv
    ? parseKey(fromEnv, AADHAAR_KEY_ENV)
    : parseKey(readOrCreateKeyFile('aadhaar-encryption', { dataDir: options.dataDir, env }), keyFile('aadhaar-encryption', options.dataDir, env));
  const hash = createIdentifierHasher({ dataDir: options.dataDir, env });
  return {
    hash,
    seal(number) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
      return {
        hash: hash(number),
        last4: number.slice(-4),
        encrypted: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'),
      };
    },
    open(encrypted) {
      const raw = Buffer.from(encrypted, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
