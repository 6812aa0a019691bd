import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import { createAnswerCache } from './answer-cache';
import type { ClassCatalogue } from '../imports/class-names';
import { academicYearName } from '../office-contract/records';
import type {
  AcademicYear,
  Course,
  FacultyQuery,
  RecordQuery,
  StudentRecord,
  TimetableQuery,
  TimetableType,
  YearSem,
} from '../contract';

/** Row shapes as stored; `file` and `photo` are paths under the service's public folder. */
export interface NewStudent {
  course_id: number;
  part_id: number;
  acd_year: number;
  stu_fname: string;
  stu_mname: string;
  stu_lname: string;
  stu_father_fname: string;
  stu_father_mname: string;
  stu_father_lname: string;
  stu_cast: string;
  stu_gender: string;
}
export interface NewAttendance {
  course_id: number;
  part_id: number;
  acd_year: number;
  month: number;
  year: number;
  file: string;
}
export interface NewTimetable {
  course_id: number;
  part_id: number;
  acd_year: number;
  type: TimetableType;
  file: string;
}
export interface NewFaculty {
  course_id: number;
  type: 1 | 2;
  name: string;
  qualification: string;
  designation: string;
  subject: string;
  joindate: string;
  photo: string;
}
export interface NewDocumentItem {
  title: string;
  file: string;
}
export interface NewAnnualReport {
  fin_year: string;
  balance_report: string;
  income_report: string;
  receipt_report: string;
}

export interface AttendanceRow {
  month: number;
  year: number;
  file: string;
}
export interface TimetableRow {
  start_year: number;
  end_year: number;
  course: string;
  base_name: string;
  file: string;
}
export interface FacultyRow {
  photo: string;
  name: string;
  qualification: string;
  designation: string;
  joindate: string;
}
export interface FacultyCardRow {
  photo: string;
  name: string;
  course: string;
  subject: string;
}

/**
 * One class in name order. Column order is the answer's field order. The students_listing index
 * covers the filter and the order: SEARCH students USING INDEX students_listing (course_id=? AND
 * part_id=? AND acd_year=?), no temporary sort.
 */
export const STUDENT_LISTING_SQL = `
  select stu_fname, stu_mname, stu_lname, stu_father_fname, stu_father_mname, stu_father_lname, stu_cast, stu_gender
  from students
  where course_id = @course_id and part_id = @part_id and acd_year = @acd_year
  order by stu_fname, stu_lname`;

export function createRecordsRepository(db: SqliteDatabase) {
  const academicYears = db.prepare<[], AcademicYear>(
    'select id, start_year, end_year from academic_years order by start_year desc',
  );
  const courses = db.prepare<[], Course>('select id, course from courses order by id');
  const parts = db.prepare<[number], YearSem>(
    'select id as base_id, name as base_name from course_parts where course_id = ? order by position',
  );
  // The office's lists of names (and a sheet's check against them): every part, years oldest first.
  const allParts = db.prepare<[], { id: number; course_id: number; name: string }>(
    'select id, course_id, name from course_parts order by course_id, position',
  );
  const yearsOldestFirst = db.prepare<[], { id: number; start_year: number }>(
    'select id, start_year from academic_years order by start_year',
  );
  const yearByStart = db.prepare<[number], number>('select id from academic_years where start_year = ?').pluck();

  const students = db.prepare<RecordQuery, StudentRecord>(STUDENT_LISTING_SQL);
  const attendance = db.prepare<RecordQuery, AttendanceRow>(`
    select month, year, file from attendance_files
    where course_id = @course_id and part_id = @part_id and acd_year = @acd_year
    order by year, month`);
  const timetables = db.prepare<TimetableQuery, TimetableRow>(`
    select y.start_year, y.end_year, c.course, p.name as base_name, t.file
    from timetables t
    join academic_years y on y.id = t.acd_year
    join courses c on c.id = t.course_id
    join course_parts p on p.id = t.part_id
    where t.course_id = @course_id and t.part_id = @part_id and t.acd_year = @acd_year and t.type = @type`);
  const faculty = db.prepare<FacultyQuery, FacultyRow>(`
    select photo, name, qualification, designation, joindate from faculty
    where course_id = @course_id and type = @type
    order by joindate, name`);
  // The B.Ed./D.El.Ed. pages list those who teach (photo, name, course, subject).
  const allFaculty = db.prepare<[], FacultyCardRow>(`
    select f.photo, f.name, c.course, f.subject
    from faculty f join courses c on c.id = f.course_id
    where f.type = 1
    order by f.course_id, f.joindate, f.name`);
  const ncteOrders = db.prepare<[], NewDocumentItem>('select title, file from ncte_orders order by id');
  const disciplinary = db.prepare<[], NewDocumentItem>('select title, file from disciplinary_items order by id');
  const annualReports = db.prepare<[], NewAnnualReport>(
    'select fin_year, balance_report, income_report, receipt_report from annual_reports order by fin_year desc',
  );

  // Writes (seed and import). Re-importing a row changes it in place instead of adding another.
  const insertYear = db.prepare('insert into academic_years (start_year, end_year) values (?, ?)');
  const insertCourse = db.prepare('insert into courses (course) values (?)');
  const renameCourse = db.prepare<[string, number]>('update courses set course = ? where id = ?');
  const insertPart = db.prepare('insert into course_parts (course_id, name, position) values (?, ?, ?)');
  const insertStudent = db.prepare(`
    insert or ignore into students (course_id, part_id, acd_year, stu_fname, stu_mname, stu_lname,
      stu_father_fname, stu_father_mname, stu_father_lname, stu_cast, stu_gender)
    values (@course_id, @part_id, @acd_year, @stu_fname, @stu_mname, @stu_lname,
      @stu_father_fname, @stu_father_mname, @stu_father_lname, @stu_cast, @stu_gender)`);
  const upsertAttendance = db.prepare(`
    insert into attendance_files (course_id, part_id, acd_year, month, year, file)
    values (@course_id, @part_id, @acd_year, @month, @year, @file)
    on conflict (course_id, part_id, acd_year, year, month) do update set file = excluded.file`);
  const upsertTimetable = db.prepare(`
    insert into timetables (course_id, part_id, acd_year, type, file)
    values (@course_id, @part_id, @acd_year, @type, @file)
    on conflict (course_id, part_id, acd_year, type) do update set file = excluded.file`);
  const upsertFaculty = db.prepare(`
    insert into faculty (course_id, type, name, qualification, designation, subject, joindate, photo)
    values (@course_id, @type, @name, @qualification, @designation, @subject, @joindate, @photo)
    on conflict (course_id, name collate nocase) do update set name = excluded.name, type = excluded.type,
      qualification = excluded.qualification,
      designation = excluded.designation, subject = excluded.subject, joindate = excluded.joindate, photo = excluded.photo`);
  const upsertNcte = db.prepare(
    'insert into ncte_orders (title, file) values (@title, @file) on conflict (title) do update set file = excluded.file',
  );
  const upsertDisciplinary = db.prepare(
    'insert into disciplinary_items (title, file) values (@title, @file) on conflict (title) do update set file = excluded.file',
  );
  const upsertAnnualReport = db.prepare(`
    insert into annual_reports (fin_year, balance_report, income_report, receipt_report)
    values (@fin_year, @balance_report, @income_report, @receipt_report)
    on conflict (fin_year) do update set balance_report = excluded.balance_report,
      income_report = excluded.income_report, receipt_report = excluded.receipt_report`);

  const answers = createAnswerCache(db);
  /** 1 if a row was added (or changed), 0 if it was there already; kept answers are out of date. */
  const changes = (result: { changes: number }) => {
    answers.clear();
    return result.changes;
  };
  /** The new row's id; kept answers are out of date. */
  const inserted = (result: { lastInsertRowid: number | bigint }) => {
    answers.clear();
    return Number(result.lastInsertRowid);
  };

  return {
    /** The listings' answers as bytes (and compressed bytes), kept until the data changes. */
    answers,
    academicYears: () => academicYears.all(),
    courses: () => courses.all(),
    parts: (courseId: number) => parts.all(courseId),
    students: (query: RecordQuery) => students.all(query),
    attendance: (query: RecordQuery) => attendance.all(query),
    timetables: (query: TimetableQuery) => timetables.all(query),
    faculty: (query: FacultyQuery) => faculty.all(query),
    allFaculty: () => allFaculty.all(),
    ncteOrders: () => ncteOrders.all(),
    disciplinary: () => disciplinary.all(),
    annualReports: () => annualReports.all(),

    /**
     * The courses with their years or semesters and the academic years (oldest first), by id and
     * name: what a sheet's class columns are checked against, and the office's list of names.
     */
    catalogue(): ClassCatalogue {
      const parts = allParts.all();
      return {
        courses: courses.all().map(({ id, course }) => ({
          id,
          name: course,
          parts: parts.filter((part) => part.course_id === id).map((part) => ({ id: part.id, name: part.name })),
        })),
        years: yearsOldestFirst
          .all()
          .map(({ id, start_year }) => ({ id, name: academicYearName(start_year), start_year })),
      };
    },
    /** The id of the academic year that starts in `start`, if there is one. */
    academicYearStarting: (start: number) => yearByStart.get(start),

    insertAcademicYear: (start: number) => inserted(insertYear.run(start, start + 1)),
    insertCourse: (name: string) => inserted(insertCourse.run(name)),
    renameCourse: (id: number, name: string) => changes(renameCourse.run(name, id)),
    insertPart: (courseId: number, name: string, position: number) =>
      inserted(insertPart.run(courseId, name, position)),
    insertStudent: (row: NewStudent) => changes(insertStudent.run(row)),
    upsertAttendance: (row: NewAttendance) => changes(upsertAttendance.run(row)),
    upsertTimetable: (row: NewTimetable) => changes(upsertTimetable.run(row)),
    upsertFaculty: (row: NewFaculty) => changes(upsertFaculty.run(row)),
    upsertNcteOrder: (row: NewDocumentItem) => changes(upsertNcte.run(row)),
    upsertDisciplinary: (row: NewDocumentItem) => changes(upsertDisciplinary.run(row)),
    upsertAnnualReport: (row: NewAnnualReport) => changes(upsertAnnualReport.run(row)),
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    records: RecordsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('records', createRecordsRepository(fastify.db));
  },
  { name: 'records-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
