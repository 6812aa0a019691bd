import { createHash, randomBytes } from 'node:crypto';
import { type AccessCodes, createAccessCodes } from '@college/service-kit';

/**
 * The two secrets an applicant holds. Neither is stored: the database keeps a hash, so
 * a copy of it (or a backup) can neither pay for an application nor look one up.
 *
 * - The payment token proves the application to savePayment: 256 random bits, so a plain SHA-256
 *   is enough, and the look-up by that hash compares nothing secret byte by byte.
 * - The access code, with number and date of birth, opens the status page: the kit's access codes
 *   (a keyed hash, see access-secrets.ts), as the careers service keeps them.
 */
export type ApplicationSecrets = AccessCodes;

export const newPaymentToken = () => randomBytes(32).toString('base64url');
export const paymentTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const createApplicationSecrets = (hashIdentifier: (value: string) => string): ApplicationSecrets =>
  createAccessCodes(hashIdentifier);
