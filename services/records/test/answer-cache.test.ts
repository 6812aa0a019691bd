import path from 'node:path';
import { openDatabase } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STUDENT_RECORD_PATH } from '../src/contract';
import { makeTempDir, postJson, removeDir, seededIds, startRecords } from './helpers';

let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await makeTempDir('records-cache-');
  app = await startRecords(dataDir);
});
afterAll(async () => {
  await app.close();
  await removeDir(dataDir);
});

const names = async (query: object) =>
  ((await postJson(app, STUDENT_RECORD_PATH, query)).json() as { data: { stu_fname: string }[] }).data.map((row) => row.stu_fname);

it('a listing answered once still shows a student an import (another process) adds afterwards', async () => {
  const { course, parts, year } = await seededIds(app);
  const bed = course('B.Ed.');
  const query = { course_id: bed, part_id: (await parts(bed))[0].base_id, acd_year: year(2024) };
  const before = await names(query);
  // The same query with ids as strings is the same answer.
  expect(await names({ ...query, course_id: String(bed) })).toEqual(before);

  // The import command's own connection to the same file, as staff run it beside the service.
  const other = openDatabase(path.join(dataDir, 'records', 'db.sqlite'));
  other
    .prepare(
      `insert into students (course_id, part_id, acd_year, stu_fname, stu_father_fname, stu_cast, stu_gender)
       values (?, ?, ?, 'Aaaradhya', 'Ramesh', 'OBC', 'Female')`,
    )
    .run(query.course_id, query.part_id, query.acd_year);
  other.close();

  const after = await names(query);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toBe('Aaaradhya');
});
