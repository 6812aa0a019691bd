/**
 * The records office's API, content_editor only, under /api/v1/office/records/ (the
 * gateway's door forwards it with a signed assertion, decision 011): a sheet imported by web with
 * its files (upload → preview, kept server-side → commit exactly that preview, once), the imports'
 * history and the undo of a dataset's last import, one record corrected or removed with a reason,
 * and a financial statement replaced by a newer PDF. Every change is audited in its own
 * transaction; the listings' kept answers are dropped with it, so the public pages show it at once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  auditContext,
  csvText,
  HttpError,
  isUniqueViolation,
  officeScope,
  readMultipart,
  validateBody,
  validateQuery,
} from '@college/service-kit';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { type Dataset, DATASETS } from '../cli/datasets';
import { FINANCIAL_DOCUMENT_NAMES, type FinancialDocumentName, financialDocumentPath } from '../contract';
import { valuesOf } from '../imports/record-imports';
import { checkRecordsSheet } from '../imports/sheet-check';
import { readSheetUpload } from '../imports/sheet-upload';
import {
  type CommitImportInput,
  commitImportSchema,
  DATASET_LABELS,
  DATASET_NAMES,
  datasetUnknownMessage,
  FINANCIAL_FILE_MESSAGE,
  FINANCIAL_LABELS,
  FINANCIAL_MAX_BYTES,
  FINANCIAL_REPLACED_MESSAGE,
  financialReplaceSchema,
  type FinancialStatement,
  financialUnknownMessage,
  IMPORT_COMMIT_PATH,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_HISTORY_PATH,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_STALE_MESSAGE,
  importedMessage,
  type ImportPreview,
  isDatasetName,
  OFFICE_DATASETS_PATH,
  OFFICE_FINANCIAL_PATH,
  type OfficeRow,
  ROW_CORRECTED_MESSAGE,
  ROW_REMOVED_MESSAGE,
  ROW_STALE_MESSAGE,
  ROW_TAKEN_MESSAGE,
  ROW_UNCHANGED_MESSAGE,
  type RowCorrectionInput,
  rowCorrectionSchema,
  rowNotFoundMessage,
  type RowRemovalInput,
  rowRemovalSchema,
  ROWS_LISTED,
  rowsQuerySchema,
  SHEET_MAX_ROWS,
  SHEET_NOT_TEXT_MESSAGE,
  sheetTooLongMessage,
  UNDO_CHANGED_MESSAGE,
  UNDO_NOT_LAST_MESSAGE,
  UNDO_UNKNOWN_MESSAGE,
  UNDONE_MESSAGE,
  type UndoImportInput,
  undoImportSchema,
} from '../office-contract/records';
import type { StoredRow } from '../plugins/dataset-tables';
import { financialFile } from '../seed';

const ROLE = 'content_editor';
/** Staff writes count against the services' 'read' limit (300 a minute), not the public forms'. */
const STAFF_PACE = { rateLimitKind: 'read' } as const;

type DatasetParams = { dataset: string };
type RowParams = { dataset: string; id: string };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A row's version: what the office saw (a digest of its values). */
export const rowVersion = (row: StoredRow) => sha256(Buffer.from(JSON.stringify(row))).slice(0, 16);
const officeRow = (row: StoredRow): OfficeRow => ({ id: row.id, version: rowVersion(row), values: valuesOf(row) });

/** The dataset of the path, or 404. */
const datasetOf = (request: FastifyRequest<{ Params: DatasetParams }>): Dataset => {
  const name = request.params.dataset;
  if (!isDatasetName(name)) throw new HttpError(404, datasetUnknownMessage(name.slice(0, 40)));
  return DATASETS[name];
};
const fileColumnsOf = (dataset: Dataset) => dataset.files.map(({ column }) => column);

export const officeRecordsRoutes = officeScope(async (fastify) => {
  const { records, db, paths, datasetTables: tables, recordImports: imports } = fastify;
  const who = (request: FastifyRequest) => request.identity?.username ?? null;

  fastify.get(OFFICE_DATASETS_PATH, { config: { roles: [ROLE] } }, async () => ({
    result: 'success' as const,
    data: DATASET_NAMES.map((name) => {
      const dataset = DATASETS[name];
      return {
        name,
        label: DATASET_LABELS[name],
        columns: [...dataset.fields],
        file_columns: fileColumnsOf(dataset),
        records: tables.count(dataset),
        last_import: imports.lastImport(name),
      };
    }),
  }));

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

  // ---- One record ---------------------------------------------------------------------------------

  fastify.get<{ Params: DatasetParams; Querystring: { q: string } }>(
    `${OFFICE_DATASETS_PATH}/:dataset/rows`,
    { config: { roles: [ROLE] }, preHandler: validateQuery(rowsQuerySchema) },
    async (request) => {
      const dataset = datasetOf(request);
      const q = request.query.q.toLowerCase();
      const all = tables.rows(dataset);
      const matching =
        q === ''
          ? all
          : all.filter((row) => Object.values(valuesOf(row)).some((value) => value.toLowerCase().includes(q)));
      return {
        result: 'success' as const,
        data: {
          rows: matching.slice(0, ROWS_LISTED).map(officeRow),
          total: matching.length,
          columns: [...dataset.fields],
          file_columns: fileColumnsOf(dataset),
        },
      };
    },
  );

  /** The stored row of the path at the version seen, or 404/409. */
  const currentRow = (request: FastifyRequest<{ Params: RowParams }>, dataset: Dataset, version: string) => {
    const id = Number(request.params.id);
    const row = Number.isSafeInteger(id) && id > 0 ? tables.row(dataset, id) : undefined;
    if (!row) throw new HttpError(404, rowNotFoundMessage(request.params.id.slice(0, 20)));
    if (rowVersion(row) !== version) throw new HttpError(409, ROW_STALE_MESSAGE);
    return row;
  };

  // One record corrected: the sheet's rules for its line (files stay as they are), the version seen, why.
  fastify.post<{ Params: RowParams; Body: RowCorrectionInput & { version: string; reason: string } }>(
    `${OFFICE_DATASETS_PATH}/:dataset/rows/:id`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(rowCorrectionSchema) },
    async (request) => {
      const dataset = datasetOf(request);
      const { values, version, reason } = request.body;
      const saved = db.transaction(() => {
        const before = currentRow(request, dataset, version);
        const files = new Set(fileColumnsOf(dataset));
        const input = Object.fromEntries(
          dataset.fields.map((field) => [
            field,
            files.has(field) ? String(before[field]) : (values[field] ?? String(before[field] ?? '')),
          ]),
        );
        const parsed = v.safeParse(dataset.schema, input);
        if (!parsed.success) {
          const errors = Object.fromEntries(
            parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'values'), issue.message]),
          );
          throw new HttpError(
            400,
            Object.entries(errors)
              .map(([field, message]) => `${field}: ${message}`)
              .join('; '),
            errors,
          );
        }
        const problems = dataset.check(parsed.output, records);
        if (problems.length > 0) throw new HttpError(400, problems.join('; '));
        const after = { ...before, ...parsed.output, id: before.id } as StoredRow;
        const changed = Object.keys(after).filter((column) => String(after[column]) !== String(before[column]));
        if (changed.length === 0) throw new HttpError(400, ROW_UNCHANGED_MESSAGE);
        try {
          tables.update(dataset, before.id, after);
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, ROW_TAKEN_MESSAGE);
          throw error;
        }
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'records.row_correct',
          recordType: dataset.name,
          recordId: String(before.id),
          before: Object.fromEntries(changed.map((column) => [column, before[column]])),
          after: Object.fromEntries(changed.map((column) => [column, after[column]])),
          reason,
        });
        return tables.row(dataset, before.id)!;
      })();
      records.answers.clear();
      return { result: 'success' as const, message: ROW_CORRECTED_MESSAGE, data: officeRow(saved) };
    },
  );

  fastify.post<{ Params: RowParams; Body: RowRemovalInput & { version: string; reason: string } }>(
    `${OFFICE_DATASETS_PATH}/:dataset/rows/:id/remove`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(rowRemovalSchema) },
    async (request) => {
      const dataset = datasetOf(request);
      db.transaction(() => {
        const before = currentRow(request, dataset, request.body.version);
        tables.remove(dataset, before.id);
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'records.row_remove',
          recordType: dataset.name,
          recordId: String(before.id),
          // The whole row, so that it can be put back by hand; its files stay published.
          before: valuesOf(before),
          reason: request.body.reason,
        });
      })();
      records.answers.clear();
      return { result: 'success' as const, message: ROW_REMOVED_MESSAGE, data: null };
    },
  );

  // ---- Financial statements ---------------------------------------------------------------------

  const statement = (name: FinancialDocumentName): FinancialStatement => {
    const stats = statSync(path.join(paths.public, financialFile(name)));
    return {
      name,
      label: FINANCIAL_LABELS[name],
      url: financialDocumentPath(name),
      size: stats.size,
      updated_at: stats.mtime.toISOString(),
    };
  };

  fastify.get(OFFICE_FINANCIAL_PATH, { config: { roles: [ROLE] } }, async () => ({
    result: 'success' as const,
    data: FINANCIAL_DOCUMENT_NAMES.map(statement),
  }));

  // A statement replaced by a newer PDF under its stable name (the financial pages link to it).
  fastify.post<{ Params: { name: string } }>(
    `${OFFICE_FINANCIAL_PATH}/:name`,
    { config: { ...STAFF_PACE, roles: [ROLE] } },
    async (request) => {
      const name = request.params.name as FinancialDocumentName;
      if (!FINANCIAL_DOCUMENT_NAMES.includes(name))
        throw new HttpError(404, financialUnknownMessage(name.slice(0, 40)));
      const form = await readMultipart(request, {
        fields: financialReplaceSchema,
        files: {
          file: {
            required: true,
            maxBytes: FINANCIAL_MAX_BYTES,
            kinds: ['pdf'],
            messages: { required: FINANCIAL_FILE_MESSAGE, wrongKind: FINANCIAL_FILE_MESSAGE },
          },
        },
      });
      // Decoded (a PDF must parse) before its bytes are read: until then the file is only what it claims.
      await form.checkFiles();
      const bytes = readFileSync(form.files.file.tempPath);
      form.discard();
      const target = path.join(paths.public, financialFile(name));
      const before = sha256(readFileSync(target));
      // Written beside it, then renamed: a visitor gets the old file or the new one, never half.
      const part = `${target}.${randomUUID()}.part`;
      writeFileSync(part, bytes, { flag: 'wx', mode: 0o644 });
      renameSync(part, target);
      fastify.audit.record({
        ...auditContext(request, ROLE),
        action: 'records.financial_replace',
        recordType: 'financial_statement',
        recordId: name,
        before: { file_sha256: before },
        after: { file_sha256: sha256(bytes), size: bytes.length },
        reason: form.fields.reason,
      });
      return { result: 'success' as const, message: FINANCIAL_REPLACED_MESSAGE, data: statement(name) };
    },
  );
});
