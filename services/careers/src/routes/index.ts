import type { FastifyPluginAsync } from 'fastify';
import applicationRoutes from './applications';
import lookupRoutes from './lookups';
import { officeRecruitmentRoutes } from './office-recruitment';
import { officeWindowRoutes } from './office-window';

/** All careers routes; each file registers its own paths (full public paths, see contract.ts). */
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(lookupRoutes);
  await fastify.register(applicationRoutes);
  await fastify.register(officeWindowRoutes);
  await fastify.register(officeRecruitmentRoutes);
};

export default routes;
