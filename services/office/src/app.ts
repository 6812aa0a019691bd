import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import {
  type AssertionVerifier,
  assertionVerifier,
  createServiceApp,
  type ServiceBuildOptions,
} from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { checkDemoAccounts } from './demo-accounts';
import { Door } from './door';
import officeRepository from './plugins/office-repository';
import { createSecretBox } from './secret-box';
import { routes } from './routes/index';

export const SERVICE_NAME = 'office';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export interface OfficeAppOptions extends ServiceBuildOptions {
  /** Checks the gateway's assertions; default: the public keys in the keys folder. */
  assertions?: AssertionVerifier;
  /** Where KEYS_DIR and OFFICE_SECRETS_KEY are read; default process.env. */
  env?: Record<string, string | undefined>;
}

export async function buildApp(options: OfficeAppOptions): Promise<FastifyInstance> {
  const verifier = options.assertions ?? assertionVerifier({ dataDir: options.dataDir });
  const box = createSecretBox({ dataDir: options.dataDir, env: options.env });
  return createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    settings: options.settings,
    // Tests move the clock to pass timeouts and delays.
    now: options.now,
    assertions: verifier,
    plugins: [
      officeRepository(box),
      async (fastify: FastifyInstance) =>
        checkDemoAccounts(fastify.office, fastify.db, fastify.college.demo, fastify.log, fastify.now().getTime()),
    ],
    routes: async (fastify: FastifyInstance) => {
      await fastify.register(cookie);
      fastify.decorate('door', new Door(fastify.office, () => fastify.now().getTime(), fastify));
      // Nothing of the office is kept by a browser or a proxy, nor indexed.
      fastify.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        reply.header('x-robots-tag', 'noindex, nofollow');
        return payload;
      });
      await fastify.register(routes(verifier));
    },
    corsOrigins: options.corsOrigins,
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
    mail: options.mail,
  });
}
