/**
 * The seven sheets staff import: each names its columns with the spec's field names,
 * checks a row with a valibot schema, says which columns name files (and what those files must
 * be), what makes two rows the same record, and how a checked row is stored. Re-importing a sheet
 * changes records in place (natural keys from the migration's unique indexes), never doubles them.
 * A class (course, year or semester, academic year) is written by its name or its code
 * (imports/class-names.ts).
 */
import type { FileKind } from '@college/service-kit';
import * as v from 'valibot';
import { MONTHS, TIMETABLE_TYPES } from '../contract';
import type { DocumentFolder } from '../documents/store';
import type { ClassResolver } from '../imports/class-names';
import { CLASS_COLUMNS } from '../office-contract/records';
import type { RecordsRepository } from '../plugins/records-repository';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`));
const required = (max: number) => v.pipe(text(max), v.nonEmpty('must not be empty'));
const id = () =>
  v.pipe(required(9), v.regex(/^\d+$/, 'must be a whole number (an id from the lists)'), v.transform(Number));
/**
 * A course, year or semester, or academic year: its code (digits, as before: a number) or its name
 * (text), replaced by its id when the row is checked against the lists (Dataset.check).
 */
const classRef = () =>
  v.pipe(
    required(60),
    v.transform((value): number | string => (/^\d{1,9}$/.test(value) ? Number(value) : value)),
  );
const fileName = () => required(300);
/** A fixed list, matched without regard to case, stored as the list spells it. */
const oneOf = <T extends string>(values: readonly T[]) =>
  v.pipe(
    required(40),
    v.transform((value) => values.find((entry) => entry.toLowerCase() === value.toLowerCase()) ?? value),
    v.picklist(values, `must be one of ${values.join(', ')}`),
  );

/** The admission form's categories and the genders the listings show. */
export const CATEGORIES = ['General', 'OBC', 'SC', 'ST', 'GEN-EWS'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;

const classColumns = { course_id: classRef(), part_id: classRef(), acd_year: classRef() };

const studentSchema = v.object({
  ...classColumns,
  stu_fname: required(60),
  stu_mname: text(60),
  stu_lname: text(60),
  stu_father_fname: required(60),
  stu_father_mname: text(60),
  stu_father_lname: text(60),
  stu_cast: oneOf(CATEGORIES),
  stu_gender: oneOf(GENDERS),
});

/** 1–12 or the month's name (July, jul). */
const month = v.pipe(
  required(12),
  v.transform((value) => {
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const index = MONTHS.findIndex((name) => name.toLowerCase().startsWith(value.toLowerCase()) && value.length >= 3);
    return index + 1;
  }),
  v.minValue(1, 'must be a month: 1 to 12 or its name'),
  v.maxValue(12, 'must be a month: 1 to 12 or its name'),
);
const calendarYear = v.pipe(required(4), v.regex(/^(19|20)\d\d$/, 'must be a year such as 2024'), v.transform(Number));

const attendanceSchema = v.object({ ...classColumns, month, year: calendarYear, file: fileName() });

const timetableSchema = v.object({ ...classColumns, type: oneOf(TIMETABLE_TYPES), file: fileName() });

/** A date as YYYY-MM-DD that exists and is not after `now`. */
const isRealDate = (value: string, now: () => Date) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= now().getTime();
};
/** A faculty member's row; "not in the future" is by `now`. */
const facultySchemaAt = (now: () => Date) =>
  v.object({
    course_id: classRef(),
    type: v.pipe(id(), v.picklist([1, 2] as const, 'must be 1 (Teaching) or 2 (Non-Teaching)')),
    name: required(100),
    qualification: required(200),
    designation: required(100),
    subject: text(100),
    joindate: v.pipe(
      required(10),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
      v.check((value) => isRealDate(value, now), 'must be a real date, not in the future'),
    ),
    photo: fileName(),
  });

const documentSchema = v.object({ title: required(300), file: fileName() });

const annualReportSchema = v.object({
  fin_year: v.pipe(
    required(7),
    v.regex(/^\d{4}-\d{2}$/, 'must be a financial year such as 2023-24'),
    v.check(
      (value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)),
      'must be two following years such as 2023-24',
    ),
  ),
  balance_report: fileName(),
  income_report: fileName(),
  receipt_report: fileName(),
});

export interface FileColumn {
  column: string;
  folder: DocumentFolder;
  kinds: readonly FileKind[];
}

export interface Dataset {
  name: string;
  /** What one row is, for messages ("students"). */
  noun: string;
  /** Its table, for counting what an import added (table names are constants of this file). */
  table: string;
  fields: readonly string[];
  schema: v.GenericSchema<Record<string, string>, Record<string, unknown>>;
  files: readonly FileColumn[];
  /** What makes two rows the same record (the table's unique key). */
  key: (row: Record<string, unknown>) => string;
  /**
   * Problems only the lists can tell (ids that do not exist or do not belong together, names that
   * match nothing); the names of a course, part or year are replaced by their ids in `row`.
   */
  check: (row: Record<string, unknown>, names: ClassResolver) => string[];
  /** Stores a checked row whose file columns now hold stored names: 1 added or changed, 0 unchanged. */
  write: (row: Record<string, unknown>, records: RecordsRepository) => number;
}

const PDF = ['pdf'] as const;
const PHOTO = ['jpeg', 'png'] as const;

const classChecks = (row: Record<string, unknown>, names: ClassResolver) => names.resolve(row, CLASS_COLUMNS);
const courseCheck = (row: Record<string, unknown>, names: ClassResolver) => names.resolve(row, ['course_id']);
const classKey = (row: Record<string, unknown>) => `${row.course_id}/${row.part_id}/${row.acd_year}`;
const fieldsOf = (schema: v.ObjectSchema<v.ObjectEntries, undefined>) => Object.keys(schema.entries);
const as = <T>(row: Record<string, unknown>) => row as T;

/** NCTE orders and disciplinary notices: a title and its PDF, one record per title. */
const titledDocuments = (
  name: 'ncte' | 'disciplinary',
  table: string,
  noun: string,
  write: Dataset['write'],
): Dataset => ({
  table,
  name,
  noun,
  fields: fieldsOf(documentSchema),
  schema: documentSchema as Dataset['schema'],
  files: [{ column: 'file', folder: name, kinds: PDF }],
  key: (row) => String(row.title),
  check: () => [],
  write,
});

/**
 * The seven datasets; `now` is the clock their date rules read (a faculty member's joining date is
 * not in the future): the service's, fastify.now, in the service.
 */
export function createDatasets(now: () => Date): Record<string, Dataset> {
  const facultySchema = facultySchemaAt(now);
  return {
    students: {
      table: 'students',
      name: 'students',
      noun: 'students',
      fields: fieldsOf(studentSchema),
      schema: studentSchema as Dataset['schema'],
      files: [],
      // The whole row is the key (as in the table): two students may share a name, not a whole row.
      key: (row) => JSON.stringify(fieldsOf(studentSchema).map((field) => row[field])),
      check: classChecks,
      write: (row, records) => records.insertStudent(as(row)),
    },
    attendance: {
      table: 'attendance_files',
      name: 'attendance',
      noun: 'attendance sheets',
      fields: fieldsOf(attendanceSchema),
      schema: attendanceSchema as Dataset['schema'],
      files: [{ column: 'file', folder: 'attendance', kinds: PDF }],
      key: (row) => `${classKey(row)} ${row.year}-${row.month}`,
      check: classChecks,
      write: (row, records) => records.upsertAttendance(as(row)),
    },
    timetable: {
      table: 'timetables',
      name: 'timetable',
      noun: 'time tables and calendars',
      fields: fieldsOf(timetableSchema),
      schema: timetableSchema as Dataset['schema'],
      files: [{ column: 'file', folder: 'timetable', kinds: PDF }],
      key: (row) => `${classKey(row)} ${row.type}`,
      check: classChecks,
      write: (row, records) => records.upsertTimetable(as(row)),
    },
    faculty: {
      table: 'faculty',
      name: 'faculty',
      noun: 'faculty members',
      fields: fieldsOf(facultySchema),
      schema: facultySchema as Dataset['schema'],
      files: [{ column: 'photo', folder: 'faculty', kinds: PHOTO }],
      key: (row) => `${row.course_id} ${String(row.name).toLowerCase()}`,
      check: courseCheck,
      write: (row, records) => records.upsertFaculty(as(row)),
    },
    ncte: titledDocuments('ncte', 'ncte_orders', 'NCTE orders', (row, records) => records.upsertNcteOrder(as(row))),
    disciplinary: titledDocuments('disciplinary', 'disciplinary_items', 'disciplinary notices', (row, records) =>
      records.upsertDisciplinary(as(row)),
    ),
    'annual-reports': {
      table: 'annual_reports',
      name: 'annual-reports',
      noun: 'annual reports',
      fields: fieldsOf(annualReportSchema),
      schema: annualReportSchema as Dataset['schema'],
      files: ['balance_report', 'income_report', 'receipt_report'].map((column) => ({
        column,
        folder: 'annual-report' as const,
        kinds: PDF,
      })),
      key: (row) => String(row.fin_year),
      check: () => [],
      write: (row, records) => records.upsertAnnualReport(as(row)),
    },
  };
}

/** The import command's datasets: it runs outside the service, by the real time. */
export const DATASETS = createDatasets(() => new Date());
