import { readOrCreateSigningKey, type RoleGrant, type SigningKey, inLanguage } from '@college/service-kit';
import { TEST_SETTINGS } from '@college/settings/testing';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, officeInjectFor, tableRows } from '../../kit/test/helpers';
import { ACADEMIC_YEAR_PATH, COURSES_PATH, STUDENT_RECORD_PATH } from '../src/contract';
import { partKey, yearStart } from '../src/imports/class-names';
import {
  academicYearAddedAnswerSchema,
  academicYearExistsMessage,
  classNamesAnswerSchema,
  datasetRowPath,
  datasetRowsAnswerSchema,
  datasetRowsPath,
  IMPORT_COMMIT_PATH,
  importPreviewAnswerSchema,
  importPreviewPath,
  OFFICE_ACADEMIC_YEARS_PATH,
  OFFICE_CLASS_NAMES_PATH,
  rowAnswerSchema,
} from '../src/office-contract/records';
import { makeTempDir, postJson, removeDir, seededIds, startRecords } from './helpers';

/**
 * The class columns of a sheet (course_id, part_id, acd_year) by name or by code, the office's list
 * of those names, the next academic year added, and the records' courses spelled as admissions.
 */
let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let ids: Awaited<ReturnType<typeof seededIds>>;

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
const student = (course: string | number, part: string | number, year: string | number, first: string) =>
  `${course},${part},${year},${first},,Naamwali,Ramesh,,Naamwali,OBC,Female`;
const csv = (lines: string[]) => ({ bytes: Buffer.from(`${lines.join('\n')}\n`), name: 'sheet.csv', type: 'text/csv' });
const preview = async (dataset: string, lines: string[]) => {
  const response = await call(importPreviewPath(dataset), formData({ file: csv(lines) }));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(importPreviewAnswerSchema, response.json()).data;
};
const commit = async (importId: string | null) => {
  const response = await call(IMPORT_COMMIT_PATH, { import_id: importId });
  expect(response.statusCode, response.body).toBe(200);
};
const classNames = async () => v.parse(classNamesAnswerSchema, (await call(OFFICE_CLASS_NAMES_PATH)).json()).data;
const auditOf = (action: string) => tableRows(app, 'audit_log').filter((row) => row.action === action);
const listing = async (course: number, part: number, year: number) =>
  (
    (await postJson(app, STUDENT_RECORD_PATH, { course_id: course, part_id: part, acd_year: year })).json() as {
      data: { stu_fname: string }[];
    }
  ).data.map((row) => row.stu_fname);

beforeEach(async () => {
  dataDir = await makeTempDir('records-class-names-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startRecords(dataDir);
  ids = await seededIds(app);
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

describe('How a sheet names a class', () => {
  it('reads part names by number and unit, and academic years as 2024-25 or 2024-2025', () => {
    for (const name of ['First Semester', 'Semester 1', 'sem-I', '1st sem', 'SEMESTER1', 'I Semester'])
      expect(partKey(name), name).toBe('1 semester');
    expect(partKey('Second Year')).toBe('2 year');
    expect(partKey('Year 2')).toBe('2 year');
    expect(partKey('Second')).toBeUndefined();
    expect(partKey('First Semester Hindi')).toBeUndefined();
    expect(yearStart('2024-25')).toBe(2024);
    expect(yearStart('2024-2025')).toBe(2024);
    expect(yearStart(' 2024 / 25 ')).toBe(2024);
    expect(yearStart('2099-00')).toBe(2099);
    expect(yearStart('2024-26')).toBeUndefined();
    expect(yearStart('2024')).toBeUndefined();
  });

  it('takes names (case, dots and spaces aside) and codes alike: the same rows as a sheet of codes', async () => {
    const bed = ids.course('B.Ed.');
    const [, second] = await ids.parts(bed);
    const year = ids.year(2023);
    const named = await preview('students', [
      STUDENT_HEADER,
      student('B.Ed.', 'Second Year', '2023-24', 'Asha'),
      student('bed', 'second year', '2023-2024', 'Bela'),
      student('B. Ed', 'Year 2', '2023-24', 'Chanda'),
      // Codes beside names, on one line.
      student(bed, 'Second Year', year, 'Damini'),
    ]);
    expect(named.problems).toEqual([]);
    const stored = { course_id: String(bed), part_id: String(second.base_id), acd_year: String(year) };
    expect(named.added.map((row) => [row.line, row.values.stu_fname])).toEqual([
      [2, 'Asha'],
      [3, 'Bela'],
      [4, 'Chanda'],
      [5, 'Damini'],
    ]);
    for (const row of named.added) expect(row.values).toMatchObject(stored);
    await commit(named.import_id);
    expect(await listing(bed, second.base_id, year)).toEqual(
      expect.arrayContaining(['Asha', 'Bela', 'Chanda', 'Damini']),
    );

    // The same students by their codes, as an old sheet writes them: nothing new.
    const coded = await preview('students', [
      STUDENT_HEADER,
      ...['Asha', 'Bela', 'Chanda', 'Damini'].map((first) => student(bed, second.base_id, year, first)),
    ]);
    expect(coded).toMatchObject({ problems: [], added: [], changed: [], unchanged: 4 });
  });

  it('finds a line that names a class and one that gives its codes to be the same record', async () => {
    const bed = ids.course('B.Ed.');
    const [first] = await ids.parts(bed);
    const sheet = await preview('students', [
      STUDENT_HEADER,
      student('B.Ed.', 'First Year', '2024-25', 'Esha'),
      student(bed, first.base_id, ids.year(2024), 'Esha'),
    ]);
    expect(sheet.problems).toEqual([{ line: 3, reason: 'is the same record as line 2' }]);
  });

  it('says, by line, which names there are when a name matches nothing, and imports nothing', async () => {
    const list = await classNames();
    const named = (entries: { id: number; name: string }[]) =>
      entries.map((entry) => `${entry.name} (${entry.id})`).join(', ');
    const bed = list.courses.find((course) => course.name === 'B.Ed.')!;
    const before = tableRows(app, 'students');
    const sheet = await preview('students', [
      STUDENT_HEADER,
      student('B.Ed.', 'First Year', '2024-25', 'Fine'),
      student('B.Com.', 'First Year', '2024-25', 'Gauri'),
      student('B.Ed.', 'Third Year', '2024-25', 'Hema'),
      student('B.Ed.', 'First Year', '2031-32', 'Indu'),
      student('B.Ed.', 'First Year', 'this year', 'Jaya'),
    ]);
    expect(sheet.import_id).toBeNull();
    expect(sheet.problems).toEqual([
      { line: 3, reason: `course_id: no course is called "B.Com."; write one of ${named(list.courses)}` },
      {
        line: 4,
        reason: `part_id: B.Ed. has no year or semester called "Third Year"; write one of ${named(bed.parts)}`,
      },
      { line: 5, reason: `acd_year: no academic year is called "2031-32"; write one of ${named(list.years)}` },
      { line: 6, reason: `acd_year: no academic year is called "this year"; write one of ${named(list.years)}` },
    ]);
    expect(sheet.problems[0].reason).toContain('B.Ed. (1), D.El.Ed. (2), B.A. (3), B.Sc. (4), M.A. (5)');
    expect(sheet.problems[2].reason).toContain('2022-23 (1), 2023-24 (2), 2024-25 (3)');
    // A calendar year where the code goes: the same list.
    const calendar = await preview('students', [STUDENT_HEADER, student('B.Ed.', 'First Year', 2024, 'Kala')]);
    expect(calendar.problems).toEqual([
      { line: 2, reason: `acd_year: no academic year has id 2024; write one of ${named(list.years)}` },
    ]);
    expect(tableRows(app, 'students')).toEqual(before);
  });

  it('takes a semester by its number (Semester 1), a course by name in the faculty and attendance sheets', async () => {
    const ba = ids.course('B.A.');
    const [first] = await ids.parts(ba);
    const attendance = await call(
      importPreviewPath('attendance'),
      formData({
        file: csv(['course_id,part_id,acd_year,month,year,file', 'BA,Semester 1,2024-25,July,2030,july.pdf']),
        files: [
          { bytes: Buffer.from('%PDF-1.4\n% july\n%%EOF\n', 'latin1'), name: 'july.pdf', type: 'application/pdf' },
        ],
      }),
    );
    const checked = v.parse(importPreviewAnswerSchema, attendance.json()).data;
    expect(checked.problems).toEqual([]);
    expect(checked.added[0].values).toMatchObject({
      course_id: String(ba),
      part_id: String(first.base_id),
      acd_year: String(ids.year(2024)),
    });

    const faculty = await preview('faculty', [
      'course_id,type,name,qualification,designation,subject,joindate,photo',
      'D.El.Ed.,1,Dr. Naam Test,M.Ed.,Lecturer,Hindi,2019-07-15,photo.png',
    ]);
    // The photo is not sent: that is the only problem; the course's name was understood.
    expect(faculty.problems).toEqual([{ line: 2, reason: 'photo: photo.png was not sent with the sheet' }]);
    const unknown = await preview('faculty', [
      'course_id,type,name,qualification,designation,subject,joindate,photo',
      'Ph.D.,1,Dr. Naam Test,M.Ed.,Lecturer,Hindi,2019-07-15,photo.png',
    ]);
    expect(unknown.problems[0]).toEqual({
      line: 2,
      reason: expect.stringMatching(/^course_id: no course is called "Ph\.D\."/),
    });
  });
});

describe('One record corrected by names', () => {
  it('stores the ids of the names chosen, finds records by course name, and puts a wrong part on its field', async () => {
    const bed = ids.course('B.Ed.');
    const [first] = await ids.parts(bed);
    await commit(
      (await preview('students', [STUDENT_HEADER, student('B.Ed.', 'First Year', '2024-25', 'Lata')])).import_id,
    );
    const found = v.parse(
      datasetRowsAnswerSchema,
      (await call(`${datasetRowsPath('students')}?q=${encodeURIComponent('b.ed.')}`)).json(),
    ).data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.every((row) => row.values.course_id === String(bed))).toBe(true);
    const [lata] = v.parse(datasetRowsAnswerSchema, (await call(`${datasetRowsPath('students')}?q=Lata`)).json()).data
      .rows;
    expect(lata.values).toMatchObject({ course_id: String(bed), part_id: String(first.base_id) });

    const ba = ids.course('B.A.');
    const [semester] = await ids.parts(ba);
    const moved = await call(datasetRowPath('students', lata.id), {
      values: { course_id: 'B.A.', part_id: 'First Semester', acd_year: '2023-24' },
      version: lata.version,
      reason: 'admitted to B.A.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const saved = v.parse(rowAnswerSchema, moved.json()).data!;
    expect(saved.values).toMatchObject({
      course_id: String(ba),
      part_id: String(semester.base_id),
      acd_year: String(ids.year(2023)),
    });
    const [audit] = auditOf('records.row_correct');
    expect(JSON.parse(String(audit.after_json))).toEqual({
      course_id: ba,
      part_id: semester.base_id,
      acd_year: ids.year(2023),
    });

    // B.A. with a B.Ed. year: refused, on the part's field.
    const wrong = await call(datasetRowPath('students', lata.id), {
      values: { part_id: String(first.base_id) },
      version: saved.version,
      reason: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ part_id: `${first.base_id} is a year or semester of another course` });
  });
});

describe('The list of names and the next academic year', () => {
  it('lists the courses with their parts and the years with their codes, and the year to add next', async () => {
    const list = await classNames();
    expect(list.courses.map((course) => course.name)).toEqual(['B.Ed.', 'D.El.Ed.', 'B.A.', 'B.Sc.', 'M.A.']);
    expect(list.courses[0].parts.map((part) => part.name)).toEqual(['First Year', 'Second Year']);
    expect(list.years).toEqual([
      { id: ids.year(2022), name: '2022-23', start_year: 2022 },
      { id: ids.year(2023), name: '2023-24', start_year: 2023 },
      { id: ids.year(2024), name: '2024-25', start_year: 2024 },
    ]);
    expect(list.next_year).toEqual({ start_year: 2025, name: '2025-26' });
  });

  it('adds the next academic year once, audited: the public year list and the sheets have it; again is a 409', async () => {
    const added = await call(OFFICE_ACADEMIC_YEARS_PATH, { start_year: 2025 });
    expect(added.statusCode, added.body).toBe(200);
    const answer = v.parse(academicYearAddedAnswerSchema, added.json());
    expect(answer.message).toBe(
      "The academic year 2025-26 is added: the public pages' year lists show it, and sheets may name it.",
    );
    expect(answer.data).toMatchObject({ name: '2025-26', start_year: 2025 });
    const [audit] = auditOf('records.academic_year_add');
    expect(audit).toMatchObject({
      username: 'demo.content_editor',
      role: 'content_editor',
      record_type: 'academic_year',
      record_id: String(answer.data.id),
    });
    expect(JSON.parse(String(audit.after_json))).toEqual({
      id: answer.data.id,
      name: '2025-26',
      start_year: 2025,
      end_year: 2026,
    });

    const years = (await app.inject({ url: ACADEMIC_YEAR_PATH })).json() as { id: number; start_year: number }[];
    expect(years[0]).toEqual({ id: answer.data.id, start_year: 2025, end_year: 2026 });
    expect((await classNames()).next_year.name).toBe('2026-27');
    const sheet = await preview('students', [STUDENT_HEADER, student('B.Ed.', 'First Year', '2025-26', 'Maya')]);
    expect(sheet.problems).toEqual([]);
    expect(sheet.added[0].values.acd_year).toBe(String(answer.data.id));

    // A second click (or a colleague's): nothing added, said clearly, in Hindi too.
    const again = await call(OFFICE_ACADEMIC_YEARS_PATH, { start_year: '2025' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'The academic year 2025-26 is already there; nothing was added.' });
    expect(inLanguage(academicYearExistsMessage('2025-26'), 'hi')).toBe('शैक्षणिक सत्र 2025-26 पहले से है; कुछ नहीं जोड़ा गया।');
    const old = await call(OFFICE_ACADEMIC_YEARS_PATH, { start_year: 2022 });
    expect(old.statusCode).toBe(409);
    expect(tableRows(app, 'academic_years')).toHaveLength(4);
    expect(auditOf('records.academic_year_add')).toHaveLength(1);
  });

  it('refuses a year that is not the next, one asked for in words, and one too far ahead; records role only', async () => {
    const gap = await call(OFFICE_ACADEMIC_YEARS_PATH, { start_year: 2027 });
    expect(gap.statusCode).toBe(400);
    expect(gap.json()).toMatchObject({ message: 'Only the next academic year, 2025-26, can be added.' });
    const words = await call(OFFICE_ACADEMIC_YEARS_PATH, { start_year: 'next' });
    expect(words.statusCode).toBe(400);
    expect(words.json().errors).toEqual({
      start_year: 'Say which academic year to add by the year it starts, e.g. 2025',
    });

    for (const url of [OFFICE_CLASS_NAMES_PATH, OFFICE_ACADEMIC_YEARS_PATH]) {
      const body = url === OFFICE_ACADEMIC_YEARS_PATH ? { start_year: 2025 } : undefined;
      expect((await call(url, body, 'none')).statusCode, url).toBe(401);
      for (const role of ['results_officer', 'admission_officer', 'admin'] as const)
        expect((await call(url, body, [{ role }])).statusCode, `${role} ${url}`).toBe(403);
    }
    expect(tableRows(app, 'academic_years')).toHaveLength(3);
    expect(auditOf('records.academic_year_add')).toEqual([]);

    // By a clock in 2020 the next year, 2025-26, starts more than a year ahead.
    await app.close();
    app = await startRecords(dataDir, { now: () => new Date('2020-06-01T10:00:00Z') });
    const early = await call(OFFICE_ACADEMIC_YEARS_PATH, { start_year: 2025 });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: 'The academic year 2025-26 can be added from 2024, a year before it starts.',
    });
    expect(tableRows(app, 'academic_years')).toHaveLength(3);
  });
});

describe('One course list with admissions', () => {
  const courseNames = async () =>
    ((await app.inject({ url: COURSES_PATH })).json() as { data: { course: string }[] }).data.map((row) => row.course);

  it("spells every course admissions has as the settings' catalogue does; B.Ed. and D.El.Ed. are the records' own", async () => {
    const admissions = app.college.admission.courses.map((course) => course.name);
    expect(admissions).toEqual(TEST_SETTINGS.admission.courses.map((course) => course.name));
    const records = await courseNames();
    for (const name of admissions) expect(records, name).toContain(name);
    expect(records.filter((name) => !admissions.includes(name))).toEqual(['B.Ed.', 'D.El.Ed.']);
  });

  it('renames a records course at start when the settings spell it otherwise, keeping its id', async () => {
    const before = (await app.inject({ url: COURSES_PATH })).json() as { data: { id: number; course: string }[] };
    await app.close();
    const respelled = TEST_SETTINGS.admission.courses.map((course) =>
      course.name === 'B.Sc.'
        ? { ...course, name: 'B.Sc' }
        : course.name === 'B.A.'
          ? { ...course, name: 'BA' }
          : course,
    );
    app = await startRecords(dataDir, {
      settings: { ...TEST_SETTINGS, admission: { ...TEST_SETTINGS.admission, courses: respelled } },
    });
    const after = (await app.inject({ url: COURSES_PATH })).json() as { data: { id: number; course: string }[] };
    expect(after.data.map((row) => row.id)).toEqual(before.data.map((row) => row.id));
    expect(after.data.map((row) => row.course)).toEqual(['B.Ed.', 'D.El.Ed.', 'BA', 'B.Sc', 'M.A.']);
    // A sheet still names it either way.
    const sheet = await preview('students', [STUDENT_HEADER, student('B.A.', 'First Semester', '2024-25', 'Nisha')]);
    expect(sheet.problems).toEqual([]);
  });
});
