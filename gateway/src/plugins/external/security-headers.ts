import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { helmetHeaders } from '@college/service-kit/security-headers';

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

const SITE_HEADERS = {
  contentSecurityPolicy: { directives: contentSecurityDirectives() },
  crossOriginEmbedderPolicy: false,
};
const siteHeaders = helmetHeaders(SITE_HEADERS);

/**
 * The headers of pages whose remotes live elsewhere, by their list of origins: the remotes map
 * names few hosts and changes seldom, so each policy is built once; a map that keeps changing
 * cannot grow this past a few entries.
 */
const pageHeaders = new Map<string, ReturnType<typeof helmetHeaders>>();
const PAGE_HEADERS_KEPT = 8;

/**
 * A page's policy, from the remotes map it was composed with: a remote moved to another host is
 * allowed on the very request that points the page at it (routes/pages.ts).
 */
export function allowRemoteOrigins(reply: FastifyReply, remoteOrigins: readonly string[]): void {
  const key = remoteOrigins.join(' ');
  let headers = pageHeaders.get(key);
  if (!headers) {
    if (pageHeaders.size >= PAGE_HEADERS_KEPT) pageHeaders.clear();
    headers = helmetHeaders({
      ...SITE_HEADERS,
      contentSecurityPolicy: { directives: contentSecurityDirectives(remoteOrigins) },
    });
    pageHeaders.set(key, headers);
  }
  headers(reply.request, reply);
}

/**
 * Helmet's headers on every answer, with a policy that names no other host; only a page, which
 * is what a browser applies it to, widens it to the remotes it loads.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      siteHeaders(request, reply, done);
    });
  },
  { name: 'security-headers' },
);
