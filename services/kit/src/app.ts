import { type CollegeSettings, demoWarning, loadSettings } from '@college/settings/node';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyServerOptions,
} from 'fastify';
import { type AssertionVerifier, assertionVerifier } from './assertion';
import { auditRoute } from './audit-route';
import { DEFAULT_RATE_LIMITS, parseMailConfig, type RateLimits } from './config';
import { errorHandler, notFoundHandler } from './errors';
import { identityVerifierFor } from './identity';
import { REQUEST_ID_HEADER, requestIdOf, serviceLogger } from './logging';
import { type MailOptions, mailPlugin, outboxRoute } from './mail';
import answerLanguage from './plugins/app/answer-language';
import crossSiteGuard from './plugins/app/cross-site-guard';
import earlyAnswers from './plugins/app/early-answers';
import jsonObjects from './plugins/app/json-objects';
import noStore from './plugins/app/no-store';
import personalValues from './plugins/app/personal-values';
import requestId from './plugins/app/request-id';
import cors from './plugins/external/cors';
import multipart, { type MultipartLimits } from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import { registerHealthRoute } from './routes/health';
import { type SeedFunction, sqlitePlugin } from './sqlite';
import { uploadsPlugin } from './uploads';

// The kit's parts, where services and tests import them from.
export { requestLanguage } from './plugins/app/answer-language';
export { isCrossSite } from './plugins/app/cross-site-guard';
export { PERMISSIONS_POLICY } from './plugins/app/request-id';
export { DEFAULT_MULTIPART_LIMITS } from './plugins/external/multipart';
export { answerAsInstance } from './routes/health';

type AnyPlugin = FastifyPluginAsync | FastifyPluginCallback;

export interface ServiceAppOptions {
  /** Service name, e.g. 'info'; also its folder under dataDir. */
  name: string;
  /** Root data folder; the service keeps db.sqlite, uploads/ and public/ in `<dataDir>/<name>/`. */
  dataDir: string;
  /** Folder of numbered `NNN-title.sql` migrations. */
  migrationsDir: string;
  /**
   * The college's settings; by default read and checked from the settings file (COLLEGE_SETTINGS,
   * else settings/college.json), which logs the demo warning. A wrong value stops the start.
   */
  settings?: CollegeSettings;
  /** Runs once, right after the database file was created and migrated. */
  seed?: SeedFunction;
  /** App plugins (repositories, decorators) registered after the database, before routes. */
  plugins?: AnyPlugin[];
  routes: AnyPlugin;
  /** Allowed cross-origin callers; empty = same-origin only (the gateway proxies everything). */
  corsOrigins?: string[];
  /**
   * Per client address and per POST route; GETs are never limited. Each POST route counts
   * against `form` unless it sets `config: { rateLimitKind: 'read' }`. Unset kinds use
   * DEFAULT_RATE_LIMITS (server.ts passes the RATE_LIMIT_* environment, see config.ts).
   */
  rateLimit?: Partial<RateLimits>;
  multipart?: MultipartLimits;
  /** Largest JSON body accepted (forms are small); default DEFAULT_BODY_LIMIT. */
  bodyLimit?: number;
  /** Whose X-Forwarded-For to believe; default loopback, i.e. the gateway on the same host. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * `false` for none; otherwise pino options (level, a test's `stream`): the kit adds the service
   * name, ISO time, request ids and the redaction of personal data (logging.ts).
   */
  logger?: FastifyServerOptions['logger'];
  /**
   * Checks the gateway's office identity assertions (officeScope); default: against the public
   * keys in the keys folder of `dataDir` (assertion.ts).
   */
  assertions?: AssertionVerifier;
  /**
   * The mail outbox (mail.ts): by default SMTP_URL and MAIL_FROM from the environment (a bad value
   * stops the start); values given here take their place (tests point SMTP_URL elsewhere or turn
   * the background sender off and call `fastify.mail.flush()`).
   */
  mail?: MailOptions;
  /**
   * The service's one clock, `fastify.now()`: what its routes and repositories call "now" (deadlines,
   * windows, expiry). Tests pass a fixed or stepping clock; default: the real time.
   */
  now?: () => Date;
}

/** What every service's `buildApp` takes through to the kit (tests and `startService` set them). */
export type ServiceBuildOptions = Pick<
  ServiceAppOptions,
  'dataDir' | 'corsOrigins' | 'logger' | 'rateLimit' | 'trustProxy' | 'settings' | 'mail' | 'now'
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The college's settings this service started with (a demo file's dates placed, see @college/settings). */
    college: CollegeSettings;
    /** The service's clock (ServiceAppOptions.now). */
    now: () => Date;
  }
}

/**
 * Largest JSON body accepted. The largest JSON form (feedback: about 2,500 characters) is under
 * 8 KB as UTF-8, 16 KB even with every character escaped as \uXXXX; the room above that lets a
 * visitor who pasted long text into every field still hear what each field takes, not just "too large".
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export async function createServiceApp(options: ServiceAppOptions): Promise<FastifyInstance> {
  // Before anything opens: a wrong value in the settings file stops the start, with the field named.
  const loaded = options.settings ? undefined : loadSettings();
  const settings = options.settings ?? loaded!.settings;
  // Likewise a wrong SMTP_URL or MAIL_FROM (the message never shows the password).
  const mail: MailOptions = { ...parseMailConfig(options.name, process.env), ...options.mail };
  const app = Fastify({
    logger: serviceLogger(options.name, options.logger),
    // The gateway's id for this request, so one id names it in every log line and in the answer.
    genReqId: (raw) => requestIdOf(raw.headers[REQUEST_ID_HEADER]),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? 'loopback',
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.decorate('college', settings);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate(
    'verifyAssertion',
    identityVerifierFor(options.assertions ?? assertionVerifier({ dataDir: options.dataDir }), options.name),
  );
  const warning = loaded && demoWarning(loaded);
  if (warning) app.log.warn(warning);

  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimit };
  try {
    await registerAll(app, { ...options, mail }, limits);
  } catch (error) {
    // Close what was opened (the database) before reporting the failed build.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

/** In the order fastify/demo uses: external plugins, then the kit's own and the service's, then routes. */
async function registerAll(app: FastifyInstance, options: ServiceAppOptions, limits: RateLimits) {
  // External plugins.
  await app.register(securityHeaders);
  await app.register(cors, { origins: options.corsOrigins ?? [] });
  await app.register(rateLimit, { limits });
  await app.register(multipart, { limits: options.multipart });

  // App plugins: what every answer gets (hooks in this order), then the database (repositories
  // declare it as a dependency), files and mail, then the service's own.
  await app.register(requestId);
  await app.register(crossSiteGuard, { allowedOrigins: options.corsOrigins ?? [] });
  await app.register(personalValues);
  await app.register(earlyAnswers);
  await app.register(noStore);
  await app.register(answerLanguage);
  await app.register(jsonObjects);
  await app.register(sqlitePlugin, {
    name: options.name,
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir,
    seed: options.seed,
  });
  await app.register(uploadsPlugin);
  await app.register(mailPlugin, { service: options.name, dataDir: options.dataDir, mail: options.mail ?? {} });
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  // Routes: health, every service's part of the office's merged audit log, its mail outbox, its own.
  registerHealthRoute(app, options.name);
  await app.register(auditRoute(options.name));
  await app.register(outboxRoute(options.name));
  await app.register(options.routes);
}
