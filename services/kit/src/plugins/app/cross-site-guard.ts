import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CROSS_SITE_MESSAGE, failure } from '../../errors';
import { SAFE_METHODS } from './safe-methods';

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

/**
 * A page of another site cannot post the visitor's browser into a form here: refused before the
 * body is read, the rate limit counted or anything stored.
 */
export default fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || !isCrossSite(request, allowedOrigins)) return;
      request.log.info(
        { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      return reply.code(403).send(failure(CROSS_SITE_MESSAGE));
    });
  },
  { name: 'kit-cross-site-guard' },
);
