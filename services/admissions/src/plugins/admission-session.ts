import type { SqliteDatabase } from '@college/service-kit';
import type { CollegeSettings } from '@college/settings/node';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { OfficeSession, SessionChange } from '../office-contract/session';

/**
 * The admission session in force (decision 014): the admin's row of
 * admission_session (migration 011) over the settings' year and registration window. Read at every
 * call (one indexed row), so a change from the office holds for the next request.
 */
export interface AdmissionSessionStore {
  current(): OfficeSession;
  /**
   * Writes the change if `change.version` is still the one in force; false when someone came first.
   * `at`: when (default: now by the store's clock).
   */
  save(change: SessionChange, by: string, at?: Date): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    admissionSession: AdmissionSessionStore;
  }
}

interface SessionRow {
  year: string;
  registration_opens: string;
  registration_closes: string;
  fee_deadline: string | null;
  version: number;
  updated_at: string;
  updated_by: string;
}

export function createAdmissionSessionStore(
  db: SqliteDatabase,
  settings: CollegeSettings,
  now: () => Date = () => new Date(),
): AdmissionSessionStore {
  const { year, registration } = settings.admission;
  const defaults = { year, opens: registration.opens, closes: registration.closes };
  const read = db.prepare<[], SessionRow>(
    'select year, registration_opens, registration_closes, fee_deadline, version, updated_at, updated_by from admission_session where id = 1',
  );
  const insert = db.prepare(
    `insert into admission_session (id, year, registration_opens, registration_closes, fee_deadline, version, updated_at, updated_by)
     values (1, @year, @opens, @closes, @fee_deadline, 1, @at, @by) on conflict (id) do nothing`,
  );
  const update = db.prepare(
    `update admission_session set year = @year, registration_opens = @opens, registration_closes = @closes, fee_deadline = @fee_deadline,
       version = version + 1, updated_at = @at, updated_by = @by
     where id = 1 and version = @version`,
  );
  return {
    current() {
      const row = read.get();
      if (!row)
        return {
          ...defaults,
          fee_deadline: null,
          source: 'settings',
          version: 0,
          updated_at: null,
          updated_by: null,
          settings: defaults,
        };
      return {
        year: row.year,
        opens: row.registration_opens,
        closes: row.registration_closes,
        fee_deadline: row.fee_deadline,
        source: 'office',
        version: row.version,
        updated_at: row.updated_at,
        updated_by: row.updated_by,
        settings: defaults,
      };
    },
    save(change, by, at = now()) {
      const values = {
        year: change.year,
        opens: change.opens,
        closes: change.closes,
        fee_deadline: change.fee_deadline,
        at: at.toISOString(),
        by,
      };
      // Version 0 is "the settings' defaults, no row yet": only the first writer inserts it.
      const result = change.version === 0 ? insert.run(values) : update.run({ ...values, version: change.version });
      return result.changes === 1;
    },
  };
}

const admissionSessionPlugin: FastifyPluginAsync = async (fastify) => {
  fastify.decorate('admissionSession', createAdmissionSessionStore(fastify.db, fastify.college, fastify.now));
};

export default fp(admissionSessionPlugin, {
  name: 'admission-session',
  dependencies: ['college-sqlite'],
  fastify: '5.x',
});
