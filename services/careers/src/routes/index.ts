import type { FastifyPluginAsync } from 'fastify';
import officeRoutes from './office/index';
import applicationRoutes from './public/applications';
import lookupRoutes from './public/lookups';
import recruitmentWindowRoutes from './public/recruitment-window';
import statusRoutes, { type StatusRouteOptions } from './public/status';

export type CareersRouteOptions = StatusRouteOptions;

/**
 * All careers routes, each file with its full paths (see contract.ts and office-contract/): the
 * public ones, then the office's (routes/office/index.ts, inside the kit's officeScope). The access
 * codes (made at saveCareer, checked by the status look-up) and the look-up's wrong-answer counts
 * are the app's, passed in.
 */
export const routes =
  (options: CareersRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    await fastify.register(lookupRoutes);
    await fastify.register(applicationRoutes, { accessCodes: options.accessCodes });
    await fastify.register(statusRoutes(options));
    await fastify.register(recruitmentWindowRoutes);
    await fastify.register(officeRoutes);
  };
