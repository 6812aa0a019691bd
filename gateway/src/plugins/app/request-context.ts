import { REQUEST_ID_HEADER } from '@college/service-kit/logging';
import fp from 'fastify-plugin';
import { proxyMatcher } from '../../config';

/** Where a reverse proxy usually is: this machine or the local network. */
const isNearby = proxyMatcher(['loopback', 'uniquelocal', 'linklocal']);

/**
 * Every answer carries the request's id (genReqId in app.ts). A proxy in front that TRUST_PROXY
 * does not name makes every visitor its one address, with one rate limit for the whole site:
 * said once, at its first request.
 */
export default fp(
  async (app) => {
    const isTrustedProxy = proxyMatcher(app.config.trustProxy);
    let warnedUntrustedProxy = false;
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      if (!warnedUntrustedProxy && request.headers['x-forwarded-for'] !== undefined) {
        const from = request.raw.socket?.remoteAddress;
        if (isNearby(from) && !isTrustedProxy(from)) {
          warnedUntrustedProxy = true;
          request.log.warn(
            { proxy: from },
            `requests come with X-Forwarded-For from ${from}, which TRUST_PROXY does not name: every visitor through it counts as that one address (set TRUST_PROXY=${from} if it is your reverse proxy)`,
          );
        }
      }
    });
  },
  { name: 'request-context', dependencies: ['gateway-config'] },
);
