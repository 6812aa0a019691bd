import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH, formatAccessCode, normaliseAccessCode } from './contract';

/**
 * The two secrets an applicant holds. Neither is stored: the database keeps a hash, so
 * a copy of it (or a backup) can neither pay for an application nor look one up.
 *
 * - The payment token proves the application to savePayment: 256 random bits, so a plain SHA-256
 *   is enough, and the look-up by that hash compares nothing secret byte by byte.
 * - The access code, with number and date of birth, opens the status page. Only 40 bits (it is
 *   typed on a phone), so its hash is keyed (the kit's identifier HMAC, its key outside the
 *   database): a copied database cannot be searched for the codes offline.
 */
export interface ApplicationSecrets {
  /** A new code as printed: K7QM-4XPA. */
  newAccessCode(): string;
  accessCodeHash(code: string): string;
  /** Whether `code` is the one whose hash is stored; false when none is (see migration 003). */
  accessCodeMatches(code: string, storedHash: string | null): boolean;
}

export const newPaymentToken = () => randomBytes(32).toString('base64url');
export const paymentTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function createApplicationSecrets(hashIdentifier: (value: string) => string): ApplicationSecrets {
  // A prefix of its own, so a code never hashes like an identifier (Aadhaar, email) does.
  const accessCodeHash = (code: string) => hashIdentifier(`access code ${normaliseAccessCode(code)}`);
  return {
    newAccessCode() {
      // 32 symbols: the low 5 bits of a random byte pick one without bias.
      const code = [...randomBytes(ACCESS_CODE_LENGTH)].map((byte) => ACCESS_CODE_ALPHABET[byte & 31]).join('');
      return formatAccessCode(code);
    },
    accessCodeHash,
    accessCodeMatches(code, storedHash) {
      const given = Buffer.from(accessCodeHash(code), 'hex');
      const stored = storedHash === null ? null : Buffer.from(storedHash, 'hex');
      // Constant time, and as long when there is no code to compare with.
      const same = timingSafeEqual(stored?.length === given.length ? stored : Buffer.alloc(given.length), given);
      return stored !== null && stored.length === given.length && same;
    },
  };
}
