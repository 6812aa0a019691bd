import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Browser features no page of the portal uses, refused to anything a page might embed or inject. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** The Content-Security-Policy: the portal itself, plus the hosts of remotes served from elsewhere. */
export function contentSecurityDirectives(remoteOrigins: readonly string[] = []) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
    connectSrc: ["'self'", ...remoteOrigins],
    fontSrc: ["'self'", 'data:'],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * A page's policy, from the remotes map it was composed with: a remote moved to another host is
 * allowed on the very request that points the page at it (routes/pages.ts).
 */
export function allowRemoteOrigins(reply: FastifyReply, remoteOrigins: readonly string[]): void {
  reply.helmet({ contentSecurityPolicy: { directives: contentSecurityDirectives(remoteOrigins) } });
}

/**
 * Helmet's headers on every answer, with a policy that names no other host; only a page, which
 * is what a browser applies it to, widens it to the remotes it loads.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    await app.register(helmet, {
      contentSecurityPolicy: { directives: contentSecurityDirectives() },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
