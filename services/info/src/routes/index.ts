import type { FastifyPluginAsync } from 'fastify';
import newsRoutes from './news';
import messageStatusRoutes from './message-status';
import { officeMessagesRoutes } from './office-messages';
import { officeNewsRoutes } from './office-news';
import submissionRoutes from './submissions';

/** All info routes; each file registers its own paths (full public paths, see contract.ts). */
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(newsRoutes);
  await fastify.register(submissionRoutes);
  await fastify.register(officeNewsRoutes);
  await fastify.register(messageStatusRoutes);
  await fastify.register(officeMessagesRoutes);
};

export default routes;
