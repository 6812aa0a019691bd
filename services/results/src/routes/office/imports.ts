/**
 * The result sheet imported by web into one exam: upload (with the exam's year) → preview (kept
 * server-side) → commit exactly that preview, once, if that exam's results did not change since;
 * then the exam's last import undone with a reason, while nothing else changed its results.
 */
import { auditContext, csvText, HttpError, parseWith, readCsvUpload, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { readResultSheet } from '../../cli/result-sheet';
import { ROLE, STAFF_PACE, who } from '../../office-access';
import {
  type CommitResultImportInput,
  commitResultImportSchema,
  IMPORT_CERTIFICATE_TAKEN_MESSAGE,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_STALE_MESSAGE,
  importedMessage,
  importTargetSchema,
  RESULT_IMPORT_COMMIT_PATH,
  RESULT_IMPORT_PREVIEW_PATH,
  RESULT_IMPORTS_PATH,
  RESULT_SHEET_FILE_MESSAGE,
  RESULT_SHEET_MAX_BYTES,
  RESULT_SHEET_MAX_ROWS,
  RESULT_SHEET_NOT_TEXT_MESSAGE,
  RESULT_SHEET_TOO_LARGE_MESSAGE,
  type ResultImportPreview,
  resultSheetTooLongMessage,
  UNDO_CERTIFICATE_TAKEN_MESSAGE,
  UNDO_CHANGED_MESSAGE,
  UNDO_NOT_LAST_MESSAGE,
  UNDO_UNKNOWN_MESSAGE,
  undoImportSchema,
  type UndoImportInput,
  undoneMessage,
  unknownImportExamMessage,
} from '../../office-contract/results';
import { compareSheet, countsOf, createResultImports, examProblems, fileHashOf } from '../../result-import';

const importRoutes: FastifyPluginAsync = async (fastify) => {
  const { results, exams, db } = fastify;
  const imports = createResultImports(db, results, fastify.now);
  const examName = (id: number) => exams.byId(id)?.name_en ?? '';

  // Upload → preview: the sheet checked line by line, against its exam, and compared with that
  // exam's stored results. Nothing in talent_results changes; a clean sheet is kept as a preview.
  fastify.post(RESULT_IMPORT_PREVIEW_PATH, { config: { ...STAFF_PACE, roles: [ROLE] } }, async (request) => {
    const { bytes, fields } = await readCsvUpload(request, {
      maxBytes: RESULT_SHEET_MAX_BYTES,
      fileMessage: RESULT_SHEET_FILE_MESSAGE,
      tooLargeMessage: RESULT_SHEET_TOO_LARGE_MESSAGE,
    });
    // Which exam is never guessed: importing into the wrong one is what exams as data prevent.
    const { year } = parseWith(importTargetSchema, { year: fields.year });
    const exam = exams.byYear(year);
    if (!exam) {
      const message = unknownImportExamMessage(year);
      throw new HttpError(400, message, { year: message });
    }
    const text = csvText(bytes);
    if (text === null) throw new HttpError(400, RESULT_SHEET_NOT_TEXT_MESSAGE, { file: RESULT_SHEET_NOT_TEXT_MESSAGE });
    const reading = readResultSheet(text);
    const fileHash = fileHashOf(bytes);
    // A sheet whose header is wrong (or that is empty) is not a result sheet at all: 400.
    if (!reading.ok && reading.problems.every((problem) => problem.line === 1)) {
      const message = `The result sheet cannot be read: ${reading.problems.map((problem) => problem.reason).join('; ')}.`;
      throw new HttpError(400, message, { file: message });
    }
    if (reading.ok && reading.rows.length > RESULT_SHEET_MAX_ROWS) {
      const message = resultSheetTooLongMessage(RESULT_SHEET_MAX_ROWS);
      throw new HttpError(400, message, { file: message });
    }
    const preview = db.transaction((): ResultImportPreview => {
      const lines = reading.ok ? reading.rows.map((row, index) => ({ line: index + 2, row })) : [];
      // The exam's own rules come after the sheet's: a sheet with problems of its own lists those.
      const problems = reading.ok ? examProblems(lines, exam, results, exams) : reading.problems;
      const clean = reading.ok && problems.length === 0;
      const comparison = clean
        ? compareSheet(lines, results.all(exam.id))
        : { added: [], changed: [], removed: [], unchanged: 0 };
      const importId = clean ? imports.save(exam.id, fileHash, reading.rows, who(request)) : null;
      const rows = reading.ok ? reading.rows.length : 0;
      fastify.audit.record({
        ...auditContext(request, ROLE),
        action: 'results.import_preview',
        recordType: 'result_import',
        recordId: importId,
        after: { exam: exam.year, sheet_sha256: fileHash, problems: problems.length, ...countsOf(rows, comparison) },
      });
      return {
        import_id: importId,
        exam: { year: exam.year, name_en: exam.name_en },
        file_hash: fileHash,
        rows,
        problems,
        ...comparison,
      };
    })();
    return { result: 'success' as const, data: preview };
  });

  // Confirm: exactly the previewed rows replace their exam's results, once, if nothing changed since.
  fastify.post<{ Body: CommitResultImportInput & { import_id: string } }>(
    RESULT_IMPORT_COMMIT_PATH,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(commitResultImportSchema) },
    async (request) => {
      const id = request.body.import_id;
      const committed = db.transaction(() => {
        const outcome = imports.commit(id, who(request));
        if (outcome === 'unknown') throw new HttpError(404, IMPORT_NOT_FOUND_MESSAGE);
        if (outcome === 'committed') throw new HttpError(409, IMPORT_COMMITTED_MESSAGE);
        if (outcome === 'stale') throw new HttpError(409, IMPORT_STALE_MESSAGE);
        if (outcome === 'taken') throw new HttpError(409, IMPORT_CERTIFICATE_TAKEN_MESSAGE);
        const exam = exams.byId(outcome.examId)!;
        // Counts and the sheet's SHA-256 (a key named "hash" the audit log drops), not every row.
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'results.import',
          recordType: 'result_import',
          recordId: id,
          before: { exam: exam.year, results: outcome.before },
          after: { exam: exam.year, sheet_sha256: outcome.fileHash, ...outcome.counts },
        });
        return { counts: outcome.counts, name: exam.name_en };
      })();
      return {
        result: 'success' as const,
        message: importedMessage(committed.counts, committed.name),
        data: committed.counts,
      };
    },
  );

  // Undo: the exam's results as they were before its last import, asked with a reason.
  fastify.post<{ Params: { id: string }; Body: UndoImportInput & { reason: string } }>(
    `${RESULT_IMPORTS_PATH}/:id/undo`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(undoImportSchema) },
    async (request) => {
      const { id } = request.params;
      const undone = db.transaction(() => {
        const outcome = imports.undo(id, who(request));
        if (outcome === 'unknown') throw new HttpError(404, UNDO_UNKNOWN_MESSAGE);
        if (outcome === 'not-last') throw new HttpError(409, UNDO_NOT_LAST_MESSAGE);
        if (outcome === 'changed') throw new HttpError(409, UNDO_CHANGED_MESSAGE);
        if (outcome === 'taken') throw new HttpError(409, UNDO_CERTIFICATE_TAKEN_MESSAGE);
        const year = exams.byId(outcome.examId)!.year;
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'results.import_undo',
          recordType: 'result_import',
          recordId: id,
          before: { exam: year, results: outcome.results },
          after: { exam: year, results: outcome.restored },
          reason: request.body.reason,
        });
        return outcome;
      })();
      return {
        result: 'success' as const,
        message: undoneMessage(examName(undone.examId), undone.restored),
        data: undone.summary,
      };
    },
  );
};

export default importRoutes;
