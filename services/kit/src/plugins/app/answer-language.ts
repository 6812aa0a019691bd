import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allInLanguage, inLanguage } from '../../bilingual';

/** The language the page that asks reads: Hindi when its Accept-Language puts Hindi first. */
export function requestLanguage(request: FastifyRequest): 'en' | 'hi' {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^\s*hi\b/i.test(header) ? 'hi' : 'en';
}

/**
 * A Hindi page asks in Hindi (Accept-Language: hi): every message the contracts and the kit wrote
 * with said() goes back in Hindi, errors by field included. One place, so no route forgets.
 */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      // Only a message answer ({ message, errors }); a list (an array) is data and passes as it is.
      if (requestLanguage(request) !== 'hi' || !payload || typeof payload !== 'object' || Array.isArray(payload))
        return payload;
      const body = payload as { message?: unknown; errors?: unknown };
      const out: Record<string, unknown> = { ...body };
      if (typeof body.message === 'string') out.message = inLanguage(body.message, 'hi');
      if (body.errors && typeof body.errors === 'object')
        out.errors = allInLanguage(body.errors as Record<string, string>, 'hi');
      reply.header('content-language', 'hi');
      return out;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      // Added to what a route already varies on (the records' listings: accept-encoding), never in its place.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      return payload;
    });
  },
  { name: 'kit-answer-language' },
);
