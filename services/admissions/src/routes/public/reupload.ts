/**
 * The applicant's way back (decision 013): with the status look-up's three proofs
 * and back-off, a new file for each queried document, checked like the form's (size, kind,
 * content). Only documents under a query are taken; files are stored under generated names only
 * after every check, each as a new version (the old one is kept for the office and the audit).
 * When no query is left open the application returns to the office's scrutiny.
 */
import { type FileRule, HttpError, readMultipart, requestLanguage, ValidationError } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  APPLICANT_FILE_FIELDS,
  APPLICANT_FILES,
  type ApplicantFileField,
  type ReuploadAnswer,
  FILE_REQUIRED_MESSAGE,
  REUPLOAD_CHANGED_MESSAGE,
  REUPLOAD_DOCUMENTS_PATH,
  REUPLOAD_NO_QUERY_MESSAGE,
  REUPLOAD_NOT_QUERIED_MESSAGE,
  REUPLOAD_NOTHING_MESSAGE,
  REUPLOAD_RECEIVED,
  statusQuerySchema,
} from '../../contract';
import { queriedDocuments, standingOf } from '../../document-scrutiny';
import { noStore } from '../../no-store';
import { type PaymentRouteOptions, proofCheck } from '../../proofs';
import { applicationsFolder, fileRule } from '../../uploads';

/** Every document of the form may arrive; which ones are wanted is known only after the proofs. */
const REUPLOAD_RULES = Object.fromEntries(
  APPLICANT_FILE_FIELDS.map((field) => [field, fileRule(APPLICANT_FILES[field], false)]),
) as Record<ApplicantFileField, FileRule>;

export const reuploadRoutes =
  (options: PaymentRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    const proven = proofCheck(fastify, options);

    fastify.post(REUPLOAD_DOCUMENTS_PATH, { onRequest: noStore }, async (request, reply): Promise<ReuploadAnswer> => {
      const form = await readMultipart(request, { fields: statusQuerySchema, files: REUPLOAD_RULES });
      const row = proven(request, reply, form.fields);
      if (row.state !== 'query_raised') throw new HttpError(409, REUPLOAD_NO_QUERY_MESSAGE);

      const queried = new Set(queriedDocuments(fastify, row).map(({ field }) => field));
      const sent = APPLICANT_FILE_FIELDS.filter((field) => form.files[field]);
      const errors: Record<string, string> = {};
      for (const field of sent) if (!queried.has(field)) errors[field] = REUPLOAD_NOT_QUERIED_MESSAGE;
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      if (sent.length === 0)
        throw new ValidationError(
          Object.fromEntries([...queried].map((field) => [field, FILE_REQUIRED_MESSAGE])),
          REUPLOAD_NOTHING_MESSAGE,
        );

      // Only now the files are decoded: the costly check, for a sender who proved the application.
      await form.checkFiles();

      const left = [...queried].filter((field) => !sent.includes(field));
      const state = left.length === 0 ? 'under_scrutiny' : 'query_raised';
      await form.commit(
        applicationsFolder(fastify.paths),
        (stored) => {
          // An office change since the look-up (a rejection, say) wins: nothing of this one stays.
          if (!fastify.reviews.advance(row.id, row.version, state)) throw new HttpError(409, REUPLOAD_CHANGED_MESSAGE);
          for (const field of sent) fastify.reviews.replace(row.id, field, stored[field]!);
          fastify.audit.record({
            action: 'document.reupload',
            role: 'applicant',
            recordType: 'application',
            recordId: row.application_no,
            requestId: request.id,
            address: request.ip,
            before: { state: row.state, queried: [...queried] },
            after: { state, sent },
          });
        },
        fastify.documents.storeOf,
      );
      return {
        result: 'success',
        message: REUPLOAD_RECEIVED,
        data: standingOf(fastify, fastify.applications.byId(row.id)!, requestLanguage(request)),
      };
    });
  };
