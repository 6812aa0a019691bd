import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { TalentResult } from '../contract';

/** The columns of talent_results, in the result sheet's order (also the CSV header). */
export const RESULT_FIELDS = [
  'rollno',
  'certificate_no',
  'student_name',
  'father_name',
  'school_name',
  'score',
  'result',
  'prize',
  'remark',
  'absent',
  'result_status',
] as const satisfies readonly (keyof TalentResult)[];

export interface ResultsRepository {
  /** The stored row of a roll number (already upper-cased by the contract), or undefined. */
  find(rollno: string): TalentResult | undefined;
  count(): number;
  /** Replaces every stored result with `rows`, in one transaction: all of them or none. */
  replaceAll(rows: readonly TalentResult[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    results: ResultsRepository;
  }
}

/** Plain function so the seed and the import command use it without Fastify. */
export function createResultsRepository(db: SqliteDatabase): ResultsRepository {
  const findStatement = db.prepare(`select ${RESULT_FIELDS.join(', ')} from talent_results where rollno = ?`);
  const countStatement = db.prepare('select count(*) from talent_results').pluck();
  const deleteAll = db.prepare('delete from talent_results');
  const insert = db.prepare(
    `insert into talent_results (${RESULT_FIELDS.join(', ')}) values (${RESULT_FIELDS.map((field) => `@${field}`).join(', ')})`,
  );
  const replaceAll = db.transaction((rows: readonly TalentResult[]) => {
    deleteAll.run();
    for (const row of rows) insert.run(row);
  });
  return {
    find: (rollno) => findStatement.get(rollno) as TalentResult | undefined,
    count: () => countStatement.get() as number,
    replaceAll: (rows) => replaceAll(rows),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('results', createResultsRepository(fastify.db));
  },
  { name: 'results-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
