import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, readOrCreateSigningKey, type RoleGrant, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/app';
import { EXAM_YEAR_MESSAGE, EXAMS_PATH, examsAnswerSchema, unknownExamMessage } from '../src/contract';
import {
  CERTIFICATE_PREFIX_MESSAGE,
  CERTIFICATE_PREFIX_NEEDED_MESSAGE,
  EXAM_DATE_MESSAGE,
  EXAM_DATE_YEAR_MESSAGE,
  EXAM_NAME_EN_MESSAGE,
  EXAM_NAME_HI_SCRIPT_MESSAGE,
  EXAM_YEAR_RANGE_MESSAGE,
  examCreatedAnswerSchema,
  examPrefixTakenMessage,
  examYearTakenMessage,
  OFFICE_EXAMS_PATH,
  officeExamsAnswerSchema,
} from '../src/office-contract/results';
import { DEMO_COUNT, DEMO_ROLLS } from '../src/seed';
import { lookUp, makeTempDir, officeCalls, removeDir, sheetOf, startResults } from './helpers';

const ACCOUNTANT: RoleGrant[] = [{ role: 'accountant' }];
const EXAM_2025 = {
  name_en: 'Talent Search Exam 2025',
  name_hi: 'प्रतिभा खोज परीक्षा 2025',
  year: '2025',
  held_on: '2025-01-12',
  certificate_prefix: 'TSE25-',
};

let dataDir: string;
let app: FastifyInstance | undefined;
let key: SigningKey;

beforeEach(async () => {
  dataDir = await makeTempDir('results-exams-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

async function start() {
  app = await startResults(dataDir);
  return { app, ...officeCalls(app, key) };
}

const officeExams = async (get: ReturnType<typeof officeCalls>['get']) =>
  v.parse(officeExamsAnswerSchema, (await get(OFFICE_EXAMS_PATH)).json()).data;

describe('the exams as the office keeps them', () => {
  it('lists the demo exam with its results; a new exam is added, audited, listed first, and public only once it has results', async () => {
    const { app, get, post } = await start();
    expect(await officeExams(get)).toEqual([
      {
        year: 2024,
        name_en: 'Talent Search Exam 2024',
        name_hi: 'प्रतिभा खोज परीक्षा 2024',
        held_on: '2024-01-07',
        certificate_prefix: 'TSE24/',
        results: DEMO_COUNT,
        last_import: null,
      },
    ]);

    const response = await post(OFFICE_EXAMS_PATH, { ...EXAM_2025, name_en: ' Talent Search Exam 2025 ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = v.parse(examCreatedAnswerSchema, response.json());
    expect(answer.message).toMatch(/^Talent Search Exam 2025 added\./);
    expect(answer.data).toEqual({
      year: 2025,
      name_en: 'Talent Search Exam 2025',
      name_hi: 'प्रतिभा खोज परीक्षा 2025',
      held_on: '2025-01-12',
      certificate_prefix: 'TSE25-',
      results: 0,
      last_import: null,
    });
    expect((await officeExams(get)).map((exam) => exam.year)).toEqual([2025, 2024]);

    const [audit] = app.audit.list().filter((row) => row.action === 'results.exam_create');
    expect(audit).toMatchObject({
      username: 'rekha.results',
      role: 'results_officer',
      record_type: 'talent_exam',
      record_id: '2025',
    });
    expect(JSON.parse(audit.after_json!)).toEqual({
      year: 2025,
      name_en: 'Talent Search Exam 2025',
      name_hi: 'प्रतिभा खोज परीक्षा 2025',
      held_on: '2025-01-12',
      certificate_prefix: 'TSE25-',
    });

    // Not on the public page while it has no results: the look-up still answers from 2024.
    const published = v.parse(examsAnswerSchema, (await app.inject({ method: 'GET', url: EXAMS_PATH })).json());
    expect(published.data.map((exam) => exam.year)).toEqual([2024]);
    expect((await lookUp(app, { rollno: DEMO_ROLLS.firstPrize })).json().data.exam.year).toBe(2024);
  });

  it('refuses a second exam of a year (409) or a prefix another exam uses (409), each under its field', async () => {
    const { app, post } = await start();
    expect((await post(OFFICE_EXAMS_PATH, EXAM_2025)).statusCode).toBe(200);
    const again = await post(OFFICE_EXAMS_PATH, { ...EXAM_2025, certificate_prefix: 'TSE25B-' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      result: 'failure',
      message: examYearTakenMessage(2025),
      errors: { year: examYearTakenMessage(2025) },
    });
    const samePrefix = await post(OFFICE_EXAMS_PATH, {
      ...EXAM_2025,
      year: 2026,
      held_on: '2026-01-11',
      certificate_prefix: 'tse24/',
    });
    expect(samePrefix.statusCode).toBe(409);
    expect(samePrefix.json().errors).toEqual({ certificate_prefix: examPrefixTakenMessage('TSE24/', 2024) });
    expect(app.exams.list()).toHaveLength(2);
    expect(app.audit.list().filter((row) => row.action === 'results.exam_create')).toHaveLength(1);
  });

  it('says what is wrong with each field, adding nothing', async () => {
    const { app, post } = await start();
    const refused = async (body: Record<string, unknown>) => {
      const response = await post(OFFICE_EXAMS_PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await refused({})).toEqual({
      name_en: EXAM_NAME_EN_MESSAGE,
      name_hi: expect.stringMatching(/^Write the exam's name in Hindi/),
      year: 'Enter the year of the exam, such as 2025',
      held_on: 'Enter the date the exam was held',
      certificate_prefix: CERTIFICATE_PREFIX_NEEDED_MESSAGE,
    });
    expect(await refused({ ...EXAM_2025, name_hi: 'Pratibha Khoj Pariksha 2025' })).toEqual({
      name_hi: EXAM_NAME_HI_SCRIPT_MESSAGE,
    });
    for (const year of ['25', '20 25', '1999', 2101, 'two thousand'])
      expect(await refused({ ...EXAM_2025, year }), String(year)).toEqual({ year: EXAM_YEAR_RANGE_MESSAGE });
    for (const held_on of ['12-01-2025', '2025-02-30', 'soon'])
      expect(await refused({ ...EXAM_2025, held_on }), held_on).toEqual({ held_on: EXAM_DATE_MESSAGE });
    expect(await refused({ ...EXAM_2025, held_on: '2052-01-12' })).toEqual({ held_on: EXAM_DATE_YEAR_MESSAGE });
    for (const certificate_prefix of ['TSE 25', '-TSE', 'T'.repeat(21), 'TSE25<'])
      expect(await refused({ ...EXAM_2025, certificate_prefix }), certificate_prefix).toEqual({
        certificate_prefix: CERTIFICATE_PREFIX_MESSAGE,
      });
    expect(app.exams.list()).toHaveLength(1);
  });

  it('is the results officer’s alone', async () => {
    const { app, get, post } = await start();
    expect((await get(OFFICE_EXAMS_PATH, ACCOUNTANT)).statusCode).toBe(403);
    expect((await post(OFFICE_EXAMS_PATH, EXAM_2025, ACCOUNTANT)).statusCode).toBe(403);
    expect((await post(OFFICE_EXAMS_PATH, EXAM_2025, 'none')).statusCode).toBe(401);
    expect(app.exams.list()).toHaveLength(1);
  });
});

describe('the public look-up by exam', () => {
  it('looks up the year asked, the newest exam with results by default, and says so when no exam has that year', async () => {
    const { app, post, upload } = await start();
    await post(OFFICE_EXAMS_PATH, EXAM_2025);
    const exam2024 = app.exams.byYear(2024)!;
    // The same roll number in 2025's sheet: a roll number is unique within its exam only.
    const row = { ...app.results.find(exam2024.id, DEMO_ROLLS.firstPrize)!, certificate_no: 'TSE25-0001', score: '77' };
    const preview = (await upload(sheetOf([row]), '2025')).json().data;
    expect((await post('/api/v1/office/results/imports/commit', { import_id: preview.import_id })).statusCode).toBe(
      200,
    );

    const asked = async (body: Record<string, unknown>) => (await lookUp(app, body)).json();
    expect((await asked({ rollno: DEMO_ROLLS.firstPrize })).data).toMatchObject({
      score: '77',
      certificate_no: 'TSE25-0001',
      exam: { year: 2025, name_en: 'Talent Search Exam 2025', held_on: '2025-01-12' },
    });
    expect((await asked({ rollno: DEMO_ROLLS.firstPrize, year: 2024 })).data).toMatchObject({
      score: '99',
      exam: { year: 2024, name_hi: 'प्रतिभा खोज परीक्षा 2024' },
    });
    expect((await asked({ rollno: DEMO_ROLLS.firstPrize, year: ' 2024 ' })).data.exam.year).toBe(2024);
    // Only in 2024: not found in the newest exam.
    const only2024 = await lookUp(app, { rollno: DEMO_ROLLS.eligible[0] });
    expect(only2024.statusCode).toBe(404);
    expect((await asked({ rollno: DEMO_ROLLS.eligible[0], year: '2024' })).data.rollno).toBe(DEMO_ROLLS.eligible[0]);

    const published = v.parse(examsAnswerSchema, (await app.inject({ method: 'GET', url: EXAMS_PATH })).json());
    expect(published.data).toEqual([
      { year: 2025, name_en: 'Talent Search Exam 2025', name_hi: 'प्रतिभा खोज परीक्षा 2025', held_on: '2025-01-12' },
      { year: 2024, name_en: 'Talent Search Exam 2024', name_hi: 'प्रतिभा खोज परीक्षा 2024', held_on: '2024-01-07' },
    ]);

    const unknown = await lookUp(app, { rollno: DEMO_ROLLS.firstPrize, year: 2019 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      result: 'failure',
      message: unknownExamMessage(2019),
      errors: { year: unknownExamMessage(2019) },
    });
    expect(unknownExamMessage(2019)).toBe(
      'There is no Talent Search Exam of 2019 on this site. Choose the exam from the list.',
    );
    for (const year of ['20x5', 202, 2024.5, null, ['2024']]) {
      const malformed = await lookUp(app, { rollno: DEMO_ROLLS.firstPrize, year });
      expect(malformed.statusCode, JSON.stringify(year)).toBe(400);
      expect(malformed.json().errors, JSON.stringify(year)).toEqual({ year: EXAM_YEAR_MESSAGE });
    }
  });

  it('keeps the rate limit for look-ups by year too', async () => {
    app = await startResults(dataDir, { lookupLimit: { max: 2, timeWindow: 60_000 } });
    for (const year of [2024, 2019]) await lookUp(app, { rollno: DEMO_ROLLS.firstPrize, year }, '10.3.3.3');
    expect((await lookUp(app, { rollno: DEMO_ROLLS.firstPrize, year: 2024 }, '10.3.3.3')).statusCode).toBe(429);
  });
});

describe('migration 003: the results stored before exams were data', () => {
  it('go to the 2024 exam, its prefix taken from their certificate numbers', async () => {
    // A database as the service left it before: migrations 001 and 002, rows with their own numbers.
    const before = path.join(dataDir, 'migrations-before');
    await mkdir(before);
    for (const file of ['001-talent-results.sql', '002-result-imports.sql'])
      await copyFile(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    await mkdir(path.join(dataDir, 'results'), { recursive: true });
    const db = openDatabase(path.join(dataDir, 'results', 'db.sqlite'), { migrationsDir: before });
    const insert = db.prepare(
      "insert into talent_results values (?, ?, 'A', 'B', 'C', '50', 'Qualified', '', '', '0', ?)",
    );
    insert.run('1001', 'TSE/2024/0001', '1');
    insert.run('1002', 'TSE/2024/0002', '1');
    insert.run('1003', '', '0');
    insert.run('1004', 'OLD-7', '1');
    db.close();

    const { app, get } = await start();
    const [exam] = await officeExams(get);
    expect(exam).toMatchObject({ year: 2024, certificate_prefix: 'TSE/2024/', results: 4, last_import: null });
    // Not seeded again: the stored results stay the only ones.
    expect(app.results.count()).toBe(4);
    expect((await lookUp(app, { rollno: '1004' })).json().data).toMatchObject({
      certificate_no: 'OLD-7',
      exam: { year: 2024, name_en: 'Talent Search Exam 2024', held_on: '2024-01-07' },
    });
  });
});
