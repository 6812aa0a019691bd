/**
 * The admission session in force (decision 014), for /admission and the payment pages: the office's
 * values over the settings' (office/session.ts changes them). Never kept by a cache, so the office's
 * change shows at the next visit.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ADMISSION_SESSION_PATH, type AdmissionSessionAnswer } from '../../contract';

export const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(ADMISSION_SESSION_PATH, async (_request, reply): Promise<AdmissionSessionAnswer> => {
    reply.header('cache-control', 'no-store');
    const session = fastify.admissionSession.current();
    return {
      result: 'success',
      data: {
        year: session.year,
        registration: { opens: session.opens, closes: session.closes },
        fee_deadline: session.fee_deadline,
      },
    };
  });
};
