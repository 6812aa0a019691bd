/**
 * The second factor: TOTP (RFC 6238, 30-second steps, 6 digits) through otplib, enrolled by QR
 * code (qrcode), and recovery codes shown once (only their SHA-256 is kept; they are 64 random bits).
 */
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'College office';
/** One step before and after now: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = () => generateSecret();

export function enrolment(secret: string, label: string, issuer = TOTP_ISSUER) {
  const otpauthUri = generateURI({ issuer, label, secret });
  return { otpauthUri, qrDataUrl: QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2 }) };
}

/**
 * The time step the code belongs to when it is right for `nowMs` and newer than `lastStep`
 * (a code is accepted once); else undefined.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

const normalise = (code: string) => code.toLowerCase().replace(/[^0-9a-f]/g, '');
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(`office recovery ${normalise(code)}`)
    .digest('hex');

/** `3f9a-0c41-7be2-d905`: 64 random bits. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => randomBytes(8).toString('hex').match(/.{4}/g)!.join('-'));
}

/** A set-up code works for three days. */
export const SETUP_CODE_LIFETIME_MS = 3 * 24 * 60 * 60_000;

/** Set-up codes and session tokens: random, and kept only as SHA-256 (they carry 128+ bits). */
export const secretHash = (value: string) => createHash('sha256').update(value).digest('hex');
export const newSetupCode = () => randomBytes(10).toString('hex').match(/.{5}/g)!.join('-');
export const normaliseSetupCode = (code: string) => code.toLowerCase().replace(/[^0-9a-f]/g, '');
