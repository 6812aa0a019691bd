/** The six financial statements: listed, and one replaced by a newer PDF with a reason. */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { auditContext, HttpError, readMultipart } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { FINANCIAL_DOCUMENT_NAMES, type FinancialDocumentName, financialDocumentPath } from '../../contract';
import { ROLE, sha256, STAFF_PACE } from '../../office-access';
import {
  FINANCIAL_FILE_MESSAGE,
  FINANCIAL_LABELS,
  FINANCIAL_MAX_BYTES,
  FINANCIAL_REPLACED_MESSAGE,
  financialReplaceSchema,
  type FinancialStatement,
  financialUnknownMessage,
  OFFICE_FINANCIAL_PATH,
} from '../../office-contract/records';
import { financialFile } from '../../seed';

const financialDocumentRoutes: FastifyPluginAsync = async (fastify) => {
  const { paths } = fastify;

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
};

export default financialDocumentRoutes;
