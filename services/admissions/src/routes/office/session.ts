/**
 * The admission session (decision 014). The admin reads and changes it under
 * /api/v1/office/admissions/session through the gateway's door; each change is audited with the
 * values before and after and the reason given. The public side reads the values in force at
 * ADMISSION_SESSION_PATH (public/session.ts), and the service's own checks (submit inside the
 * window, payment until the fee deadline) read the same store, so a change holds at the next request.
 */
import { auditContext, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  OFFICE_SESSION_PATH,
  type OfficeSession,
  SESSION_SAVED_MESSAGE,
  SESSION_STALE_MESSAGE,
  type SessionChange,
  sessionChangeSchema,
} from '../../office-contract/session';

/** The values an audit row keeps of a session. */
const auditedValues = (session: Pick<OfficeSession, 'year' | 'opens' | 'closes' | 'fee_deadline'>) => ({
  year: session.year,
  opens: session.opens,
  closes: session.closes,
  fee_deadline: session.fee_deadline,
});

export const officeSessionRoutes: FastifyPluginAsync = async (fastify) => {
  const store = fastify.admissionSession;
  // Who changed it last, by name, for the page (the stored username stays in `updated_by`).
  const named = <T extends { updated_by: string | null }>(session: T) => ({
    ...session,
    updated_by_name: fastify.officeNames.of(session.updated_by),
  });

  fastify.get(OFFICE_SESSION_PATH, { config: { roles: ['admin'] } }, async () => ({
    result: 'success',
    data: named(store.current()),
  }));

  fastify.post<{ Body: SessionChange }>(
    OFFICE_SESSION_PATH,
    { config: { roles: ['admin'] }, preHandler: validateBody(sessionChangeSchema) },
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
      return { result: 'success', message: SESSION_SAVED_MESSAGE, data: named(saved) };
    },
  );
};
