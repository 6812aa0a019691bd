import { ROLE_NEEDED_MESSAGE, type RoleGrant, SIGN_IN_NEEDED_MESSAGE, type SigningKey } from '@college/service-kit';
import { addDays, isoDay } from '@college/settings/dates';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_PATH,
  ADMISSION_SESSION_PATH,
  admissionSessionAnswerSchema,
  feeDeadlinePassedMessage,
  registrationClosedMessage,
  registrationNotOpenMessage,
  SAVE_APPLICANT_PATH,
} from '../src/contract';
import {
  CLOSES_BEFORE_OPENS_MESSAGE,
  DATE_MESSAGE,
  FEE_DEADLINE_BEFORE_CLOSE_MESSAGE,
  OFFICE_SESSION_PATH,
  officeSessionAnswerSchema,
  REASON_MESSAGE,
  SESSION_STALE_MESSAGE,
  YEAR_MESSAGE,
} from '../src/office-contract/session';
import {
  closeAndRemove,
  officeInject,
  postMultipart,
  sendPayment,
  startInTempDirWithOfficeKey,
  tableRows,
  toForm,
  validApplicant,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

const ADMIN: RoleGrant[] = [{ role: 'admin' }];
const today = isoDay();

const read = async (roles: RoleGrant[] = ADMIN) => {
  const response = await officeInject(app, key, { url: OFFICE_SESSION_PATH, roles });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(officeSessionAnswerSchema, response.json()).data;
};
const change = (body: Record<string, unknown>, roles: RoleGrant[] = ADMIN) =>
  officeInject(app, key, { method: 'POST', url: OFFICE_SESSION_PATH, roles, body, username: 'demo.admin' });
const publicSession = async () =>
  v.parse(admissionSessionAnswerSchema, (await app.inject({ url: ADMISSION_SESSION_PATH })).json()).data;

/** A whole session: this year's window around today unless told otherwise. */
const session = (overrides: Record<string, unknown> = {}) => ({
  year: '2026-27',
  opens: addDays(today, -10),
  closes: addDays(today, 10),
  fee_deadline: addDays(today, 20),
  reason: 'Dates announced by the principal',
  version: 0,
  ...overrides,
});

const submit = () => postMultipart(app, SAVE_APPLICANT_PATH, toForm(validApplicant(app)));

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-session-'));
});
afterEach(() => closeAndRemove(app, dataDir));

describe('The admission session: who may read and change it', () => {
  it('answers 401 without an assertion and 403 to every role but admin, never kept', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const anonymous = await officeInject(app, key, {
        method,
        url: OFFICE_SESSION_PATH,
        roles: 'none',
        body: method === 'POST' ? session() : undefined,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
      for (const role of ['admission_officer', 'document_verifier', 'accountant'] as const) {
        const refused = await officeInject(app, key, {
          method,
          url: OFFICE_SESSION_PATH,
          roles: [{ role }],
          body: method === 'POST' ? session() : undefined,
        });
        expect(refused.statusCode, `${role} ${method}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: ROLE_NEEDED_MESSAGE });
        expect(refused.headers['cache-control']).toBe('no-store');
      }
    }
    expect((await read()).source).toBe('settings');
    expect(tableRows(app, 'admission_session')).toEqual([]);
  });
});

describe('The admission session: stored over the settings', () => {
  it('starts from the settings, marked so, with no fee deadline', async () => {
    const { year, registration } = app.college.admission;
    const current = await read();
    expect(current).toMatchObject({
      year,
      opens: registration.opens,
      closes: registration.closes,
      fee_deadline: null,
      source: 'settings',
      version: 0,
    });
    expect(current.settings).toEqual({ year, opens: registration.opens, closes: registration.closes });
    const response = await officeInject(app, key, { url: OFFICE_SESSION_PATH, roles: ADMIN });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    expect(await publicSession()).toEqual({ year, registration, fee_deadline: null });
  });

  it('keeps a change, audits it with before, after and the reason, and the public answer follows at once', async () => {
    const response = await change(session());
    expect(response.statusCode, response.body).toBe(200);
    const current = await read();
    expect(current).toMatchObject({
      year: '2026-27',
      opens: addDays(today, -10),
      fee_deadline: addDays(today, 20),
      source: 'office',
      version: 1,
      updated_by: 'demo.admin',
    });
    expect(await publicSession()).toEqual({
      year: '2026-27',
      registration: { opens: addDays(today, -10), closes: addDays(today, 10) },
      fee_deadline: addDays(today, 20),
    });
    const [audit] = tableRows(app, 'audit_log').filter((row) => row.action === 'admission_session.change');
    expect(audit).toMatchObject({ username: 'demo.admin', role: 'admin', reason: 'Dates announced by the principal' });
    expect(JSON.parse(String(audit.before_json))).toMatchObject({
      year: app.college.admission.year,
      source: 'settings',
      fee_deadline: null,
    });
    expect(JSON.parse(String(audit.after_json))).toMatchObject({ year: '2026-27', fee_deadline: addDays(today, 20) });

    // A second change names version 1; an empty fee deadline means none.
    expect((await change(session({ version: 1, fee_deadline: '', reason: 'No deadline this year' }))).statusCode).toBe(
      200,
    );
    expect(await read()).toMatchObject({ version: 2, fee_deadline: null });
    // The office page sends its form's checked values, where an emptied deadline is already null.
    const withNull = await change(session({ version: 2, fee_deadline: null, reason: 'Still no deadline' }));
    expect(withNull.statusCode, withNull.body).toBe(200);
    expect(await read()).toMatchObject({ version: 3, fee_deadline: null });
  });

  it('says who changed it last by name, the username kept beside it', async () => {
    const saved = await officeInject(app, key, {
      method: 'POST',
      url: OFFICE_SESSION_PATH,
      roles: ADMIN,
      body: session(),
      username: 'demo.admin',
      displayName: 'Principal R. K. Singh',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ updated_by: 'demo.admin', updated_by_name: 'Principal R. K. Singh' });
    expect(await read()).toMatchObject({ updated_by: 'demo.admin', updated_by_name: 'Principal R. K. Singh' });
  });

  it('refuses a stale change with 409 and keeps the first one', async () => {
    expect((await change(session())).statusCode).toBe(200);
    const stale = await change(session({ year: '2027-28' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ result: 'failure', message: SESSION_STALE_MESSAGE });
    expect((await read()).year).toBe('2026-27');
    expect(tableRows(app, 'audit_log').filter((row) => row.action === 'admission_session.change')).toHaveLength(1);
  });

  it('refuses an invalid session field by field and stores nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ year: '2026-28' }, { year: YEAR_MESSAGE }],
      [{ year: '26-27' }, { year: YEAR_MESSAGE }],
      [{ opens: '2026-02-30' }, { opens: DATE_MESSAGE }],
      [{ opens: addDays(today, 11) }, { closes: CLOSES_BEFORE_OPENS_MESSAGE }],
      [{ fee_deadline: addDays(today, 9) }, { fee_deadline: FEE_DEADLINE_BEFORE_CLOSE_MESSAGE }],
      [{ reason: '   ' }, { reason: REASON_MESSAGE }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await change(session(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(tableRows(app, 'admission_session')).toEqual([]);
    expect(tableRows(app, 'audit_log').filter((row) => row.action === 'admission_session.change')).toEqual([]);
  });
});

describe('The service follows the stored session', () => {
  it('refuses a new application before the stored window opens and after it closes', async () => {
    expect(
      (await change(session({ opens: addDays(today, 1), closes: addDays(today, 5), fee_deadline: '' }))).statusCode,
    ).toBe(200);
    const early = await submit();
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(registrationNotOpenMessage('2026-27', addDays(today, 1)));

    expect(
      (await change(session({ opens: addDays(today, -5), closes: addDays(today, -1), fee_deadline: '', version: 1 })))
        .statusCode,
    ).toBe(200);
    const late = await submit();
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(registrationClosedMessage('2026-27', addDays(today, -1)));
    expect(tableRows(app, 'applications')).toEqual([]);

    // Open again: taken, numbered in the stored year.
    expect((await change(session({ version: 2 }))).statusCode).toBe(200);
    const taken = await submit();
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.application_no).toMatch(/^ADM2026-/);
  });

  it('takes a payment after the window closed until the fee deadline, and refuses it after', async () => {
    const applied = (await submit()).json().data;
    const pay = () => sendPayment(app, applied, { mode: 'cash', amount: String(app.college.admission.courses[0].fee) });

    expect(
      (
        await change(
          session({ opens: addDays(today, -20), closes: addDays(today, -10), fee_deadline: addDays(today, -1) }),
        )
      ).statusCode,
    ).toBe(200);
    const refused = await pay();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(feeDeadlinePassedMessage('2026-27', addDays(today, -1)));
    expect(tableRows(app, 'payments')).toEqual([]);
    // The status look-up offers no way to pay then (no payment token for /payment).
    const lookUp = () =>
      app.inject({
        method: 'POST',
        url: APPLICATION_STATUS_PATH,
        payload: { application_no: applied.application_no, dob: '2006-04-15', access_code: applied.access_code },
      });
    expect((await lookUp()).json().data.payment_token).toBeNull();

    expect(
      (
        await change(
          session({ opens: addDays(today, -20), closes: addDays(today, -10), fee_deadline: today, version: 1 }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await lookUp()).json().data.payment_token).toEqual(expect.any(String));
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
  });
});
