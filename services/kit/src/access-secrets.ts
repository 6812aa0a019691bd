import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH, formatAccessCode, normaliseAccessCode } from './access-code';

/**
 * Access codes as a service keeps them: never the code, only its hash. A code is 40 bits (it is
 * typed on a phone), so the hash is keyed (the kit's identifier HMAC, its key outside the
 * database): a copied database or backup cannot be searched for the codes offline.
 */
export interface AccessCodes {
  /** A new code as printed: K7QM-4XPA. */
  newAccessCode(): string;
  accessCodeHash(code: string): string;
  /** Whether `code` is the one whose hash is stored; false when none is stored. */
  accessCodeMatches(code: string, storedHash: string | null): boolean;
}

export function createAccessCodes(hashIdentifier: (value: string) => string): AccessCodes {
  // A prefix of its own, so a code never hashes like an identifier (Aadhaar, e-mail) does.
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
