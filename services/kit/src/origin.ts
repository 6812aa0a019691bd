// Light on purpose (fastify types only): the gateway imports it too.
import type { FastifyRequest } from 'fastify';

/**
 * Stricter than isCrossSite, for writes that carry a staff session: the request must name this very
 * origin (scheme and host) in Origin, which browsers send on every POST; a missing Origin is refused.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const url = new URL(origin);
    return url.host === request.host && url.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}
