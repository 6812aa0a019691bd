import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { type CollegeSettings, demoWarning, loadSettings } from '@college/settings/node';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyServerOptions,
} from 'fastify';
import { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimits } from './config';
import { CROSS_SITE_MESSAGE, errorHandler, failure, HttpError, notFoundHandler } from './errors';
import { rememberPersonalValues, REQUEST_ID_HEADER, requestIdOf, serviceLogger } from './logging';
import { MAX_FIELD_LENGTH } from './validation';
import { uploadsPlugin } from './uploads';
import { type SeedFunction, sqlitePlugin } from './sqlite';
import { type AssertionVerifier, assertionVerifier } from './assertion';
import { identityVerifierFor } from './identity';
import { registerAuditRoute } from './audit-route';
import { parseMailConfig } from './config';
import { type MailOptions, mailPlugin, registerOutboxRoute } from './mail';
import { allInLanguage, inLanguage } from './bilingual';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which limit a POST route counts against: 'form' (the default) or 'read' for look-ups. */
    rateLimitKind?: 'form' | 'read';
  }
}

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
  multipart?: { fileSize?: number; files?: number; fields?: number; fieldSize?: number };
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
   * Checks the gateway's office identity assertions (requireRole); default: against the public
   * keys in the keys folder of `dataDir` (assertion.ts).
   */
  assertions?: AssertionVerifier;
  /**
   * The mail outbox (mail.ts): by default SMTP_URL and MAIL_FROM from the environment (a bad value
   * stops the start); values given here take their place (tests point SMTP_URL elsewhere or turn
   * the background sender off and call `fastify.mail.flush()`).
   */
  mail?: MailOptions;
}

/** What every service's `buildApp` takes through to the kit (tests and `startService` set them). */
export type ServiceBuildOptions = Pick<ServiceAppOptions, 'dataDir' | 'corsOrigins' | 'logger' | 'rateLimit' | 'trustProxy' | 'settings' | 'mail'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The college's settings this service started with (a demo file's dates placed, see @college/settings). */
    college: CollegeSettings;
  }
}

export const DEFAULT_MULTIPART_LIMITS = {
  fileSize: 2 * 1024 * 1024,
  files: 10,
  fields: 60,
  // busboy counts bytes, the field check characters (MAX_FIELD_LENGTH): one UTF-16 character is
  // at most 3 bytes of UTF-8, so every value the check allows gets through whole.
  fieldSize: 3 * MAX_FIELD_LENGTH,
} as const;
/**
 * Largest JSON body accepted. The largest JSON form (feedback: about 2,500 characters) is under
 * 8 KB as UTF-8, 16 KB even with every character escaped as \uXXXX; the room above that lets a
 * visitor who pasted long text into every field still hear what each field takes, not just "too large".
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Browser features no answer of a service needs (the gateway sends the same for its pages). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request that changes or reveals something (every POST) was sent by a page of another
 * site: a form there posting here with the visitor's browser. Sec-Fetch-Site, which browsers set
 * themselves, decides when present ('same-site' and 'none' pass; only 'cross-site' is refused).
 * Older browsers send only Origin, on same-origin POSTs too: it must name this host (the gateway's
 * X-Forwarded-Host, believed from a trusted proxy; else Host). No Origin at all is no browser's
 * cross-site request (curl, scripts, the tests). Origins configured for CORS are let through.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && allowedOrigins.includes(origin)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site.toLowerCase() === 'cross-site';
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    // Parsed with the origin's scheme, so a default port written out (Host: x:443) still matches.
    return from.host !== new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    // "null" (a sandboxed frame, a file) or no URL at all: not this site.
    return true;
  }
}

/** As much as the gateway lets through (its body limit); past that, or that slow, the socket closes. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** Reads and discards the rest of a request body, up to `maxBytes` or `maxMs`. */
export function drainRequest(raw: IncomingMessage, maxBytes: number, maxMs: number): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    raw.on('data', onData).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}

const instanceIds = new WeakMap<FastifyInstance, string>();

/**
 * Makes /healthz also answer `instance`: the id the portal's launcher gave this process
 * (SERVICE_INSTANCE_ID, set by startService), so that its gateway can tell its own service from
 * anything else answering on the port (another portal's service). Not secret, only an identity.
 */
export function answerAsInstance(app: FastifyInstance, instanceId: string): void {
  instanceIds.set(app, instanceId);
}

/** The language the page that asks reads: Hindi when its Accept-Language puts Hindi first. */
export function requestLanguage(request: FastifyRequest): 'en' | 'hi' {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^\s*hi\b/i.test(header) ? 'hi' : 'en';
}

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
  app.decorate('verifyAssertion', identityVerifierFor(options.assertions ?? assertionVerifier({ dataDir: options.dataDir }), options.name));
  const warning = loaded && demoWarning(loaded);
  if (warning) app.log.warn(warning);

  // Every answer, errors included, carries the request id a visitor can quote.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // A page of another site cannot post the visitor's browser into a form here (before the body
  // is read, the rate limit counted or anything stored).
  const allowedOrigins = options.corsOrigins ?? [];
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isCrossSite(request, allowedOrigins)) return;
    request.log.info({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'cross-site request refused');
    return reply.code(403).send(failure(CROSS_SITE_MESSAGE));
  });
  // Names and numbers the body carries are masked in this request's later log lines, errors
  // included. Forms validated by the kit (validateBody, readMultipart) remember them earlier,
  // once unknown and overlong fields are refused; this covers any other route.
  app.addHook('preHandler', async (request) => {
    if (request.body) rememberPersonalValues(request.log, request.body);
  });

  // An early answer (413, a rejected upload) must reach the client: closing the connection while
  // the gateway is still sending the body makes its proxy fail (503) instead of passing the answer
  // on. So what is left of the body is read and thrown away first, within bounds.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && !request.raw.readableEnded) await drainRequest(request.raw, DRAIN_MAX_BYTES, DRAIN_MAX_MS);
    return payload;
  });
  // Answers to POSTs are personal (a result, an application, a student list) and errors may
  // quote what was sent: no browser or proxy keeps them. Routes that set their own header keep it.
  app.addHook('onSend', async (request, reply, payload) => {
    if ((!SAFE_METHODS.has(request.method) || reply.statusCode >= 400) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  // A Hindi page asks in Hindi (Accept-Language: hi): every message the contracts and the kit
  // wrote with said() goes back in Hindi, errors by field included. One place, so no route forgets.
  app.addHook('preSerialization', async (request, reply, payload) => {
    // Only a message answer ({ message, errors }); a list (an array) is data and passes as it is.
    if (requestLanguage(request) !== 'hi' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as { message?: unknown; errors?: unknown };
    const out: Record<string, unknown> = { ...body };
    if (typeof body.message === 'string') out.message = inLanguage(body.message, 'hi');
    if (body.errors && typeof body.errors === 'object') out.errors = allInLanguage(body.errors as Record<string, string>, 'hi');
    reply.header('content-language', 'hi');
    return out;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Added to what a route already varies on (the records' listings: accept-encoding), never in its place.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    return payload;
  });

  // Every JSON body we accept is a form object; refusing scalars and arrays here means a
  // handler can never receive `"abc"` or `null` as its body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return done(new HttpError(400, 'The request body must be a JSON object.'), undefined);
      }
      done(null, value);
    });
  });

  // Must be added before @fastify/rate-limit registers its own onRoute hook, which reads
  // config.rateLimit: POST routes get the limit of their kind unless they set their own (or
  // false). The plugin keeps separate counters per route, so a read never uses up a form's budget.
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimit };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('POST') && route.config?.rateLimit === undefined) {
      const { max, timeWindow } = limits[route.config?.rateLimitKind === 'read' ? 'read' : 'form'];
      route.config = Object.assign(route.config ?? {}, { rateLimit: { max, timeWindow } });
    }
  });

  try {
    await registerAll(app, { ...options, mail }, limits.form);
  } catch (error) {
    // Close what was opened (the database) before reporting the failed build.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

async function registerAll(
  app: FastifyInstance,
  options: ServiceAppOptions,
  limit: RateLimit,
) {
  // External plugins.
  await app.register(helmet);
  await app.register(cors, { origin: options.corsOrigins?.length ? options.corsOrigins : false });
  await app.register(rateLimit, { global: false, max: limit.max, timeWindow: limit.timeWindow });
  await app.register(multipart, { limits: { ...DEFAULT_MULTIPART_LIMITS, ...options.multipart } });

  // App plugins: the database first, since repositories declare it as a dependency.
  await app.register(sqlitePlugin, {
    name: options.name,
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir,
    seed: options.seed,
  });
  await app.register(uploadsPlugin);
  await app.register(mailPlugin, { service: options.name, dataDir: options.dataDir, mail: options.mail ?? {} });
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  // Routes.
  app.get('/healthz', async () => {
    app.db.prepare('select 1').get();
    const instance = instanceIds.get(app);
    return { status: 'ok', service: options.name, ...(instance ? { instance } : {}) };
  });
  // Every service's part of the office's merged audit log (office-audit.ts).
  registerAuditRoute(app, options.name);
  // And its mail outbox: how many messages wait, are sent or failed (mail.ts).
  registerOutboxRoute(app, options.name);
  await app.register(options.routes);
}
