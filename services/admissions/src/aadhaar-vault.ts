import { createIdentifierHasher, createSealer, PORTAL_KEYS } from '@college/service-kit';

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

/**
 * Seals Aadhaar numbers. The encryption key comes from AADHAAR_ENCRYPTION_KEY (64 hex characters)
 * or `aadhaar-encryption.key` in the kit's keys folder (`KEYS_DIR` or `<dataDir>/keys/`; created on
 * first start, moved there from `<dataDir>/admissions-keys/` if found); the HMAC key is the kit's
 * identifier key. Neither lives in the database nor in a backup archive, so a copied database
 * file or archive reveals no number.
 */
export function createAadhaarVault(options: {
  dataDir: string;
  env?: Record<string, string | undefined>;
}): AadhaarVault {
  const env = options.env ?? process.env;
  const sealer = createSealer('aadhaar-encryption', { dataDir: options.dataDir, env, eager: true });
  const hash = createIdentifierHasher({ dataDir: options.dataDir, env });
  return {
    hash,
    seal: (number) => ({ hash: hash(number), last4: number.slice(-4), encrypted: sealer.seal(number) }),
    open: (encrypted) => sealer.open(encrypted),
  };
}
