import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ME_PATH,
  MESSAGES,
  RECOVERY_CODES_PATH,
  SECOND_FACTOR_PATH,
  SET_UP_PATH,
  SIGN_IN_PATH,
  USERS_PATH,
} from '../src/contract';
import { SETUP_CODE_LIFETIME_MS } from '../src/second-factor';
import {
  asUser,
  auditEntries,
  cookieOf,
  demo,
  enrolAuthenticator,
  enterPassword,
  get,
  type OfficeMethod,
  officeForEachTest,
  post,
  postNext,
  signIn,
  type TestClock,
  totpAt,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let clock: TestClock;

officeForEachTest('office-users-', (office) => ({ dataDir, clock, app } = office));

/** The admin API as the gateway forwards it for demo.admin. */
const asAdmin = (method: OfficeMethod, url: string, payload?: object) =>
  asUser(app, dataDir, 'demo.admin', method, url, payload);
const auditOf = (action: string) => auditEntries(app, dataDir, action);

describe('giving a role', () => {
  it('asks a reason and keeps it in the audit log, with the course limit', async () => {
    const clerk = app.office.userByName(demo('accountant').username)!;
    const url = `${USERS_PATH}/${clerk.id}/roles`;
    const missing = await asAdmin('POST', url, { role: 'document_verifier', courses: [1] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.reason).toBe(MESSAGES.reasonNeeded);

    const given = await asAdmin('POST', url, { role: 'document_verifier', courses: [2, 1], reason: 'covers B.Sc.' });
    expect(given.statusCode).toBe(200);
    expect(app.office.roles(clerk.id)).toContainEqual({ role: 'document_verifier', courses: [2, 1] });
    expect(await auditOf('role.grant')).toMatchObject([
      {
        action: 'role.grant',
        reason: 'covers B.Sc.',
        after: { roles: expect.arrayContaining([{ role: 'document_verifier', courses: [2, 1] }]) },
      },
    ]);
  });

  it('refuses a course limit on a role that takes none, and courses not in the catalogue', async () => {
    const clerk = app.office.userByName(demo('accountant').username)!;
    const url = `${USERS_PATH}/${clerk.id}/roles`;
    const notLimited = await asAdmin('POST', url, { role: 'results_officer', courses: [1], reason: 'r' });
    expect(notLimited.statusCode).toBe(400);
    expect(notLimited.json().errors.courses).toMatch(/Only admission officers and document verifiers/);
    const unknown = await asAdmin('POST', url, { role: 'admission_officer', courses: [999], reason: 'r' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.courses).toMatch(/admission catalogue/);
    expect(app.office.roles(clerk.id).map((grant) => grant.role)).not.toContain('admission_officer');
  });
});

describe("after an admin's reset of the authenticator app", () => {
  const account = demo('results_officer');
  const password = { username: account.username, password: account.password };

  async function reset() {
    const user = app.office.userByName(account.username)!;
    const answer = await asAdmin('POST', `${USERS_PATH}/${user.id}/reset-second-factor`, { reason: 'lost phone' });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { setupCode: string; expiresAt: string; userId: number };
  }

  it('gives a one-time set-up code, shown once and kept only as a hash; the list says a code is awaited', async () => {
    const { setupCode, expiresAt, userId } = await reset();
    expect(setupCode).toMatch(/^[0-9a-f]{5}(-[0-9a-f]{5}){3}$/);
    expect(Date.parse(expiresAt)).toBe(clock.ms() + SETUP_CODE_LIFETIME_MS);
    expect(JSON.stringify(app.db.prepare('select * from users where id = ?').get(userId))).not.toContain(setupCode);
    const listed = (await asAdmin('GET', USERS_PATH)).json().users.find((user: { id: number }) => user.id === userId);
    expect(listed).toMatchObject({ secondFactor: false, passwordSet: true, enrolNeedsCode: true });
    const [entry] = await auditOf('second-factor.reset');
    expect(entry).toMatchObject({ reason: 'lost phone', after: { secondFactor: false } });
    expect(JSON.stringify(entry)).not.toContain(setupCode);
  });

  it('does not let the password alone enrol a new app', async () => {
    await reset();
    const alone = await post(app, SIGN_IN_PATH, password);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors.setupCode).toBe(MESSAGES.setupCodeNeeded);
    expect(cookieOf(alone)).toBeUndefined();
    expect(app.db.prepare('select count(*) as n from sessions').get()).toEqual({ n: 0 });
    // Nor with a wrong code (which counts as a failure, like any guess).
    clock.advance(2000);
    const wrong = await post(app, SIGN_IN_PATH, { ...password, setupCode: 'aaaaa-bbbbb-ccccc-ddddd' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.setupFailed);
    expect(cookieOf(wrong)).toBeUndefined();
  });

  it('enrols with the password and the code; the code works once, and the next sign-in needs the new app', async () => {
    const { setupCode } = await reset();
    const withCode = await post(app, SIGN_IN_PATH, { ...password, setupCode: setupCode.toUpperCase() });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json()).toMatchObject({ next: 'enrol_second_factor' });

    // Works once: a second sign-in with it (the enrolment left half-done) is refused.
    clock.advance(2000);
    const again = await post(app, SIGN_IN_PATH, { ...password, setupCode });
    expect(again.statusCode).toBe(401);
    clock.advance(4000);
    expect((await post(app, SIGN_IN_PATH, password)).statusCode).toBe(400);

    // The first session enrols the new app.
    clock.advance(8000);
    const first = await post(app, SIGN_IN_PATH, password);
    expect(first.statusCode).toBe(400);
    const { setupCode: second } = await reset();
    const signedIn = await post(app, SIGN_IN_PATH, { ...password, setupCode: second });
    const { confirmed } = await enrolAuthenticator(app, signedIn, clock.ms());
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const user = app.office.userByName(account.username)!;
    expect(user.enrol_needs_code).toBe(0);
    expect(user.setup_code_hash).toBeNull();

    // From now on the password leads to the new app's code, as before any reset.
    clock.advance(60_000);
    const later = await post(app, SIGN_IN_PATH, password);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ next: 'second_factor' });
  });

  it("expires like a new user's code, after three days", async () => {
    const { setupCode } = await reset();
    clock.advance(SETUP_CODE_LIFETIME_MS + 1000);
    const late = await post(app, SIGN_IN_PATH, { ...password, setupCode });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(MESSAGES.setupFailed);
  });

  it('does not set a new password at the set-up page: the code goes with the password the user has', async () => {
    const { setupCode } = await reset();
    const setUp = await post(app, SET_UP_PATH, {
      username: account.username,
      setupCode,
      password: 'a brand new long password',
    });
    expect(setUp.statusCode).toBe(409);
    expect(setUp.json().message).toBe(MESSAGES.setupCodeIsForSignIn);
    expect(cookieOf(setUp)).toBeUndefined();
    // The code still works where it belongs.
    clock.advance(1000);
    expect((await post(app, SIGN_IN_PATH, { ...password, setupCode })).statusCode).toBe(200);
  });
});

describe('recovery codes of the signed-in user', () => {
  it('counts the unused ones, and makes a new set with a current code: audited, the old set stops working', async () => {
    const account = demo('grievance_officer');
    // Enrol afresh to get a set of recovery codes (the demo accounts have none).
    const user = app.office.userByName(account.username)!;
    const { setupCode } = (
      await asAdmin('POST', `${USERS_PATH}/${user.id}/reset-second-factor`, { reason: 'new set' })
    ).json();
    const signedIn = await post(app, SIGN_IN_PATH, {
      username: account.username,
      password: account.password,
      setupCode,
    });
    const { secret, confirmed } = await enrolAuthenticator(app, signedIn, clock.ms());
    const oldCodes = confirmed.json().recoveryCodes as string[];
    const cookie = cookieOf(confirmed)!;
    const csrf = confirmed.json().csrfToken as string;
    expect((await get(app, RECOVERY_CODES_PATH, cookie)).json()).toEqual({ result: 'success', unused: 10 });

    // Signed out, or half signed in: nothing to say.
    expect((await get(app, RECOVERY_CODES_PATH)).statusCode).toBe(401);

    // One code used at a sign-in elsewhere.
    clock.advance(30_000);
    const elsewhere = await enterPassword(app, account);
    expect((await postNext(app, elsewhere, SECOND_FACTOR_PATH, { recoveryCode: oldCodes[0] })).statusCode).toBe(200);
    expect((await get(app, RECOVERY_CODES_PATH, cookie)).json().unused).toBe(9);

    // A new set needs the CSRF token and a right, current code.
    expect((await post(app, RECOVERY_CODES_PATH, { code: '123456' }, { cookie })).statusCode).toBe(403);
    clock.advance(2000);
    const wrong = await post(app, RECOVERY_CODES_PATH, { code: '000000' }, { cookie, csrf });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(MESSAGES.codeFailed);
    clock.advance(60_000);
    const made = await post(app, RECOVERY_CODES_PATH, { code: await totpAt(secret, clock.ms()) }, { cookie, csrf });
    expect(made.statusCode).toBe(200);
    const newCodes = made.json().recoveryCodes as string[];
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(oldCodes[1]);
    expect((await get(app, RECOVERY_CODES_PATH, cookie)).json().unused).toBe(10);
    expect(JSON.stringify(app.db.prepare('select * from recovery_codes').all())).not.toContain(newCodes[0]);
    const [entry] = await auditOf('recovery-codes.replaced');
    expect(entry).toMatchObject({ username: account.username, before: { unused: 9 }, after: { unused: 10 } });
    expect(JSON.stringify(entry)).not.toContain(newCodes[0]);

    // The old set no longer signs in; the new one does.
    for (const [code, expected] of [
      [oldCodes[1], 401],
      [newCodes[0], 200],
    ] as const) {
      clock.advance(20_000);
      const again = await enterPassword(app, account);
      const second = await postNext(app, again, SECOND_FACTOR_PATH, { recoveryCode: code });
      expect(second.statusCode).toBe(expected);
    }
    expect((await get(app, ME_PATH, cookie)).json()).toMatchObject({ stage: 'full' });
  });

  it('refuses a new set for a session that is not fully signed in', async () => {
    const account = demo('accountant');
    const first = await enterPassword(app, account);
    const answer = await postNext(app, first, RECOVERY_CODES_PATH, {
      code: await totpAt(account.totpSecret, clock.ms()),
    });
    expect(answer.statusCode).toBe(409);
    const { cookie } = await signIn(app, 'content_editor', clock.ms());
    expect((await get(app, RECOVERY_CODES_PATH, cookie)).json()).toEqual({ result: 'success', unused: 0 });
  });
});
