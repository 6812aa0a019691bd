import fp from 'fastify-plugin';
import { SAFE_METHODS } from './safe-methods';

/**
 * Answers to POSTs are personal (a result, an application, a student list) and errors may quote
 * what was sent: no browser or proxy keeps them. Routes that set their own header keep it.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if ((!SAFE_METHODS.has(request.method) || reply.statusCode >= 400) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'kit-no-store' },
);
