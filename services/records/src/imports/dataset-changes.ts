/**
 * What an import did to a dataset's table, row by row, so that undoing it restores the table
 * exactly: the ids it added and the rows it changed with their values before.
 */
import type { Dataset } from '../cli/datasets';
import type { DatasetTables, StoredRow } from '../plugins/dataset-tables';
import type { RecordsRepository } from '../plugins/records-repository';

export type { StoredRow };

export interface TableChanges {
  added: number[];
  changed: { id: number; before: StoredRow }[];
}

/** Stores checked rows (inside the caller's transaction) and returns what changed in the table. */
export function writeRows(
  tables: DatasetTables,
  dataset: Dataset,
  rows: readonly Record<string, unknown>[],
  records: RecordsRepository,
): TableChanges {
  const before = new Map(tables.rows(dataset).map((row) => [row.id, row]));
  for (const row of rows) dataset.write(row, records);
  const changes: TableChanges = { added: [], changed: [] };
  for (const row of tables.rows(dataset)) {
    const old = before.get(row.id);
    if (!old) changes.added.push(row.id);
    else if (JSON.stringify(old) !== JSON.stringify(row)) changes.changed.push({ id: row.id, before: old });
  }
  return changes;
}

/** Puts the table back as it was before `changes` (inside the caller's transaction). */
export function revertChanges(tables: DatasetTables, dataset: Dataset, changes: TableChanges): void {
  for (const id of changes.added) tables.remove(dataset, id);
  for (const { id, before } of changes.changed) tables.update(dataset, id, before);
}
