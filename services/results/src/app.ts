import { fileURLToPath } from 'node:url';
import { createServiceApp, type RateLimit, type ServiceBuildOptions } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import examsRepository from './plugins/exams-repository';
import resultsRepository from './plugins/results-repository';
import routes from './routes/index';
import { seedResults } from './seed';

export const SERVICE_NAME = 'results';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** The kit's options (data folder, CORS, logger, limits, proxies) and this service's own. */
export interface ResultsAppOptions extends ServiceBuildOptions {
  /** Roll-number look-ups per client address; default RESULT_LOOKUP_LIMIT (tests lower it). */
  lookupLimit?: RateLimit;
}

export async function buildApp(options: ResultsAppOptions): Promise<FastifyInstance> {
  return createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    settings: options.settings,
    seed: seedResults,
    plugins: [examsRepository, resultsRepository],
    routes: async (fastify: FastifyInstance) => {
      await fastify.register(routes, { lookupLimit: options.lookupLimit });
    },
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
    // A preview's day of life is counted by this clock (tests pass a fixed or stepping one).
    now: options.now,
  });
}
