/**
 * The result sheet imported by web: the CLI's reader checks the sheet, this compares
 * it with the stored results (the import replaces them all) and keeps the preview until it is
 * committed, once, in one transaction, only if the stored results are still those it was made from.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SqliteDatabase } from '@college/service-kit';
import type { TalentResult } from './contract';
import { type ImportCounts, RESULT_FIELDS, type ResultImportPreview } from './office-contract/results';
import type { ResultsRepository } from './plugins/results-repository';

/** A preview nobody confirmed is dropped after a day (its sheet is personal data). */
const PREVIEW_KEPT_MS = 24 * 60 * 60_000;

export const fileHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What `rows` (a checked sheet, with their lines) would do to `stored`. */
export function compareSheet(rows: readonly { line: number; row: TalentResult }[], stored: readonly TalentResult[]) {
  const before = new Map(stored.map((row) => [row.rollno, row]));
  const added: ResultImportPreview['added'] = [];
  const changed: ResultImportPreview['changed'] = [];
  let unchanged = 0;
  for (const { line, row } of rows) {
    const old = before.get(row.rollno);
    before.delete(row.rollno);
    if (!old) added.push({ line, rollno: row.rollno, student_name: row.student_name });
    else {
      const fields = RESULT_FIELDS.filter((field) => old[field] !== row[field]);
      if (fields.length > 0) changed.push({ line, rollno: row.rollno, student_name: row.student_name, fields });
      else unchanged += 1;
    }
  }
  const removed = [...before.values()].map((row) => ({ rollno: row.rollno, student_name: row.student_name }));
  return { added, changed, removed, unchanged };
}

export const countsOf = (rows: number, comparison: ReturnType<typeof compareSheet>): ImportCounts => ({
  rows,
  added: comparison.added.length,
  changed: comparison.changed.length,
  removed: comparison.removed.length,
  unchanged: comparison.unchanged,
});

export type CommitOutcome =
  'unknown' | 'committed' | 'stale' | { counts: ImportCounts; fileHash: string; before: number };

export interface ResultImports {
  /** Keeps a checked sheet as a preview made at the stored results' current digest; returns its id. */
  save(fileHash: string, rows: readonly TalentResult[], dataDigest: string, by: string | null): string;
  /**
   * Commits a preview inside the caller's transaction: replaces every stored result with its rows,
   * unless it is unknown, already committed, or the stored results changed since (stale).
   */
  commit(id: string, by: string | null): CommitOutcome;
}

/** `now`: the service's clock (fastify.now), which says when a preview is too old to commit. */
export function createResultImports(db: SqliteDatabase, results: ResultsRepository, now: () => Date): ResultImports {
  const insert = db.prepare(
    'insert into result_imports (id, file_hash, rows_json, data_digest, created_by, created_at) values (?, ?, ?, ?, ?, ?)',
  );
  const prune = db.prepare('delete from result_imports where committed_at is null and created_at < ?');
  const find = db.prepare(
    'select file_hash, rows_json, data_digest, created_at, committed_at from result_imports where id = ?',
  );
  const markCommitted = db.prepare(
    'update result_imports set committed_at = ?, committed_by = ?, rows_json = ? where id = ? and committed_at is null',
  );
  const cutoff = () => new Date(now().getTime() - PREVIEW_KEPT_MS).toISOString();

  return {
    save(fileHash, rows, dataDigest, by) {
      const id = randomUUID();
      prune.run(cutoff());
      insert.run(id, fileHash, JSON.stringify(rows), dataDigest, by, now().toISOString());
      return id;
    },
    commit(id, by) {
      const found = find.get(id) as
        | { file_hash: string; rows_json: string; data_digest: string; created_at: string; committed_at: string | null }
        | undefined;
      if (!found || (found.committed_at === null && found.created_at < cutoff())) return 'unknown';
      if (found.committed_at !== null) return 'committed';
      if (results.digest() !== found.data_digest) return 'stale';
      const rows = JSON.parse(found.rows_json) as TalentResult[];
      const comparison = compareSheet(
        rows.map((row, index) => ({ line: index + 2, row })),
        results.all(),
      );
      const before = results.count();
      results.replaceAll(rows);
      // The rows are in talent_results now; the committed preview keeps only who and when.
      markCommitted.run(now().toISOString(), by, '[]', id);
      return { counts: countsOf(rows.length, comparison), fileHash: found.file_hash, before };
    },
  };
}
