/**
 * `fastify.applications`: the applications table and what hangs on it, one module per concern
 * (src/applications/): the rows as read back (rows.ts), the form's saving and the office's void
 * (saving.ts), the access code and payment tokens (access.ts), the applicant's payment
 * (payments.ts), the office's inbox and export (lists.ts), and the applicant's corrections (corrections.ts).
 */
import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import { type ApplicationAccess, createApplicationAccess } from '../applications/access';
import { type ApplicationCorrections, createApplicationCorrections } from '../applications/corrections';
import { type ApplicationLists, createApplicationLists } from '../applications/lists';
import { type ApplicantPayments, createApplicantPayments } from '../applications/payments';
import { type ApplicationReads, createApplicationReads } from '../applications/rows';
import { type ApplicationSaving, createApplicationSaving } from '../applications/saving';

export { TOKENS_KEPT } from '../applications/access';
export type { InboxDbRow, InboxFilter } from '../applications/lists';
export type { NewPayment } from '../applications/payments';
export { type ApplicationFileRow, type ApplicationRow, type PrintableRow, summaryOf } from '../applications/rows';
export { formatApplicationNo, type NewApplication } from '../applications/saving';

export type ApplicationsRepository = ApplicationReads &
  ApplicationSaving &
  ApplicationAccess &
  ApplicantPayments &
  ApplicationLists &
  ApplicationCorrections;

declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationsRepository;
  }
}

export function createApplicationsRepository(db: SqliteDatabase): ApplicationsRepository {
  const reads = createApplicationReads(db);
  const access = createApplicationAccess(db);
  return {
    ...reads,
    ...createApplicationSaving(db, { reads, access }),
    ...access,
    ...createApplicantPayments(db),
    ...createApplicationLists(db),
    ...createApplicationCorrections(db),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('applications', createApplicationsRepository(fastify.db));
  },
  { name: 'applications-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
