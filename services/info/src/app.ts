import { fileURLToPath } from 'node:url';
import { createServiceApp, type ServiceBuildOptions } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import messagesRepository from './plugins/messages-repository';
import newsRepository from './plugins/news-repository';
import submissionsRepository from './plugins/submissions-repository';
import routes from './routes/index';
import { ensureProspectus, seedNews } from './seed';

export const SERVICE_NAME = 'info';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** The kit's options (data folder, CORS, logger, limits, proxies, the college's settings). */
export type InfoAppOptions = ServiceBuildOptions;

export async function buildApp(options: InfoAppOptions): Promise<FastifyInstance> {
  return createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    settings: options.settings,
    seed: seedNews,
    plugins: [
      newsRepository,
      submissionsRepository,
      messagesRepository,
      async (fastify: FastifyInstance) => ensureProspectus(fastify.paths, fastify.college),
    ],
    routes,
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
    mail: options.mail,
    now: options.now,
  });
}
