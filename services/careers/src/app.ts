import { fileURLToPath } from 'node:url';
import { createServiceApp, type ServiceBuildOptions } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { ensureNotification } from './notification-pdf';
import careersRepository from './plugins/careers-repository';
import recruitmentWindow from './plugins/recruitment-window';
import reviewRepository from './plugins/review-repository';
import routes from './routes/index';
import { seedLookups } from './seed';

export const SERVICE_NAME = 'careers';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** The kit's options (data folder, CORS, logger, limits, proxies) and this service's own. */
export interface CareersAppOptions extends ServiceBuildOptions {
  /** The clock applications are refused by outside the recruitment window; tests set it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    recruitmentClock: () => Date;
  }
}

export async function buildApp(options: CareersAppOptions): Promise<FastifyInstance> {
  return createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    settings: options.settings,
    seed: seedLookups,
    plugins: [
      careersRepository,
      reviewRepository,
      recruitmentWindow,
      async (fastify: FastifyInstance) => ensureNotification(fastify.paths, fastify.college),
    ],
    routes: async (fastify: FastifyInstance) => {
      fastify.decorate('recruitmentClock', options.now ?? (() => new Date()));
      await fastify.register(routes);
    },
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
  });
}
