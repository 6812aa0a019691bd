import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import * as v from 'valibot';
import { findRoute, REMOTE_NAMES } from '../src/routes/route-table';
import type { GatewayConfig } from './config';
import { composePage } from './pages';

const remotesMapSchema = v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)), v.string());

/** Hashed file names never change content: cache them for a year. Everything else revalidates. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)$/;
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

type AnyReply = { code(status: number): { type(type: string): { send(body: unknown): unknown } } };

/** The portal's one error shape, as the services answer it too. */
function failure(reply: AnyReply, status: number, message: string) {
  return reply.code(status).type('application/json').send({ result: 'failure', message, errors: {} });
}

/** Reads the remotes map on every call, so editing it retargets the live site without a restart. */
async function readRemotesMap(file: string): Promise<Record<string, string>> {
  return v.parse(remotesMapSchema, JSON.parse(await fs.readFile(file, 'utf8')));
}

function originsOf(map: Record<string, string>) {
  const origins = new Set<string>();
  for (const entry of Object.values(map)) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

export async function buildGateway(config: GatewayConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Proxied uploads are streamed through; the services enforce their own size limits.
    bodyLimit: 16 * 1024 * 1024,
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  // Remotes on other hosts (from the map) must be allowed to run scripts and be fetched.
  let remoteOrigins: string[] = [];
  try {
    remoteOrigins = originsOf(await readRemotesMap(config.remotesConfig));
  } catch {
    remoteOrigins = [];
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // API and public documents: each prefix goes to the service that owns it (configuration).
  for (const route of config.services.routes) {
    const upstream = config.services.services[route.service].url;
    await app.register(httpProxy, {
      upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      replyOptions: {
        // The services rate-limit per client, so they must see the client's address, not ours.
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
        }),
        onError: (reply, { error }) => {
          reply.log.warn({ err: error, service: route.service }, 'service unreachable');
          return failure(reply, 503, 'This service is not available right now. Please try again in a few minutes.');
        },
      },
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    const map = await readRemotesMap(config.remotesConfig);
    return reply.header('Cache-Control', 'no-store').send(map);
  });

  app.get('/healthz', async (_request, reply) => {
    const checks = await Promise.all(
      Object.entries(config.services.services).map(async ([name, service]) => {
        try {
          const response = await fetch(new URL('/healthz', service.url), { signal: AbortSignal.timeout(2000) });
          return [name, response.ok ? 'ok' : `status ${response.status}`] as const;
        } catch (error) {
          return [name, (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable'] as const;
        }
      }),
    );
    const healthy = checks.every(([, status]) => status === 'ok');
    return reply
      .code(healthy ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: healthy ? 'ok' : 'degraded', services: Object.fromEntries(checks) });
  });

  // Each remote's build, read from disk per request: replacing a build changes the live site.
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: path.join(config.remotesDir, name, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // Builds write .br and .gz beside each asset: the best one the client accepts is sent as is.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/',
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The page is composed per request, never served as the raw file.
    allowedPath: (pathname) => !/^\/(index\.html|ssr\/|startup\.json)/.test(pathname),
    setHeaders: setCacheHeaders,
  });

  // Every route's page with its content in the first response (frame + the remote's prerendered
  // page); unknown paths get the not-found page with a 404 status.
  async function sendShellPage(pathname: string, reply: FastifyReply) {
    let template: string;
    try {
      template = await fs.readFile(path.join(config.shellDist, 'index.html'), 'utf8');
    } catch {
      return failure(reply, 503, 'The site is being updated. Please try again in a minute.');
    }
    const route = findRoute(pathname);
    let remotes: Record<string, string> = {};
    try {
      remotes = await readRemotesMap(config.remotesConfig);
    } catch (error) {
      reply.log.warn({ err: error }, 'remotes map unreadable');
    }
    const html = await composePage({ template, pathname, route, remotes, remotesDir: config.remotesDir, shellDist: config.shellDist });
    return reply
      .code(route ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/', (_request, reply) => sendShellPage('/', reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://gateway');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]{1,5}$/i.test(url.pathname) || url.pathname.startsWith('/remotes/');
    if (!wantsPage || looksLikeFile) return failure(reply, 404, 'Not found');
    return sendShellPage(url.pathname, reply);
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'gateway error');
    return failure(reply, status, status >= 500 ? 'Something went wrong. Please try again later.' : error.message);
  });

  return app;
}
