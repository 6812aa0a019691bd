import { createHash } from 'node:crypto';
import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { TalentResult } from '../contract';
import { type CorrectableField, RESULT_FIELDS } from '../office-contract/results';

export { RESULT_FIELDS };

/** Who holds a certificate number: a roll number of an exam (certificate numbers are unique across exams). */
export interface CertificateHolder {
  exam_id: number;
  rollno: string;
}

/**
 * The results, each of one exam (talent_exams): a roll number is unique within its exam. Every
 * read and write names the exam (its id), so an import into one exam never touches another's.
 */
export interface ResultsRepository {
  /** The stored row of a roll number (already upper-cased by the contract) in an exam, or undefined. */
  find(examId: number, rollno: string): TalentResult | undefined;
  /** The results of an exam; of every exam without one. */
  count(examId?: number): number;
  /** Every stored row of an exam, by roll number (the import's preview compares a sheet with them). */
  all(examId: number): TalentResult[];
  /** A digest of an exam's rows: a preview made at one digest is committed only at the same. */
  digest(examId: number): string;
  /** Replaces an exam's results with `rows`, in one transaction: all of them or none. Other exams' stay. */
  replaceExam(examId: number, rows: readonly TalentResult[]): void;
  /** Writes one row's fields (not its roll number); false if the roll number is not stored in the exam. */
  update(examId: number, row: TalentResult): boolean;
  /** Who holds a certificate number, in any exam, if anyone. */
  certificateHolder(certificateNo: string): CertificateHolder | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    results: ResultsRepository;
  }
}

/** A row's values in the sheet's order, as one string (for digests). */
const rowText = (row: TalentResult) => JSON.stringify(RESULT_FIELDS.map((field) => row[field]));

/** A row's version: what the correction form names, so a change meanwhile is refused (409). */
export const rowVersion = (row: TalentResult) => createHash('sha256').update(rowText(row)).digest('hex').slice(0, 16);

const CORRECTABLE = RESULT_FIELDS.filter((field): field is CorrectableField => field !== 'rollno');

/** Plain function so the seed and the import command use it without Fastify. */
export function createResultsRepository(db: SqliteDatabase): ResultsRepository {
  const columns = RESULT_FIELDS.join(', ');
  const findStatement = db.prepare(`select ${columns} from talent_results where exam_id = ? and rollno = ?`);
  const allStatement = db.prepare(`select ${columns} from talent_results where exam_id = ? order by rollno`);
  const countStatement = db.prepare('select count(*) from talent_results where exam_id = ?').pluck();
  const countAllStatement = db.prepare('select count(*) from talent_results').pluck();
  const deleteExam = db.prepare('delete from talent_results where exam_id = ?');
  const insert = db.prepare(
    `insert into talent_results (exam_id, ${columns}) values (@exam_id, ${RESULT_FIELDS.map((field) => `@${field}`).join(', ')})`,
  );
  const updateStatement = db.prepare(
    `update talent_results set ${CORRECTABLE.map((field) => `${field} = @${field}`).join(', ')}
     where exam_id = @exam_id and rollno = @rollno`,
  );
  const holderStatement = db.prepare(
    "select exam_id, rollno from talent_results where certificate_no = ? and certificate_no <> ''",
  );
  const replaceExam = db.transaction((examId: number, rows: readonly TalentResult[]) => {
    deleteExam.run(examId);
    for (const row of rows) insert.run({ ...row, exam_id: examId });
  });
  return {
    find: (examId, rollno) => findStatement.get(examId, rollno) as TalentResult | undefined,
    count: (examId) => (examId === undefined ? countAllStatement.get() : countStatement.get(examId)) as number,
    all: (examId) => allStatement.all(examId) as TalentResult[],
    digest: (examId) => {
      const hash = createHash('sha256');
      for (const row of allStatement.iterate(examId) as Iterable<TalentResult>) hash.update(rowText(row)).update('\n');
      return hash.digest('hex');
    },
    replaceExam: (examId, rows) => replaceExam(examId, rows),
    update: (examId, row) => updateStatement.run({ ...row, exam_id: examId }).changes === 1,
    certificateHolder: (certificateNo) => holderStatement.get(certificateNo) as CertificateHolder | undefined,
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('results', createResultsRepository(fastify.db));
  },
  { name: 'results-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
