import type { FastifyPluginAsync } from 'fastify';
import officeRoutes from './office/index';
import messageStatusRoutes from './public/message-status';
import newsRoutes from './public/news';
import submissionRoutes from './public/submissions';

/**
 * All info routes, each file with its full paths (see contract.ts and office-contract/): the
 * public ones, then the office's (routes/office/index.ts, inside the kit's officeScope).
 */
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(newsRoutes);
  await fastify.register(submissionRoutes);
  await fastify.register(messageStatusRoutes);
  await fastify.register(officeRoutes);
};

export default routes;
