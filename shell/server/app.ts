import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import httpProxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { REQUEST_ID_HEADER, requestIdOf, serviceLogger } from '@college/service-kit/logging';
import * as v from 'valibot';
import { findRoute, REMOTE_NAMES } from '../src/routes/route-table';
import { type GatewayConfig, proxyMatcher } from './config';
import { clientErrorHandler, createGatewayServer } from './http-server';
import { composePage } from './pages';
import type { SupervisedStatus } from './supervisor';

const remotesMapSchema = v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)), v.string());

/** Hashed file names never change content: cache them for a year. Everything else revalidates. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)$/;
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

type AnyReply = {
  request: { id: string };
  code(status: number): { type(type: string): { send(body: unknown): unknown } };
};

/**
 * The portal's one error shape, as the services answer it too; a 5xx also carries the request's
 * id (as the X-Request-Id header does), for the visitor to quote.
 */
function failure(reply: AnyReply, status: number, message: string, extra: Record<string, unknown> = {}) {
  const body = { result: 'failure', message, errors: {}, ...extra, ...(status >= 500 ? { requestId: reply.request.id } : {}) };
  return reply.code(status).type('application/json').send(body);
}

/** A request body that was still arriving when its service failed. */
function bodyCutOff(raw: Pick<IncomingMessage, 'headers' | 'complete'>): boolean {
  const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
  return hasBody && !raw.complete;
}

/** Lets a client finish sending (and the kernel drop) a body nobody reads, for at most 10 s. */
function discardRest(socket: unknown) {
  // Real connections only (not Fastify's inject).
  if (!(socket instanceof Socket) || socket.destroyed) return;
  const timer = setTimeout(() => socket.destroy(), 10_000);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection, not to the message: the client's
 * are not passed to a service nor a service's to the client (its keep-alive would override a
 * client's `Connection: close`). `expect` too: Node has already answered the client's
 * 100-continue, and the proxy's HTTP client refuses the header.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'http2-settings'];
function withoutHopByHop<T extends Record<string, unknown>>(headers: T, ...more: string[]): T {
  const out: Record<string, unknown> = { ...headers };
  const listed = typeof headers.connection === 'string' ? headers.connection.toLowerCase().split(',').map((name) => name.trim()) : [];
  for (const name of [...HOP_BY_HOP, ...listed, ...more]) delete out[name];
  return out as T;
}

/** Browser features no page of the portal uses, refused to anything a page might embed or inject. */
const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

const isLoopback = proxyMatcher(['loopback']);
/** Where a reverse proxy usually is: this machine or the local network. */
const isNearby = proxyMatcher(['loopback', 'uniquelocal', 'linklocal']);
/**
 * /healthz in detail (each service, the launcher's processes) only for someone on this machine
 * who asks the gateway directly: a loopback connection without any proxy's forwarding header.
 * Everyone else, the reverse proxy's visitors included, gets ok / not ok.
 */
function asksLocally(request: FastifyRequest): boolean {
  const { headers } = request;
  return isLoopback(request.raw.socket?.remoteAddress) && !headers['x-forwarded-for'] && !headers.forwarded && !headers['x-real-ip'];
}

export const SERVICE_DOWN_MESSAGE = 'This service is not available right now. Please try again in a few minutes.';

export interface GatewayOptions {
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The launcher's view of the processes it supervises, shown by /healthz. */
  supervision?: () => Record<string, SupervisedStatus>;
  /**
   * Per service, the instance id the launcher handed the process it started: /healthz counts a
   * service healthy only when its /healthz answers that id, not merely when something answers on
   * its port (another portal's service would, with that portal's data). Services without an id
   * (all of them under `--gateway-only`, where a service manager starts them) are not checked.
   */
  instances?: Record<string, string>;
}

export const NOT_OUR_INSTANCE = 'not the expected instance (another process answers on its port)';

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

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const isTrustedProxy = proxyMatcher(config.trustProxy);
  const app: FastifyInstance = Fastify({
    // JSON lines like the services', with personal data masked the same way.
    logger: serviceLogger('gateway', options.logger === false ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) }),
    // Proxied uploads are streamed through; the services enforce their own size limits.
    bodyLimit: 16 * 1024 * 1024,
    // One id per request, from here to the service (forwarded below) and back in every answer.
    genReqId: (raw) => requestIdOf(raw.headers[REQUEST_ID_HEADER]),
    // X-Forwarded-For names the client only when the connection comes from a configured proxy.
    trustProxy: config.trustProxy.length > 0 ? (address: string) => isTrustedProxy(address) : false,
    // Timeouts, connection caps and the URL limit (http-server.ts).
    serverFactory: (handler) =>
      createGatewayServer(handler, {
        limits: config.limits,
        isTrustedProxy,
        onRefused: (refused, reason) => app.log.warn({ refused }, `connections refused: ${reason}`),
      }),
    clientErrorHandler,
  });
  // A proxy in front that TRUST_PROXY does not name makes every visitor its one address, with
  // one rate limit for the whole site: said once, at its first request.
  let warnedUntrustedProxy = false;
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!warnedUntrustedProxy && request.headers['x-forwarded-for'] !== undefined) {
      const from = request.raw.socket?.remoteAddress;
      if (isNearby(from) && !isTrustedProxy(from)) {
        warnedUntrustedProxy = true;
        request.log.warn({ proxy: from }, `requests come with X-Forwarded-For from ${from}, which TRUST_PROXY does not name: every visitor through it counts as that one address (set TRUST_PROXY=${from} if it is your reverse proxy)`);
      }
    }
  });

  // GETs per client (pages, assets, API reads; POSTs are the services' to limit), generous
  // enough for a cyber café behind one address. Registered before every route it covers.
  // A loopback client is this machine (its operator, monitor, tests and benchmarks), or a proxy
  // TRUST_PROXY does not name, where one limit for every visitor would shut the site: not limited.
  await app.register(rateLimit, {
    max: config.limits.getRateLimit.max,
    timeWindow: config.limits.getRateLimit.timeWindow,
    allowList: (request) => (request.method !== 'GET' && request.method !== 'HEAD') || isLoopback(request.ip),
    // Only a refused request says so; the headers are not added to every asset.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests from your address. Please try again in ${context.after}.`), { statusCode: context.statusCode }),
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  // Remotes on other hosts (from the map) must be allowed to run scripts and be fetched.
  let remoteOrigins: string[];
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
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // API and public documents: each prefix goes to the service whose contract lists it (service-routes.ts).
  for (const route of config.services.routes) {
    const upstream = config.services.services[route.service].url;
    await app.register(httpProxy, {
      upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      replyOptions: {
        // The services rate-limit per client, so they must see the client's address, not ours
        // (behind a trusted proxy, the address it named). Only what the gateway vouches for is
        // forwarded: a client's own forwarding headers are dropped.
        rewriteRequestHeaders: (request, headers) => ({
          ...withoutHopByHop(headers, 'expect', 'forwarded', 'x-real-ip'),
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
          [REQUEST_ID_HEADER]: request.id,
        }),
        rewriteHeaders: (headers) => withoutHopByHop(headers),
        onError: (reply, { error }) => {
          reply.log.warn({ err: error, upstream: route.service }, 'service unreachable');
          // Which part is down, and when to try again; the rest of the portal keeps working.
          reply.header('retry-after', '30');
          // A body that was being sent to that service is cut off: read and drop the rest (bounded),
          // so the client gets this answer, and close the connection after it; kept open, the
          // client's next request on it would hang.
          if (bodyCutOff(reply.request.raw)) {
            reply.header('connection', 'close');
            discardRest(reply.request.raw.socket);
          }
          return failure(reply, 503, SERVICE_DOWN_MESSAGE, { service: route.service });
        },
      },
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    const map = await readRemotesMap(config.remotesConfig);
    return reply.header('Cache-Control', 'no-store').send(map);
  });

  // 200 only when every service answers (and, under the launcher, is the process it started and
  // every process is running). The ids stay here: not even the local detail shows them.
  app.get('/healthz', async (request, reply) => {
    const checks = await Promise.all(
      Object.entries(config.services.services).map(async ([name, service]) => {
        try {
          const response = await fetch(new URL('/healthz', service.url), { signal: AbortSignal.timeout(2000) });
          if (!response.ok) return [name, `status ${response.status}`] as const;
          const expected = options.instances?.[name];
          if (expected === undefined) return [name, 'ok'] as const;
          const body = (await response.json().catch(() => undefined)) as { instance?: unknown } | undefined;
          return [name, body?.instance === expected ? 'ok' : NOT_OUR_INSTANCE] as const;
        } catch (error) {
          return [name, (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable'] as const;
        }
      }),
    );
    const supervision = options.supervision?.();
    const down = new Set(checks.filter(([, status]) => status !== 'ok').map(([name]) => name));
    for (const [name, { state }] of Object.entries(supervision ?? {})) if (state !== 'running') down.add(name);
    const status = down.size === 0 ? 'ok' : 'not ok';
    reply.code(down.size === 0 ? 200 : 503).header('Cache-Control', 'no-store');
    if (!asksLocally(request)) return reply.send({ status });
    return reply.send({
      status,
      services: Object.fromEntries(checks),
      ...(down.size > 0 ? { down: [...down] } : {}),
      // Under the launcher: whether a down service is being restarted, and how often it failed.
      ...(supervision ? { processes: Object.fromEntries(Object.entries(supervision).map(([name, { pid: _pid, ...state }]) => [name, state])) } : {}),
    });
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

  // Most pages are answered here (every path but /), so the GET limit applies here too.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
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
