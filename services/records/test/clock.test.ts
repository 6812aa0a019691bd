import { readOrCreateSigningKey, type RoleGrant, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, officeInjectFor } from '../../kit/test/helpers';
import {
  IMPORT_COMMIT_PATH,
  IMPORT_NOT_FOUND_MESSAGE,
  importPreviewAnswerSchema,
  importPreviewPath,
} from '../src/office-contract/records';
import { makeTempDir, removeDir, seededIds, startRecords } from './helpers';

const HOUR = 60 * 60_000;
const EDITOR: RoleGrant[] = [{ role: 'content_editor' }];
const FACULTY_HEADER = 'course_id,type,name,qualification,designation,subject,joindate,photo';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
/** The service's clock (buildApp's `now`): a day in 2020, moved by the tests. */
let at: Date;

const call = (url: string, body: unknown) =>
  officeInjectFor('records', app, key, { method: 'POST', url, body, roles: EDITOR });
const csv = (lines: string[]) => ({ bytes: Buffer.from(`${lines.join('\n')}\n`), name: 'sheet.csv', type: 'text/csv' });
const preview = async (dataset: string, lines: string[]) => {
  const response = await call(importPreviewPath(dataset), formData({ file: csv(lines) }));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(importPreviewAnswerSchema, response.json()).data;
};

beforeEach(async () => {
  dataDir = await makeTempDir('records-clock-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  at = new Date('2020-06-01T10:00:00Z');
  app = await startRecords(dataDir, { now: () => at });
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

describe("The records service's rules read its clock (buildApp's now)", () => {
  it('finds a joining date in the future by that clock', async () => {
    const { course } = await seededIds(app);
    const line = (joined: string) => `${course('B.Ed.')},1,Zara Qureshi,M.A.,Lecturer,Hindi,${joined},zara.png`;
    const later = await preview('faculty', [FACULTY_HEADER, line('2020-06-02')]);
    expect(later.problems).toContainEqual({ line: 2, reason: 'joindate: must be a real date, not in the future' });
    const earlier = await preview('faculty', [FACULTY_HEADER, line('2020-06-01')]);
    expect(earlier.problems.map((problem) => problem.reason)).not.toContainEqual(expect.stringContaining('joindate'));
  });

  it('keeps a preview a day by that clock', async () => {
    const ids = await seededIds(app);
    const course = ids.course('B.Ed.');
    const part = (await ids.parts(course))[0].base_id;
    const student = `${course},${part},${ids.year(2023)},Anya,,Zed,Ramesh,,Zed,OBC,Female`;
    const header =
      'course_id,part_id,acd_year,stu_fname,stu_mname,stu_lname,stu_father_fname,stu_father_mname,stu_father_lname,stu_cast,stu_gender';
    const { import_id } = await preview('students', [header, student]);
    at = new Date(at.getTime() + 25 * HOUR);
    const late = await call(IMPORT_COMMIT_PATH, { import_id });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ message: IMPORT_NOT_FOUND_MESSAGE });
  });
});
