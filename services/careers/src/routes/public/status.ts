/**
 * Where a career application stands, for its applicant: number, date of birth and access code, all
 * three. A wrong one of any gets the same 404, so a guess learns nothing; wrong answers make the
 * client that gave them wait (the kit's lookup-backoff, per client address), never the application:
 * a stranger can neither find an application nor lock its applicant out.
 */
import {
  clientKey,
  HttpError,
  type AccessCodes,
  type LookupBackoff,
  refuseWhileWaiting,
  validateBody,
} from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  CAREER_STATUS_NOT_FOUND_MESSAGE,
  CAREER_STATUS_PATH,
  type CareerStatusAnswer,
  type CareerStatusQuery,
  careerStatusQuerySchema,
} from '../../contract';

export interface StatusRouteOptions {
  accessCodes: AccessCodes;
  backoff: LookupBackoff;
}

const statusRoutes =
  ({ accessCodes, backoff }: StatusRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    fastify.post(
      CAREER_STATUS_PATH,
      {
        // Personal data: no cache keeps it.
        onRequest: async (_request, reply) => void reply.header('cache-control', 'no-store'),
        preValidation: validateBody(careerStatusQuerySchema),
      },
      async (request, reply): Promise<CareerStatusAnswer> => {
        const query = request.body as CareerStatusQuery;
        const client = clientKey(request.ip);
        refuseWhileWaiting(backoff, client, reply);
        const row = fastify.careers.statusOf(query.application_no);
        // The code is compared even when there is no such application, so the answer takes as long.
        const codeMatches = accessCodes.accessCodeMatches(query.access_code, row?.access_code_hash ?? null);
        if (!row || row.dob !== query.dob || !codeMatches) {
          backoff.fail(client);
          throw new HttpError(404, CAREER_STATUS_NOT_FOUND_MESSAGE);
        }
        const window = fastify.recruitmentWindow.current();
        return {
          result: 'success',
          data: {
            application_no: row.application_no,
            submitted_at: row.created_at,
            profile: row.profile,
            subject: row.subject,
            status: row.status,
            interview:
              row.status === 'shortlisted' ? { date: window.interview_date, time: window.interview_time } : null,
          },
        };
      },
    );
  };

export default statusRoutes;
