/**
 * The record_imports table: a sheet imported by web is a preview (its rows and the files waiting
 * for it) until it is committed, then an import (what it changed, kept to undo it) until it is
 * undone. JSON columns are read and written as the text they are: the record imports
 * (imports/record-imports.ts), the one user of these statements, know their shapes.
 */
import type { SqliteDatabase } from '@college/service-kit';

export interface ImportRow {
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

export type NewPreview = Pick<
  ImportRow,
  'id' | 'dataset' | 'file_hash' | 'rows_json' | 'files_json' | 'data_digest' | 'created_at'
> & { created_by: string | null };

export interface WaitingPreview {
  dataset: string;
  created_at: string;
}

export type Commit = Pick<ImportRow, 'committed_by' | 'summary_json' | 'changes_json' | 'after_digest'> & {
  committed_at: string;
};

export function createRecordImportsRepository(db: SqliteDatabase) {
  const insert = db.prepare<[NewPreview]>(
    `insert into record_imports (id, dataset, file_hash, rows_json, files_json, data_digest, created_by, created_at)
     values (@id, @dataset, @file_hash, @rows_json, @files_json, @data_digest, @created_by, @created_at)`,
  );
  const abandoned = db.prepare<[string], Pick<ImportRow, 'id' | 'files_json'>>(
    'select id, files_json from record_imports where committed_at is null and created_at < ?',
  );
  const drop = db.prepare<[string]>('delete from record_imports where id = ?');
  const waitingFiles = db
    .prepare<[], string>("select files_json from record_imports where committed_at is null and files_json <> '[]'")
    .pluck();
  const find = db.prepare<[string], ImportRow>('select * from record_imports where id = ?');
  const markCommitted = db.prepare<[Commit & { id: string }]>(
    `update record_imports set committed_at = @committed_at, committed_by = @committed_by, rows_json = '[]', files_json = '[]',
       summary_json = @summary_json, changes_json = @changes_json, after_digest = @after_digest
     where id = @id and committed_at is null`,
  );
  const markUndone = db.prepare<[string, string | null, string]>(
    'update record_imports set undone_at = ?, undone_by = ? where id = ? and undone_at is null',
  );
  const lastOf = db.prepare<[string], ImportRow>(
    'select * from record_imports where dataset = ? and committed_at is not null and undone_at is null order by committed_at desc, rowid desc limit 1',
  );
  // A dataset's newest preview, if it is newer than the dataset's last import and not too old to
  // commit: a sheet checked and kept but not confirmed (an older preview was replaced by it).
  const waiting = db.prepare<[string], WaitingPreview>(
    `select dataset, max(created_at) as created_at from record_imports as preview
     where committed_at is null and created_at >= ?
       and created_at > coalesce((select max(committed_at) from record_imports as done
                                  where done.dataset = preview.dataset), '')
     group by dataset order by created_at`,
  );
  const history = db.prepare<[string, string, number], ImportRow>(
    `select * from record_imports where committed_at is not null and (? = '' or dataset = ?)
     order by committed_at desc, rowid desc limit ?`,
  );

  return {
    addPreview(preview: NewPreview): void {
      insert.run(preview);
    },
    /** Previews never committed that were made before `cutoff` (an ISO time). */
    previewsBefore: (cutoff: string) => abandoned.all(cutoff),
    dropPreview(id: string): void {
      drop.run(id);
    },
    /** The files_json of every preview still waiting to be committed that names files. */
    waitingFilesJson: () => waitingFiles.all(),
    find: (id: string) => find.get(id),
    /** Marks a preview committed (once), forgetting its rows and files: they are stored now. */
    markCommitted(id: string, commit: Commit): void {
      markCommitted.run({ ...commit, id });
    },
    /** Marks an import undone (once). */
    markUndone(id: string, at: string, by: string | null): void {
      markUndone.run(at, by, id);
    },
    /** The dataset's last import that is not undone, if any. */
    lastImportOf: (dataset: string) => lastOf.get(dataset),
    /** Per dataset, its newest preview made at or after `cutoff` and not followed by an import. */
    waitingPreviews: (cutoff: string) => waiting.all(cutoff),
    /** The last `limit` imports, of one dataset or ('') of all, newest first. */
    history: (dataset: string, limit: number) => history.all(dataset, dataset, limit),
  };
}

export type RecordImportsRepository = ReturnType<typeof createRecordImportsRepository>;
