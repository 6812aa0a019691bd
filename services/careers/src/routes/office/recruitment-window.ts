/**
 * The recruitment window and interview date (decision 018), set by the recruitment officer over
 * the settings' defaults, as admissions' session is (decision 014). Each change is audited with
 * the values before and after and the reason given; a stale one is refused (409). The public side
 * reads the values in force at RECRUITMENT_WINDOW_PATH (routes/public/recruitment-window.ts), and
 * saveCareer refuses applications outside the same window, so a change holds at the next request.
 */
import { auditContext, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  OFFICE_RECRUITMENT_WINDOW_PATH,
  type OfficeWindow,
  RECRUITMENT_ROLE,
  type WindowChange,
  windowChangeSchema,
  WINDOW_SAVED_MESSAGE,
  WINDOW_STALE_MESSAGE,
} from '../../office-contract/recruitment';

/** The values an audit row keeps of a window. */
const auditedValues = ({ opens, closes, interview_date, interview_time }: OfficeWindow) => ({
  opens,
  closes,
  interview_date,
  interview_time,
});

const officeWindowRoutes: FastifyPluginAsync = async (fastify) => {
  const store = fastify.recruitmentWindow;

  fastify.get(OFFICE_RECRUITMENT_WINDOW_PATH, { config: { roles: [RECRUITMENT_ROLE] } }, async () => ({
    result: 'success',
    data: store.current(),
  }));

  fastify.post<{ Body: WindowChange }>(
    OFFICE_RECRUITMENT_WINDOW_PATH,
    { config: { roles: [RECRUITMENT_ROLE] }, preHandler: validateBody(windowChangeSchema) },
    async (request) => {
      const change = request.body;
      const saved = fastify.db.transaction(() => {
        const before = store.current();
        if (!store.save(change, request.identity!.username, fastify.now()))
          throw new HttpError(409, WINDOW_STALE_MESSAGE);
        const after = store.current();
        fastify.audit.record({
          ...auditContext(request, RECRUITMENT_ROLE),
          action: 'recruitment_window.change',
          recordType: 'recruitment_window',
          recordId: 1,
          before: { ...auditedValues(before), source: before.source },
          after: auditedValues(after),
          reason: change.reason,
        });
        return after;
      })();
      return { result: 'success', message: WINDOW_SAVED_MESSAGE, data: saved };
    },
  );
};

export default officeWindowRoutes;
