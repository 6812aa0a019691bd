import { fileURLToPath } from 'node:url';
import { createServiceApp, type ServiceAppOptions } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import newsRepository from './plugins/news-repository';
import submissionsRepository from './plugins/submissions-repository';
import routes from './routes/index';
import { seedNews } from './seed';

export const SERVICE_NAME = 'info';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export interface InfoAppOptions {
  /** Root data folder; this service uses `<dataDir>/info/`. */
  dataDir: string;
  corsOrigins?: string[];
  logger?: ServiceAppOptions['logger'];
  rateLimit?: ServiceAppOptions['rateLimit'];
}

export function buildApp(options: InfoAppOptions): Promise<FastifyInstance> {
  return createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    seed: seedNews,
    plugins: [newsRepository, submissionsRepository],
    routes,
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
  });
}
