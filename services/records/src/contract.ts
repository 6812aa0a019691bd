// Shared by the records remote (a browser bundle) and the records service: import nothing but valibot
// and the kit's bilingual register (browser-safe).
import { said } from '@college/service-kit/bilingual';
import * as v from 'valibot';
import { MONTH_NAMES } from '@college/settings/dates';

// Full public paths: the gateway proxies them to the service unchanged.
export const ACADEMIC_YEAR_PATH = '/api/v1/api/getAcademicYear';
export const COURSES_PATH = '/api/v1/api/getAllCourse';
export const YEAR_SEM_PATH = '/api/v1/api/getYearSem';
export const STUDENT_RECORD_PATH = '/api/v1/api/getStudentRecord';
export const ATTENDANCE_RECORD_PATH = '/api/v1/api/getAttendanceRecord';
export const TIMETABLE_RECORD_PATH = '/api/v1/api/getTimeTableCalendarRecord';
export const FACULTY_RECORD_PATH = '/api/v1/api/getFacultyRecord';
export const ALL_FACULTY_PATH = '/api/v1/api/getAllFaculty';
export const NCTE_ORDER_PATH = '/api/v1/api/getNcteOrder';
export const ANNUAL_REPORT_PATH = '/api/v1/api/getAnnualReport';
export const DISCIPLINARY_PATH = '/api/v1/api/getDisciplinary';

/** Every public document of this service (PDFs, faculty photos) is under this URL prefix. */
export const RECORDS_FILES_PREFIX = '/uploads/docs/records/';

/** What the gateway sends to this service (gateway/src/service-routes.ts); a '/' at the end: everything under it. */
export const PUBLIC_PATHS = [
  ACADEMIC_YEAR_PATH,
  COURSES_PATH,
  YEAR_SEM_PATH,
  STUDENT_RECORD_PATH,
  ATTENDANCE_RECORD_PATH,
  TIMETABLE_RECORD_PATH,
  FACULTY_RECORD_PATH,
  ALL_FACULTY_PATH,
  NCTE_ORDER_PATH,
  ANNUAL_REPORT_PATH,
  DISCIPLINARY_PATH,
  RECORDS_FILES_PREFIX,
] as const;

/** The financial statements, under stable names: the page of each embeds its PDF. */
export const FINANCIAL_DOCUMENT_NAMES = [
  'balancesheet2022',
  'balancesheet2023',
  'incomeexpenditure2022',
  'incomeexpenditure2023',
  'receiptpayment2022',
  'receiptpayment2023',
] as const;
export type FinancialDocumentName = (typeof FINANCIAL_DOCUMENT_NAMES)[number];
export const financialDocumentPath = (name: FinancialDocumentName) => `${RECORDS_FILES_PREFIX}financial/${name}.pdf`;

/** What an empty filter says: each names its own list, in both languages. */
export const MISSING = {
  course_id: said('Choose a course', 'पाठ्यक्रम चुनें'),
  part_id: said('Choose the year or semester', 'वर्ष या सेमेस्टर चुनें'),
  acd_year: said('Choose the academic year', 'शैक्षणिक सत्र चुनें'),
  timetable: said('Choose timetable or calendar', 'समय सारणी या शैक्षणिक कैलेंडर चुनें'),
  staff: said('Choose teaching or non-teaching staff', 'शिक्षण या शिक्षणेतर कर्मचारी चुनें'),
} as const;
export const NOT_A_NUMBER = said('Choose a value from the list', 'कृपया सूची में से कोई मान चुनें');
export const TYPE_TIMETABLE_MESSAGE = said(
  "Choose 'timetable' or 'calendar'",
  "कृपया 'timetable' (समय सारणी) या 'calendar' (शैक्षणिक कैलेंडर) चुनें",
);
export const FACULTY_TYPE_MESSAGE = said('Choose 1 (Teaching) or 2 (Non-Teaching)', 'कृपया 1 (शिक्षण) या 2 (शिक्षणेतर) चुनें');

// ---- Look-up lists ------------------------------------------------------------------------

export const academicYearSchema = v.object({ id: v.number(), start_year: v.number(), end_year: v.number() });
/** getAcademicYear answers a plain array (not under `data` like the other look-ups), newest year first. */
export const academicYearsResponseSchema = v.array(academicYearSchema);

export const courseSchema = v.object({ id: v.number(), course: v.string() });
export const coursesResponseSchema = v.object({ data: v.array(courseSchema) });

export const yearSemSchema = v.object({ base_id: v.number(), base_name: v.string() });
export const yearSemResponseSchema = v.object({ data: v.array(yearSemSchema) });

export type AcademicYear = v.InferOutput<typeof academicYearSchema>;
export type Course = v.InferOutput<typeof courseSchema>;
export type YearSem = v.InferOutput<typeof yearSemSchema>;

// ---- Requests -----------------------------------------------------------------------------

/**
 * An id chosen from a list: a number, or a numeric string as a <select> sends it. Missing, null or
 * blank gets `missing` (which list to choose from); anything else that is not a whole number is
 * refused. An id nobody has is not an error: the list simply comes back empty.
 */
const idField = (missing: string) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number()], NOT_A_NUMBER), ''),
    v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
    v.nonEmpty(missing),
    v.regex(/^\d{1,9}$/, NOT_A_NUMBER),
    v.transform(Number),
  );

/** Student, attendance and timetable look-ups: all three required. */
export const recordQuerySchema = v.object({
  course_id: idField(MISSING.course_id),
  part_id: idField(MISSING.part_id),
  acd_year: idField(MISSING.acd_year),
});

export const TIMETABLE_TYPES = ['timetable', 'calendar'] as const;
export type TimetableType = (typeof TIMETABLE_TYPES)[number];

export const timetableQuerySchema = v.object({
  ...recordQuerySchema.entries,
  type: v.pipe(
    v.nullish(v.string(TYPE_TIMETABLE_MESSAGE), ''),
    v.trim(),
    v.nonEmpty(MISSING.timetable),
    v.picklist(TIMETABLE_TYPES, TYPE_TIMETABLE_MESSAGE),
  ),
});

export const FACULTY_TYPES = [
  { value: 1, label: 'Teaching' },
  { value: 2, label: 'Non-Teaching' },
] as const;

export const facultyQuerySchema = v.object({
  course_id: idField(MISSING.course_id),
  type: v.pipe(idField(MISSING.staff), v.picklist([1, 2], FACULTY_TYPE_MESSAGE)),
});

/** getYearSem?brc_id=: the course whose years or semesters are wanted. */
export const yearSemQuerySchema = v.object({ brc_id: idField(MISSING.course_id) });

export type RecordQueryInput = v.InferInput<typeof recordQuerySchema>;
export type RecordQuery = v.InferOutput<typeof recordQuerySchema>;
export type TimetableQueryInput = v.InferInput<typeof timetableQuerySchema>;
export type TimetableQuery = v.InferOutput<typeof timetableQuerySchema>;
export type FacultyQueryInput = v.InferInput<typeof facultyQuerySchema>;
export type FacultyQuery = v.InferOutput<typeof facultyQuerySchema>;

// ---- Answers ------------------------------------------------------------------------------

export const studentRecordSchema = v.object({
  stu_fname: v.string(),
  stu_mname: v.string(),
  stu_lname: v.string(),
  stu_father_fname: v.string(),
  stu_father_mname: v.string(),
  stu_father_lname: v.string(),
  /** Category: General, SC, ST, OBC, GEN-EWS (shown upper-cased). */
  stu_cast: v.string(),
  stu_gender: v.string(),
});

export const attendanceRecordSchema = v.object({
  /** Month name, e.g. "July". */
  month: v.string(),
  year: v.number(),
  /** Public URL of the month's attendance PDF. */
  file: v.string(),
});

export const timetableRecordSchema = v.object({
  start_year: v.number(),
  end_year: v.number(),
  course: v.string(),
  base_name: v.string(),
  file: v.string(),
});

export const facultyRecordSchema = v.object({
  /** Public URL of the photo. */
  photo: v.string(),
  name: v.string(),
  qualification: v.string(),
  designation: v.string(),
  /** YYYY-MM-DD */
  joindate: v.string(),
});

export const facultyCardSchema = v.object({
  photo: v.string(),
  name: v.string(),
  course: v.string(),
  subject: v.string(),
});

export const documentItemSchema = v.object({ title: v.string(), file: v.string() });

export const annualReportSchema = v.object({
  /** e.g. "2023-24" */
  fin_year: v.string(),
  balance_report: v.string(),
  income_report: v.string(),
  receipt_report: v.string(),
});

const listOf = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item) });

export const studentRecordsResponseSchema = listOf(studentRecordSchema);
export const attendanceRecordsResponseSchema = listOf(attendanceRecordSchema);
export const timetableRecordsResponseSchema = listOf(timetableRecordSchema);
export const facultyRecordsResponseSchema = listOf(facultyRecordSchema);
export const facultyCardsResponseSchema = listOf(facultyCardSchema);
export const documentListResponseSchema = listOf(documentItemSchema);
export const annualReportsResponseSchema = listOf(annualReportSchema);

export type StudentRecord = v.InferOutput<typeof studentRecordSchema>;
export type AttendanceRecord = v.InferOutput<typeof attendanceRecordSchema>;
export type TimetableRecord = v.InferOutput<typeof timetableRecordSchema>;
export type FacultyRecord = v.InferOutput<typeof facultyRecordSchema>;
export type FacultyCard = v.InferOutput<typeof facultyCardSchema>;
export type DocumentItem = v.InferOutput<typeof documentItemSchema>;
export type AnnualReport = v.InferOutput<typeof annualReportSchema>;

export const MONTHS = MONTH_NAMES.en;
