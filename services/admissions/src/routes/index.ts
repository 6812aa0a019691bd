import type { FastifyPluginAsync } from 'fastify';
import { type ApplicantRouteOptions, applicantRoutes } from './applicant';
import { applicationFormRoutes } from './application-form';
import lookupRoutes from './lookups';
import { officeApplicationRoutes } from './office-applications';
import { officeSeatsRoutes } from './office-seats';
import { officeSessionRoutes } from './office-session';
import { officeScrutinyRoutes } from './office-scrutiny';
import { officeVoidRoutes } from './office-void';
import { officePaymentRoutes } from './office-payments';
import { paymentRoutes } from './payment';
import type { PaymentRouteOptions } from '../proofs';
import { reuploadRoutes } from './reupload';

/** All admissions routes; each file registers its own full public paths (see contract.ts). */
export const routes =
  (options: ApplicantRouteOptions & PaymentRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    await fastify.register(lookupRoutes);
    await fastify.register(applicantRoutes(options));
    await fastify.register(paymentRoutes(options));
    await fastify.register(applicationFormRoutes(options));
    await fastify.register(officeApplicationRoutes);
    await fastify.register(officeSeatsRoutes);
    await fastify.register(officeSessionRoutes);
    await fastify.register(officeScrutinyRoutes);
    await fastify.register(reuploadRoutes(options));
    await fastify.register(officePaymentRoutes);
    await fastify.register(officeVoidRoutes);
  };
