import { inLanguage, said } from '@college/service-kit/bilingual';
import { CLIENT_ERROR_MESSAGES, GENERIC_ERROR_MESSAGE, OTHER_CLIENT_ERROR_MESSAGE } from '@college/service-kit/errors';

/** A request the gateway cannot parse (also the HTTP server's answer, http-server.ts). */
export const UNREADABLE_REQUEST_MESSAGE = said('The request could not be read.', 'अनुरोध पढ़ा नहीं जा सका।');
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
  const body = {
    result: 'failure',
    message: inLanguage(message, lang),
    errors: {},
    ...extra,
    ...(status >= 500 ? { requestId: reply.request.id } : {}),
  };
  return reply.code(status).type('application/json').send(body);
}

// A thrown 4xx's own message comes from Fastify or a plugin and may quote the request (a bad URL,
// a broken body): the client gets the services' fixed wording per status instead, but for two the
// gateway words itself: a request it cannot parse (as the HTTP server words it, http-server.ts) and
// its own rate limit, which counts per address.
const GATEWAY_MESSAGES: Readonly<Record<number, string>> = {
  ...CLIENT_ERROR_MESSAGES,
  400: UNREADABLE_REQUEST_MESSAGE,
  429: said(
    'Too many requests from your address. Please try again later.',
    'आपके पते से बहुत अधिक अनुरोध आए हैं। कृपया कुछ देर बाद फिर प्रयास करें।',
  ),
};

/** The message a client gets for an error thrown with this status. */
export function messageForStatus(status: number): string {
  if (status >= 500) return GENERIC_ERROR_MESSAGE;
  return GATEWAY_MESSAGES[status] ?? OTHER_CLIENT_ERROR_MESSAGE;
}

/** Errors thrown anywhere (a 429 from the rate limit, a bug) answered in that shape. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      // Details stay in the log, never in the answer.
      if (status >= 500) request.log.error({ err: error }, 'gateway error');
      return sendFailure(reply, status, messageForStatus(status));
    });
  },
  { name: 'error-handler' },
);
