import { ROLE_NEEDED_MESSAGE, type RoleGrant, SIGN_IN_NEEDED_MESSAGE, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../src/contract';
import {
  ALREADY_PAID_AT_COUNTER_MESSAGE,
  CLAIM_PENDING_MESSAGE,
  counterAnswerSchema,
  counterReceiptPath,
  NOT_A_CLAIM_MESSAGE,
  OFFICE_PAYMENTS_PATH,
  officePaymentPath,
  paymentChangeAnswerSchema,
  paymentScreenshotPath,
  paymentsAnswerSchema,
  RECEIPT_USED_MESSAGE,
  REJECTED_NO_FEE_MESSAGE,
  RETURN_REASON_MESSAGE,
  returnPaymentPath,
  STALE_PAYMENT_MESSAGE,
  verifyPaymentPath,
  undoVerificationPath,
  UNDO_REASON_MESSAGE,
  NOT_PAID_MESSAGE,
} from '../src/office-contract/payments';
import { verdictPath } from '../src/office-contract/scrutiny';
import {
  type Applied,
  closeAndRemove,
  FEE,
  officeHeaders,
  PNG,
  sendPayment,
  startInTempDirWithOfficeKey,
  statusOf,
  submitApplicant,
} from './helpers';

const ACCOUNTANT: RoleGrant[] = [{ role: 'accountant' }];

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

/** A call through the door: an assertion for this request, as the gateway signs it (or none). */
async function call(method: 'GET' | 'POST', url: string, body?: unknown, roles: RoleGrant[] | 'none' = ACCOUNTANT) {
  const headers = roles === 'none' ? {} : await officeHeaders(key, roles);
  return app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
const get = (url: string, roles?: RoleGrant[] | 'none') => call('GET', url, undefined, roles);
const post = (url: string, body: unknown, roles?: RoleGrant[] | 'none') => call('POST', url, body, roles);

const apply = (n: number) => submitApplicant(app, n);

const claim = async (applied: Applied, reference: string, screenshot = false) => {
  const response = await sendPayment(app, applied, {
    mode: 'online',
    amount: String(FEE),
    trans_no: reference,
    ...(screenshot ? { screenshot: { bytes: PNG, name: 'paid.png', type: 'image/png' } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
};
const cashDue = async (applied: Applied) => {
  const response = await sendPayment(app, applied, { mode: 'cash', amount: String(FEE) });
  expect(response.statusCode, response.body).toBe(200);
};

/** What the applicant's status page is told about the payment. */
const applicantSees = async (applied: Applied) => (await statusOf(app, applied)).payment;

const versionOf = async (applicationNo: string) =>
  v.parse(counterAnswerSchema, (await get(officePaymentPath(applicationNo))).json()).data.version;
const auditRows = () => app.audit.list().filter((row) => row.action.startsWith('payment.'));

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-office-payments-'));
});
afterEach(() => closeAndRemove(app, dataDir));

describe('The accounts office API: who may call it', () => {
  it('answers 401 without an assertion and 403 to every role but accountant, never kept by a browser', async () => {
    const a = await apply(1);
    await claim(a, '598765432101');
    const calls: [string, 'GET' | 'POST', unknown][] = [
      [OFFICE_PAYMENTS_PATH, 'GET', undefined],
      [officePaymentPath(a.application_no), 'GET', undefined],
      [paymentScreenshotPath(a.application_no), 'GET', undefined],
      [verifyPaymentPath(a.application_no), 'POST', { version: 1 }],
      [returnPaymentPath(a.application_no), 'POST', { version: 1, reason: 'x' }],
      [counterReceiptPath(a.application_no), 'POST', { version: 1, receipt_no: 'R1' }],
    ];
    for (const [url, method, body] of calls) {
      const anonymous = await call(method, url, body, 'none');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
      for (const role of ['admission_officer', 'document_verifier', 'admin'] as const) {
        const refused = await call(method, url, body, [{ role }]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: ROLE_NEEDED_MESSAGE });
        expect(refused.headers['cache-control']).toBe('no-store');
      }
    }
    expect(await applicantSees(a)).toMatchObject({ state: 'claimed' });
    expect(auditRows()).toEqual([]);
  });
});

describe('GET payments: what the accountant has to verify', () => {
  it('lists online claims with the UPI reference and cash due, filterable, no-store and noindex', async () => {
    const [a, b, c] = [await apply(1), await apply(2), await apply(3)];
    await claim(a, '598765432101', true);
    await cashDue(b);
    // c has paid nothing: not on the list.
    const response = await get(OFFICE_PAYMENTS_PATH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const { data } = v.parse(paymentsAnswerSchema, response.json());
    expect(data.total).toBe(2);
    expect(data.rows.map((row) => row.application_no)).toEqual([a.application_no, b.application_no]);
    expect(data.rows[0]).toMatchObject({
      mode: 'online',
      trans_no: '598765432101',
      state: 'claimed',
      amount: FEE,
      version: 1,
      screenshot_url: paymentScreenshotPath(a.application_no),
    });
    expect(data.rows[1]).toMatchObject({ mode: 'cash', state: 'due_at_counter', screenshot_url: null });
    expect(response.body).not.toContain(c.application_no);

    const claims = v.parse(paymentsAnswerSchema, (await get(`${OFFICE_PAYMENTS_PATH}?state=claimed`)).json()).data.rows;
    expect(claims.map((row) => row.application_no)).toEqual([a.application_no]);
    const searched = v.parse(paymentsAnswerSchema, (await get(`${OFFICE_PAYMENTS_PATH}?q=598765432101`)).json()).data
      .rows;
    expect(searched.map((row) => row.application_no)).toEqual([a.application_no]);
    const counted = v.parse(
      paymentsAnswerSchema,
      (await get(`${OFFICE_PAYMENTS_PATH}?state=claimed&count=only`)).json(),
    );
    expect(counted.data).toMatchObject({ rows: [], total: 1 });
    const bad = await get(`${OFFICE_PAYMENTS_PATH}?state=paid&page=0`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['state', 'page']));
  });

  it('streams the claim screenshot through the office API only, no-store; none answers 404', async () => {
    const [a, b] = [await apply(1), await apply(2)];
    await claim(a, '598765432101', true);
    await claim(b, '598765432102');
    const shot = await get(paymentScreenshotPath(a.application_no));
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.headers['cache-control']).toBe('no-store');
    expect(shot.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect((await get(paymentScreenshotPath(b.application_no))).statusCode).toBe(404);
  });
});

describe('POST verify and return', () => {
  it('verifies a claim naming its version: the applicant then sees "fee paid"; audited with before and after', async () => {
    const a = await apply(1);
    await claim(a, '598765432101');
    const response = await post(verifyPaymentPath(a.application_no), { version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(paymentChangeAnswerSchema, response.json()).data).toMatchObject({
      state: 'verified',
      version: 2,
      confirmed_by: 'asha.acc',
    });
    expect(await applicantSees(a)).toMatchObject({ state: 'verified', confirmed_at: expect.any(String) });
    const [row] = auditRows();
    expect(row).toMatchObject({
      action: 'payment.verify',
      user_id: '9',
      username: 'asha.acc',
      role: 'accountant',
      record_id: a.application_no,
    });
    expect(JSON.parse(row.before_json!)).toMatchObject({ state: 'claimed', version: 1 });
    expect(JSON.parse(row.after_json!)).toMatchObject({ state: 'verified', version: 2 });
  });

  it('refuses to verify twice: the old version is stale (409), the new one is no claim any more (409)', async () => {
    const a = await apply(1);
    await claim(a, '598765432101');
    expect((await post(verifyPaymentPath(a.application_no), { version: 1 })).statusCode).toBe(200);
    const stale = await post(verifyPaymentPath(a.application_no), { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_PAYMENT_MESSAGE);
    const again = await post(verifyPaymentPath(a.application_no), { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NOT_A_CLAIM_MESSAGE);
    expect(auditRows()).toHaveLength(1);
  });

  it('returns a claim only with a reason; the applicant is told to ask at the office; the reason is audited', async () => {
    const a = await apply(1);
    await claim(a, '598765432101');
    const noReason = await post(returnPaymentPath(a.application_no), { version: 1, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: RETURN_REASON_MESSAGE });
    expect(await applicantSees(a)).toMatchObject({ state: 'claimed' });
    const returned = await post(returnPaymentPath(a.application_no), {
      version: 1,
      reason: 'No credit with this reference in June',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await applicantSees(a)).toMatchObject({
      state: 'returned',
      return_reason: 'No credit with this reference in June',
    });
    expect(auditRows()[0]).toMatchObject({ action: 'payment.return', reason: 'No credit with this reference in June' });
  });

  it('answers 404 for an unknown application, 409 for a stale version after the applicant changed the payment, 400 without a version', async () => {
    const a = await apply(1);
    await cashDue(a);
    expect((await post(verifyPaymentPath('ADM2025-999999'), { version: 1 })).json()).toMatchObject({
      message: APPLICATION_NOT_FOUND_MESSAGE,
    });
    expect((await post(verifyPaymentPath('nonsense'), { version: 1 })).statusCode).toBe(404);
    expect((await post(verifyPaymentPath(a.application_no), {})).statusCode).toBe(400);
    // The accountant saw cash due (version 1); the applicant then paid online: that bumped the version.
    await claim(a, '598765432101');
    expect(await versionOf(a.application_no)).toBe(2);
    const stale = await post(counterReceiptPath(a.application_no), { version: 1, receipt_no: 'R-1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_PAYMENT_MESSAGE);
    expect(auditRows()).toEqual([]);
  });
});

describe('POST receipt: the fee counter', () => {
  it('finds the application by number, records the cash receipt (fee paid), and refuses a receipt number used before', async () => {
    const [a, b, c] = [await apply(1), await apply(2), await apply(3)];
    await cashDue(a);
    const found = v.parse(
      counterAnswerSchema,
      (await get(officePaymentPath(a.application_no.toLowerCase()))).json(),
    ).data;
    expect(found).toMatchObject({
      application_no: a.application_no,
      name: 'Applicant A',
      course: 'B.A.',
      fee: FEE,
      version: 1,
      payment: { state: 'due_at_counter' },
    });
    const recorded = await post(counterReceiptPath(a.application_no), { version: 1, receipt_no: 'R/2025-0001' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data).toMatchObject({
      state: 'verified',
      mode: 'cash',
      amount: FEE,
      receipt_no: 'R/2025-0001',
    });
    expect(await applicantSees(a)).toMatchObject({ state: 'verified', mode: 'cash' });
    expect(auditRows()[0]).toMatchObject({ action: 'payment.receipt', record_id: a.application_no });

    // b never chose a payment: version 0 (none recorded) takes the cash all the same.
    expect(await versionOf(b.application_no)).toBe(0);
    const used = await post(counterReceiptPath(b.application_no), { version: 0, receipt_no: 'R/2025-0001' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ message: RECEIPT_USED_MESSAGE, errors: { receipt_no: RECEIPT_USED_MESSAGE } });
    expect(
      (await post(counterReceiptPath(b.application_no), { version: 0, receipt_no: 'R/2025-0002' })).statusCode,
    ).toBe(200);

    const paid = await post(counterReceiptPath(a.application_no), { version: 2, receipt_no: 'R/2025-0003' });
    expect(paid.json()).toMatchObject({ message: ALREADY_PAID_AT_COUNTER_MESSAGE });
    await claim(c, '598765432103');
    const pending = await post(counterReceiptPath(c.application_no), { version: 1, receipt_no: 'R/2025-0004' });
    expect(pending.json()).toMatchObject({ message: CLAIM_PENDING_MESSAGE });
    const badNumber = await post(counterReceiptPath(c.application_no), { version: 1, receipt_no: 'R 1; drop' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors).toHaveProperty('receipt_no');
    expect(auditRows()).toHaveLength(2);
  });
});

describe('POST receipt: an application the office rejected', () => {
  it('takes no cash for it, says why, and writes nothing', async () => {
    const a = await apply(1);
    const rejected = await call(
      'POST',
      verdictPath(a.application_no),
      { version: 1, verdict: 'rejected', reason: 'Marksheet of another person' },
      [{ role: 'document_verifier' }],
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const refused = await post(counterReceiptPath(a.application_no), { version: 0, receipt_no: 'R/2025-0101' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REJECTED_NO_FEE_MESSAGE);
    expect(await applicantSees(a)).toBeNull();
    expect(auditRows()).toHaveLength(0);
  });
});

describe('POST undo: a verification taken back', () => {
  it('cash: due at the counter again, its receipt number free; online: a claim again; audited with the reason', async () => {
    const [a, b] = [await apply(1), await apply(2)];
    await cashDue(a);
    expect(
      (await post(counterReceiptPath(a.application_no), { version: 1, receipt_no: 'R/2025-0201' })).statusCode,
    ).toBe(200);

    const noReason = await post(undoVerificationPath(a.application_no), { version: 2, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(UNDO_REASON_MESSAGE);
    expect((await post(undoVerificationPath(a.application_no), { version: 1, reason: 'Stale' })).statusCode).toBe(409);
    const undone = await post(undoVerificationPath(a.application_no), {
      version: 2,
      reason: 'Receipt written for the wrong applicant',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ state: 'due_at_counter', receipt_no: null, confirmed_by: null });
    expect(await applicantSees(a)).toMatchObject({ state: 'due_at_counter' });
    const [row] = auditRows().filter((entry) => entry.action === 'payment.undo');
    expect(row).toMatchObject({ reason: 'Receipt written for the wrong applicant', record_id: a.application_no });
    expect(JSON.parse(String(row.before_json))).toMatchObject({ state: 'verified', receipt_no: 'R/2025-0201' });
    // The receipt number is free for the right applicant.
    expect(
      (await post(counterReceiptPath(b.application_no), { version: 0, receipt_no: 'R/2025-0201' })).statusCode,
    ).toBe(200);
    // Nothing to undo once it is open again.
    expect((await post(undoVerificationPath(a.application_no), { version: 3, reason: 'Twice' })).json()).toMatchObject({
      message: NOT_PAID_MESSAGE,
    });

    const c = await apply(3);
    await claim(c, '512345678903');
    expect((await post(verifyPaymentPath(c.application_no), { version: 1 })).statusCode).toBe(200);
    const claimAgain = await post(undoVerificationPath(c.application_no), {
      version: 2,
      reason: 'Not in the statement after all',
    });
    expect(claimAgain.json().data).toMatchObject({ state: 'claimed', mode: 'online' });
    expect(
      (await post(undoVerificationPath(c.application_no), { version: 3, reason: 'x' }, [{ role: 'admission_officer' }]))
        .statusCode,
    ).toBe(403);
  });
});

describe('the pace of the counter', () => {
  it("takes more than the public forms' 60 writes in 10 minutes from one address (the read limit counts)", async () => {
    const answers = [];
    for (let n = 0; n < 70; n++)
      answers.push((await post(counterReceiptPath('ADM2025-999999'), { version: 0, receipt_no: `R-${n}` })).statusCode);
    expect(new Set(answers)).toEqual(new Set([404]));
  });
});
