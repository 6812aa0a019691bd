import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_SETTINGS } from '@college/settings/testing';
import {
  ME_PATH,
  RESOLVE_SESSION_PATH,
  MESSAGES,
  SECOND_FACTOR_PATH,
  SET_UP_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_EVERYWHERE_PATH,
  SIGN_OUT_PATH,
  USERS_PATH,
} from '../src/contract';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../src/door';
import { DemoAccountsError } from '../src/demo-accounts';
import { hashPassword, passwordProblem, verifyPassword } from '../src/passwords';
import {
  asUser,
  auditEntries,
  cookieOf,
  demo,
  enrolAuthenticator,
  enterPassword,
  gatewayKey,
  get,
  type OfficeMethod,
  officeForEachTest,
  post,
  postNext,
  signIn,
  startOffice,
  type TestClock,
  totpAt,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let clock: TestClock;

officeForEachTest('office-door-', (office) => ({ dataDir, clock, app } = office));

/** The admin API as the gateway forwards it for demo.admin. */
const asAdmin = (method: OfficeMethod, url: string, payload?: object) =>
  asUser(app, dataDir, 'demo.admin', method, url, payload);

describe('passwords', () => {
  it('hashes with Argon2id at OWASP strength and verifies', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
  });

  it('refuses short, common and username passwords', () => {
    expect(passwordProblem('short', 'asha')).toBe(MESSAGES.passwordShort);
    expect(passwordProblem('Password123', 'asha')).toBe(MESSAGES.passwordCommon);
    expect(passwordProblem('asha.sharma', 'asha.sharma')).toBe(MESSAGES.passwordUsername);
    expect(passwordProblem('a long enough passphrase', 'asha')).toBeUndefined();
  });
});

/** What "who am I" answers for a cookie whose session is gone: 200, and why it ended if known. */
const endedOf = async (cookie: string | undefined) => {
  const answer = await get(app, ME_PATH, cookie);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ result: 'success', stage: 'signed_out' });
  return answer.json().ended as string | null;
};

describe('signing in', () => {
  it('gives a new session id after the password and again after the second factor', async () => {
    const account = demo('admin');
    const first = await enterPassword(app, account);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ result: 'success', next: 'second_factor' });
    const pending = cookieOf(first)!;
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await get(app, ME_PATH, pending)).json()).toMatchObject({ stage: 'second_factor' });

    // Signing in again while holding a session: that one ends, a new one starts.
    const again = await enterPassword(app, account, { cookie: pending });
    const pending2 = cookieOf(again)!;
    expect(pending2).not.toBe(pending);
    // Replaced by the user's own new sign-in: nothing to explain.
    expect(await endedOf(pending)).toBeNull();

    const second = await postNext(app, again, SECOND_FACTOR_PATH, {
      code: await totpAt(account.totpSecret, clock.ms()),
    });
    expect(second.statusCode).toBe(200);
    const full = cookieOf(second)!;
    expect(full).not.toBe(pending2);
    expect(await endedOf(pending2)).toBeNull();
    expect(await endedOf(undefined)).toBeNull();
    expect((await get(app, ME_PATH, full)).json()).toMatchObject({
      stage: 'full',
      user: { username: account.username },
      roles: [{ role: 'admin' }],
    });
    // Only a hash of the cookie's value is stored.
    const stored = app.db.prepare('select id, token_hash from sessions').all() as { id: string; token_hash: string }[];
    expect(JSON.stringify(stored)).not.toContain(full);
  });

  it('makes the next try wait longer after each failure', async () => {
    const account = demo('accountant');
    await enterPassword(app, { username: account.username, password: 'wrong-password-1' });
    await enterPassword(app, { username: account.username, password: 'wrong-password-1' }); // too soon: refused unchecked
    clock.advance(500);
    expect((await enterPassword(app, account)).statusCode).toBe(429);
    clock.advance(1000);
    expect((await enterPassword(app, account)).statusCode).toBe(200);
  });

  it('refuses a TOTP code used once already', async () => {
    const account = demo('results_officer');
    const code = await totpAt(account.totpSecret, clock.ms());
    const first = await enterPassword(app, account);
    expect((await postNext(app, first, SECOND_FACTOR_PATH, { code })).statusCode).toBe(200);
    clock.advance(2000);
    const again = await enterPassword(app, account);
    const replay = await postNext(app, again, SECOND_FACTOR_PATH, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MESSAGES.codeFailed);
    clock.advance(30_000);
    const next = await postNext(app, again, SECOND_FACTOR_PATH, { code: await totpAt(account.totpSecret, clock.ms()) });
    expect(next.statusCode).toBe(200);
  });

  it('ends a session idle for 30 minutes, and any session after 12 hours', async () => {
    const idle = await signIn(app, 'content_editor', clock.ms());
    clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expect((await get(app, ME_PATH, idle.cookie)).statusCode).toBe(200);
    clock.advance(IDLE_TIMEOUT_MS + 1);
    expect(await endedOf(idle.cookie)).toBe('idle');
    // Asked again (the sign-in page after the office page): still known, for a day.
    expect(await endedOf(idle.cookie)).toBe('idle');

    clock.advance(60_000);
    const busy = await signIn(app, 'content_editor', clock.ms());
    const started = clock.ms();
    while (clock.ms() - started < ABSOLUTE_TIMEOUT_MS - 20 * 60_000) {
      clock.advance(20 * 60_000);
      expect((await get(app, ME_PATH, busy.cookie)).statusCode).toBe(200);
    }
    clock.advance(21 * 60_000);
    expect(await endedOf(busy.cookie)).toBe('expired');
    // A day on, the reason is forgotten: the next session to end clears rows over a day old.
    clock.advance(24 * 60 * 60_000);
    const later = await signIn(app, 'content_editor', clock.ms());
    clock.advance(IDLE_TIMEOUT_MS + 1);
    expect(await endedOf(later.cookie)).toBe('idle');
    expect(await endedOf(busy.cookie)).toBeNull();
  });

  it('refuses session writes without the CSRF token or from another origin (403 JSON)', async () => {
    const session = await signIn(app, 'grievance_officer', clock.ms());
    const noToken = await post(app, SIGN_OUT_PATH, {}, { cookie: session.cookie });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ result: 'failure', message: MESSAGES.csrf });
    const crossOrigin = await post(
      app,
      SIGN_OUT_PATH,
      {},
      { cookie: session.cookie, csrf: session.csrf, headers: { origin: 'https://evil.example' } },
    );
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.json().result).toBe('failure');
    const noOrigin = await app.inject({
      method: 'POST',
      url: SIGN_OUT_PATH,
      payload: {},
      headers: { host: '127.0.0.1:3000', cookie: `office_session=${session.cookie}`, 'x-csrf-token': session.csrf },
    });
    expect(noOrigin.statusCode).toBe(403);
    const signInElsewhere = await post(
      app,
      SIGN_IN_PATH,
      { username: 'x', password: 'y' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' } },
    );
    expect(signInElsewhere.statusCode).toBe(403);
    expect((await get(app, ME_PATH, session.cookie)).statusCode).toBe(200);
    expect((await post(app, SIGN_OUT_PATH, {}, { cookie: session.cookie, csrf: session.csrf })).statusCode).toBe(200);
    // Signed out here: the page knows why, the service keeps nothing.
    expect(await endedOf(session.cookie)).toBeNull();
  });

  it('signs out everywhere', async () => {
    const one = await signIn(app, 'admission_officer', clock.ms());
    clock.advance(31_000);
    const two = await signIn(app, 'admission_officer', clock.ms());
    expect((await post(app, SIGN_OUT_EVERYWHERE_PATH, {}, { cookie: two.cookie, csrf: two.csrf })).statusCode).toBe(
      200,
    );
    expect(await endedOf(one.cookie)).toBe('everywhere');
    expect(await endedOf(two.cookie)).toBe('everywhere');
    // Only hashes of the ended cookies are kept.
    expect(JSON.stringify(app.db.prepare('select * from ended_sessions').all())).not.toContain(one.cookie);
  });
});

describe('throttling, by username and address', () => {
  const wrong = (username: string, address?: string) =>
    enterPassword(app, { username, password: 'wrong-password-1' }, { address });
  const right = (role: string, address?: string) => enterPassword(app, demo(role), { address });

  it("lets a stranger's wrong passwords neither end the user's session nor stop the user signing in from elsewhere", async () => {
    const session = await signIn(app, 'admin', clock.ms());
    for (let i = 0; i < 5; i++) {
      expect((await wrong('demo.admin', '203.0.113.9')).statusCode).toBe(401);
      clock.advance(20_000);
    }
    expect((await get(app, ME_PATH, session.cookie)).statusCode).toBe(200);
    expect((await right('admin', '198.51.100.7')).statusCode).toBe(200);
    // The stranger's own pair waits 15 minutes, right password or not, and is told so.
    const stranger = await right('admin', '203.0.113.9');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/Please wait 15 minutes before trying again\./);
    expect(app.audit.list({ action: 'account.locked' })).toHaveLength(0);
  });

  it('says how long a pair must wait, alike for known and unknown usernames, and "disabled" only to the right password', async () => {
    const known = await wrong('demo.accountant');
    const unknown = await wrong('nobody.here');
    expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(known.json().message).toBe(MESSAGES.signInFailed);
    expect(unknown.json().message).toBe(MESSAGES.signInFailed);
    // Too soon, even with the right password: refused unchecked, saying so.
    const waitKnown = await right('accountant');
    const waitUnknown = await enterPassword(app, { username: 'nobody.here', password: demo('accountant').password });
    expect([waitKnown.statusCode, waitUnknown.statusCode]).toEqual([429, 429]);
    expect(waitKnown.json().message).toBe(
      'Too many failed attempts with this username from this address. Please wait 1 second before trying again.',
    );
    expect(waitUnknown.json().message).toBe(waitKnown.json().message);
    expect(waitKnown.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await right('accountant')).statusCode).toBe(200);

    const user = app.office.userByName('demo.accountant')!;
    app.office.update(user.id, { disabled_at: clock.ms() });
    clock.advance(1000);
    const disabledWrong = await wrong('demo.accountant');
    expect(disabledWrong.statusCode).toBe(401);
    expect(disabledWrong.json().message).toBe(MESSAGES.signInFailed);
    clock.advance(1000);
    const disabledRight = await right('accountant');
    expect(disabledRight.statusCode).toBe(403);
    expect(disabledRight.json().message).toBe('This office account is disabled. Please ask an office administrator.');
  });

  it('locks a username after many failures from many addresses, except where its user signed in; tells the admins; ends no session', async () => {
    const session = await signIn(app, 'admin', clock.ms());
    for (let place = 1; place <= 10; place++) {
      for (let i = 0; i < 5; i++) {
        expect((await wrong('demo.admin', `203.0.113.${place}`)).statusCode).toBe(401);
        expect((await wrong('nobody.here', `203.0.113.${place}`)).statusCode).toBe(401);
        clock.advance(10_000);
      }
    }
    expect(
      app.audit
        .list({ action: 'account.locked' })
        .map((row) => row.username)
        .sort(),
    ).toEqual(['demo.admin', 'nobody.here']);
    const elsewhere = await right('admin', '198.51.100.7');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toMatch(
      /^Signing in with this username is paused for 15 minutes after many failed attempts from many places\./,
    );
    // An unknown username is locked alike, with the same words: a lock tells nothing about an account.
    const nobody = await enterPassword(
      app,
      { username: 'nobody.here', password: demo('admin').password },
      { address: '198.51.100.7' },
    );
    expect(nobody.statusCode).toBe(429);
    expect(nobody.json().message).toBe(elsewhere.json().message);
    // Where the admin signed in before, the admin still can; the session lives on.
    expect((await right('admin')).statusCode).toBe(200);
    expect((await get(app, ME_PATH, session.cookie)).statusCode).toBe(200);

    const admin = app.office.userByName('demo.admin')!;
    const notices = await asAdmin('GET', '/api/v1/office/office/notices');
    expect(notices.json()).toMatchObject({
      result: 'success',
      locks: [{ username: 'demo.admin', failures: 50, addresses: 10 }],
    });
    expect(notices.json().locks).toHaveLength(1);
    expect(
      (await asAdmin('GET', USERS_PATH))
        .json()
        .users.find((row: { username: string }) => row.username === 'demo.admin'),
    ).toMatchObject({ locked: true });
    expect(
      (await asAdmin('POST', `${USERS_PATH}/${admin.id}/unlock`, { reason: 'it was a guessing attack' })).statusCode,
    ).toBe(200);
    expect((await right('admin', '198.51.100.7')).statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/v1/office/office/notices')).json().locks).toEqual([]);
  }, 60_000);

  it('counts each of 40 parallel guesses before checking any: at least 30 are refused unchecked', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => wrong('demo.admission-officer')));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(30);
    // Each checked guess is audited as a failure; the refused ones were never checked.
    expect(app.audit.list({ action: 'sign-in.failed' }).length).toBe(40 - refused.length);
    expect((await right('admission_officer', '198.51.100.7')).statusCode).toBe(200);
  }, 30_000);

  it('counts parallel authenticator codes the same way, and a session waiting for its code lives on', async () => {
    const first = await right('content_editor');
    const [cookie, csrf] = [cookieOf(first)!, first.json().csrfToken as string];
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post(app, SECOND_FACTOR_PATH, { code: '000000' }, { cookie, csrf })),
    );
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(30);
    expect(app.audit.list({ action: 'second-factor.failed' }).length).toBeLessThanOrEqual(10);
    expect((await get(app, ME_PATH, cookie)).json()).toMatchObject({ stage: 'second_factor' });
  }, 30_000);

  it('takes as long to refuse an unknown username as a known one', async () => {
    await wrong('demo.accountant');
    await wrong('nobody.here');
    const took: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) {
      for (const [which, username] of [
        ['known', 'demo.accountant'],
        ['unknown', 'nobody.here'],
      ] as const) {
        const started = performance.now();
        statuses.add((await wrong(username)).statusCode);
        took[which].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const [known, unknown] = [median(took.known), median(took.unknown)];
    expect(Math.abs(known - unknown)).toBeLessThan(Math.max(5, 0.5 * Math.max(known, unknown)));
    expect([...statuses]).toEqual([429]);
  }, 30_000);

  it('takes an IPv6 address by its /64, for the pair and for the address limit', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await wrong('demo.accountant', `2001:db8:1:2::${i}`)).statusCode).toBe(401);
      clock.advance(20_000);
    }
    expect((await right('accountant', '2001:db8:1:2:aaaa::99')).statusCode).toBe(429);
    expect((await right('accountant', '2001:db8:1:3::1')).statusCode).toBe(200);

    for (let i = 1; i <= 30; i++)
      expect((await wrong(`someone.${i}`, `2001:db8:5:6::${i.toString(16)}`)).statusCode).toBe(401);
    const blocked = await wrong('someone.else', '2001:db8:5:6:ffff:ffff:ffff:ffff');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyFromAddress);
    expect((await wrong('someone.else', '2001:db8:5:7::1')).statusCode).toBe(401);
  }, 30_000);
});

describe('admin API and a new user', () => {
  it('asks who is calling before it looks at what was sent: no session, or no admin role, is refused whatever the body', async () => {
    const broken = { username: 42 };
    const anonymous = await app.inject({ method: 'POST', url: USERS_PATH, payload: broken });
    expect(anonymous.statusCode).toBe(401);
    // demo.admin's own assertion, but naming only the accountant role.
    const notAdmin = await asUser(app, dataDir, 'demo.admin', 'POST', USERS_PATH, broken, {
      roles: [{ role: 'accountant' }],
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('adds a user with a set-up code; the user enrols a second factor and gets recovery codes that work once', async () => {
    const admin = app.office.userByName('demo.admin')!;
    const created = await asAdmin('POST', USERS_PATH, {
      username: 'asha.k',
      displayName: 'Asha K',
      roles: [{ role: 'admission_officer', courses: [1, 2] }],
    });
    expect(created.statusCode).toBe(200);
    const { setupCode, userId } = created.json();

    expect(
      (
        await post(app, SET_UP_PATH, {
          username: 'asha.k',
          setupCode: 'aaaaa-bbbbb-ccccc-ddddd',
          password: 'a fine long password',
        })
      ).statusCode,
    ).toBe(401);
    clock.advance(2000);
    const weak = await post(app, SET_UP_PATH, { username: 'asha.k', setupCode, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(MESSAGES.passwordCommon);
    clock.advance(5000);
    const setUp = await post(app, SET_UP_PATH, { username: 'asha.k', setupCode, password: 'a fine long password' });
    expect(setUp.json()).toMatchObject({ next: 'enrol_second_factor' });
    // The code works once.
    expect(
      (await post(app, SET_UP_PATH, { username: 'asha.k', setupCode, password: 'another long password' })).statusCode,
    ).toBe(401);

    const { page: enrol, confirmed } = await enrolAuthenticator(app, setUp, clock.ms());
    expect(enrol.json().otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrol.json().qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(JSON.stringify(app.db.prepare('select * from recovery_codes').all())).not.toContain(recoveryCodes[0]);
    expect((await get(app, ME_PATH, cookieOf(confirmed))).json()).toMatchObject({
      stage: 'full',
      roles: [{ role: 'admission_officer', courses: [1, 2] }],
    });

    for (const expected of [200, 401]) {
      clock.advance(10_000);
      const signedIn = await enterPassword(app, { username: 'asha.k', password: 'a fine long password' });
      const recovered = await postNext(app, signedIn, SECOND_FACTOR_PATH, { recoveryCode: recoveryCodes[0] });
      expect(recovered.statusCode).toBe(expected);
    }

    // Admin actions are audited; the audit view filters them.
    expect((await asAdmin('POST', `${USERS_PATH}/${userId}/disable`, {})).statusCode).toBe(400);
    const stillIn = cookieOf(confirmed);
    expect((await get(app, ME_PATH, stillIn)).json()).toMatchObject({ stage: 'full' });
    expect((await asAdmin('POST', `${USERS_PATH}/${userId}/disable`, { reason: 'left the college' })).statusCode).toBe(
      200,
    );
    // The user's open page learns that an administrator ended the session.
    expect(await endedOf(stillIn)).toBe('admin');
    expect((await asAdmin('POST', `${USERS_PATH}/${admin.id}/disable`, { reason: 'testing' })).statusCode).toBe(409);
    expect(await auditEntries(app, dataDir, 'user.disable')).toMatchObject([
      { action: 'user.disable', reason: 'left the college', userId: String(admin.id), role: 'admin' },
    ]);
    const all = JSON.stringify((await asAdmin('GET', '/api/v1/office/office/audit')).json());
    expect(all).toContain('sign-in');
    expect(all).not.toContain('a fine long password');
    expect(all).not.toContain(setupCode);

    // A reason is kept as written (the remote's CSV file makes a formula-looking cell text).
    expect((await asAdmin('POST', `${USERS_PATH}/${userId}/enable`, { reason: '=HYPERLINK("x")' })).statusCode).toBe(
      200,
    );
    const enabled = (await asAdmin('GET', '/api/v1/office/office/audit?action=user.enable')).json();
    expect(enabled).toMatchObject({
      result: 'success',
      service: 'office',
      entries: [{ service: 'office', action: 'user.enable', reason: '=HYPERLINK("x")' }],
    });
  });

  it('answers 401 without an assertion and 403 to a user without the admin role', async () => {
    const key = await gatewayKey(dataDir);
    expect((await app.inject({ method: 'GET', url: USERS_PATH })).statusCode).toBe(401);
    const token = await key.forUser(
      { userId: '2', username: 'x', roles: [{ role: 'accountant' }], sessionId: 's' },
      'rid-0000001',
    );
    const response = await app.inject({
      method: 'GET',
      url: USERS_PATH,
      headers: { 'x-request-id': 'rid-0000001', 'x-office-assertion': token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().result).toBe('failure');
  });
});

describe("the gateway's resolve call", () => {
  it('answers only the gateway, for a full session, and checks the CSRF token of writes', async () => {
    const key = await gatewayKey(dataDir);
    const session = await signIn(app, 'accountant', clock.ms());
    const resolve = async (body: object, token?: string) => {
      const rid = 'rid-resolve-1';
      return app.inject({
        method: 'POST',
        url: RESOLVE_SESSION_PATH,
        payload: body,
        headers: { 'x-request-id': rid, ...(token === undefined ? {} : { 'x-office-assertion': token }) },
      });
    };
    const asGateway = await key.forResolve('rid-resolve-1');
    expect((await resolve({ token: session.cookie, write: false })).statusCode).toBe(401);
    const userToken = await key.forUser(
      { userId: '1', username: 'demo.admin', roles: [{ role: 'admin' }], sessionId: 's' },
      'rid-resolve-1',
    );
    expect((await resolve({ token: session.cookie, write: false }, userToken)).statusCode).toBe(401);
    const read = await resolve({ token: session.cookie, write: false }, asGateway);
    expect(read.json()).toMatchObject({
      result: 'success',
      username: 'demo.accountant',
      roles: [{ role: 'accountant' }],
    });
    expect((await resolve({ token: session.cookie, write: true }, asGateway)).statusCode).toBe(403);
    expect((await resolve({ token: session.cookie, write: true, csrfToken: session.csrf }, asGateway)).statusCode).toBe(
      200,
    );
    expect((await resolve({ token: session.pending, write: false }, asGateway)).statusCode).toBe(401);
    expect((await resolve({ token: 'made-up', write: false }, asGateway)).statusCode).toBe(401);
  });
});

describe('demo accounts', () => {
  it('seeds one per role for a demo start, and a live start refuses while they remain', async () => {
    expect(app.office.users().filter((user) => user.demo === 1)).toHaveLength(8);
    await app.close();
    const live = startOffice(dataDir, { settings: { ...TEST_SETTINGS, demo: false } });
    await expect(live).rejects.toThrow(DemoAccountsError);
    await expect(live).rejects.toThrow(/demo\.admin/);
  });
});
