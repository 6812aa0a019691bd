import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { type GatewayLimits, proxyMatcher } from '../../config';

const isLoopback = proxyMatcher(['loopback']);

/**
 * GETs per client (pages, assets, API reads; POSTs are the services' to limit), generous enough
 * for a cyber café behind one address. Registered before every route it covers.
 * A loopback client is this machine (its operator, monitor, tests and benchmarks), or a proxy
 * TRUST_PROXY does not name, where one limit for every visitor would shut the site: not limited.
 */
export default fp<{ limit: GatewayLimits['getRateLimit'] }>(
  async (app, { limit }) => {
    await app.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.timeWindow,
      allowList: (request) => (request.method !== 'GET' && request.method !== 'HEAD') || isLoopback(request.ip),
      // Only a refused request says so; the headers are not added to every asset.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      // The client reads the error handler's fixed 429 message, and Retry-After for when.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`rate limit reached, retry in ${context.after}`), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit' },
);
