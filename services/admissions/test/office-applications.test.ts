import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ASSERTION_HEADER,
  type OfficeIdentity,
  parseCsv,
  ROLE_NEEDED_MESSAGE,
  type RoleGrant,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { TEST_SETTINGS } from '@college/settings/testing';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  applicantFieldsSchema,
  DOCUMENT_NOT_FOUND_MESSAGE,
  inboxAnswerSchema,
  OFFICE_APPLICATIONS_CSV_PATH,
  OFFICE_APPLICATIONS_PATH,
  officeApplicationAnswerSchema,
  officeApplicationPath,
  officeDocumentPath,
} from '../src/contract';
import { EXPORT_COLUMNS } from '../src/export-sheet';
import {
  aadhaar,
  closeAndRemove,
  type Entries,
  JPEG,
  PDF,
  pdf,
  sendPayment,
  startInTempDirWithOfficeKey,
  submitApplication,
  tableRows,
  validApplicant,
} from './helpers';

const AADHAAR_A = aadhaar('23456789012');
const AADHAAR_B = aadhaar('34567890123');
const AADHAAR_C = aadhaar('45678901234');
const AADHAARS = [AADHAAR_A, AADHAAR_B, AADHAAR_C];
const FORMULA_ADDRESS = '=1+2, Rampur';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let requests = 0;

const OFFICER: RoleGrant[] = [{ role: 'admission_officer' }];

/** A GET through the door: an assertion for this request, as the gateway signs it (or none). */
async function get(url: string, roles: RoleGrant[] | 'none' = OFFICER, who = { userId: '7', username: 'meena.o' }) {
  const requestId = `rid-inbox-${++requests}`;
  const identity: OfficeIdentity = {
    ...who,
    roles: roles === 'none' ? [] : roles,
    sessionId: 's7',
    requestId,
  };
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (roles !== 'none') headers[ASSERTION_HEADER] = await key.sign({ audience: 'admissions', identity });
  return app.inject({ method: 'GET', url, headers });
}

const submit = (entries: Entries) => submitApplication(app, validApplicant(app, entries));

const numbers = { a: '', b: '', c: '' };
const moveTo = (applicationNo: string, createdAt: string, state = 'submitted') =>
  app.db
    .prepare('update applications set created_at = ?, state = ? where application_no = ?')
    .run(createdAt, state, applicationNo);

/** Anjali (B.A., General, unpaid), Bhavna (B.Sc., SC, UPI claimed), Chetan (B.A., OBC, cash due, verified). */
async function seed() {
  const a = await submit({ adhar_num: AADHAAR_A, address: FORMULA_ADDRESS });
  const bscMajors = app.catalogue.subjects('major', 2)!;
  const b = await submit({
    fname: 'Bhavna Singh',
    adhar_num: AADHAAR_B,
    email: 'bhavna@example.in',
    mobile: '9123456780',
    category: 'SC',
    caste_no: 'SC/2025/77',
    issue_date: '2025-03-01',
    caste: pdf('caste.pdf'),
    course: '2',
    major_subfirst: String(bscMajors[0].id),
    major_secund: String(bscMajors[1].id),
    major_theard: String(bscMajors[2].id),
    minor_sub: String(app.catalogue.subjects('minor', 2)![5].id),
    cocurricular_sub: String(app.catalogue.subjects('cocurricular', 2)![0].id),
  });
  const c = await submit({
    fname: 'Chetan Kumar',
    gender: 'Male',
    adhar_num: AADHAAR_C,
    email: 'chetan@example.in',
    mobile: '8000000001',
    category: 'OBC',
    caste_no: 'OBC/2025/12',
    issue_date: '2025-02-01',
    caste: pdf('caste.pdf'),
  });
  const fees = TEST_SETTINGS.admission.courses;
  const pay = (applied: typeof a, entries: Record<string, string>) => sendPayment(app, applied, entries);
  expect((await pay(b, { mode: 'online', amount: String(fees[1].fee), trans_no: '598765432101' })).statusCode).toBe(
    200,
  );
  expect((await pay(c, { mode: 'cash', amount: String(fees[0].fee) })).statusCode).toBe(200);
  moveTo(a.application_no, '2025-06-01T10:00:00.000Z');
  moveTo(b.application_no, '2025-06-10T09:00:00.000Z');
  moveTo(c.application_no, '2025-06-20T08:00:00.000Z', 'verified');
  Object.assign(numbers, { a: a.application_no, b: b.application_no, c: c.application_no });
}

/** The application numbers a list answers, in its order. */
async function listed(query = '', roles: RoleGrant[] = OFFICER): Promise<string[]> {
  const response = await get(`${OFFICE_APPLICATIONS_PATH}${query ? `?${query}` : ''}`, roles);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(inboxAnswerSchema, response.json()).data.rows.map((row) => row.application_no);
}

/** The application_files row of an application's document. */
function fileRow(applicationNo: string, field: string) {
  const application = tableRows(app, 'applications').find((row) => row.application_no === applicationNo)!;
  return tableRows(app, 'application_files').find(
    (row) => row.application_id === application.id && row.field === field,
  )!;
}

/** No answer holds any of the test's Aadhaar numbers, nor their first eight digits. */
function expectNoAadhaar(body: string) {
  for (const number of AADHAARS) {
    expect(body).not.toContain(number);
    expect(body).not.toContain(number.slice(0, 8));
  }
}

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-inbox-'));
});
afterEach(() => closeAndRemove(app, dataDir));

describe('The office applications API: who may call it', () => {
  it('answers 401 JSON without an assertion and 403 JSON to other roles (admin too), never kept by a browser', async () => {
    await seed();
    const urls = [
      OFFICE_APPLICATIONS_PATH,
      `${OFFICE_APPLICATIONS_PATH}?state=nonsense`,
      OFFICE_APPLICATIONS_CSV_PATH,
      officeApplicationPath(numbers.a),
      officeDocumentPath(numbers.a, 'photo'),
    ];
    for (const url of urls) {
      const anonymous = await get(url, 'none');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ result: 'failure', message: SIGN_IN_NEEDED_MESSAGE });
      expect(anonymous.headers['cache-control']).toBe('no-store');
      for (const role of ['accountant', 'content_editor', 'admin'] as const) {
        const refused = await get(url, [{ role }]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ result: 'failure', message: ROLE_NEEDED_MESSAGE });
        expect(refused.headers['cache-control']).toBe('no-store');
      }
    }
    expect(await listed('', [{ role: 'document_verifier' }])).toHaveLength(3);
  });
});

describe('GET applications: the inbox', () => {
  beforeEach(seed);

  it('lists newest first with course, category, state, payment and mobile, never the Aadhaar number', async () => {
    const response = await get(OFFICE_APPLICATIONS_PATH);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = v.parse(inboxAnswerSchema, response.json());
    expect(data).toMatchObject({ total: 3, page: 1, page_size: 50, pages: 1 });
    expect(data.rows).toEqual([
      {
        application_no: numbers.c,
        name: 'Chetan Kumar',
        father: 'Ramesh Verma',
        course_id: 1,
        course: 'B.A.',
        category: 'OBC',
        state: 'verified',
        payment: 'unpaid',
        payment_state: 'due_at_counter',
        submitted_at: '2025-06-20T08:00:00.000Z',
        mobile: '8000000001',
        voided: false,
        resent: false,
      },
      expect.objectContaining({
        application_no: numbers.b,
        course: 'B.Sc.',
        category: 'SC',
        state: 'submitted',
        payment: 'claimed',
        payment_state: 'claimed',
      }),
      expect.objectContaining({
        application_no: numbers.a,
        name: 'Anjali Verma',
        payment: 'unpaid',
        payment_state: null,
        mobile: '9876543210',
      }),
    ]);
    expectNoAadhaar(response.body);
    expect(response.body).not.toMatch(/adhar|aadhaar/i);
  });

  it('lists oldest first when asked, and marks an application whose document was sent again until it is reviewed', async () => {
    expect(await listed('order=oldest')).toEqual([numbers.a, numbers.b, numbers.c]);
    expect((await get(`${OFFICE_APPLICATIONS_PATH}?order=sideways`)).statusCode).toBe(400);
    // The applicant sends the photo again after a query: the old file is superseded, the new one unreviewed.
    const { id } = app.db.prepare('select id from applications where application_no = ?').get(numbers.a) as {
      id: number;
    };
    const photo = app.db
      .prepare("select * from application_files where application_id = ? and field = 'photo' and superseded_at is null")
      .get(id) as { id: number; stored_file: string; detected_kind: string; size: number };
    app.db
      .prepare("update application_files set superseded_at = '2025-06-25T00:00:00.000Z' where id = ?")
      .run(photo.id);
    const again = app.db
      .prepare(
        "insert into application_files (application_id, field, stored_file, detected_kind, size) values (?, 'photo', ?, ?, ?)",
      )
      .run(id, `${photo.stored_file}-again`, photo.detected_kind, photo.size);
    const resent = async () =>
      v
        .parse(inboxAnswerSchema, (await get(OFFICE_APPLICATIONS_PATH)).json())
        .data.rows.filter((row) => row.resent)
        .map((row) => row.application_no);
    expect(await resent()).toEqual([numbers.a]);
    // Reviewed: no longer waiting.
    app.db
      .prepare("insert into document_reviews (file_id, decision, reviewed_by) values (?, 'approved', 'demo.verifier')")
      .run(again.lastInsertRowid);
    expect(await resent()).toEqual([]);
  });

  it('filters by course, major subject, category, state, payment and submitted dates', async () => {
    const baMajor = app.catalogue.subjects('major', 1)![0].id;
    const bscMajor = app.catalogue.subjects('major', 2)![0].id;
    expect(await listed('course=2')).toEqual([numbers.b]);
    expect(await listed('course=1')).toEqual([numbers.c, numbers.a]);
    expect(await listed('course=3')).toEqual([]);
    expect(await listed(`major=${bscMajor}`)).toEqual([numbers.b]);
    expect(await listed(`major=${baMajor}`)).toEqual([numbers.c, numbers.a]);
    expect(await listed('category=OBC')).toEqual([numbers.c]);
    expect(await listed('category=GEN-EWS')).toEqual([]);
    expect(await listed('state=verified')).toEqual([numbers.c]);
    expect(await listed('state=submitted')).toEqual([numbers.b, numbers.a]);
    // The verification room's work: submitted or under scrutiny, in one list.
    moveTo(numbers.a, '2025-06-01T10:00:00.000Z', 'under_scrutiny');
    expect(await listed('state=to_scrutinise')).toEqual([numbers.b, numbers.a]);
    expect(await listed('state=under_scrutiny')).toEqual([numbers.a]);
    moveTo(numbers.a, '2025-06-01T10:00:00.000Z');
    expect(await listed('payment=unpaid')).toEqual([numbers.c, numbers.a]);
    expect(await listed('payment=claimed')).toEqual([numbers.b]);
    expect(await listed('payment=verified')).toEqual([]);
    expect(await listed('from=2025-06-10')).toEqual([numbers.c, numbers.b]);
    expect(await listed('to=2025-06-10')).toEqual([numbers.b, numbers.a]);
    expect(await listed('from=2025-06-10&to=2025-06-10')).toEqual([numbers.b]);
    expect(await listed('course=1&state=submitted&payment=unpaid')).toEqual([numbers.a]);
    // The days are the college's, as the inbox shows them: 00:15 IST on 11 June is 18:45 UTC on the 10th.
    moveTo(numbers.b, '2025-06-10T18:45:00.000Z');
    expect(await listed('from=2025-06-11&to=2025-06-11')).toEqual([numbers.b]);
    expect(await listed('to=2025-06-10')).toEqual([numbers.a]);
    moveTo(numbers.b, '2025-06-10T09:00:00.000Z');
  });

  it('answers only the count with count=only (the office home asks for it), and refuses another count', async () => {
    const counted = await get(`${OFFICE_APPLICATIONS_PATH}?state=submitted&count=only`);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().data).toMatchObject({ rows: [], total: 2 });
    const bad = await get(`${OFFICE_APPLICATIONS_PATH}?count=all`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ count: 'count must be "only" or absent' });
  });

  it('searches application numbers, names and mobile numbers as people type them', async () => {
    expect(await listed(`q=${numbers.b.toLowerCase()}`)).toEqual([numbers.b]);
    expect(await listed('q=anjali')).toEqual([numbers.a]);
    expect(await listed('q=KUMAR')).toEqual([numbers.c]);
    expect(await listed(`q=${encodeURIComponent('+91 91234 56780')}`)).toEqual([numbers.b]);
    expect(await listed('q=8000000001')).toEqual([numbers.c]);
    expect(await listed('q=ADM')).toHaveLength(3);
    expect(await listed('q=nobody')).toEqual([]);
    // The Aadhaar number is no search key: its digits find nothing.
    expect(await listed(`q=${AADHAAR_A}`)).toEqual([]);
    expect(await listed(`q=${encodeURIComponent("'; drop table applications; --")}`)).toEqual([]);
    expect(tableRows(app, 'applications')).toHaveLength(3);
  });

  it('refuses a bad query with 400 JSON naming each field', async () => {
    const response = await get(
      `${OFFICE_APPLICATIONS_PATH}?course=BA&major=-1&category=Other&state=done&payment=paid&from=2025-13-01&page=0&q=${'x'.repeat(101)}`,
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual([
      'category',
      'course',
      'from',
      'major',
      'page',
      'payment',
      'q',
      'state',
    ]);
    expect(errors.state).toMatch(/state must be one of submitted/);
    expect(errors.payment).toMatch(/payment must be one of unpaid, claimed, verified, returned/);
    const reversed = await get(`${OFFICE_APPLICATIONS_PATH}?from=2025-06-20&to=2025-06-01`);
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    expect((await get(`${OFFICE_APPLICATIONS_PATH}?page=10001`)).statusCode).toBe(400);
  });

  it('pages 50 rows at a time, newest first', async () => {
    // 52 more applications straight through the repository (the form's route is tested above).
    const fields = v.parse(
      applicantFieldsSchema,
      Object.fromEntries(
        Object.entries(validApplicant(app)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    );
    const insert = app.db.transaction(() => {
      for (let i = 0; i < 52; i++) {
        app.applications.insert({
          year: 2025,
          fields: { ...fields, email: `bulk${i}@example.in`, idempotency_key: '' },
          aadhaar: { hash: `bulk-${i}`, last4: '4321', encrypted: 'sealed' },
          files: {},
          accessCodeHash: `code-${i}`,
          paymentTokenHash: `token-${i}`,
        });
      }
    });
    insert();
    const first = v.parse(inboxAnswerSchema, (await get(OFFICE_APPLICATIONS_PATH)).json()).data;
    expect(first).toMatchObject({ total: 55, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(50);
    const second = v.parse(inboxAnswerSchema, (await get(`${OFFICE_APPLICATIONS_PATH}?page=2`)).json()).data;
    expect(second).toMatchObject({ total: 55, page: 2, pages: 2 });
    // The three seeded ones are the oldest (June 2025): the last page ends with them.
    expect(second.rows.map((row) => row.application_no).slice(-3)).toEqual([numbers.c, numbers.b, numbers.a]);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.application_no)).size).toBe(55);
    expect((await get(`${OFFICE_APPLICATIONS_PATH}?page=3`)).json().data.rows).toEqual([]);
    expect(await listed('course=1&page=1')).toHaveLength(50);
  });

  it("shows a grant limited to some courses only those courses' applications", async () => {
    const bscOnly: RoleGrant[] = [{ role: 'admission_officer', courses: [2] }];
    expect(await listed('', bscOnly)).toEqual([numbers.b]);
    // A filter for another course: an empty list, not a refusal.
    const other = await get(`${OFFICE_APPLICATIONS_PATH}?course=1`, bscOnly);
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ rows: [], total: 0, pages: 0 });
    expect(await listed('q=anjali', bscOnly)).toEqual([]);
    // Grants add up; an unlimited grant of either inbox role sees every course.
    expect(await listed('', [{ role: 'document_verifier', courses: [1] }, ...bscOnly])).toEqual([
      numbers.c,
      numbers.b,
      numbers.a,
    ]);
    expect(await listed('', [{ role: 'document_verifier' }, ...bscOnly])).toHaveLength(3);
    expect(await listed('', [{ role: 'document_verifier', courses: [] }])).toEqual([]);
  });
});

describe('GET applications/:applicationNo and its documents', () => {
  beforeEach(seed);

  it('answers every field, the Aadhaar number masked, the payment and the documents with office URLs', async () => {
    const response = await get(officeApplicationPath(numbers.b));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = v.parse(officeApplicationAnswerSchema, response.json());
    expect(data).toMatchObject({
      application_no: numbers.b,
      submitted_at: '2025-06-10T09:00:00.000Z',
      name: 'Bhavna Singh',
      mother: 'Sunita Verma',
      aadhaar_masked: `XXXX XXXX ${AADHAAR_B.slice(-4)}`,
      mobile: '9123456780',
      email: 'bhavna@example.in',
      category: 'SC',
      caste_no: 'SC/2025/77',
      course: 'B.Sc.',
      course_id: 2,
      // Where it stands, and (under its own name) the state of the address.
      state: 'submitted',
      address_state: 'Uttar Pradesh',
      version: 1,
      payment_filter: 'claimed',
      payment: { mode: 'online', trans_no: '598765432101', state: 'claimed', confirmed_at: null },
      qualifying: { board: expect.any(String), year: 2024, marks: 412, max: 500, percent: '82.40' },
    });
    expect(data.subjects.major).toHaveLength(3);
    expect(data.documents.map((document) => document.field)).toEqual([
      'photo',
      'signature',
      'highschool',
      'inter',
      'adhar',
      'domicile',
      'caste',
    ]);
    expect(data.documents[0]).toEqual({
      field: 'photo',
      label: 'Photograph',
      kind: 'jpeg',
      // The stored photo (the service re-writes images without their metadata), not the sent one.
      size: Number(fileRow(numbers.b, 'photo').size),
      uploaded_at: '2025-06-10T09:00:00.000Z',
      url: `/api/v1/office/admissions/applications/${numbers.b}/documents/photo`,
    });
    expect(data.documents.find((document) => document.field === 'caste')).toMatchObject({
      label: 'Caste Certificate',
      kind: 'pdf',
    });
    expectNoAadhaar(response.body);
    // The same for a number typed in lower case.
    expect((await get(officeApplicationPath(numbers.b.toLowerCase()))).statusCode).toBe(200);
  });

  it('answers 404 JSON for an unknown or malformed number, and for another course under a limited grant', async () => {
    for (const url of [
      officeApplicationPath('ADM2025-999999'),
      officeApplicationPath('nonsense'),
      officeDocumentPath('ADM2025-999999', 'photo'),
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ result: 'failure', message: APPLICATION_NOT_FOUND_MESSAGE });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const bscOnly: RoleGrant[] = [{ role: 'document_verifier', courses: [2] }];
    for (const url of [officeApplicationPath(numbers.a), officeDocumentPath(numbers.a, 'photo')]) {
      const hidden = await get(url, bscOnly);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    }
    expect((await get(officeApplicationPath(numbers.b), bscOnly)).statusCode).toBe(200);
  });

  it('streams a document with its stored bytes, its kind, inline, nosniff, and records the view', async () => {
    const stored = (field: string) =>
      readFile(
        path.join(dataDir, 'admissions', 'uploads', 'applications', String(fileRow(numbers.b, field).stored_file)),
      );
    const photo = await get(officeDocumentPath(numbers.b, 'photo'));
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(await stored('photo'))).toBe(true);
    expect(photo.rawPayload.subarray(0, 3)).toEqual(JPEG.subarray(0, 3));
    expect(photo.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="${numbers.b}-photo.jpg"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const caste = await get(officeDocumentPath(numbers.b, 'caste'));
    expect(caste.headers['content-type']).toBe('application/pdf');
    expect(caste.headers['content-disposition']).toBe(`inline; filename="${numbers.b}-caste.pdf"`);
    // Sealed on disk (document-vault.ts); the office gets the PDF as it was sent.
    expect(caste.rawPayload.equals(PDF)).toBe(true);
    // Opened apart from the application page: the first is a row, the second is the same look.
    const views = tableRows(app, 'audit_log').filter((row) => row.action === 'document.view');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      user_id: '7',
      username: 'meena.o',
      role: 'admission_officer',
      record_type: 'application',
      record_id: numbers.b,
    });
    expect(JSON.parse(String(views[0].after_json))).toEqual({ field: 'photo' });
  });

  it('records one viewed row per opening: the application, not each call its page makes', async () => {
    const viewRows = () =>
      tableRows(app, 'audit_log')
        .filter((row) => String(row.action).endsWith('.view'))
        .map((row) => `${row.username} ${row.action} ${row.record_id}`);
    // The office's application page: the application, then each document it shows (a PDF viewer may ask twice).
    const open = async (applicationNo: string, who?: { userId: string; username: string }) => {
      const application = await get(officeApplicationPath(applicationNo), OFFICER, who);
      expect(application.statusCode).toBe(200);
      const { documents } = application.json().data as { documents: { url: string }[] };
      expect(documents.length).toBeGreaterThan(5);
      for (const document of [...documents, documents.at(-1)!])
        expect((await get(document.url, OFFICER, who)).statusCode).toBe(200);
    };
    await open(numbers.b);
    expect(viewRows()).toEqual([`meena.o application.view ${numbers.b}`]);
    const [row] = tableRows(app, 'audit_log');
    expect(row).toMatchObject({ user_id: '7', role: 'admission_officer', record_type: 'application' });
    // Opened again at once (a reload): still that one look.
    await open(numbers.b);
    expect(viewRows()).toHaveLength(1);
    // Another officer, another application: a row each.
    await open(numbers.b, { userId: '8', username: 'ravi.o' });
    await open(numbers.c);
    expect(viewRows()).toEqual([
      `meena.o application.view ${numbers.b}`,
      `ravi.o application.view ${numbers.b}`,
      `meena.o application.view ${numbers.c}`,
    ]);
    // A refused or unknown application is no look.
    expect((await get(officeApplicationPath('ADM2025-999999'))).statusCode).toBe(404);
    expect(
      (await get(officeApplicationPath(numbers.a), [{ role: 'document_verifier', courses: [2] }])).statusCode,
    ).toBe(404);
    expect(viewRows()).toHaveLength(3);
  });

  it('answers 404 JSON for a field that is no document or was not uploaded', async () => {
    for (const field of ['caste', 'transfer', 'secret', '..%2F..%2Fdb.sqlite', 'constructor']) {
      const response = await get(`${officeApplicationPath(numbers.a)}/documents/${field}`);
      expect(response.statusCode, field).toBe(404);
      expect(response.json()).toMatchObject({ result: 'failure', message: DOCUMENT_NOT_FOUND_MESSAGE });
    }
    expect(tableRows(app, 'audit_log').filter((row) => row.action === 'document.view')).toEqual([]);
  });
});

describe('GET applications.csv: the current filter as a sheet', () => {
  beforeEach(seed);

  it("answers the export's columns for the filter, Aadhaar masked, formulas as text, as a dated attachment, and records it", async () => {
    const response = await get(`${OFFICE_APPLICATIONS_CSV_PATH}?course=1&page=2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = parseCsv(response.body);
    expect(header.cells).toEqual([...EXPORT_COLUMNS]);
    const column = (name: string) => EXPORT_COLUMNS.indexOf(name as (typeof EXPORT_COLUMNS)[number]);
    expect(rows.map((row) => row.cells[column('application_no')])).toEqual([numbers.c, numbers.a]);
    const anjali = rows[1].cells;
    expect(anjali[column('aadhaar')]).toBe(`XXXX XXXX ${AADHAAR_A.slice(-4)}`);
    expect(anjali[column('address')]).toBe(`'${FORMULA_ADDRESS}`);
    expect(anjali[column('payment_status')]).toBe('fee not paid yet');
    expect(rows[0].cells[column('payment_state')]).toBe('due_at_counter');
    expectNoAadhaar(response.body);

    const exports = tableRows(app, 'audit_log').filter((row) => row.action === 'applications.export');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ user_id: '7', role: 'admission_officer', record_type: 'applications' });
    expect(JSON.parse(String(exports[0].after_json))).toEqual({ filter: { course: 1 }, courses: null, rows: 2 });
  });

  it('keeps to the courses of a limited grant and refuses a bad query with 400', async () => {
    const response = await get(OFFICE_APPLICATIONS_CSV_PATH, [{ role: 'document_verifier', courses: [2] }]);
    const [, ...rows] = parseCsv(response.body);
    expect(rows.map((row) => row.cells[0])).toEqual([numbers.b]);
    const bad = await get(`${OFFICE_APPLICATIONS_CSV_PATH}?state=open`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['state']);
    expect(tableRows(app, 'audit_log').filter((row) => row.action === 'applications.export')).toHaveLength(1);
  });
});
