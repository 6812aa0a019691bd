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
import { createSealer, PORTAL_KEYS } from '@college/service-kit';

export const OFFICE_SECRETS_KEY_ENV = PORTAL_KEYS['office-secrets'].env;
export const SEALED_PREFIX = 'aes-256-gcm:';

export interface SecretBox {
  seal(secret: string): string;
  /** The secret; throws when the value was sealed with another key (or altered). */
  open(sealed: string): string;
}

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

/** The key is read (or created) at the first seal or open, so commands that never need it make none. */
export function createSecretBox(options: { dataDir: string; env?: Record<string, string | undefined> }): SecretBox {
  const sealer = createSealer('office-secrets', options);
  return {
    seal: (secret) => SEALED_PREFIX + sealer.seal(secret),
    open(sealed) {
      if (!isSealed(sealed)) throw new Error('not a sealed office secret');
      return sealer.open(sealed.slice(SEALED_PREFIX.length));
    },
  };
}
