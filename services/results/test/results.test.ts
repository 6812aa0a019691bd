import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notFoundMessage, RESULT_PATH, resultResponseSchema, ROLL_NUMBER_FORMAT_MESSAGE } from '../src/contract';
import { RESULT_FIELDS } from '../src/plugins/results-repository';
import { RESULT_LOOKUP_LIMIT } from '../src/routes/public/result';
import { DEMO_EXAM_YEAR, DEMO_ROLLS } from '../src/seed';
import { lookUp, makeTempDir, removeDir, startResults } from './helpers';

let dataDir: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir('results-service-');
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

async function start(options: Parameters<typeof startResults>[1] = {}) {
  app = await startResults(dataDir, options);
  return app;
}

async function resultOf(instance: FastifyInstance, rollno: string) {
  const response = await lookUp(instance, { rollno });
  expect(response.statusCode, rollno).toBe(200);
  return v.parse(resultResponseSchema, response.json()).data;
}

describe('POST /api/v1/api/getResultByRollNo', () => {
  it('answers an eligible roll number with every field of the result sheet and its certificate number', async () => {
    const instance = await start();
    const response = await lookUp(instance, { rollno: DEMO_ROLLS.firstPrize });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toBe('success');
    // The sheet's fields as before, and the exam the result belongs to.
    expect(Object.keys(body.data).sort()).toEqual([...RESULT_FIELDS, 'exam'].sort());
    expect(body.data.exam).toEqual({
      year: 2024,
      name_en: 'Talent Search Exam 2024',
      name_hi: 'प्रतिभा खोज परीक्षा 2024',
      held_on: '2024-01-07',
    });
    expect(body.data).toMatchObject({
      rollno: DEMO_ROLLS.firstPrize,
      certificate_no: expect.stringMatching(/^TSE24\/\d{4}$/),
      score: '99',
      result: 'Qualified',
      prize: 'First Prize',
      absent: '0',
      result_status: '1',
    });
    for (const field of ['student_name', 'father_name', 'school_name', 'remark'] as const) {
      expect(body.data[field].length, field).toBeGreaterThan(3);
    }
  });

  it('says an absent student was absent and gives no certificate number', async () => {
    const instance = await start();
    for (const rollno of DEMO_ROLLS.absent) {
      expect(await resultOf(instance, rollno)).toMatchObject({
        rollno,
        absent: '1',
        certificate_no: '',
        score: '',
        result: 'Absent',
      });
    }
  });

  it('says a withheld result is withheld and gives no certificate number', async () => {
    const instance = await start();
    for (const rollno of DEMO_ROLLS.withheld) {
      expect(await resultOf(instance, rollno)).toMatchObject({
        rollno,
        result_status: '0',
        absent: '0',
        certificate_no: '',
        result: 'Withheld',
      });
    }
  });

  it('answers an unknown roll number with 404 and a message a student understands', async () => {
    const response = await lookUp(await start(), { rollno: DEMO_ROLLS.unknown });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: 'failure', message: notFoundMessage(DEMO_ROLLS.unknown), errors: {} });
    expect(response.json().message).toBe(
      'No result found for roll number 249999. Check the number on your admit card and try again.',
    );
  });

  it('finds a roll number typed with spaces around it or sent as a number', async () => {
    const instance = await start();
    expect((await resultOf(instance, `  ${DEMO_ROLLS.eligible[0]} `)).rollno).toBe(DEMO_ROLLS.eligible[0]);
    const numeric = await lookUp(instance, { rollno: Number(DEMO_ROLLS.eligible[1]) });
    expect(numeric.statusCode).toBe(200);
    expect(numeric.json().data.rollno).toBe(DEMO_ROLLS.eligible[1]);
  });

  it("matches letters in any case (a sheet's roll numbers may carry letters)", async () => {
    const instance = await start();
    const row = { ...(await resultOf(instance, DEMO_ROLLS.eligible[0])), rollno: 'TSE-24/7', certificate_no: 'X-1' };
    const { exam: _exam, ...fields } = row;
    instance.results.replaceExam(instance.exams.byYear(DEMO_EXAM_YEAR)!.id, [fields]);
    expect((await resultOf(instance, 'tse-24/7')).certificate_no).toBe('X-1');
  });

  it('asks for the roll number when it is empty, blank or missing', async () => {
    const instance = await start();
    for (const body of [{ rollno: '' }, { rollno: '   ' }, {}]) {
      const response = await lookUp(instance, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ result: 'failure', errors: { rollno: 'Enter your roll number' } });
    }
  });

  it('explains the format of a malformed roll number', async () => {
    const instance = await start();
    for (const rollno of [
      '24 0001',
      "1' or '1'='1",
      '<script>',
      'x'.repeat(21),
      -5,
      1.5,
      true,
      ['240001'],
      { $gt: '' },
    ]) {
      const response = await lookUp(instance, { rollno });
      expect(response.statusCode, JSON.stringify(rollno)).toBe(400);
      expect(response.json().errors, JSON.stringify(rollno)).toEqual({ rollno: ROLL_NUMBER_FORMAT_MESSAGE });
    }
  });

  it('answers a body that is not a JSON object with 400, never a 5xx', async () => {
    const instance = await start();
    for (const payload of ['not json', '"240001"', '[]', 'null', '{"rollno":']) {
      const response = await lookUp(instance, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().result, payload).toBe('failure');
    }
    const wrongType = await instance.inject({
      method: 'POST',
      url: RESULT_PATH,
      payload: 'rollno=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      result: 'failure',
      message: 'The request data is not in the expected format.',
    });
    const get = await instance.inject({ method: 'GET', url: RESULT_PATH });
    expect(get.statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('stops one address after the limit with 429, while another address keeps its own budget', async () => {
    const instance = await start({ lookupLimit: { max: 3, timeWindow: 60_000 } });
    for (let i = 0; i < 3; i++)
      expect((await lookUp(instance, { rollno: DEMO_ROLLS.eligible[0] }, '10.1.1.1')).statusCode).toBe(200);
    const refused = await lookUp(instance, { rollno: DEMO_ROLLS.eligible[0] }, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ result: 'failure', message: 'Too many requests, please try again later.' });
    // Wrong and unknown roll numbers count too: walking through numbers is what the limit stops.
    expect((await lookUp(instance, { rollno: DEMO_ROLLS.unknown }, '10.1.1.1')).statusCode).toBe(429);
    expect((await lookUp(instance, { rollno: DEMO_ROLLS.eligible[0] }, '10.2.2.2')).statusCode).toBe(200);
  });

  it('lets a school lab behind one address make 200 look-ups in ten minutes, and refuses the 201st', async () => {
    expect(RESULT_LOOKUP_LIMIT).toEqual({ max: 200, timeWindow: 10 * 60_000 });
    const instance = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 201; i++) {
      statuses.push((await lookUp(instance, { rollno: String(240001 + (i % 320)) }, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 200).every((status) => status === 200 || status === 404)).toBe(true);
    expect(statuses[200]).toBe(429);
  });
});

describe('demo data', () => {
  it('seeds more than 300 results with absent and withheld cases, as the README names them', async () => {
    const instance = await start();
    expect(instance.results.count()).toBeGreaterThanOrEqual(300);
    const counts = instance.db
      .prepare(
        "select sum(absent = '1') as absent, sum(result_status = '0') as withheld, count(distinct certificate_no) - 1 as certificates from talent_results",
      )
      .get() as { absent: number; withheld: number; certificates: number };
    expect(counts.absent).toBeGreaterThanOrEqual(10);
    expect(counts.withheld).toBeGreaterThanOrEqual(5);
    // Every eligible student has their own certificate number.
    expect(counts.certificates).toBe(instance.results.count() - counts.absent - counts.withheld);

    // The demo roll numbers (README, e2e) are of the kind they are named for, all of the 2024 exam.
    const exam = instance.exams.byYear(DEMO_EXAM_YEAR)!;
    expect(instance.exams.list()).toEqual([exam]);
    expect(exam).toMatchObject({ name_en: 'Talent Search Exam 2024', certificate_prefix: 'TSE24/' });
    const find = (rollno: string) => instance.results.find(exam.id, rollno);
    for (const rollno of DEMO_ROLLS.eligible) expect(find(rollno)).toMatchObject({ absent: '0', result_status: '1' });
    for (const rollno of DEMO_ROLLS.absent) expect(find(rollno)).toMatchObject({ absent: '1' });
    for (const rollno of DEMO_ROLLS.withheld) expect(find(rollno)).toMatchObject({ absent: '0', result_status: '0' });
    expect(find(DEMO_ROLLS.unknown)).toBeUndefined();
  });

  it("names demo roll numbers of each kind in the service README's Talent Search section", async () => {
    const readme = await readFile(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const section = readme.split('# The results service: Talent Search results')[1]?.split('\n## ')[0] ?? '';
    for (const rollno of [...DEMO_ROLLS.eligible, ...DEMO_ROLLS.absent, ...DEMO_ROLLS.withheld, DEMO_ROLLS.unknown]) {
      expect(section, rollno).toContain(rollno);
    }
    expect(section).toContain('import-results');
  });

  it('seeds only once: a restart keeps the same results', async () => {
    const first = await resultOf(await start(), DEMO_ROLLS.eligible[0]);
    const before = app!.results.count();
    await app!.close();
    const instance = await start();
    expect(instance.results.count()).toBe(before);
    expect(await resultOf(instance, DEMO_ROLLS.eligible[0])).toEqual(first);
  });
});

describe('service basics', () => {
  it('answers /healthz', async () => {
    const response = await (await start()).inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', service: 'results' });
  });
});
