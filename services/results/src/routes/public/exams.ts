/**
 * The exams whose results can be looked up, newest first: the result page's choice of exam, in
 * its first response too (the gateway renders the page with this answer, decision 017).
 */
import type { FastifyPluginAsync } from 'fastify';
import { type ExamsAnswer, EXAMS_PATH } from '../../contract';
import { publicExam } from '../../plugins/exams-repository';

const examRoutes: FastifyPluginAsync = async (fastify) => {
  // An exam shows here once its first sheet is imported (and goes when its only import is undone).
  fastify.get(EXAMS_PATH, async (_request, reply): Promise<ExamsAnswer> => {
    reply.header('cache-control', 'no-store');
    return { result: 'success', data: fastify.exams.published().map(publicExam) };
  });
};

export default examRoutes;
