/**
 * The admission session (decision 014). The admin reads and changes it under
 * /api/v1/office/admissions/session through the gateway's door; each change is audited with the
 * values before and after and the reason given. The public side reads the values in force at
 * ADMISSION_SESSION_PATH, and the service's own checks (submit inside the window, payment until
 * the fee deadline) read the same store, so a change holds at the next request.
 */
import { auditContext, HttpError, officeNoStore, requireRole, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { ADMISSION_SESSION_PATH, type AdmissionSessionAnswer } from '../contract';
import {
  OFFICE_SESSION_PATH,
  type OfficeSession,
  SESSION_SAVED_MESSAGE,
  SESSION_STALE_MESSAGE,
  type SessionChange,
  sessionChangeSchema,
} from '../office-contract/session';

/** The values an audit row keeps of a session. */
const auditedValues = (session: Pick<OfficeSession, 'year' | 'opens' | 'closes' | 'fee_deadline'>) => ({
  year: session.year,
  opens: session.opens,
  closes: session.closes,
  fee_deadline: session.fee_deadline,
});

export const officeSessionRoutes: FastifyPluginAsync = async (fastify) => {
  const store = fastify.admissionSession;
  const admin = requireRole('admin');

  // Public: the session in force, for /admission and the payment pages. Never kept by a cache,
  // so the office's change shows at the next visit.
  fastify.get(ADMISSION_SESSION_PATH, async (_request, reply): Promise<AdmissionSessionAnswer> => {
    reply.header('cache-control', 'no-store');
    const session = store.current();
    return {
      result: 'success',
      data: {
        year: session.year,
        registration: { opens: session.opens, closes: session.closes },
        fee_deadline: session.fee_deadline,
      },
    };
  });

  fastify.get(OFFICE_SESSION_PATH, { onRequest: officeNoStore, preHandler: admin }, async () => ({
    result: 'success',
    data: store.current(),
  }));

  fastify.post<{ Body: SessionChange }>(
    OFFICE_SESSION_PATH,
    { onRequest: officeNoStore, preHandler: [admin, validateBody(sessionChangeSchema)] },
    async (request) => {
      const change = request.body;
      const saved = fastify.db.transaction(() => {
        const before = store.current();
        if (!store.save(change, request.identity!.username)) throw new HttpError(409, SESSION_STALE_MESSAGE);
        const after = store.current();
        fastify.audit.record({
          ...auditContext(request, 'admin'),
          action: 'admission_session.change',
          recordType: 'admission_session',
          recordId: after.year,
          before: { ...auditedValues(before), source: before.source },
          after: auditedValues(after),
          reason: change.reason,
        });
        return after;
      })();
      return { result: 'success', message: SESSION_SAVED_MESSAGE, data: saved };
    },
  );
};
