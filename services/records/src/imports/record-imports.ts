/**
 * The records sheets imported by web: a checked sheet is kept as a preview (its rows,
 * and its files in the private uploads folder under generated names) until it is committed, once,
 * at the dataset's digest it was previewed at; a committed import keeps what it changed, so the
 * dataset's last import can be undone exactly while nothing else changed the dataset.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServicePaths, SqliteDatabase } from '@college/service-kit';
import type { Dataset } from '../cli/datasets';
import { removeDocument, writeDocument } from '../documents/store';
import type { ImportPreview, ImportSummary } from '../office-contract/records';
import type { DatasetTables, StoredRow } from '../plugins/dataset-tables';
import {
  createRecordImportsRepository,
  type ImportRow,
  type RecordImportsRepository,
} from '../plugins/record-imports-repository';
import type { RecordsRepository } from '../plugins/records-repository';
import { revertChanges, type TableChanges, writeRows } from './dataset-changes';
import { createPendingFiles, type PendingFiles, type WaitingFile } from './pending-files';
import type { CheckedSheet } from './sheet-check';

/** A preview nobody confirmed is dropped after a day, with its files. */
const PREVIEW_KEPT_MS = 24 * 60 * 60_000;
const HISTORY_LISTED = 50;

/** A stored row's values as the office shows them (no id). */
export const valuesOf = (row: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => column !== 'id')
      .map(([column, value]) => [column, String(value ?? '')]),
  );

/** What a committed import keeps, to undo it. */
interface Committed {
  changes: TableChanges;
  /** Files this import published (none of them was there before it). */
  published: string[];
}

type Counts = Pick<ImportSummary, 'rows' | 'added' | 'changed' | 'unchanged' | 'files_published'>;
type Comparison = Pick<ImportPreview, 'added' | 'changed' | 'unchanged'>;

export type CommitOutcome =
  'unknown' | 'committed' | 'stale' | { summary: ImportSummary; changes: TableChanges; published: string[] };
export type UndoOutcome = 'unknown' | 'not-last' | 'changed' | { summary: ImportSummary; changes: TableChanges };

/** Thrown to roll back a trial write. */
class TrialOnly extends Error {}

/** What `trial` returns when run in a transaction that is always rolled back. */
function rolledBack<T>(db: SqliteDatabase, trial: () => T): T {
  let result: T | undefined;
  try {
    db.transaction(() => {
      result = trial();
      throw new TrialOnly();
    })();
  } catch (error) {
    if (!(error instanceof TrialOnly)) throw error;
  }
  return result as T;
}

/** The sheet's rows that `changes` added or changed, by line (changed ones with their values before). */
function describeChanges(
  tables: DatasetTables,
  dataset: Dataset,
  sheet: CheckedSheet,
  changes: TableChanges,
): Comparison {
  const lineOf = new Map(sheet.rows.map(({ line, row }) => [dataset.key(row), line]));
  const line = (row: StoredRow) => lineOf.get(dataset.key(row)) ?? 0;
  return {
    added: changes.added
      .map((id) => tables.row(dataset, id)!)
      .map((row) => ({ line: line(row), values: valuesOf(row) })),
    changed: changes.changed.map(({ id, before }) => {
      const after = tables.row(dataset, id)!;
      const values = valuesOf(after);
      const old = valuesOf(before);
      return {
        line: line(after),
        values,
        before: old,
        fields: Object.keys(values).filter((column) => values[column] !== old[column]),
      };
    }),
    unchanged: sheet.rows.length - changes.added.length - changes.changed.length,
  };
}

const countsOf = (rows: number, changes: TableChanges, filesPublished: number): Counts => ({
  rows,
  added: changes.added.length,
  changed: changes.changed.length,
  unchanged: rows - changes.added.length - changes.changed.length,
  files_published: filesPublished,
});

const documentExists = (paths: ServicePaths, name: string) => existsSync(path.join(paths.public, name));

export interface RecordImportsOptions {
  db: SqliteDatabase;
  paths: ServicePaths;
  records: RecordsRepository;
  tables: DatasetTables;
  datasets: Record<string, Dataset>;
  /** The service's clock (fastify.now): a preview is kept a day by it. */
  now: () => Date;
}

/** What the previews and the committed imports share: the options, where they are kept, the clock's cutoff. */
interface ImportsContext extends RecordImportsOptions {
  stored: RecordImportsRepository;
  pending: PendingFiles;
  /** Previews made before this (an ISO time) are too old to commit. */
  cutoff: () => string;
}

/** Sheets checked and kept, with their files, until they are committed or a day old. */
function createPreviews({ db, paths, records, tables, now, stored, pending, cutoff }: ImportsContext) {
  /**
   * Drops previews older than a day and their waiting files (a sheet's files may be personal), and
   * any waiting file no preview names that is as old (left by a preview that failed half-way).
   */
  const prune = () => {
    for (const old of stored.previewsBefore(cutoff())) {
      for (const { temp } of JSON.parse(old.files_json) as WaitingFile[]) pending.remove(temp);
      stored.dropPreview(old.id);
    }
    const named = new Set(
      stored.waitingFilesJson().flatMap((json) => (JSON.parse(json) as WaitingFile[]).map(({ temp }) => temp)),
    );
    pending.removeStray(named, now().getTime() - PREVIEW_KEPT_MS);
  };

  return {
    prune,
    /**
     * What `sheet` would do to the dataset, found by writing it and rolling back (so it is exactly
     * what a commit would do): rows added, changed (and their values before), left.
     */
    compare(dataset: Dataset, sheet: CheckedSheet): Comparison & Pick<ImportPreview, 'new_files'> {
      const found = rolledBack(db, () => {
        const rows = sheet.rows.map(({ row }) => row);
        return describeChanges(tables, dataset, sheet, writeRows(tables, dataset, rows, records));
      });
      // The trial's writes cleared the kept answers; nothing changed, so that only costs a rebuild.
      const newFiles = sheet.files.filter(({ name }) => !documentExists(paths, name)).length;
      found.added.sort((a, b) => a.line - b.line);
      found.changed.sort((a, b) => a.line - b.line);
      return { ...found, new_files: newFiles };
    },

    /** Keeps a checked sheet and its files as a preview at the dataset's current digest; returns its id. */
    save(dataset: Dataset, fileHash: string, sheet: CheckedSheet, by: string | null): string {
      prune();
      const id = randomUUID();
      const files = pending.keep(sheet.files);
      stored.addPreview({
        id,
        dataset: dataset.name,
        file_hash: fileHash,
        rows_json: JSON.stringify(sheet.rows.map(({ row }) => row)),
        files_json: JSON.stringify(files),
        data_digest: tables.digest(dataset),
        created_by: by,
        created_at: now().toISOString(),
      });
      return id;
    },
  };
}

/** Previews committed, once, and the last import of a dataset undone; their history. */
function createCommits({ db, paths, records, tables, datasets, now, stored, pending, cutoff }: ImportsContext) {
  const summaryOf = (row: ImportRow): ImportSummary => {
    const counts = JSON.parse(row.summary_json ?? '{}') as Counts;
    const dataset = datasets[row.dataset];
    const last = stored.lastImportOf(row.dataset);
    return {
      id: row.id,
      dataset: row.dataset,
      committed_at: row.committed_at ?? '',
      committed_by: row.committed_by,
      file_sha256: row.file_hash,
      ...counts,
      undone_at: row.undone_at,
      undone_by: row.undone_by,
      undoable: row.undone_at === null && last?.id === row.id && row.after_digest === tables.digest(dataset),
    };
  };

  /** Stores a preview's rows and marks it committed, in one transaction with `audit`. */
  const storeRows = (
    id: string,
    dataset: Dataset,
    rows: Record<string, unknown>[],
    published: string[],
    by: string | null,
    audit: (outcome: Exclude<CommitOutcome, string>) => void,
  ) =>
    db.transaction(() => {
      const changes = writeRows(tables, dataset, rows, records);
      const kept: Committed = { changes, published };
      stored.markCommitted(id, {
        committed_at: now().toISOString(),
        committed_by: by,
        summary_json: JSON.stringify(countsOf(rows.length, changes, published.length)),
        changes_json: JSON.stringify(kept),
        after_digest: tables.digest(dataset),
      });
      const result = { summary: summaryOf(stored.find(id)!), changes, published };
      audit(result);
      return result;
    })();

  return {
    /**
     * Commits a preview: publishes its files, then stores its rows in one transaction with `audit`,
     * unless it is unknown, already committed, or the dataset changed since (stale). Synchronous,
     * so no other request runs between the checks and the write.
     */
    commit(id: string, by: string | null, audit: (outcome: Exclude<CommitOutcome, string>) => void): CommitOutcome {
      const found = stored.find(id);
      if (!found || (found.committed_at === null && found.created_at < cutoff())) return 'unknown';
      if (found.committed_at !== null) return 'committed';
      const dataset = datasets[found.dataset];
      if (tables.digest(dataset) !== found.data_digest) return 'stale';
      const rows = JSON.parse(found.rows_json) as Record<string, unknown>[];
      const files = JSON.parse(found.files_json) as WaitingFile[];
      const published: string[] = [];
      try {
        for (const file of files) {
          if (writeDocument(paths, file.name, pending.read(file.temp))) published.push(file.name);
        }
        const outcome = storeRows(id, dataset, rows, published, by, audit);
        records.answers.clear();
        for (const file of files) pending.remove(file.temp);
        return outcome;
      } catch (error) {
        for (const name of published) removeDocument(paths, name);
        throw error;
      }
    },

    /** Undoes the dataset's last import if `id` is it and nothing changed the dataset since. */
    undo(id: string, by: string | null, audit: (outcome: Exclude<UndoOutcome, string>) => void): UndoOutcome {
      const found = stored.find(id);
      if (!found || found.committed_at === null) return 'unknown';
      if (found.undone_at !== null || stored.lastImportOf(found.dataset)?.id !== id) return 'not-last';
      const dataset = datasets[found.dataset];
      if (tables.digest(dataset) !== found.after_digest) return 'changed';
      const { changes, published } = JSON.parse(found.changes_json!) as Committed;
      const outcome = db.transaction(() => {
        revertChanges(tables, dataset, changes);
        stored.markUndone(id, now().toISOString(), by);
        const result = { summary: summaryOf(stored.find(id)!), changes };
        audit(result);
        return result;
      })();
      records.answers.clear();
      // The files only this import published point at nothing now.
      for (const name of published) removeDocument(paths, name);
      return outcome;
    },

    history: (dataset = '') => stored.history(dataset, HISTORY_LISTED).map(summaryOf),
    /** Sheets checked and kept but not confirmed yet, one per dataset (for the office home). */
    waiting: () => stored.waitingPreviews(cutoff()),
    lastImport(dataset: string): ImportSummary | null {
      const row = stored.lastImportOf(dataset);
      return row ? summaryOf(row) : null;
    },
  };
}

/** The web imports of every dataset: previews (prune, compare, save) and committed imports (commit, undo, history). */
export function createRecordImports(options: RecordImportsOptions) {
  const context: ImportsContext = {
    ...options,
    stored: createRecordImportsRepository(options.db),
    pending: createPendingFiles(options.paths),
    cutoff: () => new Date(options.now().getTime() - PREVIEW_KEPT_MS).toISOString(),
  };
  return { ...createPreviews(context), ...createCommits(context) };
}

export type RecordImports = ReturnType<typeof createRecordImports>;
