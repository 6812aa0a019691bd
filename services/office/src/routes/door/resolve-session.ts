import { ASSERTION_HEADER, type AssertionVerifier, failure, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type * as v from 'valibot';
import { MESSAGES, RESOLVE_AUDIENCE, RESOLVE_SESSION_PATH } from '../../contract';
import { type ResolvedSession, resolveSessionSchema } from '../../office-contract/door';
import { csrfValid } from '../../door';

/** Who may call the resolve route: the gateway, proving it with an assertion signed by its key. */
export const GATEWAY_SUBJECT = 'gateway';

/**
 * The gateway's question for every office API call: whose session is this cookie, with which
 * roles (and, for a write, is its CSRF token right)? Touches the session (idle timeout). Never
 * proxied (not under a public path); the caller must hold the gateway's signing key.
 */
export function resolveSessionRoutes(verifier: AssertionVerifier): FastifyPluginAsync {
  return async (app) => {
    const { door, office } = app;
    app.post<{ Body: v.InferOutput<typeof resolveSessionSchema> }>(
      RESOLVE_SESSION_PATH,
      {
        config: { rateLimit: false },
        onRequest: async (request, reply) => {
          const header = request.headers[ASSERTION_HEADER];
          try {
            if (typeof header !== 'string') throw new Error('no assertion');
            const caller = await verifier(header, RESOLVE_AUDIENCE);
            if (caller.userId !== GATEWAY_SUBJECT) throw new Error('not the gateway');
          } catch (error) {
            request.log.warn({ reason: (error as Error).message }, 'resolve-session call refused');
            return reply.code(401).send(failure(MESSAGES.signInNeeded));
          }
        },
        preValidation: validateBody(resolveSessionSchema),
      },
      async (request, reply) => {
        const found = door.find(request.body.token);
        if (!found || found.session.stage !== 'full') return reply.code(401).send(failure(MESSAGES.signInNeeded));
        if (request.body.write && !csrfValid(found.session, request.body.csrfToken))
          return reply.code(403).send(failure(MESSAGES.csrf));
        door.touch(found);
        return {
          result: 'success',
          userId: String(found.user.id),
          username: found.user.username,
          displayName: found.user.display_name,
          roles: office.roles(found.user.id),
          sessionId: found.session.id,
        } satisfies ResolvedSession;
      },
    );
  };
}
