/**
 * The recruitment window and interview date in force (decision 018): the office's values
 * (routes/office/recruitment-window.ts) over the settings' defaults. saveCareer refuses
 * applications outside the same window, so a change holds at the next request.
 */
import type { FastifyPluginAsync } from 'fastify';
import { RECRUITMENT_WINDOW_PATH, type RecruitmentWindowAnswer } from '../../contract';

const recruitmentWindowRoutes: FastifyPluginAsync = async (fastify) => {
  const store = fastify.recruitmentWindow;

  // Never kept by a cache, so the office's change shows at the next visit.
  fastify.get(RECRUITMENT_WINDOW_PATH, async (_request, reply): Promise<RecruitmentWindowAnswer> => {
    reply.header('cache-control', 'no-store');
    const window = store.current();
    return {
      result: 'success',
      data: {
        opens: window.opens,
        closes: window.closes,
        interview: { date: window.interview_date, time: window.interview_time },
      },
    };
  });
};

export default recruitmentWindowRoutes;
