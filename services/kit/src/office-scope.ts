/**
 * A service's office routes, registered inside `officeScope(...)`: one encapsulated hook does what
 * every office route needs, so no route can forget it.
 * - Every answer (a refusal too) is never kept by a cache nor indexed.
 * - Every route names the roles that may call it as data, `config: { roles: [...] }` (an empty list:
 *   any signed-in office user). A route without it stops the service at start-up, so a new office
 *   route cannot go live unguarded. The role check runs before any other preHandler: a caller
 *   without the role learns nothing, not even what the route would validate.
 */
import type { FastifyPluginAsync, preHandlerHookHandler, RouteOptions } from 'fastify';
import { requireRole, setOfficeNoStore } from './identity';
import type { OfficeRole } from './office-roles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Office routes: the roles that may call the route (empty: any signed-in office user). */
    roles?: readonly OfficeRole[];
  }
}

/** The route's own preHandlers, as a list. */
function preHandlersOf(route: RouteOptions): preHandlerHookHandler[] {
  const own = route.preHandler;
  if (!own) return [];
  return (Array.isArray(own) ? own : [own]) as preHandlerHookHandler[];
}

/** Wraps the plugin that registers a service's office routes (see above). */
export function officeScope(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async function officeRoutes(fastify) {
    fastify.addHook('onRoute', (route) => {
      const roles = route.config?.roles;
      if (!roles) throw new Error(`office route ${route.method} ${route.url} must name its roles (config.roles)`);
      route.preHandler = [requireRole(...roles) as preHandlerHookHandler, ...preHandlersOf(route)];
    });
    fastify.addHook('onRequest', async (_request, reply) => {
      setOfficeNoStore(reply);
    });
    await fastify.register(routes);
  };
}
