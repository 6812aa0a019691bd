import type { SqliteDatabase } from '@college/service-kit';
import type { CollegeSettings } from '@college/settings/node';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { OfficeWindow, WindowChange } from '../office-contract/recruitment';

/**
 * The recruitment window and interview in force (decision 018): the office's row of
 * recruitment_window (migration 003) over the settings' recruitment. Read at every call (one
 * row), so a change from the office holds for the next request, as admissions' session does.
 */
export interface RecruitmentWindowStore {
  current(): OfficeWindow;
  /** Writes the change if `change.version` is still the one in force; false when someone came first. */
  save(change: WindowChange, by: string, at: Date): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    recruitmentWindow: RecruitmentWindowStore;
  }
}

interface WindowRow {
  opens: string;
  closes: string;
  interview_date: string;
  interview_time: string;
  version: number;
  updated_at: string;
  updated_by: string;
}

export function createRecruitmentWindowStore(
  db: SqliteDatabase,
  settings: Pick<CollegeSettings, 'recruitment'>,
): RecruitmentWindowStore {
  const { opens, closes, interview } = settings.recruitment;
  const defaults = { opens, closes, interview_date: interview.date, interview_time: interview.time };
  const read = db.prepare<[], WindowRow>(
    'select opens, closes, interview_date, interview_time, version, updated_at, updated_by from recruitment_window where id = 1',
  );
  const insert = db.prepare(
    `insert into recruitment_window (id, opens, closes, interview_date, interview_time, version, updated_at, updated_by)
     values (1, @opens, @closes, @interview_date, @interview_time, 1, @at, @by) on conflict (id) do nothing`,
  );
  const update = db.prepare(
    `update recruitment_window set opens = @opens, closes = @closes, interview_date = @interview_date, interview_time = @interview_time,
       version = version + 1, updated_at = @at, updated_by = @by
     where id = 1 and version = @version`,
  );
  return {
    current() {
      const row = read.get();
      if (!row)
        return { ...defaults, source: 'settings', version: 0, updated_at: null, updated_by: null, settings: defaults };
      return { ...row, source: 'office', settings: defaults };
    },
    save(change, by, at) {
      const values = {
        opens: change.opens,
        closes: change.closes,
        interview_date: change.interview_date,
        interview_time: change.interview_time,
        at: at.toISOString(),
        by,
      };
      // Version 0 is "the settings' defaults, no row yet": only the first writer inserts it.
      const result = change.version === 0 ? insert.run(values) : update.run({ ...values, version: change.version });
      return result.changes === 1;
    },
  };
}

const recruitmentWindowPlugin: FastifyPluginAsync = async (fastify) => {
  fastify.decorate('recruitmentWindow', createRecruitmentWindowStore(fastify.db, fastify.college));
};

export default fp(recruitmentWindowPlugin, {
  name: 'recruitment-window',
  dependencies: ['college-sqlite'],
  fastify: '5.x',
});
