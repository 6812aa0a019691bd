/**
 * The seven tables the records sheets fill, read and written by row id: the office's list of a
 * dataset and its counts, one record corrected or removed, and the whole table as the imports see
 * it (its rows and their digest). Table and column names come from datasets.ts (constants), never
 * from a request.
 */
import { createHash } from 'node:crypto';
import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { Dataset } from '../cli/datasets';

export type StoredRow = Record<string, unknown> & { id: number };

/** Plain function so the import command uses it without Fastify. */
export function createDatasetTables(db: SqliteDatabase) {
  // Prepared once per text: the tables and their columns are constants, so there are a few dozen at most.
  const prepare = (sql: string) => db.prepare<unknown[]>(sql);
  const statements = new Map<string, ReturnType<typeof prepare>>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  const rowsOf = (dataset: Dataset) => statement(`select * from ${dataset.table} order by id`).all() as StoredRow[];
  return {
    /** How many rows the dataset's table holds. */
    count: (dataset: Dataset) => statement(`select count(*) from ${dataset.table}`).pluck().get() as number,
    /** Every row of the dataset's table in id order (the office's list, the imports' snapshot). */
    rows: rowsOf,
    /** Row `id` of the dataset's table, if there is one. */
    row: (dataset: Dataset, id: number) =>
      statement(`select * from ${dataset.table} where id = ?`).get(id) as StoredRow | undefined,
    /** A digest of the whole table: an import is previewed, committed and undone only at the digest it saw. */
    digest: (dataset: Dataset): string =>
      createHash('sha256')
        .update(JSON.stringify(rowsOf(dataset)))
        .digest('hex'),
    /** Writes every column but the id of row `id`. */
    update(dataset: Dataset, id: number, values: Record<string, unknown>): void {
      const columns = Object.keys(values).filter((column) => column !== 'id');
      statement(
        `update ${dataset.table} set ${columns.map((column) => `${column} = @${column}`).join(', ')} where id = @id`,
      ).run({
        ...Object.fromEntries(columns.map((column) => [column, values[column]])),
        id,
      });
    },
    /** Removes row `id` of the dataset's table. */
    remove(dataset: Dataset, id: number): void {
      statement(`delete from ${dataset.table} where id = ?`).run(id);
    },
  };
}

export type DatasetTables = ReturnType<typeof createDatasetTables>;

declare module 'fastify' {
  interface FastifyInstance {
    datasetTables: DatasetTables;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('datasetTables', createDatasetTables(fastify.db));
  },
  { name: 'dataset-tables', dependencies: ['college-sqlite'], fastify: '5.x' },
);
