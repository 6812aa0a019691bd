import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TEST_SETTINGS } from '@college/settings/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ACCESS_CODE_MESSAGE,
  APPLICATION_FORM_PATH,
  APPLICATION_NUMBER_MESSAGE,
  applicationFormResponseSchema,
  APPLICATION_STATUS_PATH,
  LOOKUP_MISSING,
  lookupWaitMessage,
  STATUS_NOT_FOUND_MESSAGE,
} from '../src/contract';
import {
  aadhaar,
  type Applied,
  closeAndRemove,
  DOB,
  type Entries,
  everyConditionalField,
  FEE,
  file,
  makeTempDir,
  PNG,
  sendPayment,
  startAdmissions,
  submitApplication,
  tableRows,
  validApplicant,
} from './helpers';

const AADHAAR = aadhaar('23456789013');

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeTempDir('admissions-print-');
});
afterEach(() => closeAndRemove(app, dataDir));

/** A person with disability, GEN-EWS, TC available: every conditional field filled. */
const apply = (overrides: Entries = {}) =>
  submitApplication(
    app,
    validApplicant(app, { dob: DOB, adhar_num: AADHAAR, ...everyConditionalField(), ...overrides }),
  );

const APPLICANT = '198.51.100.7';
const print = (body: Record<string, string>, client = APPLICANT) =>
  app.inject({ method: 'POST', url: APPLICATION_FORM_PATH, payload: body, headers: { 'x-forwarded-for': client } });
const status = (body: Record<string, string>, client = APPLICANT) =>
  app.inject({ method: 'POST', url: APPLICATION_STATUS_PATH, payload: body, headers: { 'x-forwarded-for': client } });
const rightAnswer = (applied: Applied) => ({
  application_no: applied.application_no,
  dob: DOB,
  access_code: applied.access_code,
});

/** The bytes the service keeps for the application's photo or signature, by its stored name. */
async function storedBytes(field: string): Promise<Buffer> {
  const row = tableRows(app, 'application_files').find((entry) => entry.field === field)!;
  return readFile(path.join(dataDir, 'admissions', 'uploads', 'applications', String(row.stored_file)));
}

describe('POST applicationForm: the whole application to print, with the three proofs', () => {
  beforeEach(async () => {
    app = await startAdmissions(dataDir);
  });

  it('answers every field by name, the Aadhaar masked, the photo and signature as data URLs of the stored bytes; no cache keeps it', async () => {
    const applied = await apply();
    const response = await print(rightAnswer(applied));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // The shape the remote parses it with.
    const parsed = v.parse(applicationFormResponseSchema, response.json());
    const [photo, signature] = [await storedBytes('photo'), await storedBytes('signature')];
    const majors = app.catalogue.subjects('major', 1)!;
    expect(parsed.data).toEqual({
      application_no: applied.application_no,
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: 'Anjali Verma',
      father: 'Ramesh Verma',
      mother: 'Sunita Verma',
      dob: DOB,
      gender: 'Female',
      aadhaar_masked: `XXXX XXXX ${AADHAAR.slice(-4)}`,
      mobile: '9876543210',
      email: 'anjali@example.in',
      category: 'GEN-EWS',
      income_amount: 180000,
      caste_no: 'EWS/2025/1234',
      issue_date: '2025-04-01',
      religion: 'Hindu',
      marital: 'Unmarried',
      handicap: 'Yes',
      dis_type: 'Locomotor disability',
      pwd_percent: 45,
      address: 'Village Rampur, Post Office Rampur',
      state: 'Uttar Pradesh',
      // For a Hindi page's printout: the state in Hindi (districts and sub-districts have none).
      state_hi: 'उत्तर प्रदेश',
      district: expect.any(String),
      sub_district: expect.any(String),
      pincode: '221001',
      course: 'B.A.',
      fee: FEE,
      tc: 'Available',
      subjects: {
        major: majors.slice(0, 3).map((subject) => subject.subject),
        minor: app.catalogue.subjects('minor', 1)![5].subject,
        cocurricular: app.catalogue.subjects('cocurricular', 1)![0].subject,
        vocational: 'N/A',
      },
      qualifying: {
        exam: 'intermediate',
        board: 'Board of High School and Intermediate Education, U.P.',
        year: 2024,
        roll: '2412/345-A',
        marks: 412,
        max: 500,
        percent: '82.40',
      },
      payment: null,
      photo: `data:image/jpeg;base64,${photo.toString('base64')}`,
      signature: `data:image/png;base64,${signature.toString('base64')}`,
    });
    expect(photo.length).toBeGreaterThan(0);
    expect(signature.length).toBeGreaterThan(0);
    expect(parsed.data.district).toBe(
      app.catalogue.districtsOf(app.catalogue.states().find((s) => s.state_name === 'Uttar Pradesh')!.id)![0].name,
    );
  });

  it('never carries the Aadhaar number in clear, in any form, anywhere in the answer', async () => {
    const applied = await apply();
    const body = (await print(rightAnswer(applied))).body;
    expect(body).not.toContain(AADHAAR);
    expect(body).not.toContain(AADHAAR.slice(0, 8));
    expect(body).not.toContain(`${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)}`);
    // Nor the sealed copy or the hash the database keeps.
    const stored = tableRows(app, 'applications')[0];
    expect(body).not.toContain(String(stored.adhar_encrypted));
    expect(body).not.toContain(String(stored.adhar_hash));
    expect(body).toContain(`XXXX XXXX ${AADHAAR.slice(-4)}`);
  });

  it('says where the fee stands: cash chosen is due at the counter', async () => {
    const applied = await apply();
    const cash = await sendPayment(app, applied, { mode: 'cash', amount: String(FEE) });
    expect(cash.statusCode).toBe(200);
    const data = (await print(rightAnswer(applied))).json().data;
    expect(data.payment).toMatchObject({
      mode: 'cash',
      amount: FEE,
      trans_no: '0',
      state: 'due_at_counter',
      confirmed_at: null,
    });
    expect(data.payment.paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a plain application (no disability, General, no TC) answers nulls for what was not asked', async () => {
    const applied = await apply({
      category: 'General',
      income_amount: '',
      caste_no: '',
      issue_date: '',
      handicap: 'No',
      dis_type: '',
      pwd_percent: '',
      tc: 'Not-Available',
    });
    const data = (await print(rightAnswer(applied))).json().data;
    expect(data).toMatchObject({
      category: 'General',
      income_amount: null,
      caste_no: null,
      issue_date: null,
      handicap: 'No',
      dis_type: null,
      pwd_percent: null,
      tc: 'Not-Available',
    });
  });

  it('a stored file gone from the disk prints as missing, the rest still answers', async () => {
    const applied = await apply();
    const row = tableRows(app, 'application_files').find((entry) => entry.field === 'signature')!;
    await rm(path.join(dataDir, 'admissions', 'uploads', 'applications', String(row.stored_file)));
    const data = (await print(rightAnswer(applied))).json().data;
    expect(data.signature).toBeNull();
    expect(data.photo).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('reveals nothing when any of the three is wrong: the same generic 404 as the status look-up', async () => {
    const applied = await apply();
    const wrongs = [
      { ...rightAnswer(applied), dob: '2005-02-01' },
      { ...rightAnswer(applied), access_code: 'ZZZZ-ZZZZ' },
      { ...rightAnswer(applied), application_no: `ADM${TEST_SETTINGS.admission.year.slice(0, 4)}-000999` },
    ];
    for (const body of wrongs) {
      const response = await print(body);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ result: 'failure', message: STATUS_NOT_FOUND_MESSAGE, errors: {} });
      expect(response.body).not.toContain('base64');
    }
  });

  it('bad input is a 400 with a message per field, before anything is looked up', async () => {
    const empty = await print({});
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toMatch(/application\/json/);
    expect(empty.json().errors).toEqual({
      application_no: LOOKUP_MISSING.application_no,
      dob: LOOKUP_MISSING.dob,
      access_code: LOOKUP_MISSING.access_code,
    });
    const malformed = await print({ application_no: 'ADM-1', dob: DOB, access_code: 'K7QM-4XP0' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({
      application_no: APPLICATION_NUMBER_MESSAGE,
      access_code: ACCESS_CODE_MESSAGE,
    });
  });

  it('wrong answers make the client wait, counted together with the status look-up; the applicant elsewhere still prints', async () => {
    const applied = await apply();
    const stranger = '203.0.113.9';
    const wrong = { ...rightAnswer(applied), access_code: 'ZZZZ-ZZZZ' };
    // Three wrong prints and two wrong look-ups: the five free failures are shared.
    for (let i = 0; i < 3; i++) expect((await print(wrong, stranger)).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) expect((await status(wrong, stranger)).statusCode).toBe(404);
    const refused = await print(rightAnswer(applied), stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ result: 'failure', message: lookupWaitMessage(1), errors: {} });
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body).not.toContain('base64');
    expect((await print(rightAnswer(applied), APPLICANT)).statusCode).toBe(200);
  });
});

describe('POST applicationForm: image types', () => {
  it('a PNG photo is named image/png in its data URL', async () => {
    app = await startAdmissions(dataDir);
    const applied = await apply({ photo: file(PNG, 'photo.png', 'image/png') });
    const data = (await print(rightAnswer(applied))).json().data;
    expect(data.photo).toBe(`data:image/png;base64,${(await storedBytes('photo')).toString('base64')}`);
  });
});
