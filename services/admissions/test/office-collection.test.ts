import { ROLE_NEEDED_MESSAGE, type RoleGrant, SIGN_IN_NEEDED_MESSAGE, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTION_PATH,
  COLLECTION_RANGE_MESSAGE,
  collectionAnswerSchema,
  collegeDay,
  counterReceiptPath,
  HISTORY_STATES,
  historyAnswerSchema,
  PAYABLE_APPLICATIONS_PATH,
  payableAnswerSchema,
  PAYMENT_HISTORY_PATH,
  returnPaymentPath,
  SEARCH_TOO_SHORT_MESSAGE,
  undoVerificationPath,
  verifyPaymentPath,
} from '../src/office-contract/payments';
import { verdictPath } from '../src/office-contract/scrutiny';
import {
  type Applied,
  closeAndRemove,
  FEE,
  type OfficeCaller,
  officeHeaders,
  sendPayment,
  startInTempDirWithOfficeKey,
  submitApplicant,
} from './helpers';

const ACCOUNTANT: RoleGrant[] = [{ role: 'accountant' }];
// The helpers' default caller, asha.acc (user 9), comes with an older gateway's assertion: no name.
const RAVI: OfficeCaller = { userId: '12', username: 'ravi.acc', displayName: 'Ravi Acharya' };

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

async function call(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  roles: RoleGrant[] | 'none' = ACCOUNTANT,
  user?: OfficeCaller,
) {
  const headers = roles === 'none' ? {} : await officeHeaders(key, roles, user);
  return app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
const get = (url: string) => call('GET', url);
const post = (url: string, body: unknown, user?: OfficeCaller) => call('POST', url, body, ACCOUNTANT, user);

const apply = (n: number) => submitApplicant(app, n);
const pay = async (applied: Applied, details: Record<string, string>) => {
  const response = await sendPayment(app, applied, { amount: String(FEE), ...details });
  expect(response.statusCode, response.body).toBe(200);
};
const claim = (applied: Applied, reference: string) => pay(applied, { mode: 'online', trans_no: reference });
const cashDue = (applied: Applied) => pay(applied, { mode: 'cash' });
const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
};
/** When the fee of `applied` was taken, as stored (the report reads it). */
const takenAt = (applied: Applied, at: string) =>
  app.db.prepare('update payments set confirmed_at = ? where application_id = ?').run(at, applied.id);

const collection = async (query = '') => {
  const response = await get(`${COLLECTION_PATH}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(collectionAnswerSchema, response.json()).data;
};
const history = async (query = '') => {
  const response = await get(`${PAYMENT_HISTORY_PATH}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(historyAnswerSchema, response.json()).data;
};
const payable = async (query: string) => {
  const response = await get(`${PAYABLE_APPLICATIONS_PATH}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(payableAnswerSchema, response.json()).data;
};

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-collection-'));
});
afterEach(() => closeAndRemove(app, dataDir));

describe('The accountant’s reads: who may call them', () => {
  it('answers 401 without an assertion and 403 to every role but accountant, no-store', async () => {
    for (const url of [
      COLLECTION_PATH,
      `${COLLECTION_PATH}?from=2025-07-01`,
      PAYMENT_HISTORY_PATH,
      `${PAYABLE_APPLICATIONS_PATH}?q=Applicant`,
    ]) {
      const anonymous = await call('GET', url, undefined, 'none');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
      for (const role of ['admission_officer', 'document_verifier', 'admin'] as const) {
        const refused = await call('GET', url, undefined, [{ role }]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: ROLE_NEEDED_MESSAGE });
        expect(refused.headers['cache-control']).toBe('no-store');
      }
    }
    const allowed = await get(COLLECTION_PATH);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cache-control']).toBe('no-store');
    expect(allowed.headers['x-robots-tag']).toContain('noindex');
  });
});

describe('GET payments/collection: the daily collection report', () => {
  it('lists cash and online fees taken on the day, by the college’s clock; totals by mode and accountant; an undone one shown with its reason, not counted', async () => {
    const [a, b, c, d, e] = [await apply(1), await apply(2), await apply(3), await apply(4), await apply(5)];
    // a: cash at the counter by Asha; b: a UPI claim verified by Ravi; c: cash by Ravi, undone later;
    // d: cash the next day (after midnight in India, still the 14th in UTC); e: a claim never verified.
    await cashDue(a);
    await ok(post(counterReceiptPath(a.application_no), { version: 1, receipt_no: 'R/2025-0001' }));
    await claim(b, '598765432102');
    await ok(post(verifyPaymentPath(b.application_no), { version: 1 }, RAVI));
    await cashDue(c);
    await ok(post(counterReceiptPath(c.application_no), { version: 1, receipt_no: 'R/2025-0002' }, RAVI));
    await cashDue(d);
    await ok(post(counterReceiptPath(d.application_no), { version: 1, receipt_no: 'R/2025-0003' }));
    await claim(e, '598765432105');

    // 14 July 2025 in India is 13 July 18:30 to 14 July 18:30 UTC.
    takenAt(a, '2025-07-13T18:45:00.000Z'); // 00:15 on the 14th
    takenAt(b, '2025-07-14T09:10:00.000Z'); // 14:40
    takenAt(c, '2025-07-14T11:00:00.000Z'); // 16:30
    takenAt(d, '2025-07-14T18:40:00.000Z'); // 00:10 on the 15th
    const version = (applied: Applied) =>
      app.db.prepare('select version from payments where application_id = ?').pluck().get(applied.id) as number;
    await ok(
      post(undoVerificationPath(c.application_no), {
        version: version(c),
        reason: 'Receipt written for the wrong applicant',
      }),
    );

    const day = await collection('?from=2025-07-14&to=2025-07-14');
    expect(day.from).toBe('2025-07-14');
    expect(day.to).toBe('2025-07-14');
    expect(day.entries.map((entry) => entry.application_no)).toEqual([
      a.application_no,
      b.application_no,
      c.application_no,
    ]);
    expect(day.entries[0]).toMatchObject({
      mode: 'cash',
      amount: FEE,
      receipt_no: 'R/2025-0001',
      reference: null,
      at: '2025-07-13T18:45:00.000Z',
      by: 'asha.acc',
      // Her assertion named no one: the username stands for her name.
      by_name: 'asha.acc',
      name: 'Applicant A',
      course: 'B.A.',
      undone: null,
    });
    expect(day.entries[1]).toMatchObject({
      mode: 'online',
      reference: '598765432102',
      receipt_no: null,
      by: 'ravi.acc',
      by_name: 'Ravi Acharya',
    });
    expect(day.entries[2]).toMatchObject({
      mode: 'cash',
      receipt_no: 'R/2025-0002',
      by: 'ravi.acc',
      by_name: 'Ravi Acharya',
      undone: {
        by: 'asha.acc',
        by_name: 'asha.acc',
        reason: 'Receipt written for the wrong applicant',
        at: expect.any(String),
      },
    });
    expect(day.totals).toEqual({
      all: { count: 2, amount: 2 * FEE },
      by_mode: [
        { mode: 'cash', count: 1, amount: FEE },
        { mode: 'online', count: 1, amount: FEE },
      ],
      by_accountant: [
        { by: 'asha.acc', by_name: 'asha.acc', count: 1, amount: FEE },
        { by: 'ravi.acc', by_name: 'Ravi Acharya', count: 1, amount: FEE },
      ],
    });

    // One day given alone is that day; a range takes both ends.
    expect((await collection('?from=2025-07-15')).entries.map((entry) => entry.application_no)).toEqual([
      d.application_no,
    ]);
    expect((await collection('?to=2025-07-15')).from).toBe('2025-07-15');
    const both = await collection('?from=2025-07-14&to=2025-07-15');
    expect(both.totals.all).toEqual({ count: 3, amount: 3 * FEE });
    expect(both.entries).toHaveLength(4);
    // The receipt number undone is free again, and c's cash taken again counts on its own day.
    await ok(post(counterReceiptPath(c.application_no), { version: version(c), receipt_no: 'R/2025-0002' }));
    takenAt(c, '2025-07-15T05:00:00.000Z');
    const next = await collection('?from=2025-07-15');
    expect(next.entries.map((entry) => [entry.application_no, entry.undone])).toEqual([
      [d.application_no, null],
      [c.application_no, null],
    ]);
    expect((await collection('?from=2025-07-14')).totals.all.count).toBe(2);

    // Without days: the college's today (nothing was taken today in this test's data).
    const today = await collection();
    expect(today).toMatchObject({ from: collegeDay(new Date()), to: collegeDay(new Date()), entries: [] });
    expect(today.totals).toEqual({ all: { count: 0, amount: 0 }, by_mode: [], by_accountant: [] });
  });

  it('refuses a day that is no day, days in the wrong order, and more than 92 days, each with what to do', async () => {
    const refused = async (query: string) => {
      const response = await get(`${COLLECTION_PATH}${query}`);
      expect(response.statusCode, query).toBe(400);
      return response.json().errors;
    };
    expect(await refused('?from=2025-02-30')).toEqual({
      from: 'from must be a day written YYYY-MM-DD, such as 2025-07-14',
    });
    expect(await refused('?from=2025-07-01&to=14-07-2025')).toEqual({
      to: 'to must be a day written YYYY-MM-DD, such as 2025-07-14',
    });
    expect(await refused('?from=2025-07-14&to=2025-07-13')).toEqual({ to: 'to must not be before from' });
    expect(await refused('?from=2025-04-01&to=2025-07-02')).toEqual({ to: COLLECTION_RANGE_MESSAGE });
    // 92 days, both ends counted, is the most.
    expect((await get(`${COLLECTION_PATH}?from=2025-04-01&to=2025-07-01`)).statusCode).toBe(200);
  });
});

describe('GET payments/history: every payment of the session, searched', () => {
  it('finds a payment by receipt number, part of the name, part of the number or of the mobile number, in every state; paged', async () => {
    const [a, b, c, d, e] = [await apply(1), await apply(2), await apply(3), await apply(4), await apply(5)];
    await cashDue(a);
    await ok(post(counterReceiptPath(a.application_no), { version: 1, receipt_no: 'R/2025-0101' }));
    await claim(b, '598765432102');
    await claim(c, '598765432103');
    await ok(post(returnPaymentPath(c.application_no), { version: 1, reason: 'No credit in June' }));
    await cashDue(d);
    await ok(post(counterReceiptPath(d.application_no), { version: 1, receipt_no: 'R/2025-0104' }));
    await ok(post(undoVerificationPath(d.application_no), { version: 2, reason: 'Wrong applicant' }));
    await cashDue(e);

    const all = await history();
    expect(all.total).toBe(5);
    const stateOf = Object.fromEntries(all.rows.map((row) => [row.application_no, row.state]));
    expect(stateOf).toEqual({
      [a.application_no]: 'verified',
      [b.application_no]: 'claimed',
      [c.application_no]: 'returned',
      [d.application_no]: 'undone',
      [e.application_no]: 'due_at_counter',
    });
    const undone = all.rows.find((row) => row.application_no === d.application_no)!;
    expect(undone).toMatchObject({
      receipt_no: null,
      undone: { reason: 'Wrong applicant', by: 'asha.acc', receipt_no: 'R/2025-0104' },
    });
    expect(all.rows.find((row) => row.application_no === c.application_no)).toMatchObject({
      return_reason: 'No credit in June',
      reference: '598765432103',
    });

    const found = async (q: string) =>
      (await history(`?q=${encodeURIComponent(q)}`)).rows.map((row) => row.application_no);
    expect(await found('r/2025-0101')).toEqual([a.application_no]);
    // An undone receipt's number still finds its payment.
    expect(await found('R/2025-0104')).toEqual([d.application_no]);
    expect(await found('598765432102')).toEqual([b.application_no]);
    expect(await found('applicant c')).toEqual([c.application_no]);
    expect(await found(b.application_no.slice(-4))).toEqual([b.application_no]);
    expect(await found(e.application_no.toLowerCase().slice(3))).toEqual([e.application_no]);
    // Applicant n's mobile number is 987654321n; with +91 and spaces too.
    expect(await found('543215')).toEqual([e.application_no]);
    expect(await found('+91 98765 43213')).toEqual([c.application_no]);
    expect(await found('nobody')).toEqual([]);

    expect((await history('?state=undone')).rows.map((row) => row.application_no)).toEqual([d.application_no]);
    expect((await history('?state=verified&q=applicant')).total).toBe(1);

    // d's cash taken again: verified, no longer undone.
    await ok(post(counterReceiptPath(d.application_no), { version: 3, receipt_no: 'R/2025-0105' }));
    expect((await history('?q=R/2025-0105')).rows[0]).toMatchObject({ state: 'verified', undone: null });

    // Only the session's applications.
    app.db.prepare('update applications set admission_year = admission_year - 1 where id = ?').run(b.id);
    expect(await found('598765432102')).toEqual([]);

    const bad = await get(`${PAYMENT_HISTORY_PATH}?state=paid&page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      state: `state must be one of ${HISTORY_STATES.join(', ')}`,
      page: 'page must be a whole number from 1 to 10000',
    });
    expect(await history('?page=2')).toMatchObject({ rows: [], page: 2, pages: 1 });
  });
});

describe('GET payments/payable: an application to take the fee for', () => {
  it('finds by part of the name, number or mobile number only the applications whose fee may be taken', async () => {
    const [a, b, c, d, e, f, g] = [
      await apply(1),
      await apply(2),
      await apply(3),
      await apply(4),
      await apply(5),
      await apply(6),
      await apply(7),
    ];
    // a: nothing paid; b: cash due; c: claim waiting; d: returned; e: paid; f: rejected; g: void.
    await cashDue(b);
    await claim(c, '598765432103');
    await claim(d, '598765432104');
    await ok(post(returnPaymentPath(d.application_no), { version: 1, reason: 'Not seen' }));
    await cashDue(e);
    await ok(post(counterReceiptPath(e.application_no), { version: 1, receipt_no: 'R-5' }));
    const rejected = await call(
      'POST',
      verdictPath(f.application_no),
      { version: 1, verdict: 'rejected', reason: 'Marksheet of another person' },
      [{ role: 'document_verifier' }],
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    app.db
      .prepare(
        "update applications set voided_at = '2025-07-01T00:00:00.000Z', voided_by = 'x', void_reason = 'y' where id = ?",
      )
      .run(g.id);

    const cash = await payable('?q=applicant');
    expect(cash.more).toBe(false);
    expect(cash.rows.map((row) => row.application_no)).toEqual([a.application_no, b.application_no, d.application_no]);
    expect(cash.rows[1]).toMatchObject({
      name: 'Applicant B',
      father: 'Ramesh Verma',
      course: 'B.A.',
      fee: FEE,
      mobile_end: '3212',
      payment_state: 'due_at_counter',
      reference: null,
    });
    expect(cash.rows[2]).toMatchObject({ payment_state: 'returned', reference: '598765432104' });
    // A statement credit may also pay an application whose claim names another reference.
    const statement = await payable('?q=applicant&for=statement');
    expect(statement.rows.map((row) => row.application_no)).toEqual([
      a.application_no,
      b.application_no,
      c.application_no,
      d.application_no,
    ]);
    expect((await payable('?q=98765 43212')).rows.map((row) => row.application_no)).toEqual([b.application_no]);
    expect((await payable(`?q=${a.application_no.slice(-6)}`)).rows.map((row) => row.application_no)).toEqual([
      a.application_no,
    ]);
    expect((await payable(`?q=${e.application_no}`)).rows).toEqual([]);

    const short = await get(`${PAYABLE_APPLICATIONS_PATH}?q=a`);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ q: SEARCH_TOO_SHORT_MESSAGE });
    const purpose = await get(`${PAYABLE_APPLICATIONS_PATH}?q=ab&for=refund`);
    expect(purpose.json().errors).toHaveProperty('for');
  });
});
