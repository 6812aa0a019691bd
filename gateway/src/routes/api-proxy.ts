import type { IncomingMessage } from 'node:http';
import httpProxy from '@fastify/http-proxy';
import { ASSERTION_HEADER } from '@college/service-kit/assertion';
import { REQUEST_ID_HEADER } from '@college/service-kit/logging';
import fp from 'fastify-plugin';
import { sendFailure } from '../plugins/app/error-handler';
import { answerFromKept, keepOrPass } from '../plugins/app/kept-answers';
import { hasBody } from '../http-server';
import { discardRest } from '../plugins/app/upstreams';

export const SERVICE_DOWN_MESSAGE = 'This service is not available right now. Please try again in a few minutes.';

/** A request body that was still arriving when its service failed. */
function bodyCutOff(raw: Pick<IncomingMessage, 'headers' | 'complete'>): boolean {
  return hasBody(raw) && !raw.complete;
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

/** API and public documents: each prefix goes to the service whose contract lists it (service-routes.ts). */
export default fp(
  async (app) => {
    const { services } = app.config;
    for (const route of services.routes) {
      await app.register(httpProxy, {
        upstream: services.services[route.service].url,
        prefix: route.prefix,
        rewritePrefix: route.prefix,
        // The service's one pool, with its timeouts (plugins/app/upstreams.ts).
        undici: app.upstreams.pool(route.service),
        preHandler: async (request, reply) => {
          // No client holds more than its share of the service's connections with bodies.
          if (!(await app.upstreams.admitBody(route.service, request, reply))) return;
          // An answer its service marked for keeping is answered from here while fresh.
          await answerFromKept(app, request, reply);
        },
        replyOptions: {
          onResponse: (request, reply, response) => keepOrPass(app, request, reply, response),
          // The services rate-limit per client, so they must see the client's address, not ours
          // (behind a trusted proxy, the address it named). Only what the gateway vouches for is
          // forwarded: a client's own forwarding headers are dropped.
          rewriteRequestHeaders: (request, headers) => ({
            // An identity assertion comes only from the office door (office-door.ts), never from a client.
            ...withoutHopByHop(headers, 'expect', 'forwarded', 'x-real-ip', ASSERTION_HEADER),
            'x-forwarded-for': request.ip,
            'x-forwarded-proto': request.protocol,
            'x-forwarded-host': request.host,
            [REQUEST_ID_HEADER]: request.id,
          }),
          // Surrogate-Control is the service's word to the gateway, not to the client.
          rewriteHeaders: (headers) => withoutHopByHop(headers, 'surrogate-control'),
          onError: (reply, { error }) => {
            // The client's connection is gone (it left, or its body trickled and was cut): not the service's fault.
            if (reply.request.raw.socket?.destroyed) reply.log.info({ upstream: route.service }, 'client connection closed during the request');
            else reply.log.warn({ err: error, upstream: route.service }, 'service unreachable');
            // Which part is down, and when to try again; the rest of the portal keeps working.
            reply.header('retry-after', '30');
            // A body that was being sent to that service is cut off: read and drop the rest (bounded),
            // so the client gets this answer, and close the connection after it; kept open, the
            // client's next request on it would hang.
            if (bodyCutOff(reply.request.raw)) {
              reply.header('connection', 'close');
              discardRest(reply.request.raw.socket);
            }
            return sendFailure(reply, 503, SERVICE_DOWN_MESSAGE, { service: route.service });
          },
        },
      });
    }
  },
  { name: 'api-proxy', dependencies: ['gateway-config', 'error-handler', 'kept-answers', 'upstreams'] },
);
