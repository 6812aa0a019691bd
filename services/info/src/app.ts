import { fileURLToPath } from 'node:url';
import { createServiceApp, type ServiceBuildOptions } from '@college/service-kit';
import { type CollegeSettings, demoWarning, loadSettings } from '@college/settings/node';
import type { FastifyInstance } from 'fastify';
import newsRepository from './plugins/news-repository';
import submissionsRepository from './plugins/submissions-repository';
import routes from './routes/index';
import { ensureProspectus, seedNews } from './seed';

export const SERVICE_NAME = 'info';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** The kit's options (data folder, CORS, logger, limits, proxies) and this service's own. */
export interface InfoAppOptions extends ServiceBuildOptions {
  /** The college's settings; by default read (and checked) from the settings file at start. */
  settings?: CollegeSettings;
}

export async function buildApp(options: InfoAppOptions): Promise<FastifyInstance> {
  // A wrong value in the settings file stops the start here, with the field named.
  const loaded = options.settings ? undefined : loadSettings();
  const settings = options.settings ?? loaded!.settings;
  const app = await createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    seed: (context) => seedNews(context, settings),
    plugins: [
      newsRepository,
      submissionsRepository,
      async (fastify: FastifyInstance) => ensureProspectus(fastify.paths, settings),
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
