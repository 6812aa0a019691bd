/**
 * The merit lists the admission officer published (office/seats.ts publishes and withdraws them),
 * for the public page: the session year's, numbers, categories and ranks only. Never kept by a
 * cache, so a list withdrawn is gone at the next visit.
 */
import type { FastifyPluginAsync } from 'fastify';
import { type CATEGORIES, MERIT_LISTS_PATH, type MeritListsAnswer } from '../../contract';
import { seatPlans, sessionYear } from '../../seat-plans';

export const meritListRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(MERIT_LISTS_PATH, async (_request, reply): Promise<MeritListsAnswer> => {
    reply.header('cache-control', 'no-store');
    const year = sessionYear(fastify);
    const plans = seatPlans(fastify);
    const lists = fastify.seats.published(year.number).flatMap((list) => {
      // A course or subject no longer in the settings' seat plans is no longer shown.
      const plan = plans.find(
        (candidate) => candidate.course_id === list.course_id && candidate.subject_id === list.subject_id,
      );
      if (!plan) return [];
      return [
        {
          course: plan.course,
          subject: plan.subject,
          published_at: list.published_at,
          rows: list.rows.map((row) => ({ ...row, category: row.category as (typeof CATEGORIES)[number] })),
        },
      ];
    });
    return { result: 'success', data: { year: year.label, lists } };
  });
};
