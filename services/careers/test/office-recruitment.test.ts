import type { FastifyInstance } from 'fastify';
import {
  parseCsv,
  readOrCreateSigningKey,
  ROLE_NEEDED_MESSAGE,
  type RoleGrant,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '@college/service-kit';
import { addDays, formatIndianDate, isoDay } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RECRUITMENT_WINDOW_PATH,
  recruitmentClosedMessage,
  recruitmentNotOpenMessage,
  recruitmentWindowAnswerSchema,
  SAVE_CAREER_PATH,
} from '../src/contract';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  careerApplicationAnswerSchema,
  careerListAnswerSchema,
  CLOSES_BEFORE_OPENS_MESSAGE,
  DATE_MESSAGE,
  DECISION_MESSAGE,
  DECISION_STALE_MESSAGE,
  INTERVIEW_BEFORE_CLOSE_MESSAGE,
  INTERVIEW_LIST_COLUMNS,
  INTERVIEW_LIST_CSV_PATH,
  interviewListUrl,
  careerSummaryAnswerSchema,
  OFFICE_CAREER_APPLICATIONS_PATH,
  OFFICE_CAREER_SUMMARY_PATH,
  OFFICE_RECRUITMENT_WINDOW_PATH,
  officeCareerApplicationPath,
  officeCareerDecisionPath,
  officeCareerFilePath,
  officeWindowAnswerSchema,
  REASON_MESSAGE,
  TIME_MESSAGE,
  WINDOW_STALE_MESSAGE,
  WINDOW_SAVED_MESSAGE,
  windowSavedToldMessage,
} from '../src/office-contract/recruitment';
import {
  applicationForm,
  makePdf,
  makeTempDir,
  officeInject,
  PNG,
  postMultipart,
  removeDir,
  startCareers,
  tableRows,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let pdf: Buffer;

const OFFICER: RoleGrant[] = [{ role: 'recruitment_officer' }];
const REC = `REC${TEST_SETTINGS.recruitment.opens.slice(0, 4)}`;
const no = (n: number) => `${REC}-${String(n).padStart(6, '0')}`;
const today = isoDay();

const NO_EXPERIENCE = {
  experienceOption: 'No',
  experience: JSON.stringify([{ position: '', duration: '', totalexp: '' }]),
};
/** Three applicants: Anita (B.A Hindi, OBC, PG + NET, experienced, Uttar Pradesh), Rahul (B.A English, UG only), Meena (Accountant, SC, PG). */
async function applyThree() {
  const forms = [
    applicationForm(pdf),
    applicationForm(pdf, {
      ...NO_EXPERIENCE,
      field: 'English',
      name: 'Rahul Verma',
      category: 'General',
      mobile: '9876543211',
      email: 'rahul@example.in',
      pstate: '10',
      pdistrict: '212',
      qualification: JSON.stringify([
        { qualification: 'UG', institute: 'Patna University', year: '2016', subject: 'English', mark: '61' },
      ]),
    }),
    applicationForm(pdf, {
      ...NO_EXPERIENCE,
      profile: 'Accountant',
      field: 'N/A',
      name: 'Meena Devi',
      category: 'SC',
      mobile: '9876543212',
      email: 'meena@example.in',
      qualification: JSON.stringify([
        { qualification: 'PG', institute: 'BHU', year: '2019', subject: 'Commerce', mark: '70' },
      ]),
    }),
  ];
  for (const form of forms) {
    const response = await postMultipart(app, SAVE_CAREER_PATH, form);
    if (response.statusCode !== 200) throw new Error(`saveCareer answered ${response.statusCode}: ${response.body}`);
  }
}

const get = (url: string, roles: RoleGrant[] | 'none' = OFFICER) => officeInject(app, key, { url, roles });
const post = (url: string, body: Record<string, unknown>, roles: RoleGrant[] | 'none' = OFFICER) =>
  officeInject(app, key, { method: 'POST', url, body, roles, username: 'ravi.r' });
const auditRows = (action: string) => tableRows(app, 'audit_log').filter((row) => row.action === action);
const listOf = async (query = '') => {
  const response = await get(`${OFFICE_CAREER_APPLICATIONS_PATH}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(careerListAnswerSchema, response.json()).data;
};
const numbersOf = async (query: string) => (await listOf(query)).rows.map((row) => row.application_no);

beforeEach(async () => {
  dataDir = await makeTempDir('careers-office-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startCareers(dataDir);
  pdf = await makePdf();
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

describe('The recruitment office: who may call it', () => {
  // Forty calls: more than the default five seconds on a busy machine.
  it(
    'answers 401 without an assertion and 403 to every other role, never kept, before reading the input',
    { timeout: 30_000 },
    async () => {
      await applyThree();
      const calls: [string, 'GET' | 'POST', Record<string, unknown>?][] = [
        [OFFICE_CAREER_SUMMARY_PATH, 'GET'],
        [OFFICE_CAREER_APPLICATIONS_PATH, 'GET'],
        [`${OFFICE_CAREER_APPLICATIONS_PATH}?status=nonsense`, 'GET'],
        [officeCareerApplicationPath(no(1)), 'GET'],
        [officeCareerFilePath(no(1), 'photo'), 'GET'],
        [officeCareerFilePath(no(1), 'cv'), 'GET'],
        [interviewListUrl(1), 'GET'],
        [OFFICE_RECRUITMENT_WINDOW_PATH, 'GET'],
        [officeCareerDecisionPath(no(1)), 'POST', { decision: 'shortlisted', reason: 'Good', version: 0 }],
        [
          OFFICE_RECRUITMENT_WINDOW_PATH,
          'POST',
          { opens: today, closes: today, interview_date: today, interview_time: '10:00', reason: 'x', version: 0 },
        ],
      ];
      for (const [url, method, body] of calls) {
        const anonymous = await officeInject(app, key, { method, url, body, roles: 'none' });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(anonymous.json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
        for (const role of ['admin', 'admission_officer', 'content_editor'] as const) {
          const refused = await officeInject(app, key, { method, url, body, roles: [{ role }] });
          expect(refused.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(refused.json()).toMatchObject({ message: ROLE_NEEDED_MESSAGE });
          expect(refused.headers['cache-control']).toBe('no-store');
        }
      }
      expect(tableRows(app, 'applications').every((row) => row.status === 'received')).toBe(true);
      expect(tableRows(app, 'recruitment_window')).toEqual([]);
      expect(tableRows(app, 'audit_log')).toEqual([]);
    },
  );
});

describe('The applications list', () => {
  it('lists every application with its highest qualification, never kept', async () => {
    await applyThree();
    const response = await get(OFFICE_CAREER_APPLICATIONS_PATH);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = v.parse(careerListAnswerSchema, response.json()).data;
    expect(list).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(list.rows[0]).toMatchObject({
      application_no: no(1),
      name: 'Anita Sharma',
      profile: 'Assistant Professor(B.A)',
      subject: 'Hindi',
      category: 'OBC',
      qualification: 'NET/Ph.D.',
      experience: 'Yes',
      state: 'Uttar Pradesh',
      status: 'received',
    });
    expect(list.rows[1]).toMatchObject({ name: 'Rahul Verma', qualification: 'UG', experience: 'No', state: 'Bihar' });
  });

  it('counts the applications per post and subject, and where they stand', async () => {
    await applyThree();
    expect(
      (await post(officeCareerDecisionPath(no(2)), { decision: 'rejected', reason: 'Only UG', version: 0 })).statusCode,
    ).toBe(200);
    const response = await get(OFFICE_CAREER_SUMMARY_PATH);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(v.parse(careerSummaryAnswerSchema, response.json()).data).toEqual([
      {
        profile_id: 1,
        profile: 'Assistant Professor(B.A)',
        subject: 'English',
        total: 1,
        received: 0,
        shortlisted: 0,
        rejected: 1,
      },
      {
        profile_id: 1,
        profile: 'Assistant Professor(B.A)',
        subject: 'Hindi',
        total: 1,
        received: 1,
        shortlisted: 0,
        rejected: 0,
      },
      { profile_id: 5, profile: 'Accountant', subject: 'N/A', total: 1, received: 1, shortlisted: 0, rejected: 0 },
    ]);
  });

  it('filters by post, subject, qualification, experience, category, state and status, and searches', async () => {
    await applyThree();
    expect(await numbersOf('?profile=1')).toEqual([no(1), no(2)]);
    expect(await numbersOf('?profile=1&subject=English')).toEqual([no(2)]);
    expect(await numbersOf('?profile=5')).toEqual([no(3)]);
    expect(await numbersOf('?qualification=NET%2FPh.D.')).toEqual([no(1)]);
    expect(await numbersOf('?experience=No')).toEqual([no(2), no(3)]);
    expect(await numbersOf('?category=SC')).toEqual([no(3)]);
    expect(await numbersOf('?state=10')).toEqual([no(2)]);
    expect(await numbersOf('?status=received')).toHaveLength(3);
    expect(await numbersOf('?status=shortlisted')).toEqual([]);
    expect(await numbersOf('?q=rahul')).toEqual([no(2)]);
    expect(await numbersOf(`?q=${no(3).toLowerCase()}`)).toEqual([no(3)]);
    expect(await numbersOf('?q=9876543210')).toEqual([no(1)]);
    expect(await numbersOf('?q=MEENA%40example.in')).toEqual([no(3)]);
    expect(await numbersOf('?q=%25')).toEqual([]);
  });

  it('refuses a bad filter with 400 JSON naming each field', async () => {
    const response = await get(
      `${OFFICE_CAREER_APPLICATIONS_PATH}?profile=x&category=Other&status=maybe&experience=Some&page=0`,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['category', 'experience', 'page', 'profile', 'status']);
  });
});

describe('One application, its CV and photo', () => {
  it('answers the details with its rows, and 404 for an unknown or malformed number', async () => {
    await applyThree();
    const response = await get(officeCareerApplicationPath(no(1).toLowerCase()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const detail = v.parse(careerApplicationAnswerSchema, response.json()).data;
    expect(detail).toMatchObject({
      application_no: no(1),
      name: 'Anita Sharma',
      fname: 'Ramesh Sharma',
      permanent_address: expect.stringContaining('Uttar Pradesh'),
      status: 'received',
      version: 0,
      photo_url: officeCareerFilePath(no(1), 'photo'),
      cv_url: officeCareerFilePath(no(1), 'cv'),
    });
    expect(detail.qualifications.map((row) => row.qualification)).toEqual(['PG', 'NET/Ph.D.']);
    expect(detail.experiences).toEqual([expect.objectContaining({ position: 'Guest Lecturer' })]);
    for (const number of [`${REC}-000099`, 'nonsense', '..%2F..%2Fdb.sqlite']) {
      const missing = await get(officeCareerApplicationPath(number));
      expect(missing.statusCode, number).toBe(404);
      expect(missing.json()).toMatchObject({ message: APPLICATION_NOT_FOUND_MESSAGE });
      expect((await get(`${officeCareerApplicationPath(number)}/cv`)).statusCode).toBe(404);
    }
  });

  it('streams the photo and the CV with their types, inline, nosniff, never kept, each view audited', async () => {
    await applyThree();
    const photo = await get(officeCareerFilePath(no(1), 'photo'));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-disposition']).toBe(`inline; filename="${no(1)}-photo.png"`);
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect(photo.rawPayload.subarray(0, 8)).toEqual(Buffer.from(PNG).subarray(0, 8));

    const cv = await get(officeCareerFilePath(no(1), 'cv'));
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toBe(`inline; filename="${no(1)}-cv.pdf"`);
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(
      auditRows('career_file.view').map((row) => [
        row.username,
        row.role,
        row.record_id,
        JSON.parse(String(row.after_json)).field,
      ]),
    ).toEqual([
      ['ravi.r', 'recruitment_officer', no(1), 'photo'],
      ['ravi.r', 'recruitment_officer', no(1), 'cv'],
    ]);
  });
});

describe('Shortlisting or rejecting', () => {
  it('keeps the decision with its reason, audits it with before and after, and the list follows', async () => {
    await applyThree();
    const response = await post(officeCareerDecisionPath(no(1)), {
      decision: 'shortlisted',
      reason: ' NET qualified, 3 years teaching ',
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      message: 'Application shortlisted',
      data: {
        status: 'shortlisted',
        status_reason: 'NET qualified, 3 years teaching',
        reviewed_by: 'ravi.r',
        version: 1,
      },
    });
    expect(await numbersOf('?status=shortlisted')).toEqual([no(1)]);

    const [audit] = auditRows('application.shortlist');
    expect(audit).toMatchObject({
      username: 'ravi.r',
      role: 'recruitment_officer',
      record_type: 'application',
      record_id: no(1),
      reason: 'NET qualified, 3 years teaching',
    });
    expect(JSON.parse(String(audit.before_json))).toEqual({ status: 'received', status_reason: null });
    expect(JSON.parse(String(audit.after_json))).toEqual({ status: 'shortlisted' });

    // A decision may be changed, with its own reason.
    const rejected = await post(officeCareerDecisionPath(no(1)), {
      decision: 'rejected',
      reason: 'Certificate not attached',
      version: 1,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('Application rejected');
    expect(JSON.parse(String(auditRows('application.reject')[0].before_json))).toEqual({
      status: 'shortlisted',
      status_reason: 'NET qualified, 3 years teaching',
    });
  });

  it('refuses a stale decision with 409 and keeps the first one', async () => {
    await applyThree();
    expect(
      (await post(officeCareerDecisionPath(no(2)), { decision: 'rejected', reason: 'Only UG', version: 0 })).statusCode,
    ).toBe(200);
    const stale = await post(officeCareerDecisionPath(no(2)), {
      decision: 'shortlisted',
      reason: 'Looks fine',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ result: 'failure', message: DECISION_STALE_MESSAGE });
    expect(tableRows(app, 'applications')[1]).toMatchObject({ status: 'rejected', status_reason: 'Only UG' });
    expect(auditRows('application.shortlist')).toEqual([]);
  });

  it('refuses a decision without a reason or a known decision, field by field, and 404 for an unknown number', async () => {
    await applyThree();
    const bad = await post(officeCareerDecisionPath(no(1)), { decision: 'maybe', reason: '   ', version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ decision: DECISION_MESSAGE, reason: REASON_MESSAGE });
    const unknown = await post(officeCareerDecisionPath(`${REC}-000099`), {
      decision: 'shortlisted',
      reason: 'Good',
      version: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect(tableRows(app, 'applications').every((row) => row.status === 'received')).toBe(true);
    expect(tableRows(app, 'audit_log')).toEqual([]);
  });
});

describe('The interview list', () => {
  it("is a post's shortlisted applications as spreadsheet-safe CSV, an attachment, audited", async () => {
    await applyThree();
    for (const [n, decision] of [
      [1, 'shortlisted'],
      [2, 'shortlisted'],
      [3, 'shortlisted'],
    ] as const) {
      expect(
        (await post(officeCareerDecisionPath(no(n)), { decision, reason: 'Eligible', version: 0 })).statusCode,
      ).toBe(200);
    }
    expect(
      (await post(officeCareerDecisionPath(no(2)), { decision: 'rejected', reason: 'Only UG', version: 1 })).statusCode,
    ).toBe(200);

    const response = await get(interviewListUrl(1));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="interview-list-1-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = parseCsv(response.body).map((record) => record.cells);
    expect(header).toEqual([...INTERVIEW_LIST_COLUMNS]);
    expect(rows).toEqual([
      [
        no(1),
        'Anita Sharma',
        'Assistant Professor(B.A)',
        'Hindi',
        'NET/Ph.D.',
        '9876543210',
        'anita@example.in',
        'OBC',
        'Uttar Pradesh',
        'shortlisted',
      ],
    ]);
    expect((await get(interviewListUrl(1, 'English'))).body.trim().split('\r\n')).toHaveLength(1);
    const audits = auditRows('interview_list.export');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      username: 'ravi.r',
      role: 'recruitment_officer',
      record_type: 'job_profile',
      record_id: '1',
    });
    expect(JSON.parse(String(audits[0].after_json))).toEqual({ profile: 1, subject: null, rows: 1 });
  });

  it('neutralises a formula in a cell', async () => {
    expect((await postMultipart(app, SAVE_CAREER_PATH, applicationForm(pdf))).statusCode).toBe(200);
    // Straight into the row: the form's own rules may refuse such a name.
    app.db.prepare("update applications set name = '=HYPERLINK(\"x\")', status = 'shortlisted'").run();
    const body = (await get(interviewListUrl(1))).body;
    expect(body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('needs a post', async () => {
    const response = await get(`${INTERVIEW_LIST_CSV_PATH}?subject=Hindi`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['profile']);
  });
});

describe('The recruitment window set from the office', () => {
  const window = (overrides: Record<string, unknown> = {}) => ({
    opens: addDays(today, -5),
    closes: addDays(today, 5),
    interview_date: addDays(today, 12),
    interview_time: '11:30',
    reason: 'Dates approved by the principal',
    version: 0,
    ...overrides,
  });
  const read = async () => v.parse(officeWindowAnswerSchema, (await get(OFFICE_RECRUITMENT_WINDOW_PATH)).json()).data;
  const publicWindow = async () => {
    const response = await app.inject({ url: RECRUITMENT_WINDOW_PATH });
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(recruitmentWindowAnswerSchema, response.json()).data;
  };

  it('starts from the settings, and the public answer says the same', async () => {
    const { opens, closes, interview } = app.college.recruitment;
    expect(await read()).toMatchObject({
      opens,
      closes,
      interview_date: interview.date,
      interview_time: interview.time,
      source: 'settings',
      version: 0,
    });
    expect(await publicWindow()).toEqual({ opens, closes, interview });
  });

  it('a moved interview is told by e-mail to every shortlisted applicant; other changes tell nobody', async () => {
    await applyThree();
    for (const n of [1, 3])
      expect(
        (await post(officeCareerDecisionPath(no(n)), { decision: 'shortlisted', reason: 'Eligible', version: 0 }))
          .statusCode,
      ).toBe(200);
    const outbox = () => tableRows(app, 'mail_outbox').filter((row) => row.kind === 'careers.interview-moved');

    const moved = await post(
      OFFICE_RECRUITMENT_WINDOW_PATH,
      window({ interview_date: addDays(today, 14), interview_time: '10:00' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(windowSavedToldMessage(2));
    const mails = outbox();
    expect(mails.map((row) => row.to_address)).toEqual(['anita@example.in', 'meena@example.in']);
    expect(String(mails[0].subject)).toBe(`Interview moved to ${formatIndianDate(addDays(today, 14))}: ${no(1)}`);
    expect(String(mails[0].text)).toContain(
      `It is now on ${formatIndianDate(addDays(today, 14))} from 10:00, at ${app.college.name}`,
    );
    expect(String(mails[0].text)).toContain('साक्षात्कार अब');
    // Rahul was not shortlisted: nothing for him.
    expect(mails.some((row) => row.to_address === 'rahul@example.in')).toBe(false);

    // Only the closing day changes: nobody is written to.
    const closes = await post(
      OFFICE_RECRUITMENT_WINDOW_PATH,
      window({ closes: addDays(today, 6), interview_date: addDays(today, 14), interview_time: '10:00', version: 1 }),
    );
    expect(closes.statusCode, closes.body).toBe(200);
    expect(closes.json().message).toBe(WINDOW_SAVED_MESSAGE);
    expect(outbox()).toHaveLength(2);
  });

  it('keeps a change, audits it with before, after and the reason, and the public answer follows at once', async () => {
    const response = await post(OFFICE_RECRUITMENT_WINDOW_PATH, window());
    expect(response.statusCode, response.body).toBe(200);
    expect(await read()).toMatchObject({
      opens: addDays(today, -5),
      interview_time: '11:30',
      source: 'office',
      version: 1,
      updated_by: 'ravi.r',
    });
    expect(await publicWindow()).toEqual({
      opens: addDays(today, -5),
      closes: addDays(today, 5),
      interview: { date: addDays(today, 12), time: '11:30' },
    });
    const [audit] = auditRows('recruitment_window.change');
    expect(audit).toMatchObject({
      username: 'ravi.r',
      role: 'recruitment_officer',
      reason: 'Dates approved by the principal',
    });
    expect(JSON.parse(String(audit.before_json))).toMatchObject({
      opens: app.college.recruitment.opens,
      source: 'settings',
    });
    expect(JSON.parse(String(audit.after_json))).toEqual({
      opens: addDays(today, -5),
      closes: addDays(today, 5),
      interview_date: addDays(today, 12),
      interview_time: '11:30',
    });
  });

  it('refuses a stale change with 409 and keeps the first one', async () => {
    expect((await post(OFFICE_RECRUITMENT_WINDOW_PATH, window())).statusCode).toBe(200);
    const stale = await post(OFFICE_RECRUITMENT_WINDOW_PATH, window({ interview_time: '09:00' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: WINDOW_STALE_MESSAGE });
    expect((await read()).interview_time).toBe('11:30');
    expect(auditRows('recruitment_window.change')).toHaveLength(1);
  });

  it('refuses an invalid window field by field and stores nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ opens: '2026-02-30' }, { opens: DATE_MESSAGE }],
      [{ closes: addDays(today, -6) }, { closes: CLOSES_BEFORE_OPENS_MESSAGE }],
      [{ interview_date: addDays(today, 4) }, { interview_date: INTERVIEW_BEFORE_CLOSE_MESSAGE }],
      [{ interview_time: '25:00' }, { interview_time: TIME_MESSAGE }],
      [{ reason: '' }, { reason: REASON_MESSAGE }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await post(OFFICE_RECRUITMENT_WINDOW_PATH, window(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(tableRows(app, 'recruitment_window')).toEqual([]);
  });

  it('is the window saveCareer refuses applications outside of, with a clear message', async () => {
    const { title } = app.college.recruitment;
    const hindiTitle = app.college.hi?.recruitmentTitle;
    expect(
      (await post(OFFICE_RECRUITMENT_WINDOW_PATH, window({ opens: addDays(today, 2), closes: addDays(today, 6) })))
        .statusCode,
    ).toBe(200);
    const early = await postMultipart(app, SAVE_CAREER_PATH, applicationForm(pdf));
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toEqual(recruitmentNotOpenMessage(title, addDays(today, 2), hindiTitle));

    expect(
      (
        await post(
          OFFICE_RECRUITMENT_WINDOW_PATH,
          window({ opens: addDays(today, -9), closes: addDays(today, -1), version: 1 }),
        )
      ).statusCode,
    ).toBe(200);
    const late = await postMultipart(app, SAVE_CAREER_PATH, applicationForm(pdf));
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toEqual(recruitmentClosedMessage(title, addDays(today, -1), hindiTitle));
    expect(tableRows(app, 'applications')).toEqual([]);

    expect((await post(OFFICE_RECRUITMENT_WINDOW_PATH, window({ version: 2 }))).statusCode).toBe(200);
    expect((await postMultipart(app, SAVE_CAREER_PATH, applicationForm(pdf))).statusCode).toBe(200);
  });
});
