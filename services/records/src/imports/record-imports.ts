/**
 * The records sheets imported by web: a checked sheet is kept as a preview (its rows,
 * and its files in the private uploads folder under generated names) until it is committed, once,
 * at the dataset's digest it was previewed at; a committed import keeps what it changed, so the
 * dataset's last import can be undone exactly while nothing else changed the dataset.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServicePaths, SqliteDatabase } from '@college/service-kit';
import type { Dataset } from '../cli/datasets';
import { removeDocument, writeDocument } from '../documents/store';
import type { ImportPreview, ImportSummary } from '../office-contract/records';
import type { RecordsRepository } from '../plugins/records-repository';
import type { DatasetTables, StoredRow } from '../plugins/dataset-tables';
import { revertChanges, type TableChanges, writeRows } from './dataset-changes';
import type { CheckedSheet, SheetFile } from './sheet-check';

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

interface ImportRow {
  id: string;
  dataset: string;
  file_hash: string;
  rows_json: string;
  files_json: string;
  data_digest: string;
  created_at: string;
  committed_at: string | null;
  committed_by: string | null;
  summary_json: string | null;
  changes_json: string | null;
  after_digest: string | null;
  undone_at: string | null;
  undone_by: string | null;
}

interface Committed {
  changes: TableChanges;
  /** Files this import published (none of them was there before it). */
  published: string[];
}

type Counts = Pick<ImportSummary, 'rows' | 'added' | 'changed' | 'unchanged' | 'files_published'>;

/** Thrown to roll back the preview's trial write. */
class TrialOnly extends Error {}

export type CommitOutcome =
  'unknown' | 'committed' | 'stale' | { summary: ImportSummary; changes: TableChanges; published: string[] };
export type UndoOutcome = 'unknown' | 'not-last' | 'changed' | { summary: ImportSummary; changes: TableChanges };

export function createRecordImports(
  db: SqliteDatabase,
  paths: ServicePaths,
  records: RecordsRepository,
  tables: DatasetTables,
  datasets: Record<string, Dataset>,
  now: () => Date = () => new Date(),
) {
  const pendingDir = path.join(paths.uploads, 'record-imports');
  const insert = db.prepare(
    'insert into record_imports (id, dataset, file_hash, rows_json, files_json, data_digest, created_by, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const abandoned = db.prepare<[string], { id: string; files_json: string }>(
    'select id, files_json from record_imports where committed_at is null and created_at < ?',
  );
  const dropImport = db.prepare('delete from record_imports where id = ?');
  const pendingFiles = db
    .prepare<[], string>("select files_json from record_imports where committed_at is null and files_json <> '[]'")
    .pluck();
  const find = db.prepare<[string], ImportRow>('select * from record_imports where id = ?');
  const markCommitted = db.prepare(
    `update record_imports set committed_at = ?, committed_by = ?, rows_json = '[]', files_json = '[]', summary_json = ?, changes_json = ?, after_digest = ?
     where id = ? and committed_at is null`,
  );
  const markUndone = db.prepare(
    'update record_imports set undone_at = ?, undone_by = ? where id = ? and undone_at is null',
  );
  const lastOf = db.prepare<[string], ImportRow>(
    'select * from record_imports where dataset = ? and committed_at is not null and undone_at is null order by committed_at desc, rowid desc limit 1',
  );
  const history = db.prepare<[string, string, number], ImportRow>(
    `select * from record_imports where committed_at is not null and (? = '' or dataset = ?)
     order by committed_at desc, rowid desc limit ?`,
  );
  const cutoff = () => new Date(now().getTime() - PREVIEW_KEPT_MS).toISOString();
  const pendingFile = (temp: string) => path.join(pendingDir, temp);

  const summaryOf = (row: ImportRow): ImportSummary => {
    const counts = JSON.parse(row.summary_json ?? '{}') as Counts;
    const dataset = datasets[row.dataset];
    const last = lastOf.get(row.dataset);
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

  /**
   * Drops previews older than a day and their waiting files (a sheet's files may be personal), and
   * any waiting file no preview names that is as old (left by a preview that failed half-way).
   */
  const prune = () => {
    for (const old of abandoned.all(cutoff())) {
      for (const { temp } of JSON.parse(old.files_json) as { temp: string }[])
        rmSync(pendingFile(temp), { force: true });
      dropImport.run(old.id);
    }
    const waiting = new Set(
      pendingFiles.all().flatMap((json) => (JSON.parse(json) as { temp: string }[]).map(({ temp }) => temp)),
    );
    const before = now().getTime() - PREVIEW_KEPT_MS;
    for (const name of existsSync(pendingDir) ? readdirSync(pendingDir) : []) {
      const file = pendingFile(name);
      if (!waiting.has(name) && statSync(file).mtimeMs < before) rmSync(file, { force: true });
    }
  };

  return {
    prune,
    /**
     * What `sheet` would do to the dataset, found by writing it and rolling back (so it is exactly
     * what a commit would do): rows added, changed (and their values before), left.
     */
    compare(
      dataset: Dataset,
      sheet: CheckedSheet,
    ): Pick<ImportPreview, 'added' | 'changed' | 'unchanged' | 'new_files'> {
      const lineOf = new Map(sheet.rows.map(({ line, row }) => [dataset.key(row), line]));
      let found: Pick<ImportPreview, 'added' | 'changed' | 'unchanged'> = { added: [], changed: [], unchanged: 0 };
      try {
        db.transaction(() => {
          const changes = writeRows(
            tables,
            dataset,
            sheet.rows.map(({ row }) => row),
            records,
          );
          const line = (row: StoredRow) => lineOf.get(dataset.key(row)) ?? 0;
          found = {
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
          throw new TrialOnly();
        })();
      } catch (error) {
        if (!(error instanceof TrialOnly)) throw error;
      }
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
      mkdirSync(pendingDir, { recursive: true, mode: 0o750 });
      const files = sheet.files.map((file) => {
        const temp = `${randomUUID()}.part`;
        writeFileSync(pendingFile(temp), file.bytes, { flag: 'wx', mode: 0o640 });
        return { name: file.name, temp };
      });
      insert.run(
        id,
        dataset.name,
        fileHash,
        JSON.stringify(sheet.rows.map(({ row }) => row)),
        JSON.stringify(files),
        tables.digest(dataset),
        by,
        now().toISOString(),
      );
      return id;
    },

    /**
     * Commits a preview: publishes its files, then stores its rows in one transaction with `audit`,
     * unless it is unknown, already committed, or the dataset changed since (stale). Synchronous,
     * so no other request runs between the checks and the write.
     */
    commit(id: string, by: string | null, audit: (outcome: Exclude<CommitOutcome, string>) => void): CommitOutcome {
      const found = find.get(id);
      if (!found || (found.committed_at === null && found.created_at < cutoff())) return 'unknown';
      if (found.committed_at !== null) return 'committed';
      const dataset = datasets[found.dataset];
      if (tables.digest(dataset) !== found.data_digest) return 'stale';
      const rows = JSON.parse(found.rows_json) as Record<string, unknown>[];
      const files = JSON.parse(found.files_json) as { name: string; temp: string }[];
      const published: string[] = [];
      try {
        for (const file of files) {
          if (writeDocument(paths, file.name, readFileSync(pendingFile(file.temp)))) published.push(file.name);
        }
        const outcome = db.transaction(() => {
          const changes = writeRows(tables, dataset, rows, records);
          const counts: Counts = {
            rows: rows.length,
            added: changes.added.length,
            changed: changes.changed.length,
            unchanged: rows.length - changes.added.length - changes.changed.length,
            files_published: published.length,
          };
          const kept: Committed = { changes, published };
          markCommitted.run(
            now().toISOString(),
            by,
            JSON.stringify(counts),
            JSON.stringify(kept),
            tables.digest(dataset),
            id,
          );
          const result = { summary: summaryOf(find.get(id)!), changes, published };
          audit(result);
          return result;
        })();
        records.answers.clear();
        for (const file of files) rmSync(pendingFile(file.temp), { force: true });
        return outcome;
      } catch (error) {
        for (const name of published) removeDocument(paths, name);
        throw error;
      }
    },

    /** Undoes the dataset's last import if `id` is it and nothing changed the dataset since. */
    undo(id: string, by: string | null, audit: (outcome: Exclude<UndoOutcome, string>) => void): UndoOutcome {
      const found = find.get(id);
      if (!found || found.committed_at === null) return 'unknown';
      if (found.undone_at !== null || lastOf.get(found.dataset)?.id !== id) return 'not-last';
      const dataset = datasets[found.dataset];
      if (tables.digest(dataset) !== found.after_digest) return 'changed';
      const { changes, published } = JSON.parse(found.changes_json!) as Committed;
      const outcome = db.transaction(() => {
        revertChanges(tables, dataset, changes);
        markUndone.run(now().toISOString(), by, id);
        const result = { summary: summaryOf(find.get(id)!), changes };
        audit(result);
        return result;
      })();
      records.answers.clear();
      // The files only this import published point at nothing now.
      for (const name of published) removeDocument(paths, name);
      return outcome;
    },

    history: (dataset = '') => history.all(dataset, dataset, HISTORY_LISTED).map(summaryOf),
    lastImport(dataset: string): ImportSummary | null {
      const row = lastOf.get(dataset);
      return row ? summaryOf(row) : null;
    },
  };
}

export type RecordImports = ReturnType<typeof createRecordImports>;

const documentExists = (paths: ServicePaths, name: string) => existsSync(path.join(paths.public, name));

export type { SheetFile };
