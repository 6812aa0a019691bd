import { fileURLToPath } from 'node:url';
import { createServiceApp, type ServiceBuildOptions } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { spellCoursesAsAdmissions } from './admission-courses';
import datasetTables from './plugins/dataset-tables';
import datasets from './plugins/datasets';
import recordImports from './plugins/record-imports';
import recordsRepository from './plugins/records-repository';
import routes from './routes/index';
import { ensureFinancialDocuments, seedRecords } from './seed';

export const SERVICE_NAME = 'records';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** The kit's options (data folder, CORS, logger, limits, proxies, settings: the college's name heads the documents). */
export type RecordsAppOptions = ServiceBuildOptions;

export async function buildApp(options: RecordsAppOptions): Promise<FastifyInstance> {
  return createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    settings: options.settings,
    seed: (context) => seedRecords(context, context.settings.name),
    plugins: [
      recordsRepository,
      datasets,
      datasetTables,
      recordImports,
      // A removed statement comes back on the next start; one the college put in its place stays.
      async (fastify: FastifyInstance) => ensureFinancialDocuments(fastify.paths, fastify.college.name),
      // A course admissions has too is spelled as the settings spell it (admission-courses.ts).
      async (fastify: FastifyInstance) => {
        const renamed = spellCoursesAsAdmissions(fastify.records, fastify.college);
        if (renamed.length > 0) fastify.log.info({ renamed }, 'records courses spelled as the admission courses');
      },
    ],
    routes,
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
    // The imports' day of previews and the datasets' date rules read this clock (tests pass a fixed or stepping one).
    now: options.now,
  });
}
