/**
 * The accounts office's statement import, accountant only, under /api/v1/office/admissions/: the
 * bank statement's columns, then a preview of its matches (where a credit with no application may
 * be matched to one by hand), then "Confirm" (the matched claims verified, and the applications
 * matched by hand paid). Every change is audited in the same transaction (plugins/payment-verification.ts).
 */
import { randomUUID } from 'node:crypto';
import { HttpError, parseWith, readCsvUpload, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACCOUNTS_ROLE, accountantOf, STAFF_PACE } from '../../accounts-office';
import type { HandMatchOutcome } from '../../plugins/payment-verification';
import {
  type CommitStatementInput,
  commitStatementSchema,
  committedMessage,
  handMatchedMessage,
  type HandMatchInput,
  handMatchSchema,
  handUnmatchedMessage,
  type HandUnmatchInput,
  handUnmatchSchema,
  STATEMENT_MATCH_PATH,
  STATEMENT_UNMATCH_PATH,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  STATEMENT_COLUMNS_PATH,
  STATEMENT_COMMIT_PATH,
  STATEMENT_FILE_MESSAGE,
  STATEMENT_MAX_BYTES,
  STATEMENT_PREVIEW_PATH,
  STATEMENT_TOO_LARGE_MESSAGE,
  statementMappingSchema,
} from '../../office-contract/payments';
import { matchStatement, missingColumns, readStatement } from '../../statement-import';

const SAMPLE_LINES = 3;

/** A hand match's outcome as the answer: the line as the preview now shows it, or the refusal. */
const handAnswer = (outcome: HandMatchOutcome, message: (line: number, applicationNo: string) => string) => {
  if ('status' in outcome)
    throw new HttpError(outcome.status, outcome.message, outcome.field ? { [outcome.field]: outcome.message } : {});
  return {
    result: 'success' as const,
    message: message(outcome.line.line, outcome.line.application_no ?? ''),
    data: outcome.line,
  };
};

/** The uploaded statement (one file part named `file`) and the form's text fields. */
const readUpload = (request: FastifyRequest) =>
  readCsvUpload(request, {
    maxBytes: STATEMENT_MAX_BYTES,
    fileMessage: STATEMENT_FILE_MESSAGE,
    tooLargeMessage: STATEMENT_TOO_LARGE_MESSAGE,
  });

export const officeStatementRoutes: FastifyPluginAsync = async (fastify) => {
  const { paymentVerification: desk } = fastify;

  // Step 1: the statement's columns and a few lines, with the mapping remembered for its layout.
  fastify.post(STATEMENT_COLUMNS_PATH, { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] } }, async (request) => {
    const statement = readStatement((await readUpload(request)).bytes);
    const remembered = desk.mappingOf(statement.signature);
    return {
      result: 'success' as const,
      data: {
        columns: statement.columns,
        sample: statement.rows.slice(0, SAMPLE_LINES).map((row) => row.cells),
        lines: statement.rows.length,
        mapping: remembered && Object.keys(missingColumns(statement, remembered)).length === 0 ? remembered : null,
      },
    };
  });

  // Step 2: the same file with its mapping: the match, stored as a preview; no payment changes.
  fastify.post(STATEMENT_PREVIEW_PATH, { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] } }, async (request) => {
    const upload = await readUpload(request);
    const mapping = parseWith(statementMappingSchema, upload.fields);
    const statement = readStatement(upload.bytes);
    const missing = missingColumns(statement, mapping);
    if (Object.keys(missing).length > 0) throw new HttpError(400, 'Choose columns the statement has.', missing);
    const id = randomUUID();
    const { preview, matched, credits } = matchStatement(statement, mapping, desk.onlinePayments(), id);
    desk.savePreview(
      { id, signature: statement.signature, mapping, lines: statement.rows.length, matched, credits },
      accountantOf(request),
    );
    return { result: 'success' as const, data: preview };
  });

  // Between the preview and the confirm: a credit with no application matched to one by hand, or
  // taken back; the preview's amount must be the application's fee.
  fastify.post<{ Body: HandMatchInput & { import_id: string; application_no: string } }>(
    STATEMENT_MATCH_PATH,
    { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] }, preHandler: validateBody(handMatchSchema) },
    async (request) =>
      handAnswer(
        desk.matchByHand(
          { importId: request.body.import_id, line: request.body.line, applicationNo: request.body.application_no },
          accountantOf(request),
        ),
        handMatchedMessage,
      ),
  );
  fastify.post<{ Body: HandUnmatchInput & { import_id: string } }>(
    STATEMENT_UNMATCH_PATH,
    { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] }, preHandler: validateBody(handUnmatchSchema) },
    async (request) =>
      handAnswer(
        desk.unmatchByHand({ importId: request.body.import_id, line: request.body.line }, accountantOf(request)),
        handUnmatchedMessage,
      ),
  );

  // Step 3: "Confirm": the preview's matches verified, once; those changed meanwhile are skipped.
  fastify.post<{ Body: CommitStatementInput & { import_id: string } }>(
    STATEMENT_COMMIT_PATH,
    { config: { ...STAFF_PACE, roles: [ACCOUNTS_ROLE] }, preHandler: validateBody(commitStatementSchema) },
    async (request) => {
      const outcome = desk.commitPreview(request.body.import_id, accountantOf(request));
      if (outcome === undefined) throw new HttpError(404, IMPORT_NOT_FOUND_MESSAGE);
      if (outcome === 'committed') throw new HttpError(409, IMPORT_COMMITTED_MESSAGE);
      const pick = ({ application_no, reference }: { application_no: string; reference: string }) => ({
        application_no,
        reference,
      });
      return {
        result: 'success' as const,
        message: committedMessage(outcome.verified.length, outcome.skipped.length),
        data: { verified: outcome.verified.map(pick), skipped: outcome.skipped.map(pick) },
      };
    },
  );
};
