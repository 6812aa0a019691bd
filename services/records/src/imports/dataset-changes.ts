/**
 * What an import did to a dataset's table, row by row, so that undoing it restores the table
 * exactly: the ids it added and the rows it changed with their values before. Table and column
 * names come from datasets.ts (constants), never from a request.
 */
import { createHash } from 'node:crypto';
import type { SqliteDatabase } from '@college/service-kit';
import type { Dataset } from '../cli/datasets';
import type { RecordsRepository } from '../plugins/records-repository';

export type StoredRow = Record<string, unknown> & { id: number };

export interface TableChanges {
  added: number[];
  changed: { id: number; before: StoredRow }[];
}

const rowsOf = (db: SqliteDatabase, table: string) =>
  db.prepare<[], StoredRow>(`select * from ${table} order by id`).all();

/** Every row of the dataset's table in id order (the office's list, the tests' snapshot). */
export const datasetRows = (db: SqliteDatabase, dataset: Dataset) => rowsOf(db, dataset.table);

/** A digest of the whole table: an import is previewed, committed and undone only at the digest it saw. */
export function datasetDigest(db: SqliteDatabase, dataset: Dataset): string {
  return createHash('sha256')
    .update(JSON.stringify(rowsOf(db, dataset.table)))
    .digest('hex');
}

/** Stores checked rows (inside the caller's transaction) and returns what changed in the table. */
export function writeRows(
  db: SqliteDatabase,
  dataset: Dataset,
  rows: readonly Record<string, unknown>[],
  records: RecordsRepository,
): TableChanges {
  const before = new Map(rowsOf(db, dataset.table).map((row) => [row.id, row]));
  for (const row of rows) dataset.write(row, records);
  const changes: TableChanges = { added: [], changed: [] };
  for (const row of rowsOf(db, dataset.table)) {
    const old = before.get(row.id);
    if (!old) changes.added.push(row.id);
    else if (JSON.stringify(old) !== JSON.stringify(row)) changes.changed.push({ id: row.id, before: old });
  }
  return changes;
}

/** Puts the table back as it was before `changes` (inside the caller's transaction). */
export function revertChanges(db: SqliteDatabase, dataset: Dataset, changes: TableChanges): void {
  const remove = db.prepare(`delete from ${dataset.table} where id = ?`);
  for (const id of changes.added) remove.run(id);
  for (const { id, before } of changes.changed) updateRow(db, dataset, id, before);
}

/** Writes every column but the id of row `id`. */
export function updateRow(db: SqliteDatabase, dataset: Dataset, id: number, values: Record<string, unknown>): void {
  const columns = Object.keys(values).filter((column) => column !== 'id');
  db.prepare(
    `update ${dataset.table} set ${columns.map((column) => `${column} = @${column}`).join(', ')} where id = @id`,
  ).run({
    ...Object.fromEntries(columns.map((column) => [column, values[column]])),
    id,
  });
}
