import type { FastifyPluginAsync } from 'fastify';
import officeRoutes from './office/index';
import applicationRoutes from './public/applications';
import lookupRoutes from './public/lookups';
import recruitmentWindowRoutes from './public/recruitment-window';

/**
 * All careers routes, each file with its full paths (see contract.ts and office-contract/): the
 * public ones, then the office's (routes/office/index.ts, inside the kit's officeScope).
 */
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(lookupRoutes);
  await fastify.register(applicationRoutes);
  await fastify.register(recruitmentWindowRoutes);
  await fastify.register(officeRoutes);
};

export default routes;
