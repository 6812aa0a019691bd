/**
 * Who is calling an office API: the gateway resolves the visitor's office session and forwards the
 * request with a short-lived identity assertion, a JWT signed with Ed25519 (EdDSA, `jose`). The
 * gateway alone holds the private key; services verify with the public keys (a JWKS file).
 * See docs/decisions/011-office-identity.md.
 *
 * Keys live in the keys folder (keys.ts: KEYS_DIR or `<DATA_DIR>/keys/`):
 * - `office-assertion.private.jwk`: the gateway's signing key (0600), created at its first start;
 * - `office-assertion.public.jwks`: the public keys services accept, newest first; the last
 *   few keys stay in it, so assertions signed just before a rotation still verify.
 * A service on another host is given the public keys file with OFFICE_ASSERTION_KEYS (a path).
 * Rotation: remove the private key file and restart the gateway (or call rotateSigningKey).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import * as v from 'valibot';
import { ensureKeysDir, KEY_FILE_MODE, keysDir, placeKeyFile } from './keys';

/** The request header that carries the assertion from the gateway to a service. */
export const ASSERTION_HEADER = 'x-office-assertion';
export const ASSERTION_ISSUER = 'college-portal-gateway';
export const ASSERTION_ALGORITHM = 'EdDSA';
/** An assertion is good for one request: it expires this soon after it was signed. */
export const ASSERTION_LIFETIME_SECONDS = 60;
export const ASSERTION_PRIVATE_KEY_FILE = 'office-assertion.private.jwk';
export const ASSERTION_PUBLIC_KEYS_FILE = 'office-assertion.public.jwks';
/** Path of the public keys file for a service that does not share the gateway's keys folder. */
export const ASSERTION_PUBLIC_KEYS_ENV = 'OFFICE_ASSERTION_KEYS';
/** How many public keys the JWKS keeps (the current one and the ones before it). */
export const KEPT_PUBLIC_KEYS = 3;

type Env = Record<string, string | undefined>;

import { type RoleGrant, roleGrantSchema } from './office-roles';

export { OFFICE_ROLES, type OfficeRole, type RoleGrant, roleGrantSchema } from './office-roles';

/** What a service learns about the caller from a verified assertion. */
export interface OfficeIdentity {
  /** The office user's id. */
  userId: string;
  username: string;
  /** The person's name as the office shows it ("Dr. S. Verma"); absent from older gateways. */
  displayName?: string;
  roles: RoleGrant[];
  /** The office session's public id (never the cookie's secret). */
  sessionId: string;
  /** The gateway's request id the assertion was made for. */
  requestId: string;
}

const claimsSchema = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  dn: v.optional(v.string()),
  roles: v.array(roleGrantSchema),
  sid: v.pipe(v.string(), v.nonEmpty()),
  rid: v.pipe(v.string(), v.nonEmpty()),
});

export const privateKeyFile = (dataDir: string, env: Env = process.env) =>
  path.join(keysDir(dataDir, env), ASSERTION_PRIVATE_KEY_FILE);
export function publicKeysFile(dataDir: string, env: Env = process.env): string {
  const fromEnv = env[ASSERTION_PUBLIC_KEYS_ENV]?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(keysDir(dataDir, env), ASSERTION_PUBLIC_KEYS_FILE);
}

function readPublicKeys(file: string): JWK[] {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as JSONWebKeySet;
    return Array.isArray(parsed.keys) ? parsed.keys : [];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Puts `publicJwk` first in the JWKS file (keeping the previous few); written whole, then renamed. */
function publishPublicKey(dataDir: string, env: Env, publicJwk: JWK): void {
  const file = path.join(keysDir(dataDir, env), ASSERTION_PUBLIC_KEYS_FILE);
  const existing = readPublicKeys(file);
  if (existing[0]?.kid === publicJwk.kid) return;
  const keys = [publicJwk, ...existing.filter((key) => key.kid !== publicJwk.kid)].slice(0, KEPT_PUBLIC_KEYS);
  ensureKeysDir(path.dirname(file));
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ keys }, null, 1)}\n`, { mode: KEY_FILE_MODE });
  renameSync(temp, file);
}

async function newKeyText(): Promise<string> {
  const { privateKey } = await generateKeyPair(ASSERTION_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  jwk.kid = await calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x });
  jwk.alg = ASSERTION_ALGORITHM;
  return JSON.stringify(jwk);
}

export interface SigningKey {
  kid: string;
  sign: (claims: { audience: string; identity: OfficeIdentity }) => Promise<string>;
  /** Signs anything (tests forge expired or foreign assertions with it). */
  key: CryptoKey;
}

/**
 * The gateway's signing key: read, or created at first start (a second process starting at the
 * same moment keeps the first one's). Its public half is published in the JWKS file.
 */
export async function readOrCreateSigningKey(options: { dataDir: string; env?: Env }): Promise<SigningKey> {
  const env = options.env ?? process.env;
  const file = privateKeyFile(options.dataDir, env);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const created = await newKeyText();
    placeKeyFile(file, (temp) => writeFileSync(temp, created, { flag: 'wx', mode: KEY_FILE_MODE }));
    text = readFileSync(file, 'utf8');
  }
  const jwk = JSON.parse(text) as JWK;
  const { d: _secret, ...publicJwk } = jwk;
  publishPublicKey(options.dataDir, env, { ...publicJwk, use: 'sig' });
  const key = (await importJWK(jwk, ASSERTION_ALGORITHM)) as CryptoKey;
  const kid = jwk.kid!;
  return {
    kid,
    key,
    sign: ({ audience, identity }) =>
      new SignJWT({
        name: identity.username,
        ...(identity.displayName === undefined ? {} : { dn: identity.displayName }),
        roles: identity.roles,
        sid: identity.sessionId,
        rid: identity.requestId,
      })
        .setProtectedHeader({ alg: ASSERTION_ALGORITHM, kid, typ: 'JWT' })
        .setIssuer(ASSERTION_ISSUER)
        .setSubject(identity.userId)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ASSERTION_LIFETIME_SECONDS}s`)
        .sign(key),
  };
}

/** A new signing key; the old public key stays in the JWKS for assertions still in flight. */
export async function rotateSigningKey(options: { dataDir: string; env?: Env }): Promise<SigningKey> {
  rmSync(privateKeyFile(options.dataDir, options.env ?? process.env), { force: true });
  return readOrCreateSigningKey(options);
}

export class AssertionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssertionError';
  }
}

export type AssertionVerifier = (token: string, audience: string) => Promise<OfficeIdentity>;

/** Least time between two reads of the public keys file for a key id it did not hold. */
const RELOAD_AFTER_MS = 1000;

/**
 * Verifies assertions against the public keys file, read when first needed (the gateway may
 * create it after the service started) and again when an assertion names a key it lacks (a rotation).
 * Only EdDSA is accepted (no `none`, no HMAC with the public key as secret), from the gateway,
 * for `audience`, unexpired, at most ASSERTION_LIFETIME_SECONDS old.
 */
export function assertionVerifier(options: { dataDir: string; env?: Env }): AssertionVerifier {
  const file = publicKeysFile(options.dataDir, options.env ?? process.env);
  let keySet: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  const load = () => {
    loadedAt = Date.now();
    const keys = readPublicKeys(file);
    keySet = keys.length > 0 ? createLocalJWKSet({ keys }) : undefined;
    return keySet;
  };
  const getKey: JWTVerifyGetKey = async (header, token) => {
    const current = keySet ?? load();
    try {
      if (!current) throw new errors.JWKSNoMatchingKey();
      return await current(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < RELOAD_AFTER_MS) throw error;
      const reloaded = load();
      if (!reloaded) throw error;
      return reloaded(header, token);
    }
  };
  return async (token, audience) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        algorithms: [ASSERTION_ALGORITHM],
        issuer: ASSERTION_ISSUER,
        audience,
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: `${ASSERTION_LIFETIME_SECONDS}s`,
        clockTolerance: '5s',
      }));
    } catch (error) {
      throw new AssertionError(error instanceof Error ? error.message : String(error));
    }
    const claims = v.safeParse(claimsSchema, payload);
    if (!claims.success) throw new AssertionError('the assertion does not carry an office identity');
    const { sub, name, dn, roles, sid, rid } = claims.output;
    return {
      userId: sub,
      username: name,
      ...(dn === undefined ? {} : { displayName: dn }),
      roles,
      sessionId: sid,
      requestId: rid,
    };
  };
}
