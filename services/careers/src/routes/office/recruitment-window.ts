/**
 * The recruitment window and interview date (decision 018), set by the recruitment officer over
 * the settings' defaults, as admissions' session is (decision 014). Each change is audited with
 * the values before and after and the reason given; a stale one is refused (409). The public side
 * reads the values in force at RECRUITMENT_WINDOW_PATH (routes/public/recruitment-window.ts), and
 * saveCareer refuses applications outside the same window, so a change holds at the next request.
 * A moved interview is told to every shortlisted applicant who gave an e-mail address (the
 * outbox, in the same transaction as the change).
 */
import { auditContext, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { interviewMovedMail } from '../../mail-text';
import {
  OFFICE_RECRUITMENT_WINDOW_PATH,
  type OfficeWindow,
  RECRUITMENT_ROLE,
  type WindowChange,
  windowChangeSchema,
  WINDOW_SAVED_MESSAGE,
  WINDOW_STALE_MESSAGE,
  windowSavedToldMessage,
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
        const moved = after.interview_date !== before.interview_date || after.interview_time !== before.interview_time;
        const told = moved ? fastify.careerReview.shortlistedContacts() : [];
        for (const applicant of told)
          fastify.mail.queue({
            to: applicant.email,
            kind: 'careers.interview-moved',
            recordId: applicant.application_no,
            ...interviewMovedMail(fastify.college, applicant, {
              date: after.interview_date,
              time: after.interview_time,
            }),
          });
        fastify.audit.record({
          ...auditContext(request, RECRUITMENT_ROLE),
          action: 'recruitment_window.change',
          recordType: 'recruitment_window',
          recordId: 1,
          before: { ...auditedValues(before), source: before.source },
          after: auditedValues(after),
          reason: change.reason,
        });
        return { after, told: told.length };
      })();
      return {
        result: 'success',
        message: saved.told > 0 ? windowSavedToldMessage(saved.told) : WINDOW_SAVED_MESSAGE,
        data: saved.after,
      };
    },
  );
};

export default officeWindowRoutes;
