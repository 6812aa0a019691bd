import { officeScope } from '@college/service-kit';
import { ADMIN_PREFIX } from '../../contract';
import accountRoutes from './account';
import noticeRoutes from './notices';
import peopleRoutes from './people';
import userRoutes from './users';

/**
 * The office's own API through the gateway's door with an assertion (decision 011), in one
 * officeScope: each route's `config.roles` is checked, every answer is no-store and noindex. Mostly
 * the administrators'; the own account's e-mail address and the colleagues (people, telling one)
 * are for any signed-in office user or the roles that give work (decision 029). The audit log is
 * the kit's route, in every service (GET /api/v1/office/office/audit); the office remote merges the
 * parts and builds their CSV file itself.
 */
const officeRoutes = officeScope(async (fastify) => {
  // Only paths under the door's prefix reach here through the gateway with an assertion.
  fastify.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX))
      throw new Error(`${route.url}: office admin routes belong under ${ADMIN_PREFIX}`);
  });
  await fastify.register(noticeRoutes);
  await fastify.register(userRoutes);
  await fastify.register(accountRoutes);
  await fastify.register(peopleRoutes);
});

export default officeRoutes;
