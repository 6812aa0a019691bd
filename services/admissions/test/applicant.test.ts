import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { TEST_SETTINGS } from '@college/settings/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartPayload } from '../../kit/test/helpers';
import {
  AADHAAR_CHECK_MESSAGE,
  AADHAAR_REGISTERED_MESSAGE,
  AADHAAR_LENGTH_MESSAGE,
  AADHAAR_START_MESSAGE,
  APPLICATION_STATUS_PATH,
  DATE_FORMAT_MESSAGE,
  DOB_MESSAGE,
  EMAIL_MESSAGE,
  MISSING_FILE,
  IDENTITY_RATE_MESSAGE,
  MAJORS_DIFFER_MESSAGE,
  MARKS_ABOVE_MAX_MESSAGE,
  MARKS_MESSAGE,
  MAX_MARKS_MESSAGE,
  maxLengthMessage,
  MOBILE_MESSAGE,
  NAME_MESSAGE,
  ONE_SUBJECT_MESSAGE,
  PINCODE_MESSAGE,
  PINCODE_START_MESSAGE,
  PLACE_MESSAGE,
  PWD_PERCENT_MESSAGE,
  QUAL_ROLL_MESSAGE,
  QUAL_YEAR_EARLY_MESSAGE,
  QUAL_YEAR_FORMAT_MESSAGE,
  qualYearLateMessage,
  SAVE_APPLICANT_PATH,
  MISSING,
  SUBJECT_OF_COURSE_MESSAGE,
} from '../src/contract';
import {
  aadhaar,
  closeAndRemove,
  type Entries,
  everyConditionalField,
  EXE,
  file,
  filesUnder,
  formData,
  JPEG,
  makeTempDir,
  pdf,
  postMultipart,
  sendPayment,
  somePlace,
  startAdmissions,
  tableRows,
  toForm,
  validApplicant,
} from './helpers';

const AADHAAR = aadhaar('23456789012');
const OTHER_AADHAAR = aadhaar('98765432109');

let dataDir: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir('admissions-applicant-');
});
afterEach(async () => {
  await closeAndRemove(app, dataDir);
  app = undefined;
});

/** The admission year numbers count in: the fixture's (a demo file: the year around today). */
const YEAR = Number.parseInt(TEST_SETTINGS.admission.year, 10);

async function start(options: Parameters<typeof startAdmissions>[1] = {}) {
  app = await startAdmissions(dataDir, options);
  return app;
}

/** Anjali's application, her Aadhaar typed in groups and her email in capitals. */
const validEntries = (instance: FastifyInstance, overrides: Entries = {}) =>
  validApplicant(instance, {
    fname: ' Anjali Verma ',
    adhar_num: `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`,
    email: 'Anjali@Example.in',
    ...overrides,
  });

const send = (instance: FastifyInstance, entries: Entries) =>
  postMultipart(instance, SAVE_APPLICANT_PATH, toForm(entries));

/** The applicant's own phone, and a stranger elsewhere (the gateway says who, in X-Forwarded-For). */
const APPLICANT = '198.51.100.7';
const STRANGER = '203.0.113.50';
async function sendFrom(instance: FastifyInstance, entries: Entries, client: string) {
  const { payload, headers } = await multipartPayload(toForm(entries));
  return instance.inject({
    method: 'POST',
    url: SAVE_APPLICANT_PATH,
    payload,
    headers: { ...headers, 'x-forwarded-for': client },
  });
}

const applications = (instance: FastifyInstance) => tableRows(instance, 'applications');
const storedFiles = async () => [
  ...(await filesUnder(path.join(dataDir, 'admissions', 'uploads'))),
  ...(await filesUnder(path.join(dataDir, 'admissions', 'tmp'))),
];

async function expectNothingStored(instance: FastifyInstance) {
  expect(applications(instance)).toEqual([]);
  expect(tableRows(instance, 'application_files')).toEqual([]);
  expect(await storedFiles()).toEqual([]);
}

describe('POST saveApplicant: a complete application', () => {
  it('stores the application and its six documents, and answers what /payment needs, for no cache to keep', async () => {
    const instance = await start();
    const response = await send(instance, validEntries(instance));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      result: 'success',
      message: 'Admission Form Submitted',
      data: {
        id: 1,
        name: 'Anjali Verma',
        father: 'Ramesh Verma',
        application_no: `ADM${YEAR}-000001`,
        course: 'B.A.',
        fee: TEST_SETTINGS.admission.courses[0].fee,
        // The proof savePayment asks for, and the code printed on the acknowledgement (no 0/O, 1/I).
        payment_token: expect.stringMatching(/^[\w-]{43}$/),
        access_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
      },
    });

    const [row] = applications(instance);
    expect(row).toMatchObject({
      application_no: `ADM${YEAR}-000001`,
      admission_year: YEAR,
      fname: 'Anjali Verma',
      email: 'anjali@example.in',
      adhar_last4: AADHAAR.slice(-4),
      dis_type: null,
      income_amount: null,
      caste_no: null,
    });
    const files = tableRows(instance, 'application_files');
    expect(files.map((f) => f.field).sort()).toEqual([
      'adhar',
      'domicile',
      'highschool',
      'inter',
      'photo',
      'signature',
    ]);
    expect(files.find((f) => f.field === 'photo')).toMatchObject({
      detected_kind: 'jpeg',
      stored_file: expect.stringMatching(/^[\w-]{36}\.jpg$/),
    });
    expect((await storedFiles()).sort()).toEqual(
      files.map((f) => path.join('applications', f.stored_file as string)).sort(),
    );
  });

  it('takes names as people write them, in any script', async () => {
    const instance = await start();
    const response = await send(
      instance,
      validEntries(instance, { fname: 'आशा कुमारी', father_fname: "Joseph D'Souza", mother_fname: 'R. K. Verma-Singh' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(applications(instance)[0]).toMatchObject({ fname: 'आशा कुमारी', father_fname: "Joseph D'Souza" });
  });

  it('numbers applications one after another', async () => {
    const instance = await start();
    await send(instance, validEntries(instance));
    const second = await send(
      instance,
      validEntries(instance, { adhar_num: OTHER_AADHAAR, email: 'second@example.in' }),
    );
    expect(second.json().data.application_no).toBe(`ADM${YEAR}-000002`);
  });

  it('stores the qualifying examination with its percentage computed by the service', async () => {
    const instance = await start();
    // The percentage is computed, never taken: a script sending one is refused.
    const typed = await send(instance, validEntries(instance, { qual_percent: '99.99' }));
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual({ qual_percent: expect.any(String) });
    await expectNothingStored(instance);

    const response = await send(instance, validEntries(instance, { qual_board: '  CBSE  ', qual_year: String(YEAR) }));
    expect(response.statusCode, response.body).toBe(200);
    expect(applications(instance)[0]).toMatchObject({
      qual_board: 'CBSE',
      qual_year: YEAR,
      qual_roll: '2412/345-A',
      qual_marks: 412,
      qual_max: 500,
      qual_percent: 82.4,
      pwd_percent: null,
    });
  });

  it('takes every conditional branch: GEN-EWS, handicap Yes, TC Available', async () => {
    const instance = await start();
    const response = await send(instance, validEntries(instance, everyConditionalField()));
    expect(response.statusCode).toBe(200);
    expect(applications(instance)[0]).toMatchObject({
      income_amount: 180000,
      caste_no: 'EWS/2025/1234',
      issue_date: '2025-04-01',
      dis_type: 'Locomotor disability',
      pwd_percent: 45,
      tc: 'Available',
    });
    const files = tableRows(instance, 'application_files');
    expect(files.map((f) => f.field)).toEqual(expect.arrayContaining(['income', 'transfer', 'pwd_certificate']));
    expect(files.find((f) => f.field === 'pwd_certificate')).toMatchObject({ detected_kind: 'jpeg' });
  });

  it('takes the disability certificate without its (optional) percentage', async () => {
    const instance = await start();
    const response = await send(
      instance,
      validEntries(instance, {
        handicap: 'Yes',
        dis_type: 'Hearing impairment',
        pwd_certificate: pdf('disability.pdf'),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(applications(instance)[0]).toMatchObject({ handicap: 'Yes', pwd_percent: null });
    expect(tableRows(instance, 'application_files').find((f) => f.field === 'pwd_certificate')).toMatchObject({
      detected_kind: 'pdf',
    });
  });

  it('requires the caste certificate for SC, and neither keeps nor requires what the form hides', async () => {
    const instance = await start();
    const missing = await send(
      instance,
      validEntries(instance, { category: 'SC', caste_no: 'SC/77', issue_date: '2024-12-01' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ caste: 'Upload your caste certificate' });

    // General category, no handicap, no TC: the values and files of hidden fields are dropped.
    const hidden = await send(
      instance,
      validEntries(instance, {
        dis_type: 'Other',
        pwd_percent: '40',
        pwd_certificate: pdf('disability.pdf'),
        income_amount: '5',
        caste_no: 'X',
        issue_date: '2020-01-01',
        income: pdf('ews.pdf'),
        transfer: pdf('tc.pdf'),
      }),
    );
    expect(hidden.statusCode).toBe(200);
    expect(applications(instance)[0]).toMatchObject({
      dis_type: null,
      pwd_percent: null,
      income_amount: null,
      caste_no: null,
      issue_date: null,
    });
    expect(tableRows(instance, 'application_files')).toHaveLength(6);
    expect(await storedFiles()).toHaveLength(6);
  });
});

describe('POST saveApplicant: each rule broken gets a 400 with the field message and stores nothing', () => {
  const cases: [string, Entries, Record<string, string>][] = [
    ['an empty name', { fname: '   ' }, { fname: MISSING.fname }],
    ['a formula as the name', { fname: '=HYPERLINK("http://x.example","Click")' }, { fname: NAME_MESSAGE }],
    ["markup as the father's name", { father_fname: '<script>alert(1)</script>' }, { father_fname: NAME_MESSAGE }],
    ["digits in the mother's name", { mother_fname: 'Sunita 2' }, { mother_fname: NAME_MESSAGE }],
    ['no gender', { gender: undefined }, { gender: MISSING.gender }],
    ['an unknown religion', { religion: 'Jedi' }, { religion: MISSING.religion }],
    ['a future date of birth', { dob: '2099-01-01' }, { dob: DOB_MESSAGE }],
    ['an impossible date', { dob: '2006-02-30' }, { dob: DATE_FORMAT_MESSAGE }],
    ['a date written month first', { dob: '05/31/2006' }, { dob: DATE_FORMAT_MESSAGE }],
    ['a ten-year-old', { dob: `${new Date().getFullYear() - 10}-01-01` }, { dob: DOB_MESSAGE }],
    ['an 11-digit Aadhaar', { adhar_num: '23456789012' }, { adhar_num: AADHAAR_LENGTH_MESSAGE }],
    ['an Aadhaar starting with 1', { adhar_num: aadhaar('12345678901') }, { adhar_num: AADHAAR_START_MESSAGE }],
    [
      'a wrong Aadhaar check digit',
      { adhar_num: `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}` },
      { adhar_num: AADHAAR_CHECK_MESSAGE },
    ],
    ['a mobile starting with 5', { mobile: '5876543210' }, { mobile: MOBILE_MESSAGE }],
    ['a 9-digit mobile', { mobile: '987654321' }, { mobile: MOBILE_MESSAGE }],
    ['no email', { email: '' }, { email: MISSING.email }],
    ['a bad email', { email: 'anjali@' }, { email: EMAIL_MESSAGE }],
    ['a 5-digit pincode', { pincode: '22100' }, { pincode: PINCODE_MESSAGE }],
    ['a pincode starting with 0', { pincode: '022100' }, { pincode: PINCODE_START_MESSAGE }],
    ['no handicap answer', { handicap: '' }, { handicap: MISSING.handicap }],
    [
      'handicap Yes without its type',
      { handicap: 'Yes', pwd_certificate: pdf('d.pdf') },
      { dis_type: MISSING.dis_type },
    ],
    [
      'handicap Yes without the disability certificate',
      { handicap: 'Yes', dis_type: 'Other', pwd_percent: '40' },
      { pwd_certificate: MISSING_FILE.pwd_certificate },
    ],
    [
      'a disability percentage above 100',
      { handicap: 'Yes', dis_type: 'Other', pwd_certificate: pdf('d.pdf'), pwd_percent: '140' },
      { pwd_percent: PWD_PERCENT_MESSAGE },
    ],
    [
      'a disability certificate that is not a PDF, JPEG or PNG',
      { handicap: 'Yes', dis_type: 'Other', pwd_certificate: file(EXE, 'd.pdf', 'application/pdf') },
      { pwd_certificate: 'File must be a PDF, JPEG or PNG' },
    ],
    [
      'a disability certificate over 1 MB',
      {
        handicap: 'Yes',
        dis_type: 'Other',
        pwd_certificate: file(Buffer.concat([JPEG, Buffer.alloc(1024 * 1024)]), 'd.jpg', 'image/jpeg'),
      },
      { pwd_certificate: 'File must be at most 1 MB' },
    ],
    [
      'no qualifying examination',
      { qual_board: undefined, qual_year: '', qual_roll: ' ', qual_marks: undefined, qual_max: '' },
      {
        qual_board: MISSING.qual_board,
        qual_year: MISSING.qual_year,
        qual_roll: MISSING.qual_roll,
        qual_marks: MISSING.qual_marks,
        qual_max: MISSING.qual_max,
      },
    ],
    ['a board name over 100 characters', { qual_board: 'B'.repeat(101) }, { qual_board: maxLengthMessage(100) }],
    ['a two-digit year of passing', { qual_year: '24' }, { qual_year: QUAL_YEAR_FORMAT_MESSAGE }],
    ['a year of passing before 1980', { qual_year: '1979' }, { qual_year: QUAL_YEAR_EARLY_MESSAGE }],
    [
      'a year of passing after the admission year',
      { qual_year: String(YEAR + 1) },
      { qual_year: qualYearLateMessage(YEAR) },
    ],
    ['a roll number with spaces', { qual_roll: '24 12' }, { qual_roll: QUAL_ROLL_MESSAGE }],
    ['a roll number over 20 characters', { qual_roll: '1'.repeat(21) }, { qual_roll: maxLengthMessage(20) }],
    ['marks with three decimals', { qual_marks: '412.555' }, { qual_marks: MARKS_MESSAGE }],
    ['a CGPA above its scale', { qual_marks: '10.5', qual_max: '10' }, { qual_marks: MARKS_ABOVE_MAX_MESSAGE }],
    ['maximum marks of 0', { qual_max: '0' }, { qual_max: MAX_MARKS_MESSAGE }],
    [
      'marks obtained above the maximum',
      { qual_marks: '512', qual_max: '500' },
      { qual_marks: MARKS_ABOVE_MAX_MESSAGE },
    ],
    ['TC left at its default 0', { tc: '0' }, { tc: MISSING.tc }],
    ['TC Available without the certificate', { tc: 'Available' }, { transfer: MISSING_FILE.transfer }],
    [
      'GEN-EWS without income, number and date',
      { category: 'GEN-EWS', income: pdf('ews.pdf') },
      { income_amount: MISSING.income_amount, caste_no: MISSING.caste_no, issue_date: MISSING.issue_date },
    ],
    ['the same major twice', { major_secund: '1', major_subfirst: '1' }, { major_secund: MAJORS_DIFFER_MESSAGE }],
    ['N/A as first major', { major_subfirst: '0' }, { major_subfirst: MISSING.major_subfirst }],
    ['no photo', { photo: undefined }, { photo: 'Upload your photograph' }],
    ['a PDF as signature', { signature: pdf('sign.pdf') }, { signature: 'File must be a JPEG or PNG image' }],
    [
      'a photo over 100 KB',
      { photo: file(Buffer.concat([JPEG, Buffer.alloc(101 * 1024)]), 'big.jpg', 'image/jpeg') },
      { photo: 'File must be at most 100 KB' },
    ],
  ];

  it.each(cases)('%s', async (_name, overrides, errors) => {
    const instance = await start();
    const response = await send(instance, validEntries(instance, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: 'failure', errors });
    expect(Object.keys(response.json().errors).sort()).toEqual(Object.keys(errors).sort());
    await expectNothingStored(instance);
  });

  it('refuses a disguised file: an executable named photo.jpg with an image type', async () => {
    const instance = await start();
    const response = await send(
      instance,
      validEntries(instance, {
        photo: file(EXE, 'photo.jpg', 'image/jpeg'),
        adhar: file(EXE, 'a.pdf', 'application/pdf'),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      photo: 'File must be a JPEG or PNG image',
      adhar: 'File must be a PDF, JPEG or PNG',
    });
    await expectNothingStored(instance);
  });

  it('refuses places that do not belong together and subjects of another course', async () => {
    const instance = await start();
    const place = somePlace(instance);
    const otherState = instance.catalogue.states().find((s) => s.state_name === 'Bihar')!;
    const bscMajor = instance.catalogue.subjects('major', 2)![0];
    const response = await send(
      instance,
      validEntries(instance, { state: String(otherState.id), city: place.city, major_theard: String(bscMajor.id) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ city: PLACE_MESSAGE, major_theard: SUBJECT_OF_COURSE_MESSAGE });
    await expectNothingStored(instance);
  });

  it('lists every problem of an empty form at once', async () => {
    const instance = await start();
    const response = await postMultipart(instance, SAVE_APPLICANT_PATH, formData({ fname: '' }));
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors).toMatchObject({
      fname: MISSING.fname,
      gender: MISSING.gender,
      adhar_num: MISSING.adhar_num,
      course: MISSING.course,
      tc: MISSING.tc,
      photo: MISSING_FILE.photo,
    });
    expect(Object.keys(errors).length).toBeGreaterThanOrEqual(28);
    // Each message names its field and what to do, as read alone in a summary or by a screen reader.
    expect(errors).toMatchObject({
      fname: 'Enter your full name',
      gender: 'Choose your gender',
      district: 'Choose your tehsil',
      qual_year: 'Enter the year of passing',
    });
    expect(Object.values(errors)).not.toContain('Please enter value');
    expect(Object.values(errors)).not.toContain('Please select value');
    await expectNothingStored(instance);
  });
});

describe('POST saveApplicant: the registration window (settings)', () => {
  // A college's own file (not demo) keeps its dates: the 2025-26 registration is long over.
  const past = {
    ...TEST_SETTINGS,
    demo: false,
    admission: {
      ...TEST_SETTINGS.admission,
      year: '2025-26',
      registration: { opens: '2025-05-01', closes: '2025-07-31' },
    },
  };

  it('after it closes: 403 naming the year and the last day, nothing stored', async () => {
    const instance = await start({ settings: past });
    const late = await send(instance, validEntries(instance));
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      result: 'failure',
      message: 'Registration for A.Y. 2025-26 closed on 31-07-2025',
      errors: {},
    });
    await expectNothingStored(instance);
  });

  it('before it opens: 403 naming the opening day, nothing stored', async () => {
    const instance = await start({ settings: past, now: () => new Date(2025, 3, 30, 20) });
    const early = await send(instance, validEntries(instance));
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Registration for A.Y. 2025-26 opens on 01-05-2025');
    await expectNothingStored(instance);
  });

  it('on its last day the application goes through, numbered in that year', async () => {
    const instance = await start({ settings: past, now: () => new Date(2025, 6, 31, 23, 30) });
    const response = await send(instance, validEntries(instance));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.application_no).toBe('ADM2025-000001');
  });

  it('a payment for an application made in time is still taken after the close', async () => {
    let today = new Date(2025, 6, 31, 12);
    const instance = await start({ settings: past, now: () => today });
    const applied = (await send(instance, validEntries(instance))).json().data;
    today = new Date(2025, 7, 5, 12);
    const paid = await sendPayment(instance, applied, { mode: 'cash', amount: String(applied.fee) });
    expect(paid.statusCode, paid.body).toBe(200);
  });
});

describe('POST saveApplicant: the courses and subjects of the settings', () => {
  const ma = TEST_SETTINGS.admission.courses.find((course) => course.level === 'postgraduate')!;
  const maEntries = (instance: FastifyInstance, subject: string, overrides: Entries = {}) => {
    const major = instance.catalogue.subjects('major', ma.id)!.find((entry) => entry.subject === subject)!;
    return validEntries(instance, {
      course: String(ma.id),
      major_subfirst: String(major.id),
      major_secund: undefined,
      major_theard: undefined,
      minor_sub: '0',
      cocurricular_sub: '0',
      // The graduation qualifies for an M.A.: a university, a CGPA, the degree marksheet.
      qual_board: 'Mahatma Gandhi Kashi Vidyapith',
      qual_marks: '7.85',
      qual_max: '10',
      inter: undefined,
      degree: pdf('degree.pdf'),
      ...overrides,
    });
  };

  it("asks an M.A. applicant for the graduation: the degree marksheet instead of the Intermediate's, a CGPA taken", async () => {
    const instance = await start();
    const without = await send(instance, maEntries(instance, ma.subjects[0].name, { degree: undefined }));
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ degree: MISSING_FILE.degree });
    await expectNothingStored(instance);

    // An Intermediate marksheet sent anyway is not kept: the M.A. does not ask for it.
    const sent = await send(instance, maEntries(instance, ma.subjects[0].name, { inter: pdf('12th.pdf') }));
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = applications(instance);
    expect(row).toMatchObject({ qual_exam: 'graduation', qual_marks: 7.85, qual_max: 10, qual_percent: 78.5 });
    const fields = tableRows(instance, 'application_files').map((file) => file.field);
    expect(fields).toContain('degree');
    expect(fields).not.toContain('inter');

    // A B.A. applicant's is the Intermediate, as before.
    const ba = await send(
      instance,
      validEntries(instance, { adhar_num: OTHER_AADHAAR, email: 'ba@example.in', inter: undefined }),
    );
    expect(ba.json().errors).toEqual({ inter: MISSING_FILE.inter });
  });

  it("takes an M.A. in one subject, any of the settings' list (Geography too), with no second major", async () => {
    const instance = await start();
    for (const [index, { name }] of ma.subjects.entries()) {
      const response = await send(
        instance,
        maEntries(instance, name, { adhar_num: aadhaar(`2345678901${index}`), email: `ma${index}@example.in` }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ course: ma.name, fee: ma.fee });
    }
    expect(ma.subjects.map((subject) => subject.name)).toContain('Geography');
    // N/A sent for the hidden second and third majors is the same as leaving them out.
    const withNa = await send(
      instance,
      maEntries(instance, ma.subjects[0].name, {
        major_secund: '0',
        major_theard: '0',
        adhar_num: aadhaar('34567890123'),
        email: 'na@example.in',
      }),
    );
    expect(withNa.statusCode, withNa.body).toBe(200);
  });

  it('refuses a second major for an M.A., a missing one for a B.A., and a subject the settings do not list', async () => {
    const instance = await start();
    const majors = instance.catalogue.subjects('major', ma.id)!;
    const second = await send(
      instance,
      maEntries(instance, ma.subjects[0].name, { major_secund: String(majors[1].id) }),
    );
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual({ major_secund: ONE_SUBJECT_MESSAGE });

    const baOnlyOne = await send(instance, validEntries(instance, { major_secund: '0' }));
    expect(baOnlyOne.json().errors).toEqual({ major_secund: MISSING.major_secund });

    // Education is an M.A. subject nowhere in the fixture: its B.A. row is not an M.A. choice.
    const education = instance.catalogue.subjects('major', 1)!.find((entry) => entry.subject === 'Education')!;
    const notListed = await send(
      instance,
      maEntries(instance, ma.subjects[0].name, { major_subfirst: String(education.id) }),
    );
    expect(notListed.json().errors).toEqual({ major_subfirst: SUBJECT_OF_COURSE_MESSAGE });
    await expectNothingStored(instance);
  });

  it('follows the settings on the next start: a dropped subject is refused, old applications keep its name', async () => {
    const instance = await start();
    const first = await send(instance, maEntries(instance, 'Geography'));
    expect(first.statusCode).toBe(200);
    const geography = instance.catalogue.subjects('major', ma.id)!.find((entry) => entry.subject === 'Geography')!;
    await instance.close();

    const courses = TEST_SETTINGS.admission.courses.map((course) =>
      course.id === ma.id
        ? { ...course, fee: 6100, subjects: course.subjects.filter((subject) => subject.name !== 'Geography') }
        : course,
    );
    const next = await start({ settings: { ...TEST_SETTINGS, admission: { ...TEST_SETTINGS.admission, courses } } });
    expect(next.catalogue.subjects('major', ma.id)!.map((entry) => entry.subject)).not.toContain('Geography');
    expect(next.catalogue.course(ma.id)!.fee).toBe(6100);
    const again = await send(
      next,
      maEntries(next, 'Hindi', {
        major_subfirst: String(geography.id),
        adhar_num: OTHER_AADHAAR,
        email: 'second@example.in',
      }),
    );
    expect(again.json().errors).toEqual({ major_subfirst: SUBJECT_OF_COURSE_MESSAGE });
    expect(next.catalogue.subjectName(geography.id)).toBe('Geography');
  });
});

describe('POST saveApplicant: dates typed day first', () => {
  it('takes the date of birth and the certificate date as people here write them, and keeps them as YYYY-MM-DD', async () => {
    const instance = await start();
    const forms = [
      { dob: '14-05-2006', issue_date: '02/01/2024' },
      { dob: '14052006', issue_date: '2.1.2024' },
    ];
    for (const [index, dates] of forms.entries()) {
      const response = await send(
        instance,
        validEntries(instance, {
          ...dates,
          category: 'OBC',
          caste_no: 'OBC/2024/1',
          caste: pdf('caste.pdf'),
          adhar_num: aadhaar(`5678901234${index}`),
          email: `dates${index}@example.in`,
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const row of applications(instance))
      expect(row).toMatchObject({ dob: '2006-05-14', issue_date: '2024-01-02' });
  });
});

describe('POST saveApplicant: one application per person', () => {
  it('refuses the same Aadhaar again with 409, its message on adhar_num alone', async () => {
    const instance = await start();
    expect((await send(instance, validEntries(instance))).statusCode).toBe(200);
    const again = await send(instance, validEntries(instance, { email: 'new@example.in', mobile: '9123456780' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      result: 'failure',
      message: AADHAAR_REGISTERED_MESSAGE,
      errors: { adhar_num: AADHAAR_REGISTERED_MESSAGE },
    });
    expect(applications(instance)).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(6);
  });

  it("takes the applicant's form when a stranger already used the same e-mail and mobile number", async () => {
    const instance = await start();
    // The stranger applies first, with their own Aadhaar number and the applicant's e-mail and mobile.
    const stranger = await send(instance, validEntries(instance, { adhar_num: OTHER_AADHAAR, fname: 'Someone Else' }));
    expect(stranger.statusCode).toBe(200);
    const own = await send(instance, validEntries(instance, { email: 'ANJALI@example.in' }));
    expect(own.statusCode, own.body).toBe(200);
    expect(applications(instance).map((row) => [row.fname, row.email, row.mobile])).toEqual([
      ['Someone Else', 'anjali@example.in', '9876543210'],
      ['Anjali Verma', 'anjali@example.in', '9876543210'],
    ]);
  });

  it('stores exactly one of 20 concurrent submits with the same Aadhaar', async () => {
    const instance = await start({ identityLimit: { max: 100, windowMs: 60_000 } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(
          instance,
          validEntries(instance, { email: `person${i}@example.in`, mobile: `98765432${String(i).padStart(2, '0')}` }),
        ),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    expect(applications(instance)).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(6);
  });

  it('answers a retried submit (same idempotency key) with the first application, stored once, and a new code', async () => {
    const instance = await start();
    const entries = validEntries(instance, { idempotency_key: 'b3c1f0a2-5d1e-4c8e-9a77-2f1d2c3b4a5e' });
    const [first, second] = await Promise.all([send(instance, entries), send(instance, entries)]);
    const third = await send(instance, entries);
    expect(first.statusCode).toBe(200);
    const { access_code: _code, payment_token: _token, ...application } = first.json().data;
    for (const again of [second, third]) expect(again.json()).toMatchObject({ result: 'success', data: application });
    expect(applications(instance)).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(6);

    // The retry came because the first answer was lost: the code it gave is the one that works now.
    const lookUp = (code: string) =>
      instance.inject({
        method: 'POST',
        url: APPLICATION_STATUS_PATH,
        payload: { application_no: application.application_no, dob: '2006-04-15', access_code: code },
      });
    expect((await lookUp(third.json().data.access_code)).statusCode).toBe(200);
    const earlier = [first, second]
      .map((response) => response.json().data.access_code)
      .filter((code) => code !== third.json().data.access_code);
    for (const code of earlier) expect((await lookUp(code)).statusCode).toBe(404);
  });

  it("a stranger's refused forms with the applicant's mobile and e-mail never make the applicant's own form wait", async () => {
    const instance = await start();
    expect((await sendFrom(instance, validEntries(instance, { adhar_num: OTHER_AADHAAR }), STRANGER)).statusCode).toBe(
      200,
    );
    // The stranger keeps sending forms with the applicant's mobile and e-mail: refused (their Aadhaar is taken, then too many).
    const refused = [];
    for (let i = 0; i < 8; i++)
      refused.push(
        (await sendFrom(instance, validEntries(instance, { adhar_num: OTHER_AADHAAR }), STRANGER)).statusCode,
      );
    expect(refused).toEqual([409, 409, 409, 409, 429, 429, 429, 429]);
    const own = await sendFrom(instance, validEntries(instance), APPLICANT);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('limits one person from one client to a few valid forms; forms refused as invalid or as too many do not count', async () => {
    const instance = await start({ identityLimit: { max: 2, windowMs: 1_000 } });
    // Invalid forms (a missing document) are refused before the limit and never count.
    for (let i = 0; i < 3; i++)
      expect((await sendFrom(instance, validEntries(instance, { photo: undefined }), APPLICANT)).statusCode).toBe(400);
    expect((await sendFrom(instance, validEntries(instance), APPLICANT)).statusCode).toBe(200);
    expect((await sendFrom(instance, validEntries(instance), APPLICANT)).statusCode).toBe(409);
    const third = await sendFrom(instance, validEntries(instance), APPLICANT);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(IDENTITY_RATE_MESSAGE);
    // Another person from the same client, and the same person from elsewhere, go on.
    expect((await sendFrom(instance, validEntries(instance, { adhar_num: OTHER_AADHAAR }), APPLICANT)).statusCode).toBe(
      200,
    );
    expect((await sendFrom(instance, validEntries(instance), STRANGER)).statusCode).toBe(409);
    // Refusals while over the limit were not counted: once the window has passed, the form is judged again.
    for (let i = 0; i < 3; i++)
      expect((await sendFrom(instance, validEntries(instance), APPLICANT)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await sendFrom(instance, validEntries(instance), APPLICANT)).statusCode).toBe(409);
    // An IPv6 client's whole /64 is one client.
    for (let i = 0; i < 2; i++)
      expect((await sendFrom(instance, validEntries(instance), `2001:db8:5:5::${i + 1}`)).statusCode).toBe(409);
    expect((await sendFrom(instance, validEntries(instance), '2001:db8:5:5::99')).statusCode).toBe(429);
    expect(applications(instance)).toHaveLength(2);
  });
});

describe('the Aadhaar number (and the access code and payment token) are never kept in clear', () => {
  it('are absent from the database file, the uploads folder and the logs (at trace level)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const instance = await start({ logger: { level: 'trace', stream } });
    const accepted = await send(instance, validEntries(instance));
    expect(accepted.statusCode).toBe(200);
    const { access_code, payment_token, application_no } = accepted.json().data;
    // Looked up, rightly and wrongly: the code typed is not logged either.
    for (const dob of ['2006-04-15', '2006-04-16']) {
      await instance.inject({
        method: 'POST',
        url: APPLICATION_STATUS_PATH,
        payload: { application_no, dob, access_code },
      });
    }
    expect((await send(instance, validEntries(instance))).statusCode).toBe(409);
    expect((await send(instance, validEntries(instance, { dob: 'x' }))).statusCode).toBe(400);
    await instance.close();
    app = undefined;

    const folder = path.join(dataDir, 'admissions');
    const files = [
      ...['db.sqlite', 'db.sqlite-wal'].map((name) => path.join(folder, name)),
      ...(await filesUnder(path.join(folder, 'uploads'))).map((name) => path.join(folder, 'uploads', name)),
    ];
    for (const name of files) {
      const bytes = await readFile(name).catch(() => Buffer.alloc(0));
      expect(bytes.includes(AADHAAR), name).toBe(false);
      // Nor the applicant's two secrets: only their hashes are kept.
      for (const secret of [access_code, access_code.replace('-', ''), payment_token])
        expect(bytes.includes(secret), name).toBe(false);
    }
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('')).not.toContain(AADHAAR);
    for (const secret of [access_code, access_code.replace('-', ''), payment_token])
      expect(lines.join('')).not.toContain(secret);

    // Yet the staff can recover it: it is sealed with a key outside the database.
    const reopened = await start();
    const [row] = applications(reopened);
    expect(row.adhar_hash).toMatch(/^[0-9a-f]{64}$/);
    const { createAadhaarVault } = await import('../src/aadhaar-vault');
    expect(createAadhaarVault({ dataDir, env: {} }).open(row.adhar_encrypted as string)).toBe(AADHAAR);
  });
});
