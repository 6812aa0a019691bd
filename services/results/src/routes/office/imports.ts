/**
 * The result sheet imported by web: upload → preview (kept server-side) → commit exactly that
 * preview, once, if the stored results did not change since.
 */
import { auditContext, csvText, HttpError, readCsvUpload, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { readResultSheet } from '../../cli/result-sheet';
import { ROLE, STAFF_PACE, who } from '../../office-access';
import {
  type CommitResultImportInput,
  commitResultImportSchema,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_STALE_MESSAGE,
  importedMessage,
  RESULT_IMPORT_COMMIT_PATH,
  RESULT_IMPORT_PREVIEW_PATH,
  RESULT_SHEET_FILE_MESSAGE,
  RESULT_SHEET_MAX_BYTES,
  RESULT_SHEET_MAX_ROWS,
  RESULT_SHEET_NOT_TEXT_MESSAGE,
  RESULT_SHEET_TOO_LARGE_MESSAGE,
  type ResultImportPreview,
  resultSheetTooLongMessage,
} from '../../office-contract/results';
import { compareSheet, countsOf, createResultImports, fileHashOf } from '../../result-import';

const importRoutes: FastifyPluginAsync = async (fastify) => {
  const { results, db } = fastify;
  const imports = createResultImports(db, results, fastify.now);

  // Upload → preview: the sheet checked line by line and compared with the stored results.
  // Nothing in talent_results changes; a clean sheet is kept as a preview to commit.
  fastify.post(RESULT_IMPORT_PREVIEW_PATH, { config: { ...STAFF_PACE, roles: [ROLE] } }, async (request) => {
    const { bytes } = await readCsvUpload(request, {
      maxBytes: RESULT_SHEET_MAX_BYTES,
      fileMessage: RESULT_SHEET_FILE_MESSAGE,
      tooLargeMessage: RESULT_SHEET_TOO_LARGE_MESSAGE,
    });
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
      const empty = { added: [], changed: [], removed: [], unchanged: 0 };
      const comparison = reading.ok
        ? compareSheet(
            reading.rows.map((row, index) => ({ line: index + 2, row })),
            results.all(),
          )
        : empty;
      const importId = reading.ok ? imports.save(fileHash, reading.rows, results.digest(), who(request)) : null;
      const rows = reading.ok ? reading.rows.length : 0;
      fastify.audit.record({
        ...auditContext(request, ROLE),
        action: 'results.import_preview',
        recordType: 'result_import',
        recordId: importId,
        after: {
          sheet_sha256: fileHash,
          problems: reading.ok ? 0 : reading.problems.length,
          ...countsOf(rows, comparison),
        },
      });
      return {
        import_id: importId,
        file_hash: fileHash,
        rows,
        problems: reading.ok ? [] : reading.problems,
        ...comparison,
      };
    })();
    return { result: 'success' as const, data: preview };
  });

  // Confirm: exactly the previewed rows replace the stored results, once, if nothing changed since.
  fastify.post<{ Body: CommitResultImportInput & { import_id: string } }>(
    RESULT_IMPORT_COMMIT_PATH,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(commitResultImportSchema) },
    async (request) => {
      const id = request.body.import_id;
      const counts = db.transaction(() => {
        const outcome = imports.commit(id, who(request));
        if (outcome === 'unknown') throw new HttpError(404, IMPORT_NOT_FOUND_MESSAGE);
        if (outcome === 'committed') throw new HttpError(409, IMPORT_COMMITTED_MESSAGE);
        if (outcome === 'stale') throw new HttpError(409, IMPORT_STALE_MESSAGE);
        // Counts and the sheet's SHA-256 (a key named "hash" the audit log drops), not every row.
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'results.import',
          recordType: 'result_import',
          recordId: id,
          before: { results: outcome.before },
          after: { sheet_sha256: outcome.fileHash, ...outcome.counts },
        });
        return outcome.counts;
      })();
      return { result: 'success' as const, message: importedMessage(counts), data: counts };
    },
  );
};

export default importRoutes;
