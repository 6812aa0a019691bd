import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE, JPEG, PNG } from '../../kit/test/helpers';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runRecordsImport } from '../src/cli/import-command';
import {
  ALL_FACULTY_PATH,
  ANNUAL_REPORT_PATH,
  ATTENDANCE_RECORD_PATH,
  DISCIPLINARY_PATH,
  FACULTY_RECORD_PATH,
  NCTE_ORDER_PATH,
  STUDENT_RECORD_PATH,
  TIMETABLE_RECORD_PATH,
} from '../src/contract';
import { countRows, makeTempDir, postJson, removeDir, seededIds, startRecords } from './helpers';

/** Staff import commands against the service's real data folder, read back through the service. */
let dataDir: string;
let sheets: string;
let app: FastifyInstance;
let ids: Awaited<ReturnType<typeof seededIds>>;
let bed: { course: number; part: number; year: number };

const PDF = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`, 'latin1');

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runRecordsImport(argv, {
    env: { DATA_DIR: dataDir },
    cwd: sheets,
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
  });
  return { code, out, err, lines: err.split('\n').filter((line) => line.startsWith('  line ')) };
}

async function sheet(name: string, rows: (string | number)[][]) {
  await writeFile(path.join(sheets, name), `${rows.map((row) => row.join(',')).join('\n')}\n`);
  return name;
}

beforeAll(async () => {
  dataDir = await makeTempDir('records-import-');
  sheets = await makeTempDir('records-sheets-');
  app = await startRecords(dataDir);
  ids = await seededIds(app);
  const course = ids.course('B.Ed.');
  bed = { course, part: (await ids.parts(course))[1].base_id, year: ids.year(2023) };
  await writeFile(path.join(sheets, 'july.pdf'), PDF('attendance July'));
  await writeFile(path.join(sheets, 'august.pdf'), PDF('attendance August'));
  await writeFile(path.join(sheets, 'timetable.pdf'), PDF('time table'));
  await writeFile(path.join(sheets, 'order.pdf'), PDF('NCTE order'));
  await writeFile(path.join(sheets, 'notice.pdf'), PDF('notice'));
  await writeFile(path.join(sheets, 'balance.pdf'), PDF('balance'));
  await writeFile(path.join(sheets, 'income.pdf'), PDF('income'));
  await writeFile(path.join(sheets, 'receipt.pdf'), PDF('receipt'));
  await writeFile(path.join(sheets, 'photo.png'), PNG);
  await writeFile(path.join(sheets, 'photo.jpg'), JPEG);
  // A program renamed as a PDF: refused by its content.
  await writeFile(path.join(sheets, 'disguised.pdf'), EXE);
});

afterAll(async () => {
  await app.close();
  await removeDir(dataDir);
  await removeDir(sheets);
});

const STUDENT_HEADER = [
  'course_id',
  'part_id',
  'acd_year',
  'stu_fname',
  'stu_mname',
  'stu_lname',
  'stu_father_fname',
  'stu_father_mname',
  'stu_father_lname',
  'stu_cast',
  'stu_gender',
];

const studentsOfClass = async () =>
  (
    (
      await postJson(app, STUDENT_RECORD_PATH, { course_id: bed.course, part_id: bed.part, acd_year: bed.year })
    ).json() as {
      data: { stu_fname: string; stu_lname: string; stu_cast: string; stu_gender: string }[];
    }
  ).data;

describe('students', () => {
  it('imports a good sheet, shows it in the listing, and a second run adds nobody', async () => {
    const before = (await studentsOfClass()).length;
    const file = await sheet('students.csv', [
      // Any column order and case in the header; category and gender in any case.
      ['STU_GENDER', ...STUDENT_HEADER.slice(0, -1)],
      ['female', bed.course, bed.part, bed.year, 'Zoya', '', 'Khan', 'Imran', '', 'Khan', 'obc'],
      ['Male', bed.course, bed.part, bed.year, 'Aadil', 'Kumar', 'Yadav', 'Ramesh', '', 'Yadav', 'SC'],
    ]);
    const first = run('students', file);
    expect(first.code, first.err).toBe(EXIT_OK);
    expect(first.out).toContain('Imported 2 students');
    expect(first.out).toContain('2 new');
    const listed = await studentsOfClass();
    expect(listed).toHaveLength(before + 2);
    expect(listed).toContainEqual(
      expect.objectContaining({ stu_fname: 'Zoya', stu_lname: 'Khan', stu_cast: 'OBC', stu_gender: 'Female' }),
    );

    const again = run('students', file);
    expect(again.code).toBe(EXIT_OK);
    expect(again.out).toContain('0 new, 2 already there');
    expect(await studentsOfClass()).toHaveLength(before + 2);
  });

  it('imports nothing from a sheet with bad lines and names every line and reason', async () => {
    const before = countRows(app, 'students');
    const otherCourse = ids.course('B.A.');
    const file = await sheet('bad-students.csv', [
      STUDENT_HEADER,
      [bed.course, bed.part, bed.year, 'Good', '', 'Row', 'Father', '', 'Row', 'General', 'Male'],
      [bed.course, bed.part, bed.year, '', '', 'Khan', 'Imran', '', 'Khan', 'OBC', 'Female'],
      [bed.course, bed.part, bed.year, 'Meena', '', 'Pal', 'Raju', '', 'Pal', 'Brahmin', 'F'],
      [999, bed.part, bed.year, 'Ravi', '', 'Pal', 'Raju', '', 'Pal', 'SC', 'Male'],
      [otherCourse, bed.part, 999, 'Ravi', '', 'Pal', 'Raju', '', 'Pal', 'SC', 'Male'],
      [bed.course, bed.part, bed.year, 'Good', '', 'Row', 'Father', '', 'Row', 'General', 'Male'],
      [bed.course, 'x', bed.year],
    ]);
    const result = run('students', file);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.err).toContain('Nothing was imported');
    expect(result.lines).toEqual([
      '  line 3: stu_fname: must not be empty',
      '  line 4: stu_cast: must be one of General, OBC, SC, ST, GEN-EWS',
      '  line 4: stu_gender: must be one of Male, Female, Other',
      '  line 5: course_id: no course has id 999',
      `  line 5: part_id: ${bed.part} is a year or semester of another course`,
      `  line 6: part_id: ${bed.part} is a year or semester of another course`,
      '  line 6: acd_year: no academic year has id 999',
      '  line 7: is the same record as line 2',
      '  line 8: has 3 cells where the header has 11',
    ]);
    expect(countRows(app, 'students')).toBe(before);
  });

  it("refuses a sheet whose header is not the spec's field names", async () => {
    const file = await sheet('wrong-header.csv', [
      ['course', 'part_id', 'acd_year', 'first name'],
      [1, 1, 1, 'Asha'],
    ]);
    const result = run('students', file);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.lines[0]).toBe('  line 1: unknown column "course"');
    expect(result.err).toContain('missing columns course_id, stu_fname');
  });
});

describe('documents with files', () => {
  it('attendance: PDFs are published and served; a re-import updates in place', async () => {
    const filesBefore = (await readdir(path.join(dataDir, 'records/public/attendance'))).length;
    const file = await sheet('attendance.csv', [
      ['course_id', 'part_id', 'acd_year', 'month', 'year', 'file'],
      [bed.course, bed.part, bed.year, 'July', 2023, 'july.pdf'],
      [bed.course, bed.part, bed.year, 8, 2023, 'august.pdf'],
    ]);
    const rowsBefore = countRows(app, 'attendance_files');
    const first = run('attendance', file);
    expect(first.code, first.err).toBe(EXIT_OK);
    // The seeded class already has July and August 2023: updated in place, not doubled.
    expect(countRows(app, 'attendance_files')).toBe(rowsBefore);
    expect((await readdir(path.join(dataDir, 'records/public/attendance'))).length).toBe(filesBefore + 2);
    const answer = (
      await postJson(app, ATTENDANCE_RECORD_PATH, { course_id: bed.course, part_id: bed.part, acd_year: bed.year })
    ).json() as {
      data: { month: string; year: number; file: string }[];
    };
    const july = answer.data.find((row) => row.month === 'July' && row.year === 2023)!;
    const served = await app.inject({ method: 'GET', url: july.file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.body).toContain('attendance July');

    expect(run('attendance', file).code).toBe(EXIT_OK);
    expect(countRows(app, 'attendance_files')).toBe(rowsBefore);
  });

  it('a disguised or missing file is refused with its line, and nothing is published', async () => {
    const filesBefore = await readdir(path.join(dataDir, 'records/public/ncte'));
    const rowsBefore = countRows(app, 'ncte_orders');
    const file = await sheet('bad-ncte.csv', [
      ['title', 'file'],
      ['A real order', 'order.pdf'],
      ['A program', 'disguised.pdf'],
      ['Nowhere', 'missing.pdf'],
    ]);
    const result = run('ncte', file);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.lines).toEqual([
      '  line 3: file: disguised.pdf is not a PDF',
      `  line 4: file: missing.pdf is not in ${sheets}`,
    ]);
    expect(countRows(app, 'ncte_orders')).toBe(rowsBefore);
    expect(await readdir(path.join(dataDir, 'records/public/ncte'))).toEqual(filesBefore);
  });

  it('storing fails after the files are published: the files this run added are removed, earlier ones kept', async () => {
    await writeFile(path.join(sheets, 'kept.pdf'), PDF('published by an earlier import'));
    await writeFile(path.join(sheets, 'fresh-1.pdf'), PDF('first new file of the failing run'));
    await writeFile(path.join(sheets, 'fresh-2.pdf'), PDF('second new file of the failing run'));
    const kept = run(
      'disciplinary',
      await sheet('kept.csv', [
        ['title', 'file'],
        ['Kept notice', 'kept.pdf'],
      ]),
    );
    expect(kept.code, kept.err).toBe(EXIT_OK);
    const folder = path.join(dataDir, 'records/public/disciplinary');
    const filesBefore = (await readdir(folder)).sort();
    const rowsBefore = countRows(app, 'disciplinary_items');

    // Every line checks out, so the files are written; the database then refuses the last row
    // (a trigger stands in for a full disk or a lock held too long).
    app.db.exec(`create trigger refuse_for_test before insert on disciplinary_items when new.title = 'Refused'
      begin select raise(abort, 'refused for the test'); end`);
    try {
      const result = run(
        'disciplinary',
        await sheet('failing.csv', [
          ['title', 'file'],
          ['New one', 'fresh-1.pdf'],
          ['Kept notice', 'kept.pdf'],
          ['Refused', 'fresh-2.pdf'],
        ]),
      );
      expect(result.code).toBe(EXIT_FAILED);
      expect(result.err).toContain('Nothing was imported: refused for the test');
    } finally {
      app.db.exec('drop trigger refuse_for_test');
    }
    expect(countRows(app, 'disciplinary_items')).toBe(rowsBefore);
    expect((await readdir(folder)).sort()).toEqual(filesBefore);
    const notices = (await app.inject({ method: 'GET', url: DISCIPLINARY_PATH })).json() as {
      data: { title: string; file: string }[];
    };
    expect(notices.data.map((row) => row.title)).not.toContain('New one');
    const keptNotice = notices.data.find((row) => row.title === 'Kept notice')!;
    expect((await app.inject({ method: 'GET', url: keptNotice.file })).body).toContain(
      'published by an earlier import',
    );
  });

  it('time tables, faculty, NCTE orders, disciplinary notices and annual reports reach their calls', async () => {
    await mkdir(path.join(sheets, 'files'), { recursive: true });
    await writeFile(path.join(sheets, 'files', 'calendar.pdf'), PDF('calendar'));
    const imports: [string, (string | number)[][], string[]][] = [
      [
        'timetable',
        [
          ['course_id', 'part_id', 'acd_year', 'type', 'file'],
          [bed.course, bed.part, bed.year, 'Calendar', 'calendar.pdf'],
        ],
        ['--files', 'files'],
      ],
      [
        'faculty',
        [
          ['course_id', 'type', 'name', 'qualification', 'designation', 'subject', 'joindate', 'photo'],
          [
            bed.course,
            1,
            'Dr. Imported Teacher',
            'M.A.; M.Ed.',
            'Assistant Professor',
            'Pedagogy',
            '2019-07-15',
            'photo.jpg',
          ],
          [bed.course, 2, 'Imported Clerk', 'B.Com.', 'Office Assistant', '', '2020-01-02', 'photo.png'],
        ],
        [],
      ],
      [
        'ncte',
        [
          ['title', 'file'],
          ['Imported NCTE order 2025', 'order.pdf'],
        ],
        [],
      ],
      [
        'disciplinary',
        [
          ['title', 'file'],
          ['"Imported notice, with a comma"', 'notice.pdf'],
        ],
        [],
      ],
      [
        'annual-reports',
        [
          ['fin_year', 'balance_report', 'income_report', 'receipt_report'],
          ['2024-25', 'balance.pdf', 'income.pdf', 'receipt.pdf'],
        ],
        [],
      ],
    ];
    for (const [dataset, rows, extra] of imports) {
      const result = run(dataset, await sheet(`${dataset}.csv`, rows), ...extra);
      expect(result.code, `${dataset}: ${result.err}`).toBe(EXIT_OK);
    }

    const calendar = (
      await postJson(app, TIMETABLE_RECORD_PATH, {
        course_id: bed.course,
        part_id: bed.part,
        acd_year: bed.year,
        type: 'calendar',
      })
    ).json();
    expect((await app.inject({ method: 'GET', url: calendar.data[0].file })).body).toContain('calendar');

    const teaching = (await postJson(app, FACULTY_RECORD_PATH, { course_id: bed.course, type: 1 })).json() as {
      data: { name: string; photo: string }[];
    };
    const teacher = teaching.data.find((row) => row.name === 'Dr. Imported Teacher')!;
    expect(teacher.photo).toMatch(/\.jpg$/);
    expect((await app.inject({ method: 'GET', url: teacher.photo })).headers['content-type']).toBe('image/jpeg');
    const nonTeaching = (await postJson(app, FACULTY_RECORD_PATH, { course_id: bed.course, type: 2 })).json() as {
      data: { name: string }[];
    };
    expect(nonTeaching.data.map((row) => row.name)).toContain('Imported Clerk');
    const cards = (await app.inject({ method: 'GET', url: ALL_FACULTY_PATH })).json() as {
      data: { name: string; subject: string }[];
    };
    expect(cards.data).toContainEqual(expect.objectContaining({ name: 'Dr. Imported Teacher', subject: 'Pedagogy' }));

    const orders = (await app.inject({ method: 'GET', url: NCTE_ORDER_PATH })).json() as { data: { title: string }[] };
    expect(orders.data.map((row) => row.title)).toContain('Imported NCTE order 2025');
    const notices = (await app.inject({ method: 'GET', url: DISCIPLINARY_PATH })).json() as {
      data: { title: string }[];
    };
    expect(notices.data.map((row) => row.title)).toContain('Imported notice, with a comma');
    const reports = (await app.inject({ method: 'GET', url: ANNUAL_REPORT_PATH })).json() as {
      data: { fin_year: string; receipt_report: string }[];
    };
    const report = reports.data.find((row) => row.fin_year === '2024-25')!;
    expect((await app.inject({ method: 'GET', url: report.receipt_report })).body).toContain('receipt');

    // Each again: same counts (faculty by course and name, documents by title, reports by year).
    const counts = () =>
      ['timetables', 'faculty', 'ncte_orders', 'disciplinary_items', 'annual_reports'].map((table) =>
        countRows(app, table),
      );
    const before = counts();
    for (const [dataset, , extra] of imports) expect(run(dataset, `${dataset}.csv`, ...extra).code).toBe(EXIT_OK);
    expect(counts()).toEqual(before);

    // A name written in another case is the same teacher, corrected: one row, the new spelling.
    const corrected = await sheet('faculty-corrected.csv', [
      ['course_id', 'type', 'name', 'qualification', 'designation', 'subject', 'joindate', 'photo'],
      [
        bed.course,
        1,
        'DR. IMPORTED TEACHER',
        'M.A.; M.Ed.; Ph.D.',
        'Associate Professor',
        'Pedagogy',
        '2019-07-15',
        'photo.jpg',
      ],
    ]);
    expect(run('faculty', corrected).code).toBe(EXIT_OK);
    expect(counts()).toEqual(before);
    const after = (await postJson(app, FACULTY_RECORD_PATH, { course_id: bed.course, type: 1 })).json() as {
      data: { name: string; designation: string }[];
    };
    expect(after.data.filter((row) => row.name.toLowerCase() === 'dr. imported teacher')).toEqual([
      expect.objectContaining({ name: 'DR. IMPORTED TEACHER', designation: 'Associate Professor' }),
    ]);
  });

  it('faculty rows are checked: type, a real join date, a photo that is an image', async () => {
    const file = await sheet('bad-faculty.csv', [
      ['course_id', 'type', 'name', 'qualification', 'designation', 'subject', 'joindate', 'photo'],
      [bed.course, 3, 'A', 'B', 'C', '', '2019-07-15', 'photo.png'],
      [bed.course, 1, 'D', 'E', 'F', '', '2019-02-30', 'photo.png'],
      [bed.course, 1, 'G', 'H', 'I', '', '2019-07-15', 'order.pdf'],
    ]);
    const result = run('faculty', file);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.lines).toEqual([
      '  line 2: type: must be 1 (Teaching) or 2 (Non-Teaching)',
      '  line 3: joindate: must be a real date, not in the future',
      '  line 4: photo: order.pdf is not a JPEG image or a PNG image',
    ]);
  });
});

describe('the command line', () => {
  it('explains itself: unknown dataset, no sheet, no database', async () => {
    expect(run('teachers', 'x.csv').code).toBe(EXIT_USAGE);
    expect(run('teachers', 'x.csv').err).toContain('Unknown dataset "teachers"');
    expect(run('students').err).toContain('Name the CSV file');
    const help = run('--help');
    expect(help.code).toBe(EXIT_OK);
    for (const dataset of ['students', 'attendance', 'timetable', 'faculty', 'ncte', 'disciplinary', 'annual-reports'])
      expect(help.out).toContain(dataset);

    let err = '';
    const code = runRecordsImport(['students', 'students.csv'], {
      env: { DATA_DIR: path.join(sheets, 'no-such-data') },
      cwd: sheets,
      stdout: () => {},
      stderr: (text) => (err += text),
    });
    expect(code).toBe(EXIT_FAILED);
    expect(err).toContain('No database at');
  });
});
