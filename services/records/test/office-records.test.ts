import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  readOrCreateSigningKey,
  ROLE_NEEDED_MESSAGE,
  type RoleGrant,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXE, FAKE_PDF, formData, officeInjectFor, PDF, tableRows } from '../../kit/test/helpers';
import { ATTENDANCE_RECORD_PATH, financialDocumentPath, STUDENT_RECORD_PATH } from '../src/contract';
import {
  datasetRowPath,
  datasetRowRemovePath,
  datasetRowsAnswerSchema,
  datasetRowsPath,
  datasetsAnswerSchema,
  financialAnswerSchema,
  financialStatementPath,
  IMPORT_COMMIT_PATH,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_HISTORY_PATH,
  IMPORT_STALE_MESSAGE,
  IMPORTS_WAITING_PATH,
  importsWaitingAnswerSchema,
  importCommitAnswerSchema,
  importHistoryAnswerSchema,
  importPreviewAnswerSchema,
  importPreviewPath,
  importUndoPath,
  OFFICE_DATASETS_PATH,
  OFFICE_FINANCIAL_PATH,
  ROW_STALE_MESSAGE,
  ROW_TAKEN_MESSAGE,
  SHEET_TOO_LARGE_MESSAGE,
  rowAnswerSchema,
  UNDO_CHANGED_MESSAGE,
  UNDO_NOT_LAST_MESSAGE,
} from '../src/office-contract/records';
import { makeTempDir, postJson, removeDir, seededIds, startRecords } from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let bed: { course: number; part: number; year: number };

const EDITOR: RoleGrant[] = [{ role: 'content_editor' }];
const call = (url: string, body?: unknown, roles: RoleGrant[] | 'none' = EDITOR) =>
  officeInjectFor('records', app, key, {
    method: body === undefined ? 'GET' : 'POST',
    url,
    body,
    roles,
    username: 'demo.content_editor',
  });

const STUDENT_HEADER =
  'course_id,part_id,acd_year,stu_fname,stu_mname,stu_lname,stu_father_fname,stu_father_mname,stu_father_lname,stu_cast,stu_gender';
const student = (first: string, extra: Partial<{ cast: string; part: number }> = {}) =>
  `${bed.course},${extra.part ?? bed.part},${bed.year},${first},,Zed,Ramesh,,Zed,${extra.cast ?? 'OBC'},Female`;
const csv = (lines: string[], name = 'students.csv') => ({
  bytes: Buffer.from(`${lines.join('\n')}\n`),
  name,
  type: 'text/csv',
});
const pdf = (name: string, bytes: Uint8Array = PDF) => ({ bytes, name, type: 'application/pdf' });

const preview = async (dataset: string, sheet: ReturnType<typeof csv>, files: ReturnType<typeof pdf>[] = []) => {
  const response = await call(importPreviewPath(dataset), formData({ file: sheet, files }));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(importPreviewAnswerSchema, response.json()).data;
};
const commit = async (importId: string | null) => {
  const response = await call(IMPORT_COMMIT_PATH, { import_id: importId });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(importCommitAnswerSchema, response.json());
};
const listing = async () =>
  (await postJson(app, STUDENT_RECORD_PATH, { course_id: bed.course, part_id: bed.part, acd_year: bed.year })).json();
const auditOf = (action: string) => tableRows(app, 'audit_log').filter((row) => row.action === action);
const rowsOf = async (dataset: string, q = '') =>
  v.parse(datasetRowsAnswerSchema, (await call(`${datasetRowsPath(dataset)}?q=${encodeURIComponent(q)}`)).json()).data;

beforeEach(async () => {
  dataDir = await makeTempDir('records-office-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startRecords(dataDir);
  const ids = await seededIds(app);
  const course = ids.course('B.Ed.');
  bed = { course, part: (await ids.parts(course))[1].base_id, year: ids.year(2023) };
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

describe('The records office: who may', () => {
  it('answers 401 without an assertion and 403 to other roles, for every call, and audits none of them', async () => {
    const calls: Array<[string, unknown]> = [
      [OFFICE_DATASETS_PATH, undefined],
      [importPreviewPath('students'), formData({ file: csv([STUDENT_HEADER, student('Anya')]) })],
      [IMPORT_COMMIT_PATH, { import_id: '00000000-0000-0000-0000-000000000000' }],
      [IMPORT_HISTORY_PATH, undefined],
      [IMPORTS_WAITING_PATH, undefined],
      [importUndoPath('00000000-0000-0000-0000-000000000000'), { reason: 'wrong sheet' }],
      [datasetRowsPath('students'), undefined],
      [datasetRowPath('students', 1), { values: {}, version: '0123456789abcdef', reason: 'typo' }],
      [datasetRowRemovePath('students', 1), { version: '0123456789abcdef', reason: 'left' }],
      [OFFICE_FINANCIAL_PATH, undefined],
      [financialStatementPath('balancesheet2023'), formData({ reason: 'audited', file: pdf('new.pdf') })],
    ];
    for (const [url, body] of calls) {
      const anonymous = await call(url, body, 'none');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
      for (const role of ['results_officer', 'admission_officer', 'admin'] as const) {
        const refused = await call(url, body, [{ role }]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: ROLE_NEEDED_MESSAGE });
        expect(refused.headers['cache-control']).toBe('no-store');
      }
    }
    expect(tableRows(app, 'audit_log').filter((row) => String(row.action).startsWith('records.'))).toEqual([]);
  });
});

describe('A sheet imported by web', () => {
  it('previews every problem by line and commits nothing; the fixed sheet is committed once and shows in the listing', async () => {
    const before = tableRows(app, 'students');
    const publicBefore = await listing();
    const bad = await preview('students', csv([STUDENT_HEADER, student('Anya'), student('Bina', { cast: 'Martian' })]));
    expect(bad.import_id).toBeNull();
    expect(bad.problems).toEqual([{ line: 3, reason: expect.stringContaining('stu_cast') }]);
    expect(tableRows(app, 'students')).toEqual(before);
    expect(await listing()).toEqual(publicBefore);
    expect(auditOf('records.import_preview')).toHaveLength(1);

    const good = await preview('students', csv([STUDENT_HEADER, student('Anya'), student('Bina')]));
    expect(good.problems).toEqual([]);
    expect(good.added.map((row) => [row.line, row.values.stu_fname])).toEqual([
      [2, 'Anya'],
      [3, 'Bina'],
    ]);
    expect(good.unchanged).toBe(0);
    // A clean preview commits nothing either.
    expect(tableRows(app, 'students')).toEqual(before);
    expect(await listing()).toEqual(publicBefore);

    const committed = await commit(good.import_id);
    expect(committed.data).toMatchObject({
      dataset: 'students',
      rows: 2,
      added: 2,
      changed: 0,
      undoable: true,
      committed_by: 'demo.content_editor',
    });
    expect(tableRows(app, 'students')).toHaveLength(before.length + 2);
    const names = ((await listing()) as { data: { stu_fname: string }[] }).data.map((row) => row.stu_fname);
    expect(names).toEqual(expect.arrayContaining(['Anya', 'Bina']));
    const [audit] = auditOf('records.import');
    expect(audit).toMatchObject({
      username: 'demo.content_editor',
      role: 'content_editor',
      record_type: 'record_import',
      record_id: good.import_id,
    });

    const again = await call(IMPORT_COMMIT_PATH, { import_id: good.import_id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: IMPORT_COMMITTED_MESSAGE });

    // The same sheet again: nothing to add.
    const repeat = await preview('students', csv([STUDENT_HEADER, student('Anya'), student('Bina')]));
    expect(repeat).toMatchObject({ added: [], changed: [], unchanged: 2 });

    const history = v.parse(
      importHistoryAnswerSchema,
      (await call(`${IMPORT_HISTORY_PATH}?dataset=students`)).json(),
    ).data;
    expect(history).toEqual([expect.objectContaining({ id: good.import_id, added: 2, undoable: true })]);
  });

  it('refuses a stale preview: the dataset changed between preview and commit', async () => {
    const first = await preview('students', csv([STUDENT_HEADER, student('Chitra')]));
    const second = await preview('students', csv([STUDENT_HEADER, student('Devi')]));
    await commit(second.import_id);
    const stale = await call(IMPORT_COMMIT_PATH, { import_id: first.import_id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: IMPORT_STALE_MESSAGE });
    expect(tableRows(app, 'students').some((row) => row.stu_fname === 'Chitra')).toBe(false);
  });

  it('counts, for the office home, each dataset whose newest preview waits to be confirmed', async () => {
    const waiting = async () => {
      const response = await call(IMPORTS_WAITING_PATH);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return v.parse(importsWaitingAnswerSchema, response.json()).data.map((row) => row.dataset);
    };
    expect(await waiting()).toEqual([]);
    await preview('students', csv([STUDENT_HEADER, student('Lata')]));
    const corrected = await preview('students', csv([STUDENT_HEADER, student('Lalita')]));
    const header = 'course_id,part_id,acd_year,month,year,file';
    const attendance = await preview(
      'attendance',
      csv([header, `${bed.course},${bed.part},${bed.year},8,2030,august.pdf`], 'a.csv'),
      [pdf('august.pdf')],
    );
    // Two previews of one dataset are one sheet waiting (the corrected one replaced the first).
    expect(await waiting()).toEqual(['students', 'attendance']);
    await commit(corrected.import_id);
    expect(await waiting()).toEqual(['attendance']);
    // A preview a day old can no longer be confirmed: it waits no more.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000).toISOString();
    app.db.prepare('update record_imports set created_at = ? where id = ?').run(dayAgo, attendance.import_id);
    expect(await waiting()).toEqual([]);
  });

  it('answers bad uploads with a 4xx and a clear message, never a 5xx', async () => {
    const notCsv = await call(importPreviewPath('students'), formData({ file: pdf('students.pdf') }));
    expect(notCsv.statusCode).toBe(400);
    const noFile = await call(importPreviewPath('students'), formData({ reason: 'x' }));
    expect(noFile.statusCode).toBe(400);
    const columns = await call(importPreviewPath('students'), formData({ file: csv(['name,class', 'Anya,1']) }));
    expect(columns.statusCode).toBe(400);
    expect(columns.json().message).toMatch(/^The sheet cannot be read: /);
    const unknown = await call(importPreviewPath('marks'), formData({ file: csv([STUDENT_HEADER]) }));
    expect(unknown.statusCode).toBe(404);
    const ids = await preview('students', csv([STUDENT_HEADER, student('Esha', { part: 99999 })]));
    expect(ids.problems).toEqual([{ line: 2, reason: 'part_id: no year or semester has id 99999' }]);
    const missing = await call(IMPORT_COMMIT_PATH, { import_id: '' });
    expect(missing.statusCode).toBe(400);
    const unknownImport = await call(IMPORT_COMMIT_PATH, { import_id: '00000000-0000-0000-0000-000000000000' });
    expect(unknownImport.statusCode).toBe(404);
    const oversize = await call(
      importPreviewPath('students'),
      formData({ file: csv([STUDENT_HEADER, 'x'.repeat(2 * 1024 * 1024)]) }),
    );
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toMatchObject({ message: SHEET_TOO_LARGE_MESSAGE });
    const notText = await call(
      importPreviewPath('students'),
      formData({ file: { bytes: Buffer.from([0xff, 0xfe, 0x00, 0x41]), name: 'students.csv', type: 'text/csv' } }),
    );
    expect(notText.statusCode).toBe(400);
    expect(tableRows(app, 'audit_log').filter((row) => String(row.action).startsWith('records.import'))).toHaveLength(
      1,
    );
  });

  it('drops a preview nobody confirmed after a day, with its waiting files', async () => {
    const header = 'course_id,part_id,acd_year,month,year,file';
    const old = await preview(
      'attendance',
      csv([header, `${bed.course},${bed.part},${bed.year},7,2030,july.pdf`], 'a.csv'),
      [pdf('july.pdf')],
    );
    const waiting = path.join(dataDir, 'records', 'uploads', 'record-imports');
    const [oldFile] = readdirSync(waiting);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    app.db.prepare('update record_imports set created_at = ? where id = ?').run(dayAgo.toISOString(), old.import_id);
    // A file no preview names (a preview that failed half-way), as old.
    writeFileSync(path.join(waiting, 'stray.part'), 'x');
    utimesSync(path.join(waiting, 'stray.part'), dayAgo, dayAgo);

    const gone = await call(IMPORT_COMMIT_PATH, { import_id: old.import_id });
    expect(gone.statusCode).toBe(404);
    await preview('students', csv([STUDENT_HEADER, student('Kavya')]));
    expect(readdirSync(waiting)).not.toContain(oldFile);
    expect(readdirSync(waiting)).not.toContain('stray.part');
    expect(tableRows(app, 'record_imports').map((row) => row.id)).not.toContain(old.import_id);
  });

  it('checks the PDFs sent with an attendance sheet by content, keeps them private until commit, then publishes them', async () => {
    const header = 'course_id,part_id,acd_year,month,year,file';
    const line = (month: string, file: string) => `${bed.course},${bed.part},${bed.year},${month},2030,${file}`;
    const bad = await preview(
      'attendance',
      csv([header, line('7', 'july.pdf'), line('8', 'august.pdf'), line('9', 'september.pdf')], 'a.csv'),
      [pdf('july.pdf'), pdf('august.pdf', EXE)],
    );
    expect(bad.problems).toEqual([
      { line: 3, reason: 'file: august.pdf is not a PDF' },
      { line: 4, reason: 'file: september.pdf was not sent with the sheet' },
    ]);
    const good = await preview('attendance', csv([header, line('7', 'july.pdf')], 'a.csv'), [pdf('july.pdf')]);
    expect(good).toMatchObject({ problems: [], new_files: 1 });
    const stored = path.join(dataDir, 'records', 'public', good.added[0].values.file);
    const waiting = path.join(dataDir, 'records', 'uploads', 'record-imports');
    expect(existsSync(stored)).toBe(false);
    expect(readdirSync(waiting)).toHaveLength(1);
    await commit(good.import_id);
    expect(existsSync(stored)).toBe(true);
    const answer = (
      await postJson(app, ATTENDANCE_RECORD_PATH, { course_id: bed.course, part_id: bed.part, acd_year: bed.year })
    ).json() as {
      data: { year: number; file: string }[];
    };
    const july = answer.data.find((row) => row.year === 2030)!;
    expect((await app.inject({ url: july.file })).statusCode).toBe(200);
    // Nothing is left waiting in the private uploads once committed.
    expect(readdirSync(waiting)).toEqual([]);
  });
});

describe('Undo of the last import', () => {
  it('restores the dataset exactly, rows added and changed, and the public listing answers as before', async () => {
    // Attendance: one row changed (a newer PDF for a month already there) and one added.
    const header = 'course_id,part_id,acd_year,month,year,file';
    const query = { course_id: bed.course, part_id: bed.part, acd_year: bed.year };
    const existing = (await postJson(app, ATTENDANCE_RECORD_PATH, query)).json() as {
      data: { month: string; year: number }[];
    };
    const first = existing.data[0];
    const before = tableRows(app, 'attendance_files');
    const publicBefore = (await postJson(app, ATTENDANCE_RECORD_PATH, query)).json();
    const newer = Buffer.from(`%PDF-1.4\n% a newer sheet\n%%EOF\n`, 'latin1');
    const sheet = csv(
      [
        header,
        `${bed.course},${bed.part},${bed.year},${first.month},${first.year},newer.pdf`,
        `${bed.course},${bed.part},${bed.year},3,2031,newer.pdf`,
      ],
      'a.csv',
    );
    const previewed = await preview('attendance', sheet, [pdf('newer.pdf', newer)]);
    expect(previewed.changed).toEqual([expect.objectContaining({ line: 2, fields: ['file'] })]);
    expect(previewed.added).toEqual([expect.objectContaining({ line: 3 })]);
    const committed = await commit(previewed.import_id);
    const published = path.join(dataDir, 'records', 'public', previewed.added[0].values.file);
    expect(existsSync(published)).toBe(true);
    expect(tableRows(app, 'attendance_files')).not.toEqual(before);

    const undone = await call(importUndoPath(committed.data.id), { reason: 'wrong month' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(tableRows(app, 'attendance_files')).toEqual(before);
    expect((await postJson(app, ATTENDANCE_RECORD_PATH, query)).json()).toEqual(publicBefore);
    expect(existsSync(published)).toBe(false);
    const [audit] = auditOf('records.import_undo');
    expect(audit).toMatchObject({
      username: 'demo.content_editor',
      record_id: committed.data.id,
      reason: 'wrong month',
    });

    const twice = await call(importUndoPath(committed.data.id), { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: UNDO_NOT_LAST_MESSAGE });
  });

  it('restores the students exactly, and refuses when the dataset changed since or the import is not the last', async () => {
    const before = tableRows(app, 'students');
    const publicBefore = await listing();
    const one = await commit((await preview('students', csv([STUDENT_HEADER, student('Farah')]))).import_id);
    const two = await commit((await preview('students', csv([STUDENT_HEADER, student('Gita')]))).import_id);
    const notLast = await call(importUndoPath(one.data.id), { reason: 'wrong sheet' });
    expect(notLast.statusCode).toBe(409);
    expect(notLast.json()).toMatchObject({ message: UNDO_NOT_LAST_MESSAGE });
    const noReason = await call(importUndoPath(two.data.id), { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect((await call(importUndoPath(two.data.id), { reason: 'wrong sheet' })).statusCode).toBe(200);
    expect((await call(importUndoPath(one.data.id), { reason: 'wrong sheet' })).statusCode).toBe(200);
    expect(tableRows(app, 'students')).toEqual(before);
    expect(await listing()).toEqual(publicBefore);

    const three = await commit((await preview('students', csv([STUDENT_HEADER, student('Hema')]))).import_id);
    const [hema] = (await rowsOf('students', 'Hema')).rows;
    await call(datasetRowRemovePath('students', hema.id), { version: hema.version, reason: 'left the college' });
    const changed = await call(importUndoPath(three.data.id), { reason: 'wrong sheet' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ message: UNDO_CHANGED_MESSAGE });
  });
});

describe('One record', () => {
  it('is corrected with a reason, at the version seen, audited, and shows in the listing at once', async () => {
    await commit((await preview('students', csv([STUDENT_HEADER, student('Jaya')]))).import_id);
    await listing();
    const [first] = (await rowsOf('students', 'Jaya')).rows;
    const response = await call(datasetRowPath('students', first.id), {
      values: { stu_fname: 'Zoya' },
      version: first.version,
      reason: 'spelling',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(rowAnswerSchema, response.json()).data?.values.stu_fname).toBe('Zoya');
    expect(((await listing()) as { data: { stu_fname: string }[] }).data.map((row) => row.stu_fname)).toContain('Zoya');
    const [audit] = auditOf('records.row_correct');
    expect(audit).toMatchObject({ record_type: 'students', record_id: String(first.id), reason: 'spelling' });
    expect(JSON.parse(String(audit.before_json))).toEqual({ stu_fname: first.values.stu_fname });
    expect(JSON.parse(String(audit.after_json))).toEqual({ stu_fname: 'Zoya' });

    const stale = await call(datasetRowPath('students', first.id), {
      values: { stu_fname: 'Zara' },
      version: first.version,
      reason: 'spelling',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: ROW_STALE_MESSAGE });
    const [now] = (await rowsOf('students', 'Zoya')).rows;
    const wrong = await call(datasetRowPath('students', now.id), {
      values: { stu_cast: 'Martian' },
      version: now.version,
      reason: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('stu_cast');
    const unknown = await call(datasetRowPath('students', 999999), { values: {}, version: now.version, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const same = await call(datasetRowPath('students', now.id), { values: {}, version: now.version, reason: 'x' });
    expect(same.statusCode).toBe(400);
  });

  it('is removed with a reason, audited with its values, and leaves the listing at once', async () => {
    await commit((await preview('students', csv([STUDENT_HEADER, student('Ira')]))).import_id);
    const [ira] = (await rowsOf('students', 'Ira')).rows;
    const noReason = await call(datasetRowRemovePath('students', ira.id), { version: ira.version, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const removed = await call(datasetRowRemovePath('students', ira.id), {
      version: ira.version,
      reason: 'a duplicate',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(((await listing()) as { data: { stu_fname: string }[] }).data.map((row) => row.stu_fname)).not.toContain(
      'Ira',
    );
    const [audit] = auditOf('records.row_remove');
    expect(audit).toMatchObject({ record_type: 'students', record_id: String(ira.id), reason: 'a duplicate' });
    expect(JSON.parse(String(audit.before_json))).toMatchObject({ stu_fname: 'Ira' });
    expect(
      (await call(datasetRowRemovePath('students', ira.id), { version: ira.version, reason: 'again' })).statusCode,
    ).toBe(404);
  });
});

describe('One record of a dataset with files', () => {
  it("keeps its file when corrected, and refuses to make it another record's twin", async () => {
    const { rows } = await rowsOf('faculty');
    const [first, second] = rows.filter((row) => row.values.course_id === rows[0].values.course_id);
    const taken = await call(datasetRowPath('faculty', second.id), {
      values: { name: first.values.name.toUpperCase() },
      version: second.version,
      reason: 'same person',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: ROW_TAKEN_MESSAGE });
    const corrected = await call(datasetRowPath('faculty', second.id), {
      values: { designation: 'Associate Professor', photo: 'elsewhere.png' },
      version: second.version,
      reason: 'promoted',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(v.parse(rowAnswerSchema, corrected.json()).data?.values).toMatchObject({
      designation: 'Associate Professor',
      photo: second.values.photo,
    });
  });
});

describe('Datasets and financial statements', () => {
  it('lists the datasets with their columns and last import', async () => {
    const data = v.parse(datasetsAnswerSchema, (await call(OFFICE_DATASETS_PATH)).json()).data;
    expect(data.map((entry) => entry.name)).toEqual([
      'students',
      'attendance',
      'timetable',
      'faculty',
      'ncte',
      'disciplinary',
      'annual-reports',
    ]);
    expect(data[1]).toMatchObject({ file_columns: ['file'], last_import: null });
  });

  it('replaces a statement by a newer PDF under its stable name, audited; refuses a disguised file and an unknown name', async () => {
    const list = v.parse(financialAnswerSchema, (await call(OFFICE_FINANCIAL_PATH)).json()).data;
    expect(list).toHaveLength(6);
    const target = path.join(dataDir, 'records', 'public', 'financial', 'balancesheet2023.pdf');
    const old = readFileSync(target);
    const disguised = await call(
      financialStatementPath('balancesheet2023'),
      formData({ reason: 'audited', file: pdf('new.pdf', FAKE_PDF) }),
    );
    expect(disguised.statusCode).toBe(400);
    expect(readFileSync(target)).toEqual(old);
    const unknown = await call(
      financialStatementPath('balancesheet1999'),
      formData({ reason: 'audited', file: pdf('new.pdf') }),
    );
    expect(unknown.statusCode).toBe(404);
    const replaced = await call(
      financialStatementPath('balancesheet2023'),
      formData({ reason: 'the audited statement', file: pdf('new.pdf') }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const served = await app.inject({ url: financialDocumentPath('balancesheet2023') });
    expect(served.rawPayload).toEqual(Buffer.from(PDF));
    const [audit] = auditOf('records.financial_replace');
    expect(audit).toMatchObject({ record_id: 'balancesheet2023', reason: 'the audited statement' });
  });
});
