/**
 * The applicant corrects the names, contact or address of an application that still waits for the
 * office, with the status look-up's three proofs and back-off (proofs.ts) and the version read.
 * Each field is checked as the admission form checks it; only fields that really changed are
 * written, in one step with a record of before and after (the office's application page shows
 * it) and an audit entry. Once the office has started its scrutiny, the office corrects.
 */
import { HttpError, ValidationError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { CorrectionChange } from '../../applications/corrections';
import {
  CORRECT_APPLICATION_PATH,
  CORRECTABLE_FIELDS,
  type Correction,
  type CorrectionAnswer,
  CORRECTION_CLOSED_MESSAGE,
  CORRECTION_NOTHING_MESSAGE,
  CORRECTION_SAVED,
  CORRECTION_STALE_MESSAGE,
  correctionSchema,
} from '../../contract';
import { noStore } from '../../no-store';
import { type PaymentRouteOptions, proofCheck } from '../../proofs';

export const correctionRoutes =
  (options: PaymentRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    const proven = proofCheck(fastify, options);
    const { applications } = fastify;

    fastify.post(
      CORRECT_APPLICATION_PATH,
      { onRequest: noStore, preValidation: validateBody(correctionSchema) },
      async (request, reply): Promise<CorrectionAnswer> => {
        const body = request.body as Correction;
        const row = proven(request, reply, body);
        const correctable = applications.correctableOf(row.id);
        if (!correctable) throw new HttpError(409, CORRECTION_CLOSED_MESSAGE);
        if (correctable.version !== body.version) throw new HttpError(409, CORRECTION_STALE_MESSAGE);

        const changes: CorrectionChange[] = CORRECTABLE_FIELDS.filter(
          (field) => body[field] !== correctable.values[field],
        ).map((field) => ({ field, before: correctable.values[field], after: body[field] }));
        if (changes.length === 0)
          throw new ValidationError(
            Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, CORRECTION_NOTHING_MESSAGE])),
            CORRECTION_NOTHING_MESSAGE,
          );

        const at = fastify.now();
        const saved = fastify.db.transaction(() => {
          if (!applications.correct(row.id, body.version, changes, at)) return false;
          fastify.audit.record({
            action: 'application.correct',
            role: 'applicant',
            recordType: 'application',
            recordId: row.application_no,
            requestId: request.id,
            address: request.ip,
            before: Object.fromEntries(changes.map((change) => [change.field, change.before])),
            after: Object.fromEntries(changes.map((change) => [change.field, change.after])),
            at,
          });
          return true;
        })();
        // The office acted between the read above and this write: nothing of this one stays.
        if (!saved) throw new HttpError(409, CORRECTION_STALE_MESSAGE);
        return {
          result: 'success',
          message: CORRECTION_SAVED,
          data: { correctable: applications.correctableOf(row.id)!, corrections: applications.correctionsOf(row.id) },
        };
      },
    );
  };
