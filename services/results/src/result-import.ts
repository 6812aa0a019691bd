/**
 * The result sheet imported into one exam: the CLI's reader checks the sheet, this checks it
 * against the exam (its certificate prefix, other exams' certificate numbers), compares it with
 * that exam's stored results (the import replaces them, never another exam's) and keeps the
 * preview until it is committed, once, in one transaction, only if that exam's results are still
 * those it was made from. A committed import keeps the exam's rows from before it, so the exam's
 * last import can be undone exactly while nothing else changed that exam's results.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SheetProblem, SqliteDatabase } from '@college/service-kit';
import type { TalentResult } from './contract';
import {
  certificateElsewhereProblem,
  certificatePrefixProblem,
  type ImportCounts,
  type ImportSummary,
  RESULT_FIELDS,
  type ResultImportPreview,
} from './office-contract/results';
import { type ExamRow, type ExamsRepository, hasPrefix } from './plugins/exams-repository';
import type { ResultsRepository } from './plugins/results-repository';

/** A preview nobody confirmed is dropped after a day (its sheet is personal data). */
const PREVIEW_KEPT_MS = 24 * 60 * 60_000;

export const fileHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type SheetRows = readonly { line: number; row: TalentResult }[];

/** What `rows` (a checked sheet, with their lines) would do to `stored` (one exam's rows). */
export function compareSheet(rows: SheetRows, stored: readonly TalentResult[]) {
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

/**
 * What a sheet's rows may not be in `exam`, by line: a certificate number that does not begin with
 * the exam's prefix (last year's sheet chosen for this year's exam), or that another exam's result
 * holds (certificate numbers are unique across exams). A number the exam already gives that roll
 * number is left alone, so a sheet stored before exams had prefixes can be imported again.
 */
export function examProblems(
  rows: SheetRows,
  exam: ExamRow,
  results: ResultsRepository,
  exams: ExamsRepository,
): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const examNames = new Map<number, string>();
  const nameOf = (id: number) => {
    if (!examNames.has(id)) examNames.set(id, exams.byId(id)?.name_en ?? 'another exam');
    return examNames.get(id)!;
  };
  for (const { line, row } of rows) {
    const number = row.certificate_no;
    if (number === '') continue;
    const holder = results.certificateHolder(number);
    if (holder && holder.exam_id !== exam.id) {
      problems.push({ line, reason: certificateElsewhereProblem(number, holder.rollno, nameOf(holder.exam_id)) });
    } else if (
      !hasPrefix(number, exam.certificate_prefix) &&
      results.find(exam.id, row.rollno)?.certificate_no !== number
    ) {
      problems.push({ line, reason: certificatePrefixProblem(number, exam.certificate_prefix, exam.name_en) });
    }
  }
  return problems;
}

/** True when another exam than `examId` holds one of `rows`' certificate numbers. */
const takenElsewhere = (rows: readonly TalentResult[], examId: number, results: ResultsRepository) =>
  rows.some((row) => {
    if (row.certificate_no === '') return false;
    const holder = results.certificateHolder(row.certificate_no);
    return holder !== undefined && holder.exam_id !== examId;
  });

export type CommitOutcome =
  | 'unknown'
  | 'committed'
  | 'stale'
  /** Another exam took one of the sheet's certificate numbers after the preview. */
  | 'taken'
  | { counts: ImportCounts; fileHash: string; before: number; examId: number };

export type UndoOutcome =
  | 'unknown'
  | 'not-last'
  | 'changed'
  /** Another exam holds one of the certificate numbers the exam had before the import. */
  | 'taken'
  | { summary: ImportSummary; examId: number; results: number; restored: number };

export interface ResultImports {
  /** Keeps a checked sheet as a preview into an exam, made at that exam's current digest; returns its id. */
  save(examId: number, fileHash: string, rows: readonly TalentResult[], by: string | null): string;
  /**
   * Commits a preview inside the caller's transaction: replaces its exam's results with its rows,
   * unless it is unknown, already committed, that exam's results changed since (stale) or another
   * exam took one of its certificate numbers since (taken).
   */
  commit(id: string, by: string | null): CommitOutcome;
  /**
   * Undoes an exam's last import inside the caller's transaction: the exam's rows as they were
   * before it, if `id` is that import, not undone, and nothing changed the exam's results since.
   */
  undo(id: string, by: string | null): UndoOutcome;
  /** The exam's last committed import (undone or not), if any. */
  lastImportOf(examId: number): ImportSummary | null;
}

interface ImportRow {
  id: string;
  exam_id: number;
  file_hash: string;
  rows_json: string;
  data_digest: string;
  created_at: string;
  committed_at: string | null;
  committed_by: string | null;
  summary_json: string | null;
  before_json: string | null;
  after_digest: string | null;
  undone_at: string | null;
  undone_by: string | null;
}

type StoredCounts = ImportCounts & { before: number };

/** `now`: the service's clock (fastify.now), which says when a preview is too old to commit. */
export function createResultImports(db: SqliteDatabase, results: ResultsRepository, now: () => Date): ResultImports {
  const insert = db.prepare(
    'insert into result_imports (id, exam_id, file_hash, rows_json, data_digest, created_by, created_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const prune = db.prepare('delete from result_imports where committed_at is null and created_at < ?');
  const find = db.prepare('select * from result_imports where id = ?');
  // The imports committed since exams are data (they keep their counts); the last is the one to undo.
  const lastOf = db.prepare(
    `select * from result_imports where exam_id = ? and committed_at is not null and summary_json is not null
     order by committed_at desc, rowid desc limit 1`,
  );
  const markCommitted = db.prepare(
    `update result_imports set committed_at = @at, committed_by = @by, rows_json = '[]', summary_json = @summary,
       before_json = @before, after_digest = @after where id = @id and committed_at is null`,
  );
  // Only an exam's last import can be undone: the rows kept for the earlier ones are let go.
  const forgetEarlier = db.prepare('update result_imports set before_json = null where exam_id = ? and id <> ?');
  const markUndone = db.prepare(
    'update result_imports set undone_at = ?, undone_by = ?, before_json = null where id = ? and undone_at is null',
  );
  const cutoff = () => new Date(now().getTime() - PREVIEW_KEPT_MS).toISOString();
  const rowOf = (id: string) => find.get(id) as ImportRow | undefined;

  const summaryOf = (row: ImportRow): ImportSummary => {
    const counts = JSON.parse(row.summary_json ?? '{}') as StoredCounts;
    const last = lastOf.get(row.exam_id) as ImportRow | undefined;
    return {
      id: row.id,
      committed_at: row.committed_at ?? '',
      committed_by: row.committed_by,
      rows: counts.rows,
      added: counts.added,
      changed: counts.changed,
      removed: counts.removed,
      unchanged: counts.unchanged,
      before: counts.before,
      undone_at: row.undone_at,
      undone_by: row.undone_by,
      undoable:
        row.undone_at === null &&
        row.before_json !== null &&
        last?.id === row.id &&
        row.after_digest === results.digest(row.exam_id),
    };
  };

  return {
    save(examId, fileHash, rows, by) {
      const id = randomUUID();
      prune.run(cutoff());
      insert.run(id, examId, fileHash, JSON.stringify(rows), results.digest(examId), by, now().toISOString());
      return id;
    },
    commit(id, by) {
      const found = rowOf(id);
      if (!found || (found.committed_at === null && found.created_at < cutoff())) return 'unknown';
      if (found.committed_at !== null) return 'committed';
      const examId = found.exam_id;
      if (results.digest(examId) !== found.data_digest) return 'stale';
      const rows = JSON.parse(found.rows_json) as TalentResult[];
      if (takenElsewhere(rows, examId, results)) return 'taken';
      const before = results.all(examId);
      const counts = countsOf(
        rows.length,
        compareSheet(
          rows.map((row, index) => ({ line: index + 2, row })),
          before,
        ),
      );
      results.replaceExam(examId, rows);
      // The rows are in talent_results now: the import keeps who and when, its counts, and the
      // exam's rows from before it (to undo it) instead of the sheet.
      markCommitted.run({
        id,
        at: now().toISOString(),
        by,
        summary: JSON.stringify({ ...counts, before: before.length } satisfies StoredCounts),
        before: JSON.stringify(before),
        after: results.digest(examId),
      });
      forgetEarlier.run(examId, id);
      return { counts, fileHash: found.file_hash, before: before.length, examId };
    },
    undo(id, by) {
      const found = rowOf(id);
      if (!found || found.committed_at === null || found.summary_json === null) return 'unknown';
      const examId = found.exam_id;
      const last = lastOf.get(examId) as ImportRow | undefined;
      if (found.undone_at !== null || found.before_json === null || last?.id !== id) return 'not-last';
      if (results.digest(examId) !== found.after_digest) return 'changed';
      const before = JSON.parse(found.before_json) as TalentResult[];
      if (takenElsewhere(before, examId, results)) return 'taken';
      const stored = results.count(examId);
      results.replaceExam(examId, before);
      markUndone.run(now().toISOString(), by, id);
      return { summary: summaryOf(rowOf(id)!), examId, results: stored, restored: before.length };
    },
    lastImportOf(examId) {
      const row = lastOf.get(examId) as ImportRow | undefined;
      return row ? summaryOf(row) : null;
    },
  };
}
