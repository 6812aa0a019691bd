import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { amountMessage, ENTER_VALUE, SAVE_PAYMENT_PATH, TRANSACTION_MESSAGE } from '../src/contract';
import { ALREADY_PAID_MESSAGE, NO_APPLICATION_MESSAGE, TRANSACTION_USED_MESSAGE } from '../src/routes/public/payment';
import {
  type Applied,
  closeAndRemove,
  EXE,
  FEE,
  file,
  filesUnder,
  formData,
  type FormEntry,
  PNG,
  postMultipart,
  sendPayment,
  startInTempDir,
  submitApplicant,
  tableRows,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  ({ dataDir, app } = await startInTempDir('admissions-payment-'));
});
afterEach(() => closeAndRemove(app, dataDir));

/** Submits applicant n's General-category B.A. application; returns what the form hands to /payment. */
const apply = (n: number) => submitApplicant(app, n);

type Entries = Record<string, FormEntry | FormEntry[]>;
const pay = (entries: Entries) => postMultipart(app, SAVE_PAYMENT_PATH, formData(entries));
const payFor = (applied: Applied, details: Entries) => sendPayment(app, applied, details);
const payments = () => tableRows(app, 'payments');
const screenshots = () => filesUnder(path.join(dataDir, 'admissions', 'uploads', 'payments'));

describe('POST savePayment', () => {
  it('records cash as "fee due at the college counter", not paid, with transaction number 0; no cache keeps the answer', async () => {
    const applied = await apply(1);
    const response = await payFor(applied, { mode: 'cash', amount: String(FEE), trans_no: '123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      result: 'success',
      message: 'Payment details received',
      data: {
        transactionNumber: '0',
        amount: FEE,
        application_no: applied.application_no,
        payment_state: 'due_at_counter',
      },
    });
    expect(response.body).not.toMatch(/success(ful)?ly|Payment Successful/i);
    expect(payments()).toMatchObject([
      {
        application_id: applied.id,
        mode: 'cash',
        amount: FEE,
        trans_no: '0',
        screenshot_file: null,
        state: 'due_at_counter',
        confirmed_at: null,
      },
    ]);
  });

  it('records an online payment with its UPI reference and screenshot, kept privately', async () => {
    const applied = await apply(1);
    const response = await payFor(applied, {
      mode: 'online',
      amount: String(FEE),
      trans_no: '512345678901',
      screenshot: file(PNG, 'upi.png', 'image/png'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Payment details received',
      data: { transactionNumber: '512345678901', amount: FEE, payment_state: 'claimed' },
    });
    const [row] = payments();
    // Any 12 digits are only a claim: "paid – being verified" until the office verifies it.
    expect(row).toMatchObject({ screenshot_kind: 'png', state: 'claimed', confirmed_by: null, confirmed_at: null });
    expect(await screenshots()).toEqual([row.screenshot_file]);
  });

  it('requires mode, amount and (online) a 12-digit transaction number', async () => {
    const applied = await apply(1);
    const empty = await payFor(applied, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ mode: 'Please select value', amount: ENTER_VALUE });
    const noReference = await payFor(applied, { mode: 'online', amount: String(FEE) });
    expect(noReference.json().errors).toEqual({ trans_no: ENTER_VALUE });
    const shortReference = await payFor(applied, { mode: 'online', amount: String(FEE), trans_no: '12345' });
    expect(shortReference.json().errors).toEqual({ trans_no: TRANSACTION_MESSAGE });
    expect(payments()).toEqual([]);
  });

  it("takes only the course's fee from the settings", async () => {
    const applied = await apply(1);
    const response = await payFor(applied, { mode: 'cash', amount: '100' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ amount: amountMessage(FEE) });
    expect(payments()).toEqual([]);
  });

  it('pays an application once, and uses a transaction number once', async () => {
    const first = await apply(1);
    const second = await apply(2);
    expect((await payFor(first, { mode: 'online', amount: String(FEE), trans_no: '512345678901' })).statusCode).toBe(
      200,
    );
    const twice = await payFor(first, { mode: 'cash', amount: String(FEE) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_PAID_MESSAGE);
    const reused = await payFor(second, {
      mode: 'online',
      amount: String(FEE),
      trans_no: '512345678901',
      screenshot: file(PNG, 'upi.png', 'image/png'),
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors).toEqual({ trans_no: TRANSACTION_USED_MESSAGE });
    expect(payments()).toHaveLength(1);
    expect(await screenshots()).toEqual([]);
  });

  it('refuses a disguised screenshot', async () => {
    const applied = await apply(1);
    const response = await payFor(applied, {
      mode: 'online',
      amount: String(FEE),
      trans_no: '512345678901',
      screenshot: file(EXE, 'upi.png', 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(payments()).toEqual([]);
  });
});

describe('POST savePayment without the proof of the application', () => {
  it('answers the same 404 for any id, existing or not, with any amount, and writes nothing', async () => {
    const first = await apply(1);
    const second = await apply(2);
    const strangersToken = randomBytes(32).toString('base64url');
    const proofs: Entries[] = [
      { id: String(first.id) },
      { id: String(first.id), token: '' },
      { id: String(first.id), token: strangersToken },
      { id: String(first.id), token: first.payment_token.slice(0, -1) },
      { id: String(first.id), token: [first.payment_token, first.payment_token] },
      // Another application's token proves only that one.
      { id: String(first.id), token: second.payment_token },
      { id: '3', token: strangersToken },
      { id: '99' },
      { id: '99', token: first.payment_token },
      { id: 'x', token: first.payment_token },
      { token: first.payment_token },
    ];
    // The course's fee, another amount, no amount, no number: none of them may show through.
    const details: Entries[] = [
      { mode: 'cash', amount: String(FEE) },
      { mode: 'cash', amount: '5000' },
      { mode: 'online', amount: '100', trans_no: '512345678901', screenshot: file(PNG, 'upi.png', 'image/png') },
      { mode: 'online', amount: 'abc' },
      {},
    ];
    for (const proof of proofs) {
      for (const detail of details) {
        const response = await pay({ ...proof, ...detail });
        expect(response.statusCode, JSON.stringify({ proof, detail })).toBe(404);
        expect(response.json()).toEqual({ result: 'failure', message: NO_APPLICATION_MESSAGE, errors: {} });
      }
    }
    expect(payments()).toEqual([]);
    expect(await screenshots()).toEqual([]);
    expect(await filesUnder(path.join(dataDir, 'admissions', 'tmp'))).toEqual([]);

    // The applicant, with the token from the form, pays as before.
    expect((await payFor(first, { mode: 'cash', amount: String(FEE) })).statusCode).toBe(200);
    expect(payments()).toHaveLength(1);
  });
});
