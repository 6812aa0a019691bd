/**
 * The results office's API, results_officer only, under /api/v1/office/results/ (the
 * gateway's door forwards it with a signed assertion, decision 011): the result sheet imported by
 * web (upload → preview, kept server-side → commit exactly that preview, once) and one roll
 * number's row corrected with a reason. Every change is audited in its own transaction; the public
 * look-up reads the same table, so it answers from the new data at the next request.
 */
import {
  auditContext,
  csvText,
  HttpError,
  officeScope,
  parseWith,
  readCsvUpload,
  validateBody,
} from '@college/service-kit';
import type { FastifyRequest } from 'fastify';
import { readResultSheet } from '../cli/result-sheet';
import { rollNumberSchema, type TalentResult } from '../contract';
import {
  certificateTakenMessage,
  type CommitResultImportInput,
  commitResultImportSchema,
  CORRECTABLE_FIELDS,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_STALE_MESSAGE,
  importedMessage,
  OFFICE_RESULTS_PATH,
  type OfficeResult,
  RESULT_CORRECTED_MESSAGE,
  RESULT_IMPORT_COMMIT_PATH,
  RESULT_IMPORT_PREVIEW_PATH,
  RESULT_SHEET_FILE_MESSAGE,
  RESULT_SHEET_MAX_BYTES,
  RESULT_SHEET_MAX_ROWS,
  RESULT_SHEET_NOT_TEXT_MESSAGE,
  RESULT_SHEET_TOO_LARGE_MESSAGE,
  RESULT_STALE_MESSAGE,
  RESULT_UNCHANGED_MESSAGE,
  type ResultCorrection,
  resultCorrectionSchema,
  type ResultImportPreview,
  resultNotFoundMessage,
  resultSheetTooLongMessage,
} from '../office-contract/results';
import { rowVersion } from '../plugins/results-repository';
import { compareSheet, countsOf, createResultImports, fileHashOf } from '../result-import';

const ROLE = 'results_officer';
/** Staff writes count against the services' 'read' limit (300 a minute), not the public forms'. */
const STAFF_PACE = { rateLimitKind: 'read' } as const;

type RollParams = { rollno: string };

/** The roll number of the path, as the public look-up reads it (trimmed, upper-cased), or 404. */
const rollnoOf = (request: FastifyRequest<{ Params: RollParams }>) => {
  try {
    return parseWith(rollNumberSchema, request.params.rollno);
  } catch {
    throw new HttpError(404, resultNotFoundMessage(request.params.rollno.slice(0, 20)));
  }
};

const officeResult = (row: TalentResult): OfficeResult => ({ row, version: rowVersion(row) });

export const officeResultRoutes = officeScope(async (fastify) => {
  const { results, db } = fastify;
  const imports = createResultImports(db, results);
  const who = (request: FastifyRequest) => request.identity?.username ?? null;

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

  fastify.get<{ Params: RollParams }>(
    `${OFFICE_RESULTS_PATH}/:rollno`,
    { config: { roles: [ROLE] } },
    async (request) => {
      const rollno = rollnoOf(request);
      const row = results.find(rollno);
      if (!row) throw new HttpError(404, resultNotFoundMessage(rollno));
      return { result: 'success' as const, data: officeResult(row) };
    },
  );

  // One roll number's row corrected: the sheet's rules, the version seen, and why.
  fastify.post<{ Params: RollParams; Body: ResultCorrection }>(
    `${OFFICE_RESULTS_PATH}/:rollno`,
    { config: { ...STAFF_PACE, roles: [ROLE] }, preHandler: validateBody(resultCorrectionSchema) },
    async (request) => {
      const rollno = rollnoOf(request);
      const { version, reason, ...fields } = request.body;
      const saved = db.transaction(() => {
        const before = results.find(rollno);
        if (!before) throw new HttpError(404, resultNotFoundMessage(rollno));
        if (rowVersion(before) !== version) throw new HttpError(409, RESULT_STALE_MESSAGE);
        const after: TalentResult = { ...fields, rollno };
        const changed = CORRECTABLE_FIELDS.filter((field) => before[field] !== after[field]);
        if (changed.length === 0) throw new HttpError(400, RESULT_UNCHANGED_MESSAGE);
        const holder = after.certificate_no === '' ? undefined : results.certificateHolder(after.certificate_no);
        if (holder !== undefined && holder !== rollno) {
          const message = certificateTakenMessage(holder);
          throw new HttpError(400, message, { certificate_no: message });
        }
        results.update(after);
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'result.correct',
          recordType: 'talent_result',
          recordId: rollno,
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
          reason,
        });
        return after;
      })();
      return { result: 'success' as const, message: RESULT_CORRECTED_MESSAGE, data: officeResult(saved) };
    },
  );
});
