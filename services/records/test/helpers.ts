import type { FastifyInstance } from 'fastify';
import { buildApp, type RecordsAppOptions } from '../src/app';

export { makeTempDir, removeDir } from '../../kit/test/helpers';

/** A records app on a real SQLite file in `dataDir` (seeded on first start), without logging. */
export async function startRecords(
  dataDir: string,
  options: Partial<RecordsAppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, ...options });
  await app.ready();
  return app;
}

export async function postJson(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json' },
  });
}

/** Ids of the seeded look-ups by name, read through the public calls as a client would. */
export async function seededIds(app: FastifyInstance) {
  const years = (await app.inject({ method: 'GET', url: '/api/v1/api/getAcademicYear' })).json() as {
    id: number;
    start_year: number;
  }[];
  const courses = (
    (await app.inject({ method: 'GET', url: '/api/v1/api/getAllCourse' })).json() as {
      data: { id: number; course: string }[];
    }
  ).data;
  const course = (name: string) => courses.find((entry) => entry.course === name)!.id;
  const parts = async (courseId: number) =>
    (
      (await app.inject({ method: 'GET', url: `/api/v1/api/getYearSem?brc_id=${courseId}` })).json() as {
        data: { base_id: number; base_name: string }[];
      }
    ).data;
  const year = (start: number) => years.find((entry) => entry.start_year === start)!.id;
  return { years, courses, course, parts, year };
}

/** Counts rows straight from the database (test only; table names come from the tests). */
export function countRows(app: FastifyInstance, table: string): number {
  return app.db.prepare(`select count(*) from ${table}`).pluck().get() as number;
}
