import httpProxy from '@fastify/http-proxy';
import { ASSERTION_HEADER } from '@college/service-kit/assertion';
import fp from 'fastify-plugin';
import { answerFromKept, keepOrPass } from '../plugins/app/kept-answers';
import { serviceProxy } from '../plugins/app/service-proxy';

/** API and public documents: each prefix goes to the service whose contract lists it (service-routes.ts). */
export default fp(
  async (app) => {
    for (const route of app.config.services.routes) {
      await app.register(
        httpProxy,
        serviceProxy(app, {
          service: route.service,
          prefix: route.prefix,
          preHandler: async (request, reply) => {
            // No client holds more than its share of the service's connections with bodies.
            if (!(await app.upstreams.admitBody(route.service, request, reply))) return;
            // An answer its service marked for keeping is answered from here while fresh.
            await answerFromKept(app, request, reply);
          },
          // An identity assertion comes only from the office door (office-door.ts), never from a client.
          notFromClient: (name) => name === ASSERTION_HEADER,
          onResponse: (request, reply, response) => keepOrPass(app, request, reply, response),
        }),
      );
    }
  },
  { name: 'api-proxy', dependencies: ['gateway-config', 'error-handler', 'kept-answers', 'upstreams'] },
);
