import type { FastifyInstance } from 'fastify';
import { readOrCreateSigningKey, type SigningKey } from '@college/service-kit';
import { lookupWaitMessage } from '@college/service-kit/access-code';
import { TEST_SETTINGS } from '@college/settings/testing';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CAREER_NUMBER_MESSAGE,
  CAREER_STATUS_NOT_FOUND_MESSAGE,
  CAREER_STATUS_PATH,
  careerStatusAnswerSchema,
  SAVE_CAREER_PATH,
  saveCareerResponseSchema,
  STATUS_MISSING,
} from '../src/contract';
import { officeCareerDecisionPath, OFFICE_RECRUITMENT_WINDOW_PATH } from '../src/office-contract/recruitment';
import {
  applicationForm,
  makePdf,
  makeTempDir,
  officeInject,
  postMultipart,
  removeDir,
  startCareers,
  tableRows,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

/** The applicant's own phone, and strangers elsewhere (the gateway says who, in X-Forwarded-For). */
const APPLICANT = '198.51.100.7';
const stranger = (n: number) => `203.0.113.${n}`;

beforeEach(async () => {
  dataDir = await makeTempDir('careers-status-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startCareers(dataDir);
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

async function apply() {
  const response = await postMultipart(app, SAVE_CAREER_PATH, applicationForm(await makePdf()));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(saveCareerResponseSchema, response.json()).data;
}
type Applied = Awaited<ReturnType<typeof apply>>;

const status = (body: Record<string, string>, client = APPLICANT, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: CAREER_STATUS_PATH,
    payload: body,
    headers: { 'x-forwarded-for': client, ...headers },
  });
const rightAnswer = (applied: Applied) => ({
  application_no: applied.application_no,
  dob: '12-04-1990',
  access_code: applied.access_code,
});

describe('POST careerStatus: number, date of birth and access code', () => {
  it('gives an access code with each application and keeps only its hash', async () => {
    const applied = await apply();
    expect(applied.access_code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const [row] = tableRows(app, 'applications');
    expect(row.access_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(applied.access_code.replace('-', ''));
    expect(JSON.stringify(row)).not.toContain(applied.access_code);
  });

  it('tells the applicant where the application stands, typed as people type, and no cache keeps it', async () => {
    const applied = await apply();
    const response = await status({
      application_no: ` ${applied.application_no.toLowerCase()} `,
      dob: '12/04/1990',
      access_code: applied.access_code.toLowerCase().replace('-', ' '),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = v.parse(careerStatusAnswerSchema, response.json());
    expect(data).toMatchObject({
      application_no: applied.application_no,
      profile: 'Assistant Professor(B.A)',
      subject: 'Hindi',
      status: 'received',
      interview: null,
    });
    expect(data.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('after shortlisting: the interview in force; after rejection: no interview and never the reason', async () => {
    const applied = await apply();
    const decide = (decision: string, reason: string, version: number) =>
      officeInject(app, key, {
        method: 'POST',
        url: officeCareerDecisionPath(applied.application_no),
        body: { decision, reason, version },
        roles: [{ role: 'recruitment_officer' }],
      });
    expect((await decide('shortlisted', 'NET qualified', 0)).statusCode).toBe(200);
    let data = v.parse(careerStatusAnswerSchema, (await status(rightAnswer(applied))).json()).data;
    expect(data.status).toBe('shortlisted');
    expect(data.interview).toEqual(TEST_SETTINGS.recruitment.interview);

    // The office moves the interview: the applicant sees the new day.
    const window = await officeInject(app, key, {
      url: OFFICE_RECRUITMENT_WINDOW_PATH,
      roles: [{ role: 'recruitment_officer' }],
    });
    const { opens, closes, version } = window.json().data;
    const moved = await officeInject(app, key, {
      method: 'POST',
      url: OFFICE_RECRUITMENT_WINDOW_PATH,
      body: { opens, closes, version, interview_date: '2099-01-15', interview_time: '11:30', reason: 'Hall booked' },
      roles: [{ role: 'recruitment_officer' }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    data = v.parse(careerStatusAnswerSchema, (await status(rightAnswer(applied))).json()).data;
    expect(data.interview).toEqual({ date: '2099-01-15', time: '11:30' });

    expect((await decide('rejected', 'Secret remark of the committee', 1)).statusCode).toBe(200);
    const rejected = await status(rightAnswer(applied));
    expect(rejected.json().data).toMatchObject({ status: 'rejected', interview: null });
    expect(rejected.body).not.toContain('Secret remark');
  });

  it('one answer for a wrong number, date of birth or code, and for an application made before codes', async () => {
    const applied = await apply();
    const wrongs = [
      { ...rightAnswer(applied), application_no: applied.application_no.replace(/\d$/, '9') },
      { ...rightAnswer(applied), dob: '13-04-1990' },
      { ...rightAnswer(applied), access_code: 'ZZZZ-ZZZZ' },
    ];
    for (const wrong of wrongs) {
      const response = await status(wrong, stranger(wrongs.indexOf(wrong)));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: 'failure', message: CAREER_STATUS_NOT_FOUND_MESSAGE, errors: {} });
    }
    // Made before this release: no code is stored, and no code opens it.
    app.db.prepare('update applications set access_code_hash = null').run();
    expect((await status(rightAnswer(applied))).statusCode).toBe(404);
  });

  it('names each empty or malformed field, in Hindi for a Hindi page, and reads nothing', async () => {
    const empty = await status({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      application_no: STATUS_MISSING.application_no,
      dob: STATUS_MISSING.dob,
      access_code: STATUS_MISSING.access_code,
    });
    const malformed = await status({ application_no: 'ADM2025-000001', dob: '12-04-1990', access_code: 'K7QM' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.application_no).toBe(CAREER_NUMBER_MESSAGE);
    const hindi = await status({}, APPLICANT, { 'accept-language': 'hi' });
    expect(hindi.json().errors.application_no).toBe('अपनी आवेदन संख्या भरें');
    // Malformed input is no wrong answer: nobody is made to wait for a typo in the shape.
    for (let i = 0; i < 10; i++) expect((await status({}, stranger(9))).statusCode).toBe(400);
    const applied = await apply();
    expect((await status(rightAnswer(applied), stranger(9))).statusCode).toBe(200);
  });

  it('a client that keeps answering wrong must wait, told so plainly; the applicant elsewhere does not', async () => {
    const applied = await apply();
    const wrong = { ...rightAnswer(applied), access_code: 'ZZZZ-ZZZZ' };
    for (let i = 0; i < 5; i++) expect((await status(wrong, stranger(1))).statusCode).toBe(404);
    // Even a right answer from there waits: else the wait would not slow down guessing.
    const refused = await status(rightAnswer(applied), stranger(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ result: 'failure', message: lookupWaitMessage(1), errors: {} });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await status(rightAnswer(applied), APPLICANT)).statusCode).toBe(200);
  });
});
