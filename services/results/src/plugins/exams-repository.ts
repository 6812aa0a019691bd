/**
 * The Talent Search Exams (talent_exams): one a year, each with its names, the day it was held and
 * what its certificate numbers begin with. Every result belongs to one; the public names an exam by
 * its year, and "the newest" is the latest year.
 */
import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { TalentExam } from '../contract';
import type { NewExam } from '../office-contract/results';

export interface ExamRow extends TalentExam {
  id: number;
  certificate_prefix: string;
}

export interface ExamsRepository {
  /** Every exam, newest first. */
  list(): ExamRow[];
  /** The exams that have at least one result, newest first: what the public can look up. */
  published(): ExamRow[];
  byYear(year: number): ExamRow | undefined;
  byId(id: number): ExamRow | undefined;
  /** The exam whose certificate numbers begin with `prefix` exactly, if any. */
  byPrefix(prefix: string): ExamRow | undefined;
  /** Adds an exam (its year and prefix checked free by the caller, in the same transaction). */
  create(exam: NewExam, by: string | null): ExamRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    exams: ExamsRepository;
  }
}

const COLUMNS = 'id, year, name_en, name_hi, held_on, certificate_prefix';

/** A certificate number is the exam's when it begins with the exam's prefix (letters in any case). */
export const hasPrefix = (certificateNo: string, prefix: string) =>
  certificateNo.toUpperCase().startsWith(prefix.toUpperCase());

/** Plain function so the seed and the import command use it without Fastify. */
export function createExamsRepository(db: SqliteDatabase): ExamsRepository {
  const listStatement = db.prepare(`select ${COLUMNS} from talent_exams order by year desc`);
  const publishedStatement = db.prepare(
    `select ${COLUMNS} from talent_exams e where exists (select 1 from talent_results r where r.exam_id = e.id) order by year desc`,
  );
  const byYearStatement = db.prepare(`select ${COLUMNS} from talent_exams where year = ?`);
  const byIdStatement = db.prepare(`select ${COLUMNS} from talent_exams where id = ?`);
  const byPrefixStatement = db.prepare(
    `select ${COLUMNS} from talent_exams where upper(certificate_prefix) = upper(?) order by year desc limit 1`,
  );
  const insert = db.prepare(
    `insert into talent_exams (year, name_en, name_hi, held_on, certificate_prefix, created_by)
     values (@year, @name_en, @name_hi, @held_on, @certificate_prefix, @created_by)`,
  );
  return {
    list: () => listStatement.all() as ExamRow[],
    published: () => publishedStatement.all() as ExamRow[],
    byYear: (year) => byYearStatement.get(year) as ExamRow | undefined,
    byId: (id) => byIdStatement.get(id) as ExamRow | undefined,
    byPrefix: (prefix) => byPrefixStatement.get(prefix) as ExamRow | undefined,
    create(exam, by) {
      const { lastInsertRowid } = insert.run({ ...exam, created_by: by });
      return byIdStatement.get(Number(lastInsertRowid)) as ExamRow;
    },
  };
}

/** What the public sees of an exam. */
export const publicExam = ({ year, name_en, name_hi, held_on }: ExamRow): TalentExam => ({
  year,
  name_en,
  name_hi,
  held_on,
});

export default fp(
  async (fastify) => {
    fastify.decorate('exams', createExamsRepository(fastify.db));
  },
  { name: 'exams-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
