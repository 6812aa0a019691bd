import { inLanguage } from '@college/service-kit/bilingual';
import fp from 'fastify-plugin';

/** Any Fastify reply, the proxy's (typed for HTTP/2 servers too) included. */
type AnyReply = {
  request: { id: string; headers: Record<string, string | string[] | undefined> };
  code(status: number): { type(type: string): { send(body: unknown): unknown } };
};

/**
 * Sends the portal's one error shape, as the services answer it too; a 5xx also carries the
 * request's id (as the X-Request-Id header does), for the visitor to quote.
 */
export function sendFailure(reply: AnyReply, status: number, message: string, extra: Record<string, unknown> = {}) {
  // In Hindi for a Hindi page (Accept-Language: hi), when the message has its Hindi text (said()).
  const language = reply.request.headers['accept-language'];
  const lang = typeof language === 'string' && /^\s*hi\b/i.test(language) ? 'hi' : 'en';
  const body = { result: 'failure', message: inLanguage(message, lang), errors: {}, ...extra, ...(status >= 500 ? { requestId: reply.request.id } : {}) };
  return reply.code(status).type('application/json').send(body);
}

/** Errors thrown anywhere (a 429 from the rate limit, a bug) answered in that shape. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'gateway error');
      return sendFailure(reply, status, status >= 500 ? 'Something went wrong. Please try again later.' : error.message);
    });
  },
  { name: 'error-handler' },
);
