/**
 * Every office route of admissions, under /api/v1/office/admissions/ (the gateway's door forwards
 * them with a signed assertion, decision 011), inside the kit's one officeScope: each answer is
 * no-store and noindex, and each route names its roles (`config: { roles }`), checked before
 * anything else of the route runs.
 */
import { officeScope } from '@college/service-kit';
import type { preHandlerHookHandler } from 'fastify';
import { officeAdmitRoutes } from './admit';
import { officeApplicationRoutes } from './applications';
import { officePaymentRoutes } from './payments';
import { officeScrutinyRoutes } from './scrutiny';
import { officeSeatsRoutes } from './seats';
import { officeSessionRoutes } from './session';
import { officeStatementRoutes } from './statements';
import { officeVoidRoutes } from './void';

export const officeRoutes = officeScope(async (fastify) => {
  // The caller's name, noted for the username (fastify.officeNames): after the role check has
  // verified who calls (the kit's, first of every route's preHandlers), before the route's work.
  fastify.addHook('onRoute', (route) => {
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [
      ...own,
      async (request) => {
        fastify.officeNames.note(request.identity);
      },
    ] as preHandlerHookHandler[];
  });
  await fastify.register(officeApplicationRoutes);
  await fastify.register(officeSeatsRoutes);
  await fastify.register(officeAdmitRoutes);
  await fastify.register(officeSessionRoutes);
  await fastify.register(officeScrutinyRoutes);
  await fastify.register(officePaymentRoutes);
  await fastify.register(officeStatementRoutes);
  await fastify.register(officeVoidRoutes);
});
