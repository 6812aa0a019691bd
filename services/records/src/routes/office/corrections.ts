/**
 * One record of a dataset found (by any value, or by the name of its course, year or semester, or
 * academic year), corrected or removed by the office, at the version it saw and with a reason.
 */
import { auditContext, HttpError, isUniqueViolation, validateBody, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Dataset } from '../../cli/datasets';
import { createClassResolver } from '../../imports/class-names';
import { valuesOf } from '../../imports/record-imports';
import { type DatasetParams, datasetOf, fileColumnsOf, ROLE, sha256, STAFF_PACE } from '../../office-access';
import {
  OFFICE_DATASETS_PATH,
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
} from '../../office-contract/records';
import type { StoredRow } from '../../plugins/dataset-tables';

type RowParams = { dataset: string; id: string };

/** A row's version: what the office saw (a digest of its values). */
const rowVersion = (row: StoredRow) => sha256(Buffer.from(JSON.stringify(row))).slice(0, 16);
const officeRow = (row: StoredRow): OfficeRow => ({ id: row.id, version: rowVersion(row), values: valuesOf(row) });

const correctionRoutes: FastifyPluginAsync = async (fastify) => {
  const { records, db, datasetTables: tables } = fastify;

  fastify.get<{ Params: DatasetParams; Querystring: { q: string } }>(
    `${OFFICE_DATASETS_PATH}/:dataset/rows`,
    { config: { roles: [ROLE] }, preHandler: validateQuery(rowsQuerySchema) },
    async (request) => {
      const dataset = datasetOf(request);
      const q = request.query.q.toLowerCase();
      const all = tables.rows(dataset);
      const names = createClassResolver(records.catalogue());
      const matching =
        q === ''
          ? all
          : all.filter((row) =>
              [...Object.values(valuesOf(row)), ...names.namesOf(row)].some((value) => value.toLowerCase().includes(q)),
            );
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

  // One record corrected: the sheet's rules for its line (a class by name or code; files stay as
  // they are), the version seen, why. What is stored and audited are the ids.
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
        const problems = dataset.check(parsed.output, createClassResolver(records.catalogue()));
        if (problems.length > 0) {
          // "part_id: …" is the part's field's problem: the form shows it there.
          const errors = Object.fromEntries(
            problems.flatMap((problem) => {
              const [, field, message] = /^(\w+): (.*)$/s.exec(problem) ?? [];
              return field ? [[field, message]] : [];
            }),
          );
          throw new HttpError(400, problems.join('; '), errors);
        }
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
};

export default correctionRoutes;
