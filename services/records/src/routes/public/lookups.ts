/** The filters' lists: academic years, courses, and a course's years or semesters. */
import { validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { ACADEMIC_YEAR_PATH, COURSES_PATH, YEAR_SEM_PATH, yearSemQuerySchema } from '../../contract';
import { KEEP_AT_GATEWAY } from '../../public-cache';

const lookupRoutes: FastifyPluginAsync = async (fastify) => {
  const { records } = fastify;

  fastify.get(ACADEMIC_YEAR_PATH, async (_request, reply) => {
    reply.header('surrogate-control', KEEP_AT_GATEWAY);
    return records.academicYears();
  });
  fastify.get(COURSES_PATH, async (_request, reply) => {
    reply.header('surrogate-control', KEEP_AT_GATEWAY);
    return { data: records.courses() };
  });
  fastify.get(YEAR_SEM_PATH, { preValidation: validateQuery(yearSemQuerySchema) }, async (request, reply) => {
    const { brc_id } = request.query as { brc_id: number };
    reply.header('surrogate-control', KEEP_AT_GATEWAY);
    return { data: records.parts(brc_id) };
  });
};

export default lookupRoutes;
