/**
 * The office's door at the gateway (docs/decisions/011-office-identity.md). Every call
 * `/api/v1/office/<service>/...` (but the door's own `/api/v1/office/session/...`, proxied as any
 * public path) needs a signed-in office session:
 * - the session cookie is resolved with the office service (its answer kept a few seconds for
 *   reads; writes always ask, as the office service checks their CSRF token);
 * - a write must also come from this portal's origin and carry the CSRF token;
 * - without that: 401/403 JSON here, and the owning service never sees the request;
 * - else the request goes to the owning service, unchanged, without the cookie, the CSRF token
 *   or any identity header the client sent, with a fresh identity assertion signed for that
 *   service (Ed25519, at most 60 s).
 * Nothing under /api/v1/office/ is cached by a browser or indexed (the cache table, cache-rules.ts).
 */
import { createHash } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import httpProxy from '@fastify/http-proxy';
import {
  ASSERTION_HEADER,
  type OfficeIdentity,
  readOrCreateSigningKey,
  type SigningKey,
} from '@college/service-kit/assertion';
import { REQUEST_ID_HEADER } from '@college/service-kit/logging';
import { isSameOrigin } from '@college/service-kit/origin';
import {
  CSRF_HEADER,
  MESSAGES,
  OFFICE_API_PREFIX,
  RESOLVE_AUDIENCE,
  RESOLVE_SESSION_PATH,
  SESSION_COOKIE,
} from '@college/office-service/contract';
import { type ResolvedSession } from '@college/office-service/office/door';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from '../plugins/app/error-handler';
import { SERVICE_DOWN_MESSAGE, serviceProxy } from '../plugins/app/service-proxy';
// Methods that only read, as the services count them: no CSRF token is asked of them.
import { SAFE_METHODS } from '@college/service-kit/safe-methods';
import { fetch } from 'undici';

export const OFFICE_SERVICE = 'office';
/** How long a resolved session is believed for reads without asking the office service again. */
export const SESSION_KEPT_MS = 3000;
const KEPT_MAX = 2000;
const RESOLVE_TIMEOUT_MS = 5000;
/** A client's credentials stay at the door; a service behind it believes only the assertion (and no `x-office-*` header a client sent). */
const NOT_FROM_CLIENT = ['cookie', 'authorization', CSRF_HEADER];

declare module 'fastify' {
  interface FastifyRequest {
    /** The assertion made for this office call. */
    officeAssertion?: string;
  }
}

const PREFIX = OFFICE_API_PREFIX.replace(/\/$/, '');

export default fp(
  async (app) => {
    const { services } = app.config;
    const office = services.services[OFFICE_SERVICE];
    // The key is read (or made) at the first office call: a gateway without office calls makes none.
    let signingKey: Promise<SigningKey> | undefined;
    const key = () => (signingKey ??= readOrCreateSigningKey({ dataDir: app.config.dataDir }));
    const kept = new Map<string, { at: number; session: ResolvedSession }>();
    // Cookies are read only here, for office calls (no parsing hook on every request).
    await app.register(fastifyCookie, { hook: false });

    async function resolve(
      request: FastifyRequest,
      token: string,
      write: boolean,
    ): Promise<{ status: number; session?: ResolvedSession }> {
      const cacheKey = createHash('sha256').update(token).digest('hex');
      const hit = kept.get(cacheKey);
      if (!write && hit && Date.now() - hit.at < SESSION_KEPT_MS) return { status: 200, session: hit.session };
      if (!office) return { status: 503 };
      const signer = await key();
      const assertion = await signer.sign({
        audience: RESOLVE_AUDIENCE,
        identity: { userId: 'gateway', username: 'gateway', roles: [], sessionId: 'gateway', requestId: request.id },
      });
      const csrfToken = request.headers[CSRF_HEADER];
      let response: Awaited<ReturnType<typeof fetch>>;
      try {
        response = await fetch(new URL(RESOLVE_SESSION_PATH, office.url), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [ASSERTION_HEADER]: assertion,
            [REQUEST_ID_HEADER]: request.id,
          },
          body: JSON.stringify({ token, write, ...(typeof csrfToken === 'string' ? { csrfToken } : {}) }),
          signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'office service unreachable');
        return { status: 503 };
      }
      if (response.status !== 200) {
        kept.delete(cacheKey);
        return { status: response.status === 401 || response.status === 403 ? response.status : 503 };
      }
      const session = (await response.json()) as ResolvedSession;
      if (kept.size >= KEPT_MAX) kept.clear();
      kept.set(cacheKey, { at: Date.now(), session });
      return { status: 200, session };
    }

    /** The door: a session (and for writes, origin and CSRF token) or a JSON refusal here. */
    async function door(request: FastifyRequest, reply: FastifyReply, service: string | undefined): Promise<boolean> {
      const write = !SAFE_METHODS.has(request.method);
      const token = request.headers.cookie ? app.parseCookie(request.headers.cookie)[SESSION_COOKIE] : undefined;
      if (!token) {
        await sendFailure(reply, 401, MESSAGES.signInNeeded);
        return false;
      }
      if (write && !isSameOrigin(request)) {
        await sendFailure(reply, 403, MESSAGES.sameOrigin);
        return false;
      }
      if (write && typeof request.headers[CSRF_HEADER] !== 'string') {
        await sendFailure(reply, 403, MESSAGES.csrf);
        return false;
      }
      const { status, session } = await resolve(request, token, write);
      if (status === 401) await sendFailure(reply, 401, MESSAGES.signInNeeded);
      else if (status === 403) await sendFailure(reply, 403, MESSAGES.csrf);
      else if (!session) await sendFailure(reply, 503, SERVICE_DOWN_MESSAGE, { service: OFFICE_SERVICE });
      if (!session) return false;
      if (service === undefined) return true;
      const identity: OfficeIdentity = {
        userId: session.userId,
        username: session.username,
        ...(session.displayName === undefined ? {} : { displayName: session.displayName }),
        roles: session.roles,
        sessionId: session.sessionId,
        requestId: request.id,
      };
      request.officeAssertion = await (await key()).sign({ audience: service, identity });
      return true;
    }

    for (const name of Object.keys(services.services)) {
      await app.register(
        httpProxy,
        serviceProxy(app, {
          service: name,
          prefix: `${PREFIX}/${name}`,
          preHandler: async (request, reply) => {
            if (await door(request, reply, name)) await app.upstreams.admitBody(name, request, reply);
          },
          notFromClient: (header) => NOT_FROM_CLIENT.includes(header) || header.startsWith('x-office-'),
          addForService: (request) => ({ [ASSERTION_HEADER]: request.officeAssertion }),
          // A service behind the door sets no cookie: the office session is the office service's own.
          notToClient: ['set-cookie'],
        }),
      );
    }

    // Any other office path (no such service): the door first, so nothing tells who is signed in.
    const unknown = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await door(request, reply, undefined))) return reply;
      return sendFailure(reply, 404, 'Not found');
    };
    app.all(PREFIX, unknown);
    app.all(`${PREFIX}/*`, unknown);
  },
  { name: 'office-door', dependencies: ['gateway-config', 'error-handler', 'upstreams'] },
);
