import type { FastifyPluginAsync } from 'fastify';
import type { PaymentRouteOptions } from '../proofs';
import { officeRoutes } from './office/index';
import { type ApplicantRouteOptions, applicantRoutes } from './public/applicant';
import { applicationFormRoutes } from './public/application-form';
import { correctionRoutes } from './public/corrections';
import lookupRoutes from './public/lookups';
import { meritListRoutes } from './public/merit-lists';
import { paymentRoutes } from './public/payment';
import { reuploadRoutes } from './public/reupload';
import { sessionRoutes } from './public/session';
import { statusRoutes } from './public/status';

/**
 * All admissions routes, the public ones (public/) then the office's (office/, inside one
 * officeScope); each file registers its own full paths (see contract.ts and office-contract/).
 */
export const routes =
  (options: ApplicantRouteOptions & PaymentRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    await fastify.register(lookupRoutes);
    await fastify.register(sessionRoutes);
    await fastify.register(meritListRoutes);
    await fastify.register(applicantRoutes(options));
    await fastify.register(paymentRoutes);
    await fastify.register(statusRoutes(options));
    await fastify.register(applicationFormRoutes(options));
    await fastify.register(reuploadRoutes(options));
    await fastify.register(correctionRoutes(options));
    await fastify.register(officeRoutes);
  };
