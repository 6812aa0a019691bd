/**
 * Office passwords: Argon2id through @node-rs/argon2 with OWASP's minimum (19 MiB, 2 passes,
 * parallelism 1); at least PASSWORD_MIN_LENGTH characters, not a common password, not the username.
 */
import { readFileSync } from 'node:fs';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './contract';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so the answer takes as long either way. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no such account, no such password');
  await verifyPassword(await dummyHash, password);
  return false;
}

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/** Why a new password is refused, or undefined when it is fine. */
export function passwordProblem(password: string, username: string): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordLong;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return MESSAGES.passwordCommon;
  if (lower === username.toLowerCase()) return MESSAGES.passwordUsername;
  return undefined;
}
