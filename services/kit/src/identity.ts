/**
 * Office routes of any service (through officeScope, office-scope.ts): `requireRole('admission_officer')` lets a request in
 * only with a valid identity assertion from the gateway (assertion.ts) naming one of the roles.
 * Missing, forged, expired, unsigned or for another service: 401 JSON. Signed in without the role:
 * 403 JSON. `requireRole()` with no role admits any signed-in office user.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ASSERTION_HEADER, type AssertionVerifier, type OfficeIdentity } from './assertion';
import type { OfficeRole } from './office-roles';
import { failure } from './errors';

export const SIGN_IN_NEEDED_MESSAGE = 'Please sign in to the office.';
export const ROLE_NEEDED_MESSAGE = 'Your office account does not have the role this needs.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks the gateway's identity assertions for this service (its name is the audience). */
    verifyAssertion: (token: string) => Promise<OfficeIdentity>;
  }
  interface FastifyRequest {
    /** Set by requireRole once the assertion is verified. */
    identity?: OfficeIdentity;
  }
}

export function identityVerifierFor(verifier: AssertionVerifier, audience: string) {
  return (token: string) => verifier(token, audience);
}

async function identify(request: FastifyRequest, reply: FastifyReply): Promise<OfficeIdentity | undefined> {
  const header = request.headers[ASSERTION_HEADER];
  if (typeof header !== 'string' || header === '') {
    await reply.code(401).send(failure(SIGN_IN_NEEDED_MESSAGE));
    return undefined;
  }
  try {
    const identity = await request.server.verifyAssertion(header);
    // Made for this very request: a copied assertion does not work for another one.
    if (identity.requestId !== request.id) throw new Error('the assertion was made for another request');
    return identity;
  } catch (error) {
    request.log.warn({ reason: (error as Error).message }, 'office assertion refused');
    await reply.code(401).send(failure(SIGN_IN_NEEDED_MESSAGE));
    return undefined;
  }
}

/** An office answer is never kept by a cache nor indexed. */
export const setOfficeNoStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');

export function hasRole(identity: OfficeIdentity, roles: readonly OfficeRole[]): boolean {
  return roles.length === 0 || identity.roles.some((grant) => roles.includes(grant.role));
}

/** preHandler: a verified office identity with one of `roles` (any role when none is named). */
export function requireRole(...roles: OfficeRole[]): preHandlerAsyncHookHandler {
  return async function requireRoleHook(request, reply) {
    const identity = await identify(request, reply);
    if (!identity) return reply;
    if (!hasRole(identity, roles)) {
      request.log.info({ user: identity.userId, needed: roles }, 'office role missing');
      return reply.code(403).send(failure(ROLE_NEEDED_MESSAGE));
    }
    request.identity = identity;
  };
}
