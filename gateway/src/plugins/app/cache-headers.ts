import fp from 'fastify-plugin';
import { cacheRuleFor, contentTag, tagMatches } from '../../cache-rules';
import { routedPath } from '../../request-path';

/**
 * Puts the cache table's rule (cache-rules.ts) on every answer the gateway sends, whoever made it:
 * a page, a build file, a service's answer (and the office's noindex). Rows validated by content get a strong ETag from their
 * bytes here (a service's own strong ETag is kept: it answers If-None-Match itself) and a 304 when
 * the client already has them.
 *
 * Registered before the compressor, so this hook sees the bytes before they are compressed.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      // Decoded and normalised: `/office%2fusers` is the office however it is spelled.
      const path = routedPath(request.url);
      const rule = cacheRuleFor({
        method: request.method,
        path,
        status: reply.statusCode,
        setsCookie: reply.hasHeader('set-cookie'),
      });
      reply.header('cache-control', rule.cacheControl);
      // Staff pages and the office API, refusals and errors included: never in a search engine's index.
      if (rule.kind === 'office') reply.header('x-robots-tag', 'noindex, nofollow');
      if (rule.validator === 'none') {
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        return payload;
      }
      if (rule.validator !== 'content' || reply.statusCode !== 200) return payload;
      let tag = reply.getHeader('etag');
      if (typeof tag !== 'string' || tag.startsWith('W/')) {
        // A stream (an answer too large to read whole) goes without one.
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        tag = contentTag(payload, request.headers['accept-encoding'] ?? '');
        reply.header('etag', tag);
      }
      if (!tagMatches(request.headers['if-none-match'], tag)) return payload;
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    });
  },
  { name: 'cache-headers' },
);
