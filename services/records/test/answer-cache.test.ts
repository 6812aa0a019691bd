import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
  ((await postJson(app, STUDENT_RECORD_PATH, query)).json() as { data: { stu_fname: string }[] }).data.map(
    (row) => row.stu_fname,
  );

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

it('sends a listing compressed to a client that takes it, the same bytes every time, and plain to one that does not', async () => {
  const { course, parts, year } = await seededIds(app);
  const bed = course('B.Ed.');
  const payload = { course_id: bed, part_id: (await parts(bed))[0].base_id, acd_year: year(2024) };
  const ask = (acceptEncoding?: string) =>
    app.inject({
      method: 'POST',
      url: STUDENT_RECORD_PATH,
      payload,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  const plain = await ask();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toContain('accept-encoding');
  // Public, the same for everyone: the gateway may keep it a few seconds.
  expect(plain.headers['surrogate-control']).toBe('max-age=5');
  const rows = (plain.json() as { data: unknown[] }).data;
  expect(rows.length).toBeGreaterThan(0);

  // A class list long enough to be worth compressing (the seeded one may be short).
  const other = openDatabase(path.join(dataDir, 'records', 'db.sqlite'));
  const add = other.prepare(
    `insert into students (course_id, part_id, acd_year, stu_fname, stu_father_fname, stu_cast, stu_gender) values (?, ?, ?, ?, 'Ramesh', 'OBC', 'Female')`,
  );
  for (let i = 0; i < 40; i++) add.run(payload.course_id, payload.part_id, payload.acd_year, `Student${i}`);
  other.close();

  const browser = await ask('gzip, deflate, br');
  expect(browser.headers['content-encoding']).toBe('br');
  const listed = JSON.parse(brotliDecompressSync(browser.rawPayload).toString()) as { data: unknown[] };
  expect(listed.data).toHaveLength(rows.length + 40);
  expect((await ask('gzip, deflate, br')).rawPayload.equals(browser.rawPayload)).toBe(true);

  const gzip = await ask('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(listed);
  // Equal to the plain answer, byte for byte.
  expect(brotliDecompressSync(browser.rawPayload).equals((await ask()).rawPayload)).toBe(true);
});
