import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyServerOptions,
} from 'fastify';
import { errorHandler, HttpError, notFoundHandler } from './errors';
import { type SeedFunction, sqlitePlugin } from './sqlite';

type AnyPlugin = FastifyPluginAsync | FastifyPluginCallback;

export interface ServiceAppOptions {
  /** Service name, e.g. 'info'; also its folder under dataDir. */
  name: string;
  /** Root data folder; the service keeps db.sqlite, uploads/ and public/ in `<dataDir>/<name>/`. */
  dataDir: string;
  /** Folder of numbered `NNN-title.sql` migrations. */
  migrationsDir: string;
  /** Runs once, right after the database file was created and migrated. */
  seed?: SeedFunction;
  /** App plugins (repositories, decorators) registered after the database, before routes. */
  plugins?: AnyPlugin[];
  routes: AnyPlugin;
  /** Allowed cross-origin callers; empty = same-origin only (the gateway proxies everything). */
  corsOrigins?: string[];
  /** Per IP and per POST route. GETs are never limited. */
  rateLimit?: { max: number; timeWindow: number | string };
  multipart?: { fileSize?: number; files?: number; fields?: number; fieldSize?: number };
  /** Largest JSON body accepted (forms are small). */
  bodyLimit?: number;
  /** Whose X-Forwarded-For to believe; default loopback, i.e. the gateway on the same host. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  logger?: FastifyServerOptions['logger'];
}

export const DEFAULT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
export const DEFAULT_MULTIPART_LIMITS = {
  fileSize: 2 * 1024 * 1024,
  files: 10,
  fields: 60,
  fieldSize: 64 * 1024,
} as const;
export const DEFAULT_BODY_LIMIT = 100 * 1024;

export async function createServiceApp(options: ServiceAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? 'loopback',
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

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
  // config.rateLimit: POST routes get the limit unless they set their own (or false).
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('POST') && route.config?.rateLimit === undefined) {
      route.config = Object.assign(route.config ?? {}, { rateLimit: { max: limit.max, timeWindow: limit.timeWindow } });
    }
  });

  try {
    await registerAll(app, options, limit);
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
  limit: { max: number; timeWindow: number | string },
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
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  // Routes.
  app.get('/healthz', async () => {
    app.db.prepare('select 1').get();
    return { status: 'ok', service: options.name };
  });
  await app.register(options.routes);
}
