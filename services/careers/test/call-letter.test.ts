import type { FastifyInstance } from 'fastify';
import { readOrCreateSigningKey, type RoleGrant, type SigningKey } from '@college/service-kit';
import { addDays, formatIndianDate } from '@college/settings/dates';
import { postalAddress } from '@college/settings/format';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartPayload } from '../../kit/test/helpers';
import { SAVE_CAREER_PATH } from '../src/contract';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  CALL_LETTER_NO_EMAIL_MESSAGE,
  CALL_LETTER_NOT_SHORTLISTED_MESSAGE,
  callLetterAnswerSchema,
  callLetterSentMessage,
  careerApplicationAnswerSchema,
  interviewRowsAnswerSchema,
  interviewRowsUrl,
  OFFICE_RECRUITMENT_WINDOW_PATH,
  officeCallLetterPath,
  officeCareerApplicationPath,
  officeCareerDecisionPath,
  officeWindowAnswerSchema,
} from '../src/office-contract/recruitment';
import { applicationForm, makePdf, makeTempDir, officeInject, removeDir, startCareers, tableRows } from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let pdf: Buffer;

const OFFICER: RoleGrant[] = [{ role: 'recruitment_officer' }];
const DEVANAGARI = /[\u0900-\u097F]/;

const get = (url: string, roles: RoleGrant[] | 'none' = OFFICER) => officeInject(app, key, { url, roles });
const post = (url: string, body: Record<string, unknown> = {}, roles: RoleGrant[] | 'none' = OFFICER) =>
  officeInject(app, key, { method: 'POST', url, body, roles, username: 'ravi.r' });
const letters = () => tableRows(app, 'mail_outbox').filter((row) => row.kind === 'careers.call-letter');
const audits = () => tableRows(app, 'audit_log').filter((row) => row.action === 'career.call_letter');

/** Anita (English page), and optionally Sunita from the Hindi page: their numbers. */
async function apply(form = applicationForm(pdf), lang?: 'hi'): Promise<string> {
  const { payload, headers } = await multipartPayload(form);
  const response = await app.inject({
    method: 'POST',
    url: SAVE_CAREER_PATH,
    payload,
    headers: lang ? { ...headers, 'accept-language': lang } : headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.application_no;
}
const decide = async (number: string, decision: 'shortlisted' | 'rejected', version = 0) => {
  const response = await post(officeCareerDecisionPath(number), { decision, reason: 'Eligible', version });
  expect(response.statusCode, response.body).toBe(200);
};
const interviewOf = async () => {
  const window = v.parse(officeWindowAnswerSchema, (await get(OFFICE_RECRUITMENT_WINDOW_PATH)).json()).data;
  return { date: window.interview_date, time: window.interview_time, window };
};

beforeEach(async () => {
  dataDir = await makeTempDir('careers-call-letter-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startCareers(dataDir);
  pdf = await makePdf();
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

describe('The interview call letter by e-mail', () => {
  it('mails a shortlisted applicant once per interview schedule, in English as they applied, audited', async () => {
    const number = await apply();
    await decide(number, 'shortlisted');
    const { date, time } = await interviewOf();

    const sent = await post(officeCallLetterPath(number));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    const answer = v.parse(callLetterAnswerSchema, sent.json());
    expect(answer.message).toBe(callLetterSentMessage('anita@example.in', false));
    expect(answer.data.call_letters).toEqual([
      { interview_date: date, interview_time: time, sent_at: expect.any(String), sent_by: 'ravi.r' },
    ]);

    const [mail] = letters();
    expect(mail).toMatchObject({ to_address: 'anita@example.in', subject: `Interview call letter: ${number}` });
    const text = String(mail.text);
    expect(text).toContain('Dear Anita Sharma,');
    expect(text).toContain(`for the post of Assistant Professor(B.A) (Hindi), application ${number}`);
    expect(text).toContain(`Interview: ${formatIndianDate(date)} at ${time}`);
    expect(text).toContain(`Place: ${app.college.name}, ${postalAddress(app.college.address)}`);
    expect(text).toContain('- the originals of your certificates and mark sheets');
    expect(text).toContain('- a photo identity card');
    expect(text).toContain('- the print of your application (acknowledgement)');
    // As the applicant applied: English only; no phone number (never 12 digits in a row).
    expect(text).not.toMatch(DEVANAGARI);
    expect(text).not.toMatch(/\d{10}/);

    const [audit] = audits();
    expect(audit).toMatchObject({
      username: 'ravi.r',
      role: 'recruitment_officer',
      record_type: 'application',
      record_id: number,
    });
    expect(JSON.parse(String(audit.after_json))).toEqual({
      interview_date: date,
      interview_time: time,
      new_date: false,
      lang: 'en',
    });

    // A second click for the same interview: refused, nothing more mailed or audited.
    const again = await post(officeCallLetterPath(number));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already e-mailed on \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} IST/);
    expect(letters()).toHaveLength(1);
    expect(audits()).toHaveLength(1);

    // The page reads the letters sent with the application.
    const detail = v.parse(careerApplicationAnswerSchema, (await get(officeCareerApplicationPath(number))).json());
    expect(detail.data.call_letters).toHaveLength(1);
  });

  it('may be sent again after the interview moves, saying the date is new (the move itself is told too)', async () => {
    const number = await apply();
    await decide(number, 'shortlisted');
    expect((await post(officeCallLetterPath(number))).statusCode).toBe(200);

    const { window } = await interviewOf();
    const moved = addDays(window.interview_date, 2);
    const change = await post(OFFICE_RECRUITMENT_WINDOW_PATH, {
      opens: window.opens,
      closes: window.closes,
      interview_date: moved,
      interview_time: '14:00',
      reason: 'Panel not available',
      version: window.version,
    });
    expect(change.statusCode, change.body).toBe(200);
    // The moved interview is told at once, as before.
    expect(tableRows(app, 'mail_outbox').filter((row) => row.kind === 'careers.interview-moved')).toHaveLength(1);

    const again = await post(officeCallLetterPath(number));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(callLetterSentMessage('anita@example.in', true));
    const mails = letters();
    expect(mails).toHaveLength(2);
    expect(String(mails[1].subject)).toBe(`Interview call letter (new date): ${number}`);
    expect(String(mails[1].text)).toContain(
      'The interview date has changed: this letter replaces the one sent before.',
    );
    expect(String(mails[1].text)).toContain(`Interview: ${formatIndianDate(moved)} at 14:00`);
    expect(JSON.parse(String(audits()[1].after_json))).toMatchObject({
      interview_date: moved,
      interview_time: '14:00',
      new_date: true,
    });
  });

  it('is refused for an application not shortlisted, without an e-mail address, or unknown; and to other roles', async () => {
    const number = await apply();
    const received = await post(officeCallLetterPath(number));
    expect(received.statusCode).toBe(409);
    expect(received.json().message).toBe(CALL_LETTER_NOT_SHORTLISTED_MESSAGE);
    await decide(number, 'rejected');
    expect((await post(officeCallLetterPath(number))).json().message).toBe(CALL_LETTER_NOT_SHORTLISTED_MESSAGE);

    await decide(number, 'shortlisted', 1);
    app.db.prepare("update applications set email = '' where application_no = ?").run(number);
    const noEmail = await post(officeCallLetterPath(number));
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().message).toBe(CALL_LETTER_NO_EMAIL_MESSAGE);

    const unknown = await post(officeCallLetterPath('REC2025-999999'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    expect((await post(officeCallLetterPath(number), {}, [{ role: 'admission_officer' }])).statusCode).toBe(403);
    expect((await post(officeCallLetterPath(number), {}, 'none')).statusCode).toBe(401);

    expect(letters()).toEqual([]);
    expect(audits()).toEqual([]);
  });

  it('is in Hindi for an applicant who applied from the Hindi page', async () => {
    const number = await apply(
      applicationForm(pdf, { name: 'Sunita Devi', email: 'sunita@example.in', mobile: '9876543219' }),
      'hi',
    );
    await decide(number, 'shortlisted');
    const { date, time } = await interviewOf();
    expect((await post(officeCallLetterPath(number))).statusCode).toBe(200);
    const [mail] = letters();
    expect(mail.subject).toBe(`साक्षात्कार पत्र: ${number}`);
    const text = String(mail.text);
    expect(text).toContain('प्रिय Sunita Devi,');
    expect(text).toContain(`साक्षात्कार: ${formatIndianDate(date)}, ${time} बजे`);
    expect(text).toContain(`स्थान: ${app.college.hi.name}`);
    expect(text).toContain('कृपया साथ लाएँ:');
    expect(text).not.toContain('Dear');
    expect(JSON.parse(String(audits()[0].after_json))).toMatchObject({ lang: 'hi' });
  });

  it('is in both languages for an application made before the language was kept', async () => {
    const number = await apply();
    app.db.prepare('update applications set lang = null where application_no = ?').run(number);
    await decide(number, 'shortlisted');
    expect((await post(officeCallLetterPath(number))).statusCode).toBe(200);
    const text = String(letters()[0].text);
    expect(text).toContain('Dear Anita Sharma,');
    expect(text).toContain('प्रिय Anita Sharma,');
  });
});

describe('The decider by name', () => {
  it("keeps the name the office signed beside the username, for the office's decision line", async () => {
    const number = await apply();
    const response = await officeInject(app, key, {
      method: 'POST',
      url: officeCareerDecisionPath(number),
      body: { decision: 'shortlisted', reason: 'Eligible', version: 0 },
      roles: OFFICER,
      displayName: 'Ravi R',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ reviewed_by: 'ravi.r', reviewed_by_name: 'Ravi R' });
    // A name the browser sends is not taken: only what the office signed counts.
    const sent = await post(officeCareerDecisionPath(number), {
      decision: 'rejected',
      reason: 'Late',
      version: 1,
      officer_name: 'Someone Else',
    });
    expect(sent.statusCode).toBe(400);
    expect(Object.keys(sent.json().errors)).toEqual(['officer_name']);
    // Without a signed name (an older gateway), the username stands alone.
    const unnamed = await post(officeCareerDecisionPath(number), { decision: 'rejected', reason: 'Late', version: 1 });
    expect(unnamed.json().data).toMatchObject({ reviewed_by: 'ravi.r', reviewed_by_name: null });
  });
});

describe('The interview list for printing', () => {
  it("answers a post's shortlisted applicants with every qualification in one line, each read audited", async () => {
    const first = await apply();
    const second = await apply(
      applicationForm(pdf, {
        name: 'Rahul Verma',
        email: 'rahul@example.in',
        mobile: '9876543211',
        qualification: JSON.stringify([
          { qualification: 'PG', institute: 'Patna University', year: '2016', subject: 'Hindi', mark: '61' },
        ]),
      }),
    );
    const third = await apply(
      applicationForm(pdf, { name: 'Meena Devi', email: 'meena@example.in', mobile: '9876543212' }),
    );
    await decide(first, 'shortlisted');
    await decide(second, 'shortlisted');
    await decide(third, 'rejected');
    const { date, time } = await interviewOf();

    const response = await get(interviewRowsUrl(1, 'Hindi'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = v.parse(interviewRowsAnswerSchema, response.json());
    expect(data).toEqual({
      interview_date: date,
      interview_time: time,
      rows: [
        {
          application_no: first,
          name: 'Anita Sharma',
          post: 'Assistant Professor(B.A)',
          subject: 'Hindi',
          mobile: '9876543210',
          email: 'anita@example.in',
          category: 'OBC',
          qualifications: 'PG, Hindi, 2015, 68.5%; NET/Ph.D., Hindi, 2018, 72%',
        },
        expect.objectContaining({ application_no: second, qualifications: 'PG, Hindi, 2016, 61%' }),
      ],
    });
    expect((await get(interviewRowsUrl(1, 'Hindi', 'csv'))).statusCode).toBe(200);
    const rows = tableRows(app, 'audit_log').filter((row) => String(row.action).startsWith('interview_list.'));
    expect(rows.map((row) => [row.action, row.record_id, JSON.parse(String(row.after_json))])).toEqual([
      ['interview_list.print', '1', { profile: 1, subject: 'Hindi', rows: 2 }],
      ['interview_list.export', '1', { profile: 1, subject: 'Hindi', rows: 2 }],
    ]);
    expect((await get(`${interviewRowsUrl(1)}&purpose=everything`)).statusCode).toBe(400);
    expect((await get(interviewRowsUrl(1), [{ role: 'accountant' }])).statusCode).toBe(403);
  });
});
