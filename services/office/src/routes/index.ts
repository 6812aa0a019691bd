import type { AssertionVerifier } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { doorRoutes } from './door/index';
import officeRoutes from './office/index';

/** The door (sessions, the gateway's resolve call), then the admin API behind it (officeScope). */
export function routes(verifier: AssertionVerifier): FastifyPluginAsync {
  return async (fastify) => {
    // door/, not public/: no assertion is needed, yet nothing here is the public site's: it is how one gets a session.
    await fastify.register(doorRoutes(verifier));
    await fastify.register(officeRoutes);
  };
}
