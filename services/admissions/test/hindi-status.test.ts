import { type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartPayload } from '../../kit/test/helpers';
import {
  APPLICATION_NUMBER_MESSAGE,
  APPLICATION_STATUS_PATH,
  SAVE_APPLICANT_PATH,
  SAVE_PAYMENT_PATH,
  TRANSACTION_MESSAGE,
} from '../src/contract';
import { documentReviewPath, REASON_TEXT, sendQueryPath, verdictPath } from '../src/office-contract/scrutiny';
import {
  closeAndRemove,
  formData,
  officeInject,
  startInTempDirWithOfficeKey,
  tableRows,
  toForm,
  withCasteCertificate,
} from './helpers';

// Issue 23: the status look-up and the payment answer a Hindi page in Hindi; the office's later
// mails go in the language the applicant used the form in.
let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-hindi-status-'));
});
afterEach(() => closeAndRemove(app, dataDir));

/** An application with a caste certificate, sent from a page in `language`. */
async function apply(language: string) {
  const { payload, headers } = await multipartPayload(toForm(withCasteCertificate(app, '56789012345')));
  const response = await app.inject({
    method: 'POST',
    url: SAVE_APPLICANT_PATH,
    payload,
    headers: { ...headers, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: number;
    application_no: string;
    payment_token: string;
    access_code: string;
    dob?: string;
  };
}

const lookUp = (body: Record<string, string>, language: string) =>
  app.inject({ method: 'POST', url: APPLICATION_STATUS_PATH, payload: body, headers: { 'accept-language': language } });

const office = (url: string, body: Record<string, unknown>) =>
  officeInject(app, key, { method: 'POST', url, body, roles: [{ role: 'document_verifier' }] });
const versionOf = (applicationNo: string) => app.applications.byNumber(applicationNo)!.version;
const mailsOf = (kind: string) => tableRows(app, 'mail_outbox').filter((row) => row.kind === kind);

describe('the status look-up and the payment on a Hindi page', () => {
  it('a malformed application number: the field error in Hindi; in English on an English page', async () => {
    const body = { application_no: 'ADM-12', dob: '2006-05-14', access_code: 'K7QM-4XPA' };
    const hindi = await lookUp(body, 'hi-IN,hi;q=0.9');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().errors.application_no).toBe('आवेदन संख्या ADM2025-000123 जैसी होती है');
    const english = await lookUp(body, 'en-IN');
    expect(english.json().errors.application_no).toBe(APPLICATION_NUMBER_MESSAGE);
  });

  it('a payment with a bad UPI reference: the field error in Hindi', async () => {
    const applied = await apply('hi');
    const fee = app.catalogue.course(app.applications.byNumber(applied.application_no)!.course_id)!.fee;
    const form = formData({
      id: String(applied.id),
      token: applied.payment_token,
      mode: 'online',
      amount: String(fee),
      trans_no: '1234',
    });
    const { payload, headers } = await multipartPayload(form);
    const response = await app.inject({
      method: 'POST',
      url: SAVE_PAYMENT_PATH,
      payload,
      headers: { ...headers, 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.trans_no).toBe('UPI संदर्भ संख्या 12 अंकों की होनी चाहिए');
    expect(response.json().errors.trans_no).not.toBe(TRANSACTION_MESSAGE);
  });

  it('a queried document: its reason from the list in the language of the page that looks it up', async () => {
    const applied = await apply('hi');
    expect(
      (
        await office(documentReviewPath(applied.application_no, 'caste'), {
          version: versionOf(applied.application_no),
          decision: 'queried',
          reason_code: 'unreadable',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await office(sendQueryPath(applied.application_no), { version: versionOf(applied.application_no) })).statusCode,
    ).toBe(200);
    const proofs = {
      application_no: applied.application_no,
      dob: app.applications.byNumber(applied.application_no)!.dob,
      access_code: applied.access_code,
    };
    const hindi = await lookUp(proofs, 'hi');
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.json().data.queried).toEqual([
      expect.objectContaining({ field: 'caste', reason: 'दस्तावेज़ पढ़ा नहीं जा सकता (धुंधला, बहुत गहरा या कटा हुआ है)।' }),
    ]);
    const english = await lookUp(proofs, 'en');
    expect(english.json().data.queried).toEqual([
      expect.objectContaining({ field: 'caste', reason: REASON_TEXT.unreadable }),
    ]);
  });
});

describe('the later mails in the language the applicant used', () => {
  it('a Hindi applicant: the query mail and the verdict mail in Hindi', async () => {
    const { application_no: applicationNo } = await apply('hi-IN,hi;q=0.9,en;q=0.5');
    await office(documentReviewPath(applicationNo, 'caste'), {
      version: versionOf(applicationNo),
      decision: 'queried',
      reason_code: 'unreadable',
    });
    await office(documentReviewPath(applicationNo, 'domicile'), {
      version: versionOf(applicationNo),
      decision: 'queried',
      reason_code: 'other',
      note: 'Please send the page with the seal.',
    });
    expect((await office(sendQueryPath(applicationNo), { version: versionOf(applicationNo) })).statusCode).toBe(200);
    const [query] = mailsOf('admissions.query');
    expect(query.subject).toBe(`दस्तावेज़ दोबारा चाहिए: ${applicationNo}`);
    const text = String(query.text);
    expect(text).toContain('प्रिय ');
    expect(text).toContain('- जाति प्रमाण पत्र: दस्तावेज़ पढ़ा नहीं जा सकता (धुंधला, बहुत गहरा या कटा हुआ है)।');
    // The officer's note as written.
    expect(text).toContain('Please send the page with the seal.');
    expect(text).toContain('https://college.example.in/hi/admission/status');
    expect(text).not.toContain('Dear ');
    expect(text).not.toContain(REASON_TEXT.unreadable);

    await office(verdictPath(applicationNo), {
      version: versionOf(applicationNo),
      verdict: 'rejected',
      reason: 'The certificate is not readable.',
    });
    const [verdict] = mailsOf('admissions.verdict');
    expect(verdict.subject).toBe(`आवेदन अस्वीकृत: ${applicationNo}`);
    expect(String(verdict.text)).toContain('कारण: The certificate is not readable.');
  });

  it('an English applicant: the query mail in English', async () => {
    const { application_no: applicationNo } = await apply('en');
    await office(documentReviewPath(applicationNo, 'caste'), {
      version: versionOf(applicationNo),
      decision: 'queried',
      reason_code: 'unreadable',
    });
    await office(sendQueryPath(applicationNo), { version: versionOf(applicationNo) });
    const [query] = mailsOf('admissions.query');
    expect(query.subject).toBe(`Documents needed again: ${applicationNo}`);
    expect(String(query.text)).toContain(`Caste Certificate: ${REASON_TEXT.unreadable}`);
    expect(String(query.text)).not.toContain('प्रिय');
  });

  it('a Hindi applicant who pays: the payment mail in Hindi, the amount in rupees', async () => {
    const applied = await apply('hi');
    const fee = app.catalogue.course(app.applications.byNumber(applied.application_no)!.course_id)!.fee;
    const form = formData({ id: String(applied.id), token: applied.payment_token, mode: 'cash', amount: String(fee) });
    const { payload, headers } = await multipartPayload(form);
    // Paid from an English page: the mail still goes in the language of the application.
    const response = await app.inject({
      method: 'POST',
      url: SAVE_PAYMENT_PATH,
      payload,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = mailsOf('admissions.payment');
    expect(mail.subject).toBe(`भुगतान विवरण प्राप्त हुआ: ${applied.application_no}`);
    expect(String(mail.text)).toContain(`शुल्क: ₹${fee.toLocaleString('en-IN')}`);
    expect(String(mail.text)).toContain('भुगतान: शुल्क महाविद्यालय के काउंटर पर देय है');
  });
});
