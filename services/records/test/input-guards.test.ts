import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture, timed } from '../../kit/test/helpers';
import { FACULTY_RECORD_PATH, STUDENT_RECORD_PATH } from '../src/contract';
import { makeTempDir, postJson, removeDir, seededIds, startRecords } from './helpers';

let dataDir: string;
let app: FastifyInstance;
let query: { course_id: number; part_id: number; acd_year: number };
const log = logCapture();

beforeAll(async () => {
  dataDir = await makeTempDir('records-guards-');
  // Logging on, as in production: the review's crash was in the log's masking of personal values.
  app = await startRecords(dataDir, { logger: { level: 'info', stream: log.stream } });
  const ids = await seededIds(app);
  const course = ids.course('B.Ed.');
  query = { course_id: course, part_id: (await ids.parts(course))[0].base_id, acd_year: ids.year(2024) };
});

afterAll(async () => {
  await app?.close();
  await removeDir(dataDir);
});

async function stillAnswers() {
  const response = await postJson(app, STUDENT_RECORD_PATH, query);
  expect(response.statusCode).toBe(200);
  expect(response.json().data.length).toBeGreaterThan(0);
}

describe('getStudentRecord against oversized and unexpected input', () => {
  it("answers the review's request (an extra long field) with a 4xx in JSON at once, and keeps answering", async () => {
    const { response, ms } = await timed(() =>
      postJson(app, STUDENT_RECORD_PATH, { ...query, stu_name: 'a'.repeat(40_000) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: 'This form does not take a field named "stu_name".',
      errors: { stu_name: 'This field is not part of the form.' },
    });
    expect(ms).toBeLessThan(200);
    await stillAnswers();

    const huge = await timed(() => postJson(app, STUDENT_RECORD_PATH, { ...query, stu_name: 'a'.repeat(1024 * 1024) }));
    expect(huge.response.statusCode).toBe(413);
    expect(huge.response.json()).toEqual({ result: 'failure', message: 'The request is too large.', errors: {} });
    expect(huge.ms).toBeLessThan(200);
    await stillAnswers();
  });

  it("refuses a value too long for any field with the field's own message", async () => {
    const long = await postJson(app, FACULTY_RECORD_PATH, { course_id: '1'.repeat(9000), type: 1 });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ course_id: 'Choose a value from the list' });
    await stillAnswers();
    for (const line of log.lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe('student lists', () => {
  it('carry names, so no cache keeps them', async () => {
    const response = await postJson(app, STUDENT_RECORD_PATH, query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
