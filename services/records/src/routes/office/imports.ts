/**
 * A sheet imported by web with its files: upload → preview (kept server-side) → commit exactly that
 * preview, once; the imports' history and the undo of a dataset's last import.
 */
import { auditContext, csvText, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { checkRecordsSheet } from '../../imports/sheet-check';
import { readSheetUpload } from '../../imports/sheet-upload';
import { type DatasetParams, datasetOf, ROLE, sha256, STAFF_PACE, who } from '../../office-access';
import {
  type CommitImportInput,
  commitImportSchema,
  IMPORT_COMMIT_PATH,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_HISTORY_PATH,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_STALE_MESSAGE,
  importedMessage,
  IMPORTS_WAITING_PATH,
  type ImportPreview,
  isDatasetName,
  OFFICE_DATASETS_PATH,
  SHEET_MAX_ROWS,
  SHEET_NOT_TEXT_MESSAGE,
  sheetTooLongMessage,
  UNDO_CHANGED_MESSAGE,
  UNDO_NOT_LAST_MESSAGE,
  UNDO_UNKNOWN_MESSAGE,
  UNDONE_MESSAGE,
  type UndoImportInput,
  undoImportSchema,
} from '../../office-contract/records';

const importRoutes: FastifyPluginAsync = async (fastify) => {
  const { records, recordImports: imports } = fastify;

  // Upload → preview: the sheet checked line by line (its files by content) and compared with the
  // dataset. Nothing in the dataset changes; a clean sheet is kept, with its files, to commit.
  fastify.post<{ Params: DatasetParams }>(
    `${OFFICE_DATASETS_PATH}/:dataset/preview`,
    { config: { ...STAFF_PACE, roles: [ROLE] } },
    async (request) => {
      const dataset = datasetOf(request);
      const upload = await readSheetUpload(request);
      const text = csvText(upload.sheet);
      if (text === null) throw new HttpError(400, SHEET_NOT_TEXT_MESSAGE, { file: SHEET_NOT_TEXT_MESSAGE });
      const sheet = checkRecordsSheet(dataset, text, records, (name) => {
        const bytes = upload.files.get(name);
        return bytes ? { bytes } : { problem: `${name} was not sent with the sheet` };
      });
      // A sheet whose header is wrong (or that is empty) is not this dataset's sheet at all: 400.
      if (sheet.problems.length > 0 && sheet.problems.every((problem) => problem.line === 1)) {
        const message = `The sheet cannot be read: ${sheet.problems.map((problem) => problem.reason).join('; ')}.`;
        throw new HttpError(400, message, { file: message });
      }
      if (sheet.rows.length > SHEET_MAX_ROWS) {
        const message = sheetTooLongMessage(SHEET_MAX_ROWS);
        throw new HttpError(400, message, { file: message });
      }
      const fileHash = sha256(upload.sheet);
      const ok = sheet.problems.length === 0;
      const comparison = ok ? imports.compare(dataset, sheet) : { added: [], changed: [], unchanged: 0, new_files: 0 };
      const importId = ok ? imports.save(dataset, fileHash, sheet, who(request)) : null;
      fastify.audit.record({
        ...auditContext(request, ROLE),
        action: 'records.import_preview',
        recordType: 'record_import',
        recordId: importId,
        after: {
          dataset: dataset.name,
          sheet_sha256: fileHash,
          rows: sheet.rows.length,
          problems: sheet.problems.length,
          added: comparison.added.length,
          changed: comparison.changed.length,
          unchanged: comparison.unchanged,
        },
      });
      const preview: ImportPreview = {
        import_id: importId,
        dataset: dataset.name as ImportPreview['dataset'],
        file_sha256: fileHash,
        rows: sheet.rows.length,
        problems: sheet.problems,
        ...comparison,
      };
      return { result: 'success' as const, data: preview };
    },
  );

  // Confirm: exactly the previewed rows (and files), once, if the dataset did not change since.
  fastify.post<{ Body: CommitImportInput & { import_id: string } }>(
    IMPORT_COMMIT_PATH,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(commitImportSchema) },
    async (request) => {
      const id = request.body.import_id;
      const outcome = imports.commit(id, who(request), ({ summary, changes }) => {
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'records.import',
          recordType: 'record_import',
          recordId: id,
          // Ids and counts, not every row: the rows changed keep their values before in the import.
          before: { dataset: summary.dataset, changed_ids: changes.changed.map((row) => row.id) },
          after: {
            sheet_sha256: summary.file_sha256,
            added_ids: changes.added,
            rows: summary.rows,
            added: summary.added,
            changed: summary.changed,
            files_published: summary.files_published,
          },
        });
      });
      if (outcome === 'unknown') throw new HttpError(404, IMPORT_NOT_FOUND_MESSAGE);
      if (outcome === 'committed') throw new HttpError(409, IMPORT_COMMITTED_MESSAGE);
      if (outcome === 'stale') throw new HttpError(409, IMPORT_STALE_MESSAGE);
      return { result: 'success' as const, message: importedMessage(outcome.summary), data: outcome.summary };
    },
  );

  fastify.get(IMPORTS_WAITING_PATH, { config: { roles: [ROLE] } }, async () => ({
    result: 'success' as const,
    data: imports.waiting(),
  }));

  fastify.get<{ Querystring: { dataset?: string } }>(
    IMPORT_HISTORY_PATH,
    { config: { roles: [ROLE] } },
    async (request) => {
      const dataset =
        typeof request.query.dataset === 'string' && isDatasetName(request.query.dataset) ? request.query.dataset : '';
      return { result: 'success' as const, data: imports.history(dataset) };
    },
  );

  fastify.post<{ Params: { id: string }; Body: UndoImportInput & { reason: string } }>(
    `${IMPORT_HISTORY_PATH}/:id/undo`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(undoImportSchema) },
    async (request) => {
      const { id } = request.params;
      const outcome = imports.undo(id, who(request), ({ summary, changes }) => {
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'records.import_undo',
          recordType: 'record_import',
          recordId: id,
          before: {
            dataset: summary.dataset,
            added_ids: changes.added,
            changed_ids: changes.changed.map((row) => row.id),
          },
          after: { removed: changes.added.length, restored: changes.changed.length },
          reason: request.body.reason,
        });
      });
      if (outcome === 'unknown') throw new HttpError(404, UNDO_UNKNOWN_MESSAGE);
      if (outcome === 'not-last') throw new HttpError(409, UNDO_NOT_LAST_MESSAGE);
      if (outcome === 'changed') throw new HttpError(409, UNDO_CHANGED_MESSAGE);
      return { result: 'success' as const, message: UNDONE_MESSAGE, data: outcome.summary };
    },
  );
};

export default importRoutes;
