import type { SeedContext, ServicePaths } from '@college/service-kit';
import { FINANCIAL_DOCUMENT_NAMES, type FinancialDocumentName } from './contract';
import {
  attendancePdf,
  calendarPdf,
  noticePdf,
  type StatementKind,
  statementPdf,
  timetablePdf,
} from './documents/demo-documents';
import { renderPortrait } from './documents/simple-png';
import { contentName, type DocumentFolder, writeDocument } from './documents/store';
import { createRecordsRepository, type NewStudent } from './plugins/records-repository';
import {
  classSize,
  generateStudent,
  randomSource,
  SEED_ACADEMIC_YEARS,
  SEED_COURSES,
  SEED_DISCIPLINARY,
  SEED_FACULTY,
  SEED_FINANCIAL_YEARS,
  SEED_NCTE_ORDERS,
} from './seed-data';

/** Months of an academic session: July of the start year to June of the next. */
export const SESSION_MONTHS = [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6];

const STATEMENT_OF: Record<FinancialDocumentName, { kind: StatementKind; yearEnd: number }> = {
  balancesheet2022: { kind: 'balance', yearEnd: 2022 },
  balancesheet2023: { kind: 'balance', yearEnd: 2023 },
  incomeexpenditure2022: { kind: 'income', yearEnd: 2022 },
  incomeexpenditure2023: { kind: 'income', yearEnd: 2023 },
  receiptpayment2022: { kind: 'receipt', yearEnd: 2022 },
  receiptpayment2023: { kind: 'receipt', yearEnd: 2023 },
};

/** Where the financial page's statement lives: a stable name the college can replace. */
export const financialFile = (name: FinancialDocumentName) => `financial/${name}.pdf`;

/**
 * Writes the six financial statements unless they are there (a statement the college put in
 * place of the generated one is kept).
 */
export function ensureFinancialDocuments(paths: ServicePaths, letterhead: string): void {
  for (const name of FINANCIAL_DOCUMENT_NAMES) {
    const { kind, yearEnd } = STATEMENT_OF[name];
    writeDocument(paths, financialFile(name), statementPdf(letterhead, kind, yearEnd));
  }
}

/**
 * First-start demo data: 3 academic years, 5 courses with their years or semesters, a few hundred
 * generated students, monthly attendance, time tables and calendars for every class, faculty with
 * photos, NCTE orders, disciplinary documents, annual reports and the six financial statements.
 * Every file is a real PDF or PNG, written before the rows that point at it.
 */
export function seedRecords({ db, paths }: SeedContext, letterhead: string): void {
  const records = createRecordsRepository(db);
  const random = randomSource(2024);
  const store = (folder: DocumentFolder, bytes: Buffer, extension: '.pdf' | '.png' = '.pdf') => {
    const name = contentName(folder, bytes, extension);
    writeDocument(paths, name, bytes);
    return name;
  };

  ensureFinancialDocuments(paths, letterhead);

  db.transaction(() => {
    const years = SEED_ACADEMIC_YEARS.map((start) => ({ id: records.insertAcademicYear(start), start }));
    const courses = SEED_COURSES.map((entry) => {
      const id = records.insertCourse(entry.course);
      const parts = entry.parts.map((name, position) => ({ id: records.insertPart(id, name, position + 1), name }));
      return { ...entry, id, parts };
    });

    for (const year of years) {
      for (const course of courses) {
        course.parts.forEach((part, partIndex) => {
          const where = { course_id: course.id, part_id: part.id, acd_year: year.id };
          const label = { course: course.course, part: part.name, startYear: year.start };
          const students = Array.from({ length: classSize(random, year.start, course.course, partIndex) }, () =>
            generateStudent(random),
          );
          for (const student of students) records.insertStudent({ ...where, ...student } satisfies NewStudent);
          for (const month of SESSION_MONTHS) {
            const calendarYear = month >= 7 ? year.start : year.start + 1;
            const seed = year.id * 100_000 + part.id * 100 + month;
            const file = store('attendance', attendancePdf(letterhead, label, month, calendarYear, students, seed));
            records.upsertAttendance({ ...where, month, year: calendarYear, file });
          }
          records.upsertTimetable({
            ...where,
            type: 'timetable',
            file: store('timetable', timetablePdf(letterhead, label, course.subjects)),
          });
          records.upsertTimetable({
            ...where,
            type: 'calendar',
            file: store('timetable', calendarPdf(letterhead, label)),
          });
        });
      }
    }

    SEED_FACULTY.forEach((member, index) => {
      const course = courses.find((entry) => entry.course === member.course)!;
      const photo = store('faculty', renderPortrait(index + 1), '.png');
      const { course: _name, ...rest } = member;
      records.upsertFaculty({ ...rest, course_id: course.id, photo });
    });

    for (const order of SEED_NCTE_ORDERS) {
      records.upsertNcteOrder({
        title: order.title,
        file: store('ncte', noticePdf(letterhead, order.title, order.paragraphs)),
      });
    }
    for (const item of SEED_DISCIPLINARY) {
      records.upsertDisciplinary({
        title: item.title,
        file: store('disciplinary', noticePdf(letterhead, item.title, item.paragraphs)),
      });
    }

    // The financial pages' statements are the annual reports of 2021-22 and 2022-23 too.
    for (const finYear of SEED_FINANCIAL_YEARS) {
      const yearEnd = Number(finYear.slice(0, 4)) + 1;
      const file = (kind: StatementKind, stable: string) =>
        (FINANCIAL_DOCUMENT_NAMES as readonly string[]).includes(stable)
          ? financialFile(stable as FinancialDocumentName)
          : store('annual-report', statementPdf(letterhead, kind, yearEnd));
      records.upsertAnnualReport({
        fin_year: finYear,
        balance_report: file('balance', `balancesheet${yearEnd}`),
        income_report: file('income', `incomeexpenditure${yearEnd}`),
        receipt_report: file('receipt', `receiptpayment${yearEnd}`),
      });
    }
  })();
}
