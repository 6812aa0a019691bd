/**
 * Every records route (full paths, see contract.ts): the public ones (the filters' lists, the
 * class lists, the document lists and the documents themselves), then the office's API.
 */
import type { FastifyPluginAsync } from 'fastify';
import officeRoutes from './office/index';
import documentRoutes from './public/documents';
import fileRoutes from './public/files';
import listingRoutes from './public/listings';
import lookupRoutes from './public/lookups';

const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(lookupRoutes);
  await fastify.register(listingRoutes);
  await fastify.register(documentRoutes);
  await fastify.register(fileRoutes);
  await fastify.register(officeRoutes);
};

export default routes;
