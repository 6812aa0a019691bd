import type { AssertionVerifier } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin';
import { internalRoutes } from './internal';
import sessionRoutes from './session';

/** The door (sessions), the admin API (behind the door) and the gateway's resolve call. */
export function routes(verifier: AssertionVerifier): FastifyPluginAsync {
  return async (fastify) => {
    await fastify.register(sessionRoutes);
    await fastify.register(adminRoutes);
    await fastify.register(internalRoutes(verifier));
  };
}
