import { fileURLToPath } from 'node:url';
import {
  createFileVault,
  createIdentifierHasher,
  createLookupBackoff,
  LOOKUP_BACKOFF,
  type LookupBackoffOptions,
  createServiceApp,
  type ServiceBuildOptions,
} from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { createAadhaarVault } from './aadhaar-vault';
import { createApplicationSecrets } from './application-secrets';
import { documentVaultPlugin } from './document-vault';
import { createIdentityLimiter } from './identity-limiter';
import admissionSession from './plugins/admission-session';
import applicationsRepository from './plugins/applications-repository';
import { catalogueRepository } from './plugins/catalogue-repository';
import seatsRepository from './plugins/seats-repository';
import reviewsRepository from './plugins/reviews-repository';
import officeNames from './plugins/office-names';
import paymentVerification from './plugins/payment-verification';
import { routes } from './routes/index';
import { seedCatalogue } from './seed';

export const SERVICE_NAME = 'admissions';
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** One person's form (Aadhaar) from one client: a few tries in ten minutes (see identity-limiter.ts). */
export const IDENTITY_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/**
 * The kit's options (data folder, CORS, logger, limits, proxies, the clock `now` that the
 * registration window and the fee deadline are kept by) and this service's own.
 */
export interface AdmissionsAppOptions extends ServiceBuildOptions {
  identityLimit?: { max: number; windowMs: number };
  /** Wrong status look-ups per client address; default LOOKUP_BACKOFF. */
  lookupBackoff?: LookupBackoffOptions;
  env?: Record<string, string | undefined>;
}

export async function buildApp(options: AdmissionsAppOptions): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const vault = createAadhaarVault({ dataDir: options.dataDir, env });
  const limiter = createIdentityLimiter(options.identityLimit ?? IDENTITY_LIMIT);
  const secrets = createApplicationSecrets(createIdentifierHasher({ dataDir: options.dataDir, env }));
  const backoff = createLookupBackoff(options.lookupBackoff ?? LOOKUP_BACKOFF);
  // Identity documents sealed at rest (document-vault.ts); the key is made at the first start.
  const documents = createFileVault('document-encryption', { dataDir: options.dataDir, env, eager: true });

  return createServiceApp({
    name: SERVICE_NAME,
    dataDir: options.dataDir,
    migrationsDir: MIGRATIONS_DIR,
    settings: options.settings,
    seed: seedCatalogue,
    plugins: [
      catalogueRepository,
      applicationsRepository,
      admissionSession,
      seatsRepository,
      reviewsRepository,
      officeNames,
      paymentVerification,
      documentVaultPlugin(documents),
    ],
    routes: routes({ vault, secrets, limiter, backoff }),
    corsOrigins: options.corsOrigins,
    // The kit masks adhar_num (and every other personal field) at every log level.
    logger: options.logger,
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
    // Acknowledgements by e-mail (decision 012): SMTP_URL and MAIL_FROM, else .eml files.
    mail: options.mail,
    // The one clock (fastify.now()): the registration window, the fee deadline, the outbox, file dates.
    now: options.now,
    // Nine documents of up to 1 MB each, plus the text fields.
    multipart: { fileSize: 1024 * 1024, files: 12 },
  });
}
