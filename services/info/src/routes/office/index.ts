import { officeScope } from '@college/service-kit';
import officeMessagesRoutes from './messages';
import officeNewsRoutes from './news';

/**
 * The office's routes of the info service, under /api/v1/office/info/ (the gateway's door forwards
 * them with a signed assertion, decision 011), in one officeScope: every answer is no-store and
 * noindex, and each route's `config.roles` is checked before anything else the route does.
 */
const officeRoutes = officeScope(async (fastify) => {
  await fastify.register(officeNewsRoutes);
  await fastify.register(officeMessagesRoutes);
});

export default officeRoutes;
