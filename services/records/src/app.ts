import { fileURLToPath } from 'node:url';
import { createServiceApp, type ServiceBuildOptions } from '@college/service-kit';
import { type CollegeSettings, demoWarning, loadSettings } from '@college/settings/node';
import type { FastifyInstance } from 'fastify';
import recordsRepository from './plugins/records-repository';
import routes from './routes/index';
import { ensureFinancialDocuments, seedRecords } from './seed';

export const SERVICE_NAME = 'records';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** The kit's options (data folder, CORS, logger, limits, proxies) and this service's own. */
export interface RecordsAppOptions extends ServiceBuildOptions {
  /** The college's settings (its name heads the generated documents); read from the settings file by default. */
  settings?: CollegeSettings;
}

export async function buildApp(options: RecordsAppOptions): Promise<FastifyInstance> {
  const loaded = options.settings ? undefined : loadSettings();
  const settings = options.settings ?? loaded!.settings;
  const app = await createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    seed: (context) => seedRecords(context, settings.name),
    plugins: [
      recordsRepository,
      // A removed statement comes back on the next start; one the college put in its place stays.
      async (fastify: FastifyInstance) => ensureFinancialDocuments(fastify.paths, settings.name),
    ],
    routes,
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
  });
  const warning = loaded && demoWarning(loaded);
  if (warning) app.log.warn(warning);
  return app;
}
