import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { readOrCreateSigningKey, type OfficeIdentity } from '@college/service-kit';
import { buildApp, type OfficeAppOptions } from '../src/app';
import { CSRF_HEADER, RESOLVE_AUDIENCE, SESSION_COOKIE, SIGN_IN_PATH, SECOND_FACTOR_PATH } from '../src/contract';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';

export { makeTempDir, removeDir } from '../../kit/test/helpers';

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

export async function startOffice(dataDir: string, options: Partial<OfficeAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, ...options });
  await app.ready();
  return app;
}

export const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

export const cookieOf = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === SESSION_COOKIE)?.value;

export const totpAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

/** A POST from the office pages; `address` is the client's (default 127.0.0.1). */
export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: { cookie?: string; csrf?: string; headers?: Record<string, string>; address?: string } = {},
) {
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

/** Signs a demo account all the way in (password, then its TOTP code at the clock's time). */
export async function signIn(app: FastifyInstance, role: string, nowMs: number) {
  const account = demo(role);
  const first = await post(app, SIGN_IN_PATH, { username: account.username, password: account.password });
  if (first.statusCode !== 200) throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
  const pending = cookieOf(first)!;
  const second = await post(
    app,
    SECOND_FACTOR_PATH,
    { code: await totpAt(account.totpSecret, nowMs) },
    { cookie: pending, csrf: first.json().csrfToken },
  );
  if (second.statusCode !== 200) throw new Error(`second factor: ${second.statusCode} ${second.body}`);
  return { cookie: cookieOf(second)!, csrf: second.json().csrfToken as string, pending };
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
