import { fileURLToPath } from 'node:url';
import { createServiceApp, type ServiceBuildOptions } from '@college/service-kit';
import { type CollegeSettings, demoWarning, loadSettings } from '@college/settings/node';
import type { FastifyInstance } from 'fastify';
import { ensureNotification } from './notification-pdf';
import careersRepository from './plugins/careers-repository';
import routes from './routes/index';
import { seedLookups } from './seed';

export const SERVICE_NAME = 'careers';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** The kit's options (data folder, CORS, logger, limits, proxies) and this service's own. */
export interface CareersAppOptions extends ServiceBuildOptions {
  /** The college's settings; by default read (and checked) from the settings file at start. */
  settings?: CollegeSettings;
  /**
   * Refuse applications outside the window in the settings (recruitment.opens … closes).
   * Off by default (CAREERS_ENFORCE_WINDOW=true turns it on), so the demo form can be tried.
   */
  enforceWindow?: boolean;
  /** The clock for the window; tests set it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    recruitment: {
      settings: CollegeSettings;
      enforceWindow: boolean;
      now: () => Date;
    };
  }
}

export async function buildApp(options: CareersAppOptions): Promise<FastifyInstance> {
  // A wrong value in the settings file stops the start here, with the field named.
  const loaded = options.settings ? undefined : loadSettings();
  const settings = options.settings ?? loaded!.settings;
  const app = await createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    seed: seedLookups,
    plugins: [
      careersRepository,
      async (fastify: FastifyInstance) => ensureNotification(fastify.paths, settings),
    ],
    routes: async (fastify: FastifyInstance) => {
      fastify.decorate('recruitment', {
        settings,
        enforceWindow: options.enforceWindow ?? false,
        now: options.now ?? (() => new Date()),
      });
      await fastify.register(routes);
    },
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
  });
  const warning = loaded && demoWarning(loaded);
  if (warning) app.log.warn(warning);
  return app;
}
