/** Every results route (full paths, see contract.ts): the public look-up and exams, then the office's API. */
import type { FastifyPluginAsync } from 'fastify';
import officeRoutes from './office/index';
import examRoutes from './public/exams';
import resultRoutes, { type ResultRoutesOptions } from './public/result';

const routes: FastifyPluginAsync<ResultRoutesOptions> = async (fastify, options) => {
  await fastify.register(resultRoutes, { lookupLimit: options.lookupLimit });
  await fastify.register(examRoutes);
  await fastify.register(officeRoutes);
};

export default routes;
