import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { tooManyPixelsMessage, UNREADABLE_PDF_MESSAGE } from '@college/service-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exifHasGps, FAKE_PDF, imageMetadata, jpegWithGps, pngBomb } from '../../kit/test/helpers';
import { isoDay } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import { CAREER_FILES, MESSAGES, SAVE_CAREER_PATH, SUCCESS_MESSAGE } from '../src/contract';
import {
  type Entry,
  APPLICATION_EXPERIENCE as EXPERIENCE,
  APPLICATION_QUALIFICATIONS as QUALIFICATIONS,
  applicationForm,
  filesUnder,
  makePdf,
  makeTempDir,
  padded,
  PNG,
  postMultipart,
  removeDir,
  startCareers,
  tableRows,
} from './helpers';

let dataDir: string;
let app: FastifyInstance | undefined;
let PDF: Buffer;
/** How every PDF starts: enough for the service to take a file for one. */
const PDF_HEAD = Buffer.from('%PDF-1.7\n');

beforeEach(async () => {
  dataDir = await makeTempDir('careers-apply-');
  PDF = await makePdf();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

async function start(options: Parameters<typeof startCareers>[1] = {}) {
  app = await startCareers(dataDir, options);
  return app;
}

/** Numbers start with REC and the year the fixture's recruitment opens. */
const REC = `REC${TEST_SETTINGS.recruitment.opens.slice(0, 4)}`;

const photo = (bytes: Uint8Array = PNG, name = 'photo.png', type = 'image/png') => ({ bytes, name, type });
const cv = (bytes: Uint8Array = PDF, name = 'cv.pdf', type = 'application/pdf') => ({ bytes, name, type });
const application = (overrides: Record<string, Entry | Entry[] | undefined> = {}) => applicationForm(PDF, overrides);

const send = (form: FormData) => postMultipart(app!, SAVE_CAREER_PATH, form);

const uploadsDir = () => path.join(dataDir, 'careers', 'uploads');
const tmpDir = () => path.join(dataDir, 'careers', 'tmp');

async function expectNothingStored() {
  expect(tableRows(app!, 'applications')).toEqual([]);
  expect(tableRows(app!, 'application_qualifications')).toEqual([]);
  expect(tableRows(app!, 'application_experiences')).toEqual([]);
  expect(await filesUnder(uploadsDir())).toEqual([]);
  expect(await filesUnder(tmpDir())).toEqual([]);
}

describe('POST /api/v1/web/saveCareer', () => {
  it.each(['12-04-1990', '12/04/1990', '12041990'])(
    'takes the date of birth typed day first (%s) and keeps it as 1990-04-12',
    async (typed) => {
      await start();
      expect((await send(application({ dob: typed }))).statusCode).toBe(200);
      expect(tableRows(app!, 'applications')[0].dob).toBe('1990-04-12');
    },
  );

  it('stores an application with its rows and two private files, and answers its number', async () => {
    await start();
    const response = await send(application());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      result: 'success',
      message: SUCCESS_MESSAGE,
      data: {
        application_no: `${REC}-000001`,
        access_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
      },
    });

    const [row] = tableRows(app!, 'applications');
    expect(row).toMatchObject({
      application_no: `${REC}-000001`,
      profile: 'Assistant Professor(B.A)',
      subject: 'Hindi',
      name: 'Anita Sharma',
      pstate_id: 9,
      pdistrict_id: 187,
      cstate_id: 10,
      cdistrict_id: 212,
      experience_option: 'Yes',
      photo_kind: 'png',
      cv_size: PDF.length,
    });
    expect(
      tableRows(app!, 'application_qualifications').map(({ qualification, year, mark }) => ({
        qualification,
        year,
        mark,
      })),
    ).toEqual([
      { qualification: 'PG', year: '2015', mark: '68.5' },
      { qualification: 'NET/Ph.D.', year: '2018', mark: '72' },
    ]);
    expect(tableRows(app!, 'application_experiences')).toMatchObject([{ row_no: 1, ...EXPERIENCE[0] }]);

    // Generated names, the detected kind's extension, the very bytes sent; nothing left in tmp/.
    const stored = (await filesUnder(uploadsDir())).sort();
    expect(stored).toEqual([`applications/${row.cv_file}`, `applications/${row.photo_file}`].sort());
    expect(String(row.photo_file)).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(String(row.cv_file)).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(path.join(uploadsDir(), 'applications', String(row.cv_file)))).toEqual(PDF);
    // The photo is kept re-encoded (the kit's file check); its row has the stored size.
    expect(row.photo_size).toBe(
      (await readFile(path.join(uploadsDir(), 'applications', String(row.photo_file)))).length,
    );
    expect(await filesUnder(tmpDir())).toEqual([]);

    // Private: no URL reaches them.
    for (const url of [
      `/uploads/applications/${row.cv_file}`,
      `/uploads/docs/careers/../../uploads/applications/${row.cv_file}`,
    ]) {
      expect((await app!.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('numbers applications in order, readable and unique', async () => {
    await start();
    const first = await send(application());
    const second = await send(application({ field: 'English' }));
    expect(first.json().data.application_no).toBe(`${REC}-000001`);
    expect(second.json().data.application_no).toBe(`${REC}-000002`);
  });

  it('with experience No, the one empty experience entry the form sends stores no experience', async () => {
    await start();
    const response = await send(
      application({
        experienceOption: 'No',
        experience: JSON.stringify([{ position: '', duration: '', totalexp: '' }]),
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(tableRows(app!, 'applications')[0]).toMatchObject({ experience_option: 'No' });
    expect(tableRows(app!, 'application_experiences')).toEqual([]);
  });

  it('an empty form: every validation message at once, nothing stored', async () => {
    await start();
    const response = await send(new FormData());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: 'Please correct the highlighted fields.',
      errors: {
        profile: MESSAGES.profile,
        field: MESSAGES.field,
        name: MESSAGES.name,
        fname: MESSAGES.fname,
        dob: MESSAGES.dob,
        gender: MESSAGES.gender,
        nationality: MESSAGES.nationality,
        category: MESSAGES.category,
        mobile: MESSAGES.mobile,
        paddress: MESSAGES.address,
        pstate: MESSAGES.state,
        pdistrict: MESSAGES.district,
        ppincode: MESSAGES.pincode,
        caddress: MESSAGES.address,
        cstate: MESSAGES.state,
        cdistrict: MESSAGES.district,
        cpincode: MESSAGES.pincode,
        qualification: 'At least one qualification is required',
        experienceOption: MESSAGES.experienceOption,
        declaration: MESSAGES.declaration,
        photo: 'Please upload photo',
        cv: 'Please upload CV',
      },
    });
    await expectNothingStored();
  });

  it('takes a NET / Ph.D. row without a mark (there is no percentage)', async () => {
    await start();
    const response = await send(
      application({ qualification: JSON.stringify([QUALIFICATIONS[0], { ...QUALIFICATIONS[1], mark: '' }]) }),
    );
    expect(response.statusCode).toBe(200);
    expect(
      tableRows(app!, 'application_qualifications').map(({ qualification, mark }) => ({ qualification, mark })),
    ).toEqual([
      { qualification: 'PG', mark: '68.5' },
      { qualification: 'NET/Ph.D.', mark: '' },
    ]);
  });

  it.each([
    ['field', { field: 'Physics' }, 'Please Select Subject'],
    ['field', { profile: 'Accountant', field: 'Hindi' }, 'Please Select Subject'],
    ['profile', { profile: 'Principal' }, MESSAGES.profile],
    ['mobile', { mobile: '98765' }, 'Phone must be of 10 digits'],
    ['mobile', { mobile: '98765432100' }, 'Phone must be of 10 digits'],
    ['email', { email: 'anita@' }, 'Please enter a valid email'],
    ['dob', { dob: '2099-01-01' }, MESSAGES.dobFuture],
    // Typed day first, as the form's box takes it: a month-first or impossible date says how to write one.
    ['dob', { dob: '1990-02-30' }, 'Enter the date as day-month-year, like 14-05-2006'],
    ['dob', { dob: '30-02-1990' }, 'Enter the date as day-month-year, like 14-05-2006'],
    ['dob', { dob: '04/13/1990' }, 'Enter the date as day-month-year, like 14-05-2006'],
    ['dob', { dob: '01-01-1890' }, MESSAGES.dobInvalid],
    ['dob', { dob: `${new Date().getFullYear() - 10}-01-01` }, MESSAGES.dobTooYoung],
    ['ppincode', { ppincode: '22100' }, MESSAGES.pincodeDigits],
    ['cpincode', { cpincode: 'abcdef' }, MESSAGES.pincodeDigits],
    ['gender', { gender: 'Unknown' }, MESSAGES.gender],
    ['nationality', { nationality: 'Martian' }, MESSAGES.nationality],
    ['category', { category: 'VIP' }, MESSAGES.category],
    ['pdistrict', { pdistrict: '212' }, MESSAGES.district],
    ['cstate', { cstate: '999' }, MESSAGES.state],
    ['experienceOption', { experienceOption: 'Maybe' }, MESSAGES.experienceOption],
    ['experience', { experience: '[]' }, 'At least one experience is required'],
    [
      'experience.0.totalexp',
      { experience: JSON.stringify([{ position: 'Lecturer', duration: 'X College' }]) },
      MESSAGES.totalexp,
    ],
    ['qualification', { qualification: '[]' }, 'At least one qualification is required'],
    [
      'qualification',
      { qualification: JSON.stringify([{ qualification: '', institute: ' ', year: '', subject: '', mark: '' }]) },
      'At least one qualification is required',
    ],
    [
      'experience',
      { experience: JSON.stringify([{ position: '', duration: '', totalexp: '' }]) },
      'At least one experience is required',
    ],
    [
      'qualification.1.institute',
      { qualification: JSON.stringify([QUALIFICATIONS[0], { ...QUALIFICATIONS[1], institute: '' }]) },
      MESSAGES.institute,
    ],
    ['qualification', { qualification: '[{"qualification": "UG",' }, MESSAGES.listUnreadable],
    ['qualification', { qualification: '{"qualification": "UG"}' }, MESSAGES.listUnreadable],
    [
      'qualification.1.year',
      { qualification: JSON.stringify([QUALIFICATIONS[0], { ...QUALIFICATIONS[1], year: '3010' }]) },
      MESSAGES.yearInvalid,
    ],
    [
      'qualification.0.mark',
      { qualification: JSON.stringify([{ ...QUALIFICATIONS[0], mark: '101' }]) },
      MESSAGES.markInvalid,
    ],
    // A percentage is asked of every row but NET / Ph.D. (which give none).
    ['qualification.0.mark', { qualification: JSON.stringify([{ ...QUALIFICATIONS[0], mark: ' ' }]) }, MESSAGES.mark],
    [
      'qualification.1.mark',
      { qualification: JSON.stringify([QUALIFICATIONS[0], { ...QUALIFICATIONS[1], mark: 'seventy' }]) },
      MESSAGES.markInvalid,
    ],
    [
      'qualification.0.qualification',
      { qualification: JSON.stringify([{ ...QUALIFICATIONS[0], qualification: 'MBA' }]) },
      MESSAGES.qualification,
    ],
    [
      'qualification.0.institute',
      { qualification: JSON.stringify([{ ...QUALIFICATIONS[0], institute: '  ' }]) },
      MESSAGES.institute,
    ],
    ['declaration', { declaration: 'false' }, MESSAGES.declaration],
    ['name', { name: 'x'.repeat(101) }, 'Please use at most 100 characters'],
  ])('refuses a bad %s (%j) with its message, storing nothing', async (key, overrides, message) => {
    await start();
    const response = await send(application(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.result).toBe('failure');
    expect(body.errors).toEqual({ [key]: message });
    await expectNothingStored();
  });

  it.each([
    [
      'a PDF-named file that is not a PDF',
      { cv: cv(Buffer.from('MZ this is a program'.repeat(20)), 'cv.pdf') },
      { cv: 'CV must be a single PDF document' },
    ],
    ['a 3 MB CV', { cv: cv(padded(PDF_HEAD, 3 * 1024 * 1024)) }, { cv: 'CV must be at most 2 MB' }],
    ['a 70 KB photo', { photo: photo(padded(PNG, 70 * 1024)) }, { photo: 'Photo must be at most 60 KB' }],
    [
      'a PDF as the photo',
      { photo: photo(padded(PDF_HEAD, 2000), 'photo.png') },
      { photo: 'Photo must be a JPEG or PNG image' },
    ],
    ['two CVs', { cv: [cv(padded(PDF_HEAD, 500)), cv(padded(PDF_HEAD, 600))] }, { cv: 'Please upload only one file.' }],
    ['no files', { photo: undefined, cv: undefined }, { photo: 'Please upload photo', cv: 'Please upload CV' }],
  ])('refuses %s, leaving no file on disk', async (_name, overrides, errors) => {
    await start();
    const response = await send(application(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    await expectNothingStored();
  });

  it('refuses a decompression-bomb photo (400 megapixels in 48 KB) by its header, and a CV that only starts like a PDF', async () => {
    await start();
    const started = performance.now();
    // The photo's header is read before anything is decoded: the CV is then not parsed at all.
    const response = await send(application({ photo: photo(await pngBomb(20_000, 20_000)), cv: cv(FAKE_PDF) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: tooManyPixelsMessage(CAREER_FILES.photo.maxBytes) });
    expect(performance.now() - started).toBeLessThan(3000);
    await expectNothingStored();

    const fake = await send(application({ cv: cv(FAKE_PDF) }));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual({ cv: UNREADABLE_PDF_MESSAGE });
    await expectNothingStored();
  });

  it('keeps a phone photo re-encoded, upright and without its EXIF (no GPS position)', async () => {
    await start();
    const sent = await jpegWithGps(64, 48);
    expect(exifHasGps((await imageMetadata(sent)).exif)).toBe(true);
    const response = await send(application({ photo: photo(sent, 'me.jpg', 'image/jpeg') }));
    expect(response.statusCode).toBe(200);
    const [row] = tableRows(app!, 'applications');
    expect(row).toMatchObject({ photo_kind: 'jpeg', photo_file: expect.stringMatching(/\.jpg$/) });
    const kept = await readFile(path.join(uploadsDir(), 'applications', String(row.photo_file)));
    expect(row.photo_size).toBe(kept.length);
    expect(kept.length).toBeLessThanOrEqual(60 * 1024);
    const meta = await imageMetadata(kept);
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(kept.includes('PhoneMaker')).toBe(false);
  });

  it('refuses a second application for the same post and subject, by e-mail or by mobile', async () => {
    await start();
    expect((await send(application())).statusCode).toBe(200);

    const sameEmail = await send(application({ mobile: '9123456780', email: 'ANITA@example.in' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      result: 'failure',
      message: MESSAGES.duplicate,
      errors: { email: MESSAGES.duplicate },
    });

    const sameMobile = await send(application({ email: '' }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json().errors).toEqual({ mobile: MESSAGES.duplicate });

    expect(tableRows(app!, 'applications')).toHaveLength(1);
    expect(await filesUnder(path.join(uploadsDir(), 'applications'))).toHaveLength(2);
    expect(await filesUnder(tmpDir())).toEqual([]);

    // Another subject of the same post is a new application.
    expect((await send(application({ field: 'Sanskrit' }))).statusCode).toBe(200);
  });

  it('20 identical applications at once: exactly one stored, with its two files', async () => {
    await start();
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(application())));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    expect(tableRows(app!, 'applications')).toHaveLength(1);
    expect(tableRows(app!, 'application_qualifications')).toHaveLength(2);
    expect(await filesUnder(path.join(uploadsDir(), 'applications'))).toHaveLength(2);
    expect(await filesUnder(tmpDir())).toEqual([]);
  });

  it('answers a form that is not multipart with a 4xx', async () => {
    await start();
    const response = await app!.inject({ method: 'POST', url: SAVE_CAREER_PATH, payload: { name: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().result).toBe('failure');
  });

  describe('the recruitment window (settings)', () => {
    // A college's own file (not demo) keeps its dates: the 2025 recruitment is long over.
    const past = {
      ...TEST_SETTINGS,
      demo: false,
      recruitment: {
        ...TEST_SETTINGS.recruitment,
        title: 'Recruitment 2025',
        opens: '2025-07-01',
        closes: '2025-08-10',
        interview: { date: '2025-08-14', time: '10:00' },
      },
    };

    it('after it closes: 403 naming the recruitment and its last date, nothing stored', async () => {
      await start({ settings: past });
      const late = await send(application());
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({
        result: 'failure',
        message: 'Applications for Recruitment 2025 closed on 10-08-2025.',
        errors: {},
      });
      await expectNothingStored();
    });

    it('before it opens: 403 naming the opening day, nothing stored', async () => {
      await start({ settings: past, now: () => new Date(2025, 5, 30, 18) });
      const early = await send(application());
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toBe('Applications for Recruitment 2025 open on 01-07-2025.');
      await expectNothingStored();
    });

    it('on its last day, late in the evening, the application goes through', async () => {
      await start({ settings: past, now: () => new Date(2025, 7, 10, 23, 30) });
      expect((await send(application())).statusCode).toBe(200);
    });

    it('a demo file is open around today: the test fixture accepts today', async () => {
      const { opens, closes } = TEST_SETTINGS.recruitment;
      expect(opens < isoDay() && isoDay() < closes).toBe(true);
      await start();
      expect((await send(application())).statusCode).toBe(200);
    });
  });
});
