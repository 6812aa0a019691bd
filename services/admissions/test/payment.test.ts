import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  amountMessage,
  APPLICATION_STATUS_PATH,
  ENTER_VALUE,
  SAVE_APPLICANT_PATH,
  SAVE_PAYMENT_PATH,
  STATUS_NOT_FOUND_MESSAGE,
  TRANSACTION_MESSAGE,
} from '../src/contract';
import { ALREADY_PAID_MESSAGE, NO_APPLICATION_MESSAGE, TRANSACTION_USED_MESSAGE } from '../src/routes/payment';
import {
  aadhaar,
  EXE,
  file,
  filesUnder,
  type FormEntry,
  formData,
  makeTempDir,
  PNG,
  postMultipart,
  removeDir,
  startAdmissions,
  tableRows,
  toForm,
  validApplicant,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeTempDir('admissions-payment-');
  app = await startAdmissions(dataDir);
});
afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

/** Submits applicant n's General-category B.A. application; returns its id and number. */
async function apply(n: number): Promise<{ id: number; application_no: string }> {
  const entries = validApplicant(app, {
    fname: `Applicant ${String.fromCharCode(64 + n)}`,
    dob: '2005-01-31',
    adhar_num: aadhaar(`2345678901${n}`),
    mobile: `987654321${n}`,
    email: `a${n}@example.in`,
    major_theard: String(app.catalogue.subjects('major', 1)![2].id),
  });
  const response = await postMultipart(app, SAVE_APPLICANT_PATH, toForm(entries));
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const pay = (entries: Record<string, FormEntry>) => postMultipart(app, SAVE_PAYMENT_PATH, formData(entries));
const payments = () => tableRows(app, 'payments');
const status = (application_no: string, dob: string) =>
  app.inject({ method: 'POST', url: APPLICATION_STATUS_PATH, payload: { application_no, dob } });

describe('POST savePayment', () => {
  it('records a cash payment with transaction number 0', async () => {
    const { id, application_no } = await apply(1);
    const response = await pay({ id: String(id), mode: 'cash', amount: '3500', trans_no: '123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success', message: 'Payment Successfully', data: { transactionNumber: '0', amount: 3500, application_no } });
    expect(payments()).toMatchObject([{ application_id: id, mode: 'cash', amount: 3500, trans_no: '0', screenshot_file: null }]);
  });

  it('records an online payment with its UPI reference and screenshot, kept privately', async () => {
    const { id } = await apply(1);
    const response = await pay({ id: String(id), mode: 'online', amount: '3500', trans_no: '512345678901', screenshot: file(PNG, 'upi.png', 'image/png') });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ transactionNumber: '512345678901', amount: 3500 });
    const [row] = payments();
    expect(row).toMatchObject({ screenshot_kind: 'png' });
    expect(await filesUnder(path.join(dataDir, 'admissions', 'uploads', 'payments'))).toEqual([row.screenshot_file]);
  });

  it('requires mode, amount and (online) a 12-digit transaction number', async () => {
    const { id } = await apply(1);
    const empty = await pay({ id: String(id) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ mode: 'Please select value', amount: ENTER_VALUE });
    const noReference = await pay({ id: String(id), mode: 'online', amount: '3500' });
    expect(noReference.json().errors).toEqual({ trans_no: ENTER_VALUE });
    const shortReference = await pay({ id: String(id), mode: 'online', amount: '3500', trans_no: '12345' });
    expect(shortReference.json().errors).toEqual({ trans_no: TRANSACTION_MESSAGE });
    expect(payments()).toEqual([]);
  });

  it('takes only the course fee from configuration', async () => {
    const { id } = await apply(1);
    const response = await pay({ id: String(id), mode: 'cash', amount: '100' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ amount: amountMessage(3500) });
    expect(payments()).toEqual([]);
  });

  it('needs an existing application, pays it once, and uses a transaction number once', async () => {
    expect((await pay({ id: '99', mode: 'cash', amount: '3500' })).json()).toMatchObject({ message: NO_APPLICATION_MESSAGE });
    const first = await apply(1);
    const second = await apply(2);
    expect((await pay({ id: String(first.id), mode: 'online', amount: '3500', trans_no: '512345678901' })).statusCode).toBe(200);
    const twice = await pay({ id: String(first.id), mode: 'cash', amount: '3500' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_PAID_MESSAGE);
    const reused = await pay({ id: String(second.id), mode: 'online', amount: '3500', trans_no: '512345678901', screenshot: file(PNG, 'upi.png', 'image/png') });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors).toEqual({ trans_no: TRANSACTION_USED_MESSAGE });
    expect(payments()).toHaveLength(1);
    expect(await filesUnder(path.join(dataDir, 'admissions', 'uploads', 'payments'))).toEqual([]);
  });

  it('refuses a disguised screenshot', async () => {
    const { id } = await apply(1);
    const response = await pay({ id: String(id), mode: 'online', amount: '3500', trans_no: '512345678901', screenshot: file(EXE, 'upi.png', 'image/png') });
    expect(response.statusCode).toBe(400);
    expect(payments()).toEqual([]);
  });
});

describe('POST getApplicationStatus (pay later, reprint)', () => {
  it('shows the application to whoever has both its number and the date of birth', async () => {
    const { id, application_no } = await apply(1);
    const before = await status(application_no.toLowerCase(), '2005-01-31');
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      id,
      application_no,
      name: 'Applicant A',
      course: 'B.A.',
      fee: 3500,
      subjects: { major: ['Hindi', 'English', 'Sanskrit'], vocational: 'N/A' },
      payment: null,
    });
    await pay({ id: String(id), mode: 'cash', amount: '3500' });
    expect((await status(application_no, '2005-01-31')).json().data.payment).toMatchObject({ mode: 'cash', amount: 3500, trans_no: '0' });
  });

  it('reveals nothing when either value is wrong, and says the same either way', async () => {
    const { application_no } = await apply(1);
    const wrongDob = await status(application_no, '2005-02-01');
    const wrongNumber = await status('ADM2025-000999', '2005-01-31');
    for (const response of [wrongDob, wrongNumber]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: 'failure', message: STATUS_NOT_FOUND_MESSAGE, errors: {} });
    }
    expect((await status('', '')).json().errors).toEqual({ application_no: ENTER_VALUE, dob: ENTER_VALUE });
  });
});
