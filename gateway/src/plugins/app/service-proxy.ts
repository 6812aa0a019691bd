import type { IncomingMessage } from 'node:http';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { said } from '@college/service-kit/bilingual';
import { REQUEST_ID_HEADER } from '@college/service-kit/logging';
import type { FastifyInstance } from 'fastify';
import { hasBody } from '../../http-server';
import { sendFailure } from './error-handler';
import { discardRest } from './upstreams';

/**
 * How the gateway passes a call to a service, for both of its proxies (routes/api-proxy.ts and the
 * office door, routes/office-door.ts): one list of headers that stay behind, one answer when the
 * service cannot be reached.
 */

export const SERVICE_DOWN_MESSAGE = said(
  'This service is not available right now. Please try again in a few minutes.',
  'यह सेवा अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर प्रयास करें।',
);

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection, not to the message: the client's
 * are not passed to a service nor a service's to the client (its keep-alive would override a
 * client's `Connection: close`).
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
];
/**
 * A client's headers that never reach a service: the forwarding ones (the gateway sets its own) and
 * `expect` (Node has already answered the client's 100-continue, and the proxy's client refuses it).
 */
const NOT_FROM_CLIENT = ['expect', 'forwarded', 'x-real-ip'];
/** The service's word to the gateway (kept answers), not to the client. */
const NOT_TO_CLIENT = ['surrogate-control'];

function withoutHeaders<T extends Record<string, unknown>>(headers: T, drop: (name: string) => boolean): T {
  const out: Record<string, unknown> = { ...headers };
  const connection = headers.connection;
  // Headers the Connection header names are hop-by-hop too.
  const listed =
    typeof connection === 'string'
      ? connection
          .toLowerCase()
          .split(',')
          .map((name) => name.trim())
      : [];
  for (const name of Object.keys(out))
    if (HOP_BY_HOP.includes(name) || listed.includes(name) || drop(name)) delete out[name];
  return out as T;
}

/** A request body that was still arriving when its service failed. */
function bodyCutOff(raw: Pick<IncomingMessage, 'headers' | 'complete'>): boolean {
  return hasBody(raw) && !raw.complete;
}

type ReplyHooks = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
type ProxyRequest = Parameters<NonNullable<ReplyHooks['rewriteRequestHeaders']>>[0];

export interface ServiceProxyRoute {
  /** The service's name in services.json. */
  service: string;
  /** The path prefix passed, unchanged, to the service. */
  prefix: string;
  preHandler: NonNullable<FastifyHttpProxyOptions['preHandler']>;
  /** A client header this route keeps from the service, besides the hop-by-hop and forwarding ones. */
  notFromClient(name: string): boolean;
  /** Headers the gateway vouches for on this route (an identity assertion). */
  addForService?(request: ProxyRequest): Record<string, string | undefined>;
  /** A service header this route keeps from the client, besides the hop-by-hop ones and Surrogate-Control. */
  notToClient?: readonly string[];
  onResponse?: ReplyHooks['onResponse'];
}

/** The @fastify/http-proxy options for one prefix of one service, over that service's pool (upstreams.ts). */
export function serviceProxy(app: FastifyInstance, route: ServiceProxyRoute): FastifyHttpProxyOptions {
  const { service, prefix } = route;
  const notToClient = [...NOT_TO_CLIENT, ...(route.notToClient ?? [])];
  return {
    upstream: app.config.services.services[service].url,
    prefix,
    rewritePrefix: prefix,
    undici: app.upstreams.pool(service),
    preHandler: route.preHandler,
    replyOptions: {
      ...(route.onResponse ? { onResponse: route.onResponse } : {}),
      // The services rate-limit per client, so they must see the client's address, not ours
      // (behind a trusted proxy, the address it named). Only what the gateway vouches for is
      // forwarded: a client's own forwarding headers are dropped.
      rewriteRequestHeaders: (request, headers) => ({
        ...withoutHeaders(headers, (name) => NOT_FROM_CLIENT.includes(name) || route.notFromClient(name)),
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
        [REQUEST_ID_HEADER]: request.id,
        ...route.addForService?.(request),
      }),
      rewriteHeaders: (headers) => withoutHeaders(headers, (name) => notToClient.includes(name)),
      onError: (reply, { error }) => {
        // The client's connection is gone (it left, or its body trickled and was cut): not the service's fault.
        if (reply.request.raw.socket?.destroyed)
          reply.log.info({ upstream: service }, 'client connection closed during the request');
        else reply.log.warn({ err: error, upstream: service }, 'service unreachable');
        // Which part is down, and when to try again; the rest of the portal keeps working.
        reply.header('retry-after', '30');
        // A body that was being sent to that service is cut off: read and drop the rest (bounded),
        // so the client gets this answer, and close the connection after it; kept open, it would
        // wait for the rest of a body nobody reads, and the client's next request on it would hang.
        if (bodyCutOff(reply.request.raw)) {
          reply.header('connection', 'close');
          discardRest(reply.request.raw.socket);
        }
        return sendFailure(reply, 503, SERVICE_DOWN_MESSAGE, { service });
      },
    },
  };
}
