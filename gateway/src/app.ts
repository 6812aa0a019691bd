/**
 * The gateway, composed as fastify/demo composes an app: the server's own settings here, then the
 * third-party plugins (plugins/external), then the portal's decorators (plugins/app), then the
 * routes; one app plugin, cache-headers, comes first (below). Each plugin names what it needs
 * (fastify-plugin `dependencies`), so a wrong order fails at start rather than at a request.
 */
import { REQUEST_ID_HEADER, requestIdOf, serviceLogger } from '@college/service-kit/logging';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type GatewayConfig, proxyMatcher } from './config';
import { clientErrorHandler, createGatewayServer } from './http-server';
import cacheHeaders from './plugins/app/cache-headers';
import errorHandler, { messageForStatus, sendFailure } from './plugins/app/error-handler';
import gatewayConfig, { type LauncherView } from './plugins/app/gateway-config';
import keptAnswers from './plugins/app/kept-answers';
import remotesMap from './plugins/app/remotes-map';
import requestContext from './plugins/app/request-context';
import upstreams from './plugins/app/upstreams';
import compress from './plugins/external/compress';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import apiProxy from './routes/api-proxy';
import health from './routes/health';
import officeDoor from './routes/office-door';
import pages from './routes/pages';
import sitemapXml from './routes/sitemap-xml';
import staticAssets from './routes/static-assets';

export interface GatewayOptions extends LauncherView {
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
}

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const isTrustedProxy = proxyMatcher(config.trustProxy);
  const app: FastifyInstance = Fastify({
    // JSON lines like the services', with personal data masked the same way.
    logger: serviceLogger(
      'gateway',
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    ),
    // Proxied uploads are streamed through; the services enforce their own size limits.
    bodyLimit: 16 * 1024 * 1024,
    // One id per request, from here to the service (forwarded by routes/api-proxy.ts) and back in every answer.
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
    // A path Fastify cannot decode never reaches the error handler; its own answer would quote it.
    frameworkErrors: (_error, _request, reply) => sendFailure(reply as FastifyReply, 400, messageForStatus(400)),
  });

  // The cache table's headers and ETags: first, ahead of the external plugins, because onSend hooks
  // run in registration order and its hook must see an answer's bytes (for the ETag and 304)
  // before the compressor turns them into a compressed stream.
  await app.register(cacheHeaders);

  // External: before every route they cover.
  await app.register(rateLimit, { limit: config.limits.getRateLimit });
  await app.register(compress);
  await app.register(securityHeaders);

  // App: settings and the remotes map as decorators, the request id, the error shape, the kept
  // answers, the connections to the services.
  await app.register(gatewayConfig, {
    config,
    launcher: { supervision: options.supervision, instances: options.instances },
  });
  await app.register(requestContext);
  await app.register(remotesMap);
  await app.register(errorHandler);
  await app.register(keptAnswers);
  await app.register(upstreams);

  // Routes.
  await app.register(officeDoor);
  await app.register(apiProxy);
  await app.register(health);
  await app.register(staticAssets);
  await app.register(pages);
  await app.register(sitemapXml);

  return app;
}
