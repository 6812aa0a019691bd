import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { TEST_SETTINGS } from '@college/settings/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_MESSAGE,
  APPLICATION_STATUS_PATH,
  LOOKUP_MISSING,
  lookupWaitMessage,
  STATUS_NOT_FOUND_MESSAGE,
} from '../src/contract';
import { createLookupBackoff } from '@college/service-kit';
import { ALREADY_PAID_MESSAGE } from '../src/routes/public/payment';
import {
  type Applied,
  closeAndRemove,
  DOB,
  FEE,
  makeTempDir,
  sendPayment,
  startAdmissions,
  submitApplicant,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeTempDir('admissions-status-');
});
afterEach(() => closeAndRemove(app, dataDir));

const start = async (options: Parameters<typeof startAdmissions>[1] = {}) => {
  app = await startAdmissions(dataDir, options);
};

const apply = (n: number) => submitApplicant(app, n);

/** The applicant's own phone, and strangers elsewhere (the gateway says who, in X-Forwarded-For). */
const APPLICANT = '198.51.100.7';
const stranger = (n: number) => `203.0.113.${n}`;

const status = (body: Record<string, string>, client = APPLICANT) =>
  app.inject({ method: 'POST', url: APPLICATION_STATUS_PATH, payload: body, headers: { 'x-forwarded-for': client } });
const rightAnswer = (applied: Applied) => ({
  application_no: applied.application_no,
  dob: DOB,
  access_code: applied.access_code,
});
const wrongAnswer = (applied: Applied) => ({ ...rightAnswer(applied), access_code: 'ZZZZ-ZZZZ' });

describe('POST getApplicationStatus: number, date of birth and access code', () => {
  beforeEach(() => start());

  it('shows the application to whoever has all three, typed as people type, and no cache keeps it', async () => {
    const applied = await apply(1);
    const response = await status({
      application_no: applied.application_no.toLowerCase(),
      dob: DOB,
      access_code: ` ${applied.access_code.toLowerCase().replace('-', ' ')} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({
      id: applied.id,
      application_no: applied.application_no,
      name: 'Applicant A',
      course: 'B.A.',
      fee: FEE,
      subjects: { major: ['Hindi', 'English', 'Sanskrit'], vocational: 'N/A' },
      payment: null,
      payment_token: expect.stringMatching(/^[\w-]{43}$/),
      // Where it stands at the office (reupload.test.ts follows a query).
      state: 'submitted',
      rejection_reason: null,
      queried: [],
    });
  });

  it('pay later: the answer hands over a token that pays, then shows the payment and no token', async () => {
    const applied = await apply(1);
    const { payment_token } = (await status(rightAnswer(applied))).json().data;
    expect(payment_token).not.toBe(applied.payment_token);
    const paid = await sendPayment(
      app,
      { id: applied.id, payment_token },
      { mode: 'online', amount: String(FEE), trans_no: '512345678901' },
    );
    expect(paid.statusCode).toBe(200);

    const after = (await status(rightAnswer(applied))).json().data;
    expect(after.payment).toMatchObject({
      mode: 'online',
      amount: FEE,
      trans_no: '512345678901',
      state: 'claimed',
      confirmed_at: null,
    });
    expect(after.payment_token).toBeNull();
    // The form's own token is still known: a second payment is told why it is refused.
    const again = await sendPayment(app, applied, { mode: 'cash', amount: String(FEE) });
    expect(again.json().message).toBe(ALREADY_PAID_MESSAGE);
  });

  it('cash chosen is only due at the counter: the look-up still hands over a token, and UPI may pay it after all', async () => {
    const applied = await apply(1);
    const cash = await sendPayment(app, applied, { mode: 'cash', amount: String(FEE) });
    expect(cash.statusCode).toBe(200);
    const due = (await status(rightAnswer(applied))).json().data;
    expect(due.payment).toMatchObject({ mode: 'cash', trans_no: '0', state: 'due_at_counter' });
    expect(due.payment_token).toEqual(expect.any(String));
    const online = await sendPayment(
      app,
      { id: applied.id, payment_token: due.payment_token },
      { mode: 'online', amount: String(FEE), trans_no: '512345678901' },
    );
    expect(online.statusCode, online.body).toBe(200);
    const claimed = (await status(rightAnswer(applied))).json().data;
    expect(claimed.payment).toMatchObject({ mode: 'online', trans_no: '512345678901', state: 'claimed' });
    expect(claimed.payment_token).toBeNull();
  });

  it('reveals nothing when any of the three is wrong, and says the same every time', async () => {
    const applied = await apply(1);
    const other = await apply(2);
    const wrongs = [
      { ...rightAnswer(applied), dob: '2005-02-01' },
      wrongAnswer(applied),
      { ...rightAnswer(applied), access_code: other.access_code },
      { ...rightAnswer(applied), application_no: `ADM${TEST_SETTINGS.admission.year.slice(0, 4)}-000999` },
    ];
    for (const body of wrongs) {
      const response = await status(body);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ result: 'failure', message: STATUS_NOT_FOUND_MESSAGE, errors: {} });
    }
    expect((await status({ application_no: '', dob: '' })).json().errors).toEqual({
      application_no: LOOKUP_MISSING.application_no,
      dob: LOOKUP_MISSING.dob,
      access_code: LOOKUP_MISSING.access_code,
    });
    // 0 and O, 1 and I are never in a code: a typo is named before anything is looked up.
    expect((await status({ ...rightAnswer(applied), access_code: 'K7QM-4XP0' })).json().errors).toEqual({
      access_code: ACCESS_CODE_MESSAGE,
    });
  });

  it("a stranger's failures never lock the applicant out: 50 wrong tries from elsewhere, then the right answer", async () => {
    const applied = await apply(1);
    for (let i = 0; i < 50; i++) {
      const response = await status(wrongAnswer(applied), stranger(i % 10));
      expect(response.statusCode).toBe(404);
    }
    // The strangers are the ones slowed down…
    expect((await status(wrongAnswer(applied), stranger(3))).statusCode).toBe(429);
    // …while the applicant gets in at once.
    const response = await status(rightAnswer(applied), APPLICANT);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.application_no).toBe(applied.application_no);
  });

  it('a client that keeps answering wrong must wait, told so plainly; nobody else waits', async () => {
    const applied = await apply(1);
    for (let i = 0; i < 5; i++) expect((await status(wrongAnswer(applied), stranger(1))).statusCode).toBe(404);
    // Even a right answer from there waits: else the wait would not slow down guessing.
    const refused = await status(rightAnswer(applied), stranger(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ result: 'failure', message: lookupWaitMessage(1), errors: {} });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await status(rightAnswer(applied), APPLICANT)).statusCode).toBe(200);
  });
  it("an IPv6 client's whole /64 is one client: hopping to another address in it does not start afresh; another /64 does not wait", async () => {
    await start();
    const applied = await apply(1);
    // One home or phone holds a /64 and may use any of its addresses.
    for (let i = 0; i < 5; i++)
      expect((await status(wrongAnswer(applied), `2001:db8:1:2::${i + 1}`)).statusCode).toBe(404);
    const hopped = await status(rightAnswer(applied), '2001:db8:1:2:ffff:ffff:ffff:fffe');
    expect(hopped.statusCode).toBe(429);
    expect(hopped.json().message).toBe(lookupWaitMessage(1));
    expect((await status(rightAnswer(applied), '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('the wait after wrong answers', () => {
  it('is over after waiting; each further wrong answer doubles it', async () => {
    await start({ lookupBackoff: { freeFailures: 2, firstWaitMs: 400, maxWaitMs: 10_000, forgetAfterMs: 60_000 } });
    const applied = await apply(1);
    await status(wrongAnswer(applied));
    await status(wrongAnswer(applied));
    expect((await status(rightAnswer(applied))).statusCode).toBe(429);
    await sleep(450);
    expect((await status(rightAnswer(applied))).statusCode).toBe(200);
    // A right answer does not wipe the slate (a guesser could mix in their own application).
    expect((await status(wrongAnswer(applied))).statusCode).toBe(404);
    await sleep(450);
    expect((await status(rightAnswer(applied))).statusCode).toBe(429);
    await sleep(400);
    expect((await status(rightAnswer(applied))).statusCode).toBe(200);
  });

  it('grows to its cap, is forgotten after a quiet spell, and holds a bounded number of clients', () => {
    const backoff = createLookupBackoff({
      freeFailures: 5,
      firstWaitMs: 60_000,
      maxWaitMs: 3_600_000,
      forgetAfterMs: 86_400_000,
    });
    const minute = 60_000;
    let now = 0;
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      now += backoff.waitOf('a', now);
      backoff.fail('a', now);
      waits.push(backoff.waitOf('a', now) / minute);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60]);
    expect(backoff.waitOf('a', now + 86_400_000)).toBe(0);
    backoff.fail('a', now + 86_400_000);
    expect(backoff.waitOf('a', now + 86_400_000)).toBe(0);

    // At most maxClients remembered: the one that failed longest ago goes first.
    const small = createLookupBackoff({
      freeFailures: 1,
      firstWaitMs: minute,
      maxWaitMs: minute,
      forgetAfterMs: 86_400_000,
      maxClients: 2,
    });
    for (const client of ['a', 'b', 'c']) small.fail(client, 0);
    expect(['a', 'b', 'c'].map((client) => small.waitOf(client, 0))).toEqual([0, minute, minute]);
  });
});
