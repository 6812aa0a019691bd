import { createHash } from 'node:crypto';
import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { TalentResult } from '../contract';
import { type CorrectableField, RESULT_FIELDS } from '../office-contract/results';

export { RESULT_FIELDS };

export interface ResultsRepository {
  /** The stored row of a roll number (already upper-cased by the contract), or undefined. */
  find(rollno: string): TalentResult | undefined;
  count(): number;
  /** Every stored row, by roll number (the import's preview compares a sheet with them). */
  all(): TalentResult[];
  /** A digest of every stored row: a preview made at one digest is committed only at the same. */
  digest(): string;
  /** Replaces every stored result with `rows`, in one transaction: all of them or none. */
  replaceAll(rows: readonly TalentResult[]): void;
  /** Writes one row's fields (not its roll number); false if the roll number is not stored. */
  update(row: TalentResult): boolean;
  /** The roll number holding a certificate number, if any. */
  certificateHolder(certificateNo: string): string | undefined;
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
  const findStatement = db.prepare(`select ${columns} from talent_results where rollno = ?`);
  const allStatement = db.prepare(`select ${columns} from talent_results order by rollno`);
  const countStatement = db.prepare('select count(*) from talent_results').pluck();
  const deleteAll = db.prepare('delete from talent_results');
  const insert = db.prepare(
    `insert into talent_results (${columns}) values (${RESULT_FIELDS.map((field) => `@${field}`).join(', ')})`,
  );
  const updateStatement = db.prepare(
    `update talent_results set ${CORRECTABLE.map((field) => `${field} = @${field}`).join(', ')} where rollno = @rollno`,
  );
  const holderStatement = db
    .prepare("select rollno from talent_results where certificate_no = ? and certificate_no <> ''")
    .pluck();
  const replaceAll = db.transaction((rows: readonly TalentResult[]) => {
    deleteAll.run();
    for (const row of rows) insert.run(row);
  });
  const all = () => allStatement.all() as TalentResult[];
  return {
    find: (rollno) => findStatement.get(rollno) as TalentResult | undefined,
    count: () => countStatement.get() as number,
    all,
    digest: () => {
      const hash = createHash('sha256');
      for (const row of allStatement.iterate() as Iterable<TalentResult>) hash.update(rowText(row)).update('\n');
      return hash.digest('hex');
    },
    replaceAll: (rows) => replaceAll(rows),
    update: (row) => updateStatement.run(row).changes === 1,
    certificateHolder: (certificateNo) => holderStatement.get(certificateNo) as string | undefined,
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('results', createResultsRepository(fastify.db));
  },
  { name: 'results-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
