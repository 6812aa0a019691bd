import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMIC_YEAR_PATH,
  academicYearsResponseSchema,
  ALL_FACULTY_PATH,
  ANNUAL_REPORT_PATH,
  annualReportsResponseSchema,
  ATTENDANCE_RECORD_PATH,
  attendanceRecordsResponseSchema,
  COURSES_PATH,
  coursesResponseSchema,
  DISCIPLINARY_PATH,
  documentListResponseSchema,
  FACULTY_RECORD_PATH,
  FACULTY_TYPE_MESSAGE,
  facultyCardsResponseSchema,
  facultyRecordsResponseSchema,
  FINANCIAL_DOCUMENT_NAMES,
  financialDocumentPath,
  NCTE_ORDER_PATH,
  NOT_A_NUMBER,
  STUDENT_RECORD_PATH,
  studentRecordsResponseSchema,
  TIMETABLE_RECORD_PATH,
  timetableRecordsResponseSchema,
  TYPE_TIMETABLE_MESSAGE,
  YEAR_SEM_PATH,
  yearSemResponseSchema,
} from '../src/contract';
import { STUDENT_LISTING_SQL } from '../src/plugins/records-repository';
import { countRows, makeTempDir, postJson, removeDir, seededIds, startRecords } from './helpers';

let dataDir: string;
let app: FastifyInstance;
let ids: Awaited<ReturnType<typeof seededIds>>;

beforeAll(async () => {
  dataDir = await makeTempDir('records-service-');
  app = await startRecords(dataDir);
  ids = await seededIds(app);
});

afterAll(async () => {
  await app?.close();
  await removeDir(dataDir);
});

/** The newest B.Ed. first year: the seed's biggest class (three pages). */
const bedFirstYear = async () => {
  const course = ids.course('B.Ed.');
  const [first] = await ids.parts(course);
  return { course_id: course, part_id: first.base_id, acd_year: ids.year(2024) };
};

async function expectPdf(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^inline; filename="[\w.-]+\.pdf"$/);
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const pdf = await PDFDocument.load(response.rawPayload);
  expect(pdf.getPageCount()).toBe(1);
  return pdf;
}

function expectFailure(response: Awaited<ReturnType<typeof postJson>>, errors: Record<string, string>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ result: 'failure', message: 'Please correct the highlighted fields.', errors });
}

describe('look-up lists', () => {
  it('lists the three academic years as a plain array, newest first', async () => {
    const response = await app.inject({ method: 'GET', url: ACADEMIC_YEAR_PATH });
    expect(response.statusCode).toBe(200);
    const years = v.parse(academicYearsResponseSchema, response.json());
    expect(years.map((year) => `${year.start_year}-${year.end_year}`)).toEqual(['2024-2025', '2023-2024', '2022-2023']);
    expect(Object.keys(response.json()[0]).sort()).toEqual(['end_year', 'id', 'start_year']);
  });

  it('lists the five courses under data', async () => {
    const response = await app.inject({ method: 'GET', url: COURSES_PATH });
    const courses = v.parse(coursesResponseSchema, response.json());
    expect(courses.data.map((course) => course.course)).toEqual(['B.Ed.', 'D.El.Ed.', 'B.A.', 'B.Sc.', 'M.A.']);
    expect(Object.keys(response.json())).toEqual(['data']);
  });

  it("gives a course's years or semesters in order; an unknown course has none", async () => {
    const get = (query: string) => app.inject({ method: 'GET', url: `${YEAR_SEM_PATH}${query}` });
    const bed = v.parse(yearSemResponseSchema, (await get(`?brc_id=${ids.course('B.Ed.')}`)).json());
    expect(bed.data.map((part) => part.base_name)).toEqual(['First Year', 'Second Year']);
    const ba = v.parse(yearSemResponseSchema, (await get(`?brc_id=${ids.course('B.A.')}`)).json());
    expect(ba.data).toHaveLength(6);
    expect(ba.data[5].base_name).toBe('Sixth Semester');
    expect((await get('?brc_id=999')).json()).toEqual({ data: [] });
  });

  it('asks for brc_id by naming the course list, and refuses a non-number', async () => {
    const missing = await app.inject({ method: 'GET', url: YEAR_SEM_PATH });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ brc_id: 'Choose a course' });
    const wrong = await app.inject({ method: 'GET', url: `${YEAR_SEM_PATH}?brc_id=abc` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ brc_id: NOT_A_NUMBER });
  });
});

describe('POST getStudentRecord', () => {
  it('lists the class with the spec fields, ids as numbers or numeric strings', async () => {
    const query = await bedFirstYear();
    const asNumbers = await postJson(app, STUDENT_RECORD_PATH, query);
    expect(asNumbers.statusCode).toBe(200);
    const students = v.parse(studentRecordsResponseSchema, asNumbers.json());
    expect(students.data).toHaveLength(47);
    expect(Object.keys(asNumbers.json().data[0])).toEqual([
      'stu_fname',
      'stu_mname',
      'stu_lname',
      'stu_father_fname',
      'stu_father_mname',
      'stu_father_lname',
      'stu_cast',
      'stu_gender',
    ]);
    for (const student of students.data) {
      expect(['General', 'OBC', 'SC', 'ST', 'GEN-EWS']).toContain(student.stu_cast);
      expect(['Male', 'Female', 'Other']).toContain(student.stu_gender);
      expect(student.stu_fname).not.toBe('');
    }
    const asStrings = await postJson(app, STUDENT_RECORD_PATH, {
      course_id: String(query.course_id),
      part_id: ` ${query.part_id} `,
      acd_year: String(query.acd_year),
    });
    expect(asStrings.json()).toEqual(asNumbers.json());
  });

  it('seeds at least 300 students over every course', () => {
    expect(countRows(app, 'students')).toBeGreaterThanOrEqual(300);
    const courses = app.db.prepare('select count(distinct course_id) from students').pluck().get();
    expect(courses).toBe(5);
  });

  it('names each missing filter and what to choose, and stores nothing', async () => {
    expectFailure(await postJson(app, STUDENT_RECORD_PATH, {}), {
      course_id: 'Choose a course',
      part_id: 'Choose the year or semester',
      acd_year: 'Choose the academic year',
    });
    expectFailure(await postJson(app, STUDENT_RECORD_PATH, { course_id: '1', part_id: '', acd_year: null }), {
      part_id: 'Choose the year or semester',
      acd_year: 'Choose the academic year',
    });
  });

  it('refuses wrong types with a message per field, never a 5xx', async () => {
    expectFailure(await postJson(app, STUDENT_RECORD_PATH, { course_id: true, part_id: 'two', acd_year: 1.5 }), {
      course_id: NOT_A_NUMBER,
      part_id: NOT_A_NUMBER,
      acd_year: NOT_A_NUMBER,
    });
    expectFailure(await postJson(app, STUDENT_RECORD_PATH, { course_id: { id: 1 }, part_id: [1], acd_year: '-1' }), {
      course_id: NOT_A_NUMBER,
      part_id: NOT_A_NUMBER,
      acd_year: NOT_A_NUMBER,
    });
    for (const payload of ['[1,2]', '"text"', 'null', '{"course_id":', '']) {
      const response = await app.inject({
        method: 'POST',
        url: STUDENT_RECORD_PATH,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(response.json().result).toBe('failure');
    }
  });

  it('gives an empty list for ids nobody has, and for a part of another course', async () => {
    expect((await postJson(app, STUDENT_RECORD_PATH, { course_id: 999, part_id: 1, acd_year: 1 })).json()).toEqual({
      data: [],
    });
    const [semester] = await ids.parts(ids.course('B.A.'));
    const mixed = await postJson(app, STUDENT_RECORD_PATH, {
      course_id: ids.course('B.Ed.'),
      part_id: semester.base_id,
      acd_year: ids.year(2024),
    });
    expect(mixed.json()).toEqual({ data: [] });
  });

  it('reads the class through the listing index (the plan has no table scan and no sort)', () => {
    const plan = app.db
      .prepare(`explain query plan ${STUDENT_LISTING_SQL}`)
      .all({ course_id: 1, part_id: 1, acd_year: 1 }) as {
      detail: string;
    }[];
    const details = plan.map((step) => step.detail).join('\n');
    expect(details).toMatch(
      /SEARCH students USING INDEX students_listing \(course_id=\? AND part_id=\? AND acd_year=\?\)/,
    );
    expect(details).not.toMatch(/TEMP B-TREE/);
  });

  it('counts look-ups against the read limit: 120 in a row, twice the form limit, never a 429', async () => {
    const query = await bedFirstYear();
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) statuses.add((await postJson(app, STUDENT_RECORD_PATH, query)).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});

describe('the class listings as GET, filters in the query (what a live page fetches)', () => {
  it('answers as the POST does, for students, attendance and time tables', async () => {
    const query = await bedFirstYear();
    const search = `course_id=${query.course_id}&part_id=${query.part_id}&acd_year=${query.acd_year}`;
    for (const [path, body] of [
      [STUDENT_RECORD_PATH, query],
      [ATTENDANCE_RECORD_PATH, query],
      [TIMETABLE_RECORD_PATH, { ...query, type: 'timetable' }],
    ] as const) {
      const extra = 'type' in body ? `&type=${body.type}` : '';
      const got = await app.inject({ method: 'GET', url: `${path}?${search}${extra}` });
      expect(got.statusCode, path).toBe(200);
      expect(got.json(), path).toEqual((await postJson(app, path, body)).json());
    }
    const students = await app.inject({ method: 'GET', url: `${STUDENT_RECORD_PATH}?${search}` });
    expect(students.json().data).toHaveLength(47);
  });

  it('names each missing filter and refuses a non-number, as the POST does', async () => {
    const missing = await app.inject({ method: 'GET', url: `${STUDENT_RECORD_PATH}?course_id=1` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      part_id: 'Choose the year or semester',
      acd_year: 'Choose the academic year',
    });
    const wrong = await app.inject({ method: 'GET', url: `${STUDENT_RECORD_PATH}?course_id=x&part_id=1&acd_year=1` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ course_id: NOT_A_NUMBER });
  });
});

describe('POST getAttendanceRecord', () => {
  it('lists a file per month of the session, each a real PDF', async () => {
    const response = await postJson(app, ATTENDANCE_RECORD_PATH, await bedFirstYear());
    const attendance = v.parse(attendanceRecordsResponseSchema, response.json());
    expect(attendance.data.map((row) => `${row.month} ${row.year}`)).toEqual([
      'July 2024',
      'August 2024',
      'September 2024',
      'October 2024',
      'November 2024',
      'December 2024',
      'January 2025',
      'February 2025',
      'March 2025',
      'April 2025',
      'May 2025',
      'June 2025',
    ]);
    expect(Object.keys(response.json().data[0])).toEqual(['month', 'year', 'file']);
    const pdf = await expectPdf(attendance.data[0].file);
    expect(pdf.getTitle()).toBe('Biometric attendance: July 2024');
  });

  it('has the same rules for missing filters and empty answers', async () => {
    expectFailure(await postJson(app, ATTENDANCE_RECORD_PATH, { course_id: 1 }), {
      part_id: 'Choose the year or semester',
      acd_year: 'Choose the academic year',
    });
    expect((await postJson(app, ATTENDANCE_RECORD_PATH, { course_id: 1, part_id: 1, acd_year: 77 })).json()).toEqual({
      data: [],
    });
  });
});

describe('POST getTimeTableCalendarRecord', () => {
  it('gives the time table or the calendar of a class with its year, course and part', async () => {
    const query = await bedFirstYear();
    for (const type of ['timetable', 'calendar'] as const) {
      const response = await postJson(app, TIMETABLE_RECORD_PATH, { ...query, type });
      const rows = v.parse(timetableRecordsResponseSchema, response.json()).data;
      expect(rows).toEqual([
        {
          start_year: 2024,
          end_year: 2025,
          course: 'B.Ed.',
          base_name: 'First Year',
          file: expect.stringMatching(/\.pdf$/),
        },
      ]);
      const pdf = await expectPdf(rows[0].file);
      expect(pdf.getTitle()).toMatch(type === 'timetable' ? /^Time table: B\.Ed\. First Year/ : /^Academic calendar/);
    }
  });

  it("needs the type too, and only 'timetable' or 'calendar'", async () => {
    expectFailure(await postJson(app, TIMETABLE_RECORD_PATH, {}), {
      course_id: 'Choose a course',
      part_id: 'Choose the year or semester',
      acd_year: 'Choose the academic year',
      type: 'Choose timetable or calendar',
    });
    expectFailure(await postJson(app, TIMETABLE_RECORD_PATH, { ...(await bedFirstYear()), type: 'exam' }), {
      type: TYPE_TIMETABLE_MESSAGE,
    });
    expectFailure(await postJson(app, TIMETABLE_RECORD_PATH, { ...(await bedFirstYear()), type: 7 }), {
      type: TYPE_TIMETABLE_MESSAGE,
    });
  });
});

describe('faculty', () => {
  it('lists teaching and non-teaching staff of a course with a real photo each', async () => {
    const teaching = await postJson(app, FACULTY_RECORD_PATH, { course_id: ids.course('B.Ed.'), type: '1' });
    const rows = v.parse(facultyRecordsResponseSchema, teaching.json()).data;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(teaching.json().data[0])).toEqual(['photo', 'name', 'qualification', 'designation', 'joindate']);
    const photo = await app.inject({ method: 'GET', url: rows[0].photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const staff = v.parse(
      facultyRecordsResponseSchema,
      (await postJson(app, FACULTY_RECORD_PATH, { course_id: ids.course('B.Ed.'), type: 2 })).json(),
    ).data;
    expect(staff.map((row) => row.designation)).toEqual(expect.arrayContaining(['Librarian', 'Accountant']));
    expect(countRows(app, 'faculty')).toBeGreaterThanOrEqual(12);
  });

  it('needs course_id and type (each named when missing), type 1 or 2; an unknown course has nobody', async () => {
    expectFailure(await postJson(app, FACULTY_RECORD_PATH, {}), {
      course_id: 'Choose a course',
      type: 'Choose teaching or non-teaching staff',
    });
    expectFailure(await postJson(app, FACULTY_RECORD_PATH, { course_id: 1, type: 3 }), { type: FACULTY_TYPE_MESSAGE });
    expect((await postJson(app, FACULTY_RECORD_PATH, { course_id: 404, type: 1 })).json()).toEqual({ data: [] });
  });

  it('lists every teacher with course and subject for the B.Ed. and D.El.Ed. pages', async () => {
    const response = await app.inject({ method: 'GET', url: ALL_FACULTY_PATH });
    const cards = v.parse(facultyCardsResponseSchema, response.json()).data;
    expect(Object.keys(response.json().data[0])).toEqual(['photo', 'name', 'course', 'subject']);
    expect(cards.filter((card) => card.course === 'B.Ed.').length).toBeGreaterThanOrEqual(6);
    expect(cards.filter((card) => card.course === 'D.El.Ed.').length).toBeGreaterThanOrEqual(4);
    expect(cards.every((card) => card.subject !== '')).toBe(true);
  });
});

describe('documents', () => {
  it('lists NCTE orders and disciplinary documents with title and a real PDF', async () => {
    for (const url of [NCTE_ORDER_PATH, DISCIPLINARY_PATH]) {
      const response = await app.inject({ method: 'GET', url });
      const items = v.parse(documentListResponseSchema, response.json()).data;
      expect(items.length, url).toBeGreaterThanOrEqual(4);
      expect(Object.keys(response.json().data[0])).toEqual(['title', 'file']);
      const pdf = await expectPdf(items[0].file);
      expect(pdf.getTitle()).toBe(items[0].title);
    }
  });

  it('lists annual reports newest first with three statements each', async () => {
    const response = await app.inject({ method: 'GET', url: ANNUAL_REPORT_PATH });
    const reports = v.parse(annualReportsResponseSchema, response.json()).data;
    expect(reports.map((report) => report.fin_year)).toEqual(['2023-24', '2022-23', '2021-22']);
    const [latest] = reports;
    expect((await expectPdf(latest.balance_report)).getTitle()).toBe('Balance Sheet as at 31-03-2024');
    expect((await expectPdf(latest.income_report)).getTitle()).toMatch(/^Income and Expenditure Account/);
    expect((await expectPdf(latest.receipt_report)).getTitle()).toMatch(/^Receipt and Payment Account/);
    // The financial pages' statements are the reports of those years.
    expect(reports[1].balance_report).toBe(financialDocumentPath('balancesheet2023'));
  });

  it('serves the six financial statements, each its own document', async () => {
    const titles = [];
    for (const name of FINANCIAL_DOCUMENT_NAMES) titles.push((await expectPdf(financialDocumentPath(name))).getTitle());
    expect(titles).toEqual([
      'Balance Sheet as at 31-03-2022',
      'Balance Sheet as at 31-03-2023',
      'Income and Expenditure Account for the year ended 31-03-2022',
      'Income and Expenditure Account for the year ended 31-03-2023',
      'Receipt and Payment Account for the year ended 31-03-2022',
      'Receipt and Payment Account for the year ended 31-03-2023',
    ]);
  });

  it('answers a missing file with a clean 404 and keeps the database out of reach', async () => {
    const missing = await app.inject({ method: 'GET', url: '/uploads/docs/records/ncte/nope.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: 'failure', message: 'Not found', errors: {} });
    for (const url of [
      '/uploads/docs/records/../db.sqlite',
      '/uploads/docs/records/%2e%2e/db.sqlite',
      '/uploads/docs/records/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.rawPayload.subarray(0, 6).toString('latin1')).not.toBe('SQLite');
    }
  });
});

describe('start-up', () => {
  it('seeds once: a restart keeps the same rows and files, and restores a removed statement only', async () => {
    const dir = await makeTempDir('records-restart-');
    try {
      let instance = await startRecords(dir);
      const before = (await postJson(instance, STUDENT_RECORD_PATH, { course_id: 1, part_id: 1, acd_year: 1 })).json();
      const students = countRows(instance, 'students');
      const publicDir = path.join(dir, 'records', 'public');
      const files = (await readdir(publicDir, { recursive: true })).sort();
      await instance.close();

      await writeFile(path.join(publicDir, 'financial', 'balancesheet2022.pdf'), "%PDF-1.4 the college's own");
      instance = await startRecords(dir);
      expect((await postJson(instance, STUDENT_RECORD_PATH, { course_id: 1, part_id: 1, acd_year: 1 })).json()).toEqual(
        before,
      );
      expect(countRows(instance, 'students')).toBe(students);
      expect((await readdir(publicDir, { recursive: true })).sort()).toEqual(files);
      const own = await instance.inject({ method: 'GET', url: financialDocumentPath('balancesheet2022') });
      expect(own.body).toBe("%PDF-1.4 the college's own");
      await instance.close();
    } finally {
      await removeDir(dir);
    }
  });

  it('answers /healthz', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', service: 'records' });
  });
});
