import { fileURLToPath } from 'node:url';
import {
  createAccessCodes,
  createIdentifierHasher,
  createLookupBackoff,
  createServiceApp,
  LOOKUP_BACKOFF,
  type LookupBackoffOptions,
  type ServiceBuildOptions,
} from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { ensureNotification } from './notification-pdf';
import careersRepository from './plugins/careers-repository';
import recruitmentWindow from './plugins/recruitment-window';
import reviewRepository from './plugins/review-repository';
import { routes } from './routes/index';
import { seedLookups } from './seed';

export const SERVICE_NAME = 'careers';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * The kit's options (data folder, CORS, logger, limits, proxies, the college's settings, the
 * clock: `fastify.now()`, by which applications are refused outside the recruitment window; tests set it).
 */
export interface CareersAppOptions extends ServiceBuildOptions {
  /** Wrong status look-ups per client address; default the kit's LOOKUP_BACKOFF. */
  lookupBackoff?: LookupBackoffOptions;
  env?: Record<string, string | undefined>;
}

export async function buildApp(options: CareersAppOptions): Promise<FastifyInstance> {
  // Access codes hashed with the portal's identifier key (outside the database), as admissions does.
  const accessCodes = createAccessCodes(
    createIdentifierHasher({ dataDir: options.dataDir, env: options.env ?? process.env }),
  );
  const backoff = createLookupBackoff(options.lookupBackoff ?? LOOKUP_BACKOFF);
  return createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    settings: options.settings,
    now: options.now,
    seed: seedLookups,
    plugins: [
      careersRepository,
      reviewRepository,
      recruitmentWindow,
      async (fastify: FastifyInstance) => ensureNotification(fastify.paths, fastify.college),
    ],
    routes: routes({ accessCodes, backoff }),
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
    mail: options.mail,
  });
}
