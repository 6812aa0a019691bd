import type { AssertionVerifier } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { SESSION_PREFIX } from '../../contract';
import { resolveSessionRoutes } from './resolve-session';
import secondFactorRoutes from './second-factor';
import sessionRoutes from './session';
import signInRoutes from './sign-in';

/**
 * The door's own routes, none with an assertion: the session's (signing in, the second factor,
 * who is signed in, signing out), which the gateway passes without a session, and the gateway's
 * resolve call, which it never passes on (the caller proves itself with the gateway's key).
 */
export function doorRoutes(verifier: AssertionVerifier): FastifyPluginAsync {
  return async (fastify) => {
    await fastify.register(async (session) => {
      // The gateway passes only this prefix to the office service without a session.
      session.addHook('onRoute', (route) => {
        if (!route.url.startsWith(SESSION_PREFIX))
          throw new Error(`${route.url}: the door's routes belong under ${SESSION_PREFIX}`);
      });
      await session.register(signInRoutes);
      await session.register(secondFactorRoutes);
      await session.register(sessionRoutes);
    });
    await fastify.register(resolveSessionRoutes(verifier));
  };
}
