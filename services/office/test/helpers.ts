import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterEach, beforeEach } from 'vitest';
import {
  ASSERTION_HEADER,
  readOrCreateSigningKey,
  type OfficeIdentity,
  type OfficeRole,
  type RoleGrant,
} from '@college/service-kit';
import { logCapture, makeTempDir, removeDir } from '../../kit/test/helpers';
import { buildApp, type OfficeAppOptions } from '../src/app';
import {
  CSRF_HEADER,
  ENROLMENT_PATH,
  RESOLVE_AUDIENCE,
  SESSION_COOKIE,
  SIGN_IN_PATH,
  SECOND_FACTOR_PATH,
} from '../src/contract';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';

export { logCapture, makeTempDir, removeDir };

export const ORIGIN = 'http://127.0.0.1:3000';
export const SAME_ORIGIN = { host: '127.0.0.1:3000', origin: ORIGIN };

/** A clock the test moves by hand. */
export function testClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
  let now = start;
  return {
    /** The service's clock (its build option `now`). */
    now: () => new Date(now),
    /** The same time in milliseconds since the epoch. */
    ms: () => now,
    advance: (ms: number) => (now += ms),
    set: (ms: number) => (now = ms),
  };
}
export type TestClock = ReturnType<typeof testClock>;

export async function startOffice(dataDir: string, options: Partial<OfficeAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, ...options });
  await app.ready();
  return app;
}

/** A data folder of its own, a clock moved by hand, and the office on both. */
async function openOffice(prefix: string, options: Partial<OfficeAppOptions>) {
  const dataDir = await makeTempDir(prefix);
  const clock = testClock();
  try {
    return { dataDir, clock, app: await startOffice(dataDir, { now: clock.now, ...options }) };
  } catch (error) {
    // A start that fails leaves no folder behind.
    await removeDir(dataDir);
    throw error;
  }
}
export type OpenOffice = Awaited<ReturnType<typeof openOffice>>;

/** Closes the office, if one is open, and removes its data folder, if there is one. */
export async function closeOffice(app: FastifyInstance | undefined, dataDir: string | undefined) {
  await app?.close();
  await removeDir(dataDir);
}

/**
 * What most test files start from: a fresh office for every test (its own data folder and clock),
 * closed and removed after it. `keep` hands each one to the file, which keeps it in its own variables
 * so the tests read `app`, `dataDir` and `clock` as before.
 */
export function officeForEachTest(
  prefix: string,
  keep: (office: OpenOffice) => void,
  options: Partial<OfficeAppOptions> = {},
) {
  let office: OpenOffice | undefined;
  beforeEach(async () => {
    office = await openOffice(prefix, options);
    keep(office);
  });
  afterEach(async () => {
    await closeOffice(office?.app, office?.dataDir);
    office = undefined;
  });
}

export const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

export const cookieOf = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === SESSION_COOKIE)?.value;

export const totpAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

export type PostOptions = { cookie?: string; csrf?: string; headers?: Record<string, string>; address?: string };

/** A POST from the office pages; `address` is the client's (default 127.0.0.1). */
export function post(app: FastifyInstance, url: string, payload: object, options: PostOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    ...(options.address ? { remoteAddress: options.address } : {}),
    headers: {
      ...SAME_ORIGIN,
      ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
      ...(options.csrf ? { [CSRF_HEADER]: options.csrf } : {}),
      ...options.headers,
    },
  });
}

export const get = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
  });

/**
 * The door's password step. Only the username and password are sent, so a whole demo account can be
 * passed (its secret stays out of the request).
 */
export const enterPassword = (
  app: FastifyInstance,
  account: { username: string; password: string },
  options: PostOptions = {},
) => post(app, SIGN_IN_PATH, { username: account.username, password: account.password }, options);

/** The door's next step after `previous`, carrying on the session cookie and CSRF token it gave. */
export const postNext = (app: FastifyInstance, previous: LightMyRequestResponse, url: string, payload: object) =>
  post(app, url, payload, { cookie: cookieOf(previous), csrf: previous.json().csrfToken });

/** Signs a demo account all the way in (password, then its TOTP code at the clock's time). */
export async function signIn(app: FastifyInstance, role: string, nowMs: number) {
  const account = demo(role);
  const first = await enterPassword(app, account);
  if (first.statusCode !== 200) throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
  const second = await postNext(app, first, SECOND_FACTOR_PATH, { code: await totpAt(account.totpSecret, nowMs) });
  if (second.statusCode !== 200) throw new Error(`second factor: ${second.statusCode} ${second.body}`);
  return { cookie: cookieOf(second)!, csrf: second.json().csrfToken as string, pending: cookieOf(first)! };
}

/**
 * Enrols a new authenticator app in the session `previous` began (a set-up code, or a sign-in after a
 * reset): reads the enrolment page, then confirms with the app's code at `nowMs`.
 */
export async function enrolAuthenticator(app: FastifyInstance, previous: LightMyRequestResponse, nowMs: number) {
  const page = await get(app, ENROLMENT_PATH, cookieOf(previous));
  const secret = page.json().secret as string;
  const confirmed = await postNext(app, previous, ENROLMENT_PATH, { code: await totpAt(secret, nowMs) });
  return { page, secret, confirmed };
}

/**
 * A user of the test's own, written straight to the database with one role (no set-up code, so no
 * door step is needed to make it); its id. Without `passwordHash` it cannot sign in.
 */
export function addUser(
  app: FastifyInstance,
  username: string,
  displayName: string,
  role: OfficeRole,
  { email = null, passwordHash, now = 0 }: { email?: string | null; passwordHash?: string; now?: number } = {},
) {
  const id = app.office.createUser({
    username,
    displayName,
    setupCodeHash: null,
    setupCodeExpiresAt: null,
    passwordHash,
    email,
    now,
  });
  app.office.grant(id, { role }, now, null);
  return id;
}

/** Assertions as the gateway makes them, from the key in the test's data folder. */
export async function gatewayKey(dataDir: string) {
  const key = await readOrCreateSigningKey({ dataDir, env: {} });
  return {
    key,
    forUser: (identity: Omit<OfficeIdentity, 'requestId'>, requestId: string) =>
      key.sign({ audience: 'office', identity: { ...identity, requestId } }),
    forResolve: (requestId: string) =>
      key.sign({
        audience: RESOLVE_AUDIENCE,
        identity: { userId: 'gateway', username: 'gateway', roles: [], sessionId: 'gateway', requestId },
      }),
  };
}

export type OfficeMethod = 'GET' | 'POST';

/**
 * A call as the gateway forwards it for an office user (by username): a fresh request id and an
 * assertion for it, naming the user as the database holds them (id, name, roles, read at each call so
 * a role just given counts). `roles` asserts others than the user holds, to test a refusal.
 */
export async function asUser(
  app: FastifyInstance,
  dataDir: string,
  username: string,
  method: OfficeMethod,
  url: string,
  payload?: object,
  options: { roles?: RoleGrant[] } = {},
) {
  const key = await gatewayKey(dataDir);
  const user = app.office.userByName(username)!;
  const rid = `rid-${Math.random()}`;
  const token = await key.forUser(
    {
      userId: String(user.id),
      username: user.username,
      displayName: user.display_name,
      roles: options.roles ?? app.office.roles(user.id),
      sessionId: 's',
    },
    rid,
  );
  return app.inject({ method, url, payload, headers: { 'x-request-id': rid, [ASSERTION_HEADER]: token } });
}

/** The office audit log's entries for one action (newest first), as the demo administrator reads them. */
export const auditEntries = async (app: FastifyInstance, dataDir: string, action: string) =>
  (await asUser(app, dataDir, demo('admin').username, 'GET', `/api/v1/office/office/audit?action=${action}`)).json()
    .entries as Record<string, unknown>[];
