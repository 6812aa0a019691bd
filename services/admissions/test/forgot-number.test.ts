import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_PATH,
  DATE_FORMAT_MESSAGE,
  LOOKUP_MISSING,
  FIND_APPLICATION_NUMBER_PATH,
  FORGOT_NOT_FOUND_MESSAGE,
  lookupWaitMessage,
  maskApplicationNumber,
  MOBILE_MESSAGE,
} from '../src/contract';
import { closeAndRemove, startInTempDir, submitApplicant, tableRows } from './helpers';

/** "Forgot your application number?": mobile number and date of birth, both matching one application. */
let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  ({ dataDir, app } = await startInTempDir('admissions-forgot-'));
});
afterEach(() => closeAndRemove(app, dataDir));

const apply = (n: number, mobile: string, dob: string) => submitApplicant(app, n, { mobile, dob });

const APPLICANT = '198.51.100.7';
const find = (payload: Record<string, string>, client = APPLICANT) =>
  app.inject({ method: 'POST', url: FIND_APPLICATION_NUMBER_PATH, payload, headers: { 'x-forwarded-for': client } });

describe('POST findApplicationNumber', () => {
  it('answers the number masked except its last digits, for the mobile number and date of birth together, typed as people type', async () => {
    const applied = await apply(1, '9876543211', '2005-01-31');
    const response = await find({ mobile: '+91 98765 43211', dob: '2005-01-31' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const masked = maskApplicationNumber(applied.application_no);
    expect(masked).toMatch(/^ADM\d{4}-XX\d{4}$/);
    expect(masked.slice(-4)).toBe(applied.application_no.slice(-4));
    expect(response.json()).toEqual({
      result: 'success',
      data: { masked_application_no: masked, masked_application_nos: [masked], emailed: true },
    });
    expect(response.body).not.toContain(applied.application_no);
  });

  it('matches only on both values, and never says which of the two was wrong', async () => {
    await apply(1, '9876543211', '2005-01-31');
    await apply(2, '9876543212', '2004-07-15');
    const misses = [
      { mobile: '9876543211', dob: '2004-07-15' }, // one's mobile, the other's date of birth
      { mobile: '9876543212', dob: '2005-01-31' },
      { mobile: '9876543219', dob: '2005-01-31' }, // a right date of birth alone
      { mobile: '9876543211', dob: '2005-02-01' }, // a right mobile alone
      { mobile: '9000000000', dob: '1990-01-01' },
    ];
    const answers = new Set<string>();
    for (const [i, miss] of misses.entries()) {
      // From different clients, so the wait after wrong answers does not come into it.
      const response = await find(miss, `203.0.113.${i + 1}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: 'failure', message: FORGOT_NOT_FOUND_MESSAGE, errors: {} });
      answers.add(response.body);
    }
    expect(answers.size).toBe(1);
  });

  it("two applications with the same mobile and date of birth (twins on a parent's phone): both shown masked, each number mailed to its own address", async () => {
    const first = await apply(1, '9876543211', '2005-01-31');
    const second = await apply(2, '9876543211', '2005-01-31');
    const response = await find({ mobile: '9876543211', dob: '2005-01-31' });
    expect(response.statusCode, response.body).toBe(200);
    const masked = [second, first].map((applied) => maskApplicationNumber(applied.application_no));
    expect(response.json()).toEqual({
      result: 'success',
      data: { masked_application_no: masked[0], masked_application_nos: masked, emailed: true },
    });
    const mailed = tableRows(app, 'mail_outbox').filter((row) => row.kind === 'admissions.application-number');
    expect(
      mailed.map((row) => [
        row.to_address,
        String(row.text).includes(first.application_no),
        String(row.text).includes(second.application_no),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['a1@example.in', true, false],
        ['a2@example.in', false, true],
      ]),
    );
    expect(mailed).toHaveLength(2);
  });

  it('bad input is a 400 with a message per field, never a 5xx', async () => {
    const empty = await find({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ mobile: LOOKUP_MISSING.mobile, dob: LOOKUP_MISSING.dob });
    const wrong = await find({ mobile: '12345', dob: '2005-02-30' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ mobile: MOBILE_MESSAGE, dob: DATE_FORMAT_MESSAGE });
    const odd = await app.inject({
      method: 'POST',
      url: FIND_APPLICATION_NUMBER_PATH,
      payload: { mobile: ['9876543211'], dob: 5 },
    });
    expect(odd.statusCode).toBe(400);
  });

  it('is rate limited like the status look-up: the same wrong-answer counts, the same wait, for that client only', async () => {
    const applied = await apply(1, '9876543211', '2005-01-31');
    const stranger = '203.0.113.50';
    // Wrong answers here and at the status look-up count together.
    for (let i = 0; i < 3; i++)
      expect((await find({ mobile: '9876543211', dob: `2005-02-0${i + 1}` }, stranger)).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const wrong = await app.inject({
        method: 'POST',
        url: APPLICATION_STATUS_PATH,
        payload: { application_no: applied.application_no, dob: '2005-01-31', access_code: 'ZZZZ-ZZZZ' },
        headers: { 'x-forwarded-for': stranger },
      });
      expect(wrong.statusCode).toBe(404);
    }
    const refused = await find({ mobile: '9876543211', dob: '2005-01-31' }, stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ result: 'failure', message: lookupWaitMessage(1), errors: {} });
    expect(refused.headers['retry-after']).toBe('60');
    // The applicant, elsewhere, is not slowed down.
    expect((await find({ mobile: '9876543211', dob: '2005-01-31' })).statusCode).toBe(200);
  });

  it("counts an IPv6 client's whole /64 as one client", async () => {
    await apply(1, '9876543211', '2005-01-31');
    for (let i = 0; i < 5; i++)
      expect(
        (await find({ mobile: '9876543211', dob: `2005-02-0${i + 1}` }, `2001:db8:7:7::${i + 1}`)).statusCode,
      ).toBe(404);
    expect((await find({ mobile: '9876543211', dob: '2005-01-31' }, '2001:db8:7:7:abcd::9')).statusCode).toBe(429);
    expect((await find({ mobile: '9876543211', dob: '2005-01-31' }, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});
