import { officeScope } from '@college/service-kit';
import officeApplicationRoutes from './applications';
import officeWindowRoutes from './recruitment-window';

/**
 * The recruitment office's routes, under /api/v1/office/careers/ (the gateway's door forwards them
 * with a signed assertion, decision 011), in one officeScope: every answer is no-store and noindex,
 * and each route's `config.roles` is checked before anything else the route does.
 */
const officeRoutes = officeScope(async (fastify) => {
  await fastify.register(officeWindowRoutes);
  await fastify.register(officeApplicationRoutes);
});

export default officeRoutes;
