/**
 * The office's void of an application (office-contract/void.ts): the admission officer, after the
 * real person came with the Aadhaar card, voids the application someone else made with it. A
 * reason is required; the row is kept; the audit log has who, the before and after, and the reason.
 */
import { auditContext, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type * as v from 'valibot';
import { VOID_MESSAGES, VOID_ROLES, type VoidAnswer, voidSchema } from '../../office-contract/void';
import { OFFICE_APPLICATIONS_PATH } from '../../contract';
import { type NumberParams, visibleApplication } from '../../office-access';

export const officeVoidRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post<{ Params: NumberParams; Body: v.InferOutput<typeof voidSchema> }>(
    `${OFFICE_APPLICATIONS_PATH}/:applicationNo/void`,
    // The role first (officeScope): a caller without it learns nothing, not even whether the number exists.
    { config: { roles: VOID_ROLES }, preHandler: validateBody(voidSchema) },
    async (request): Promise<VoidAnswer> => {
      const { version, reason } = request.body;
      // A grant limited to some courses: another course's application is the same 404 as an unknown one.
      const row = visibleApplication(request);
      if (row.voided_at) throw new HttpError(409, VOID_MESSAGES.already);
      if (row.version !== version) throw new HttpError(409, VOID_MESSAGES.stale);
      const by = request.identity!.username;
      fastify.db.transaction(() => {
        if (!fastify.applications.voidApplication(row.id, version, by, reason))
          throw new HttpError(409, VOID_MESSAGES.stale);
        fastify.audit.record({
          ...auditContext(request, 'admission_officer'),
          action: 'application.void',
          recordType: 'application',
          recordId: row.application_no,
          before: { state: row.state, version: row.version, voided: false },
          after: { state: row.state, version: row.version + 1, voided: true },
          reason,
        });
      })();
      const voided = fastify.applications.byId(row.id)!;
      return {
        result: 'success',
        data: {
          application_no: voided.application_no,
          version: voided.version,
          voided: { at: voided.voided_at!, by, reason },
        },
      };
    },
  );
};
