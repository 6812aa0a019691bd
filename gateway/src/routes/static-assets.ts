import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@college/shell/route-table';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long a file may be kept is the cache table's word (cache-rules.ts). Here its ETag (size and
 * modification time) is made strong: a rebuilt file gets a new time, and
 * each encoding (.br, .gz, plain) is a file of its own with its own tag, as a strong tag must be.
 * `send` still answers If-None-Match with a 304 (it compares the tag without its weak prefix).
 */
function strongTag(reply: FastifyReply) {
  const tag = reply.getHeader('etag');
  if (typeof tag === 'string' && tag.startsWith('W/')) reply.header('etag', tag.slice(2));
}

/**
 * The builds' files, read from disk per request: replacing a build changes the live site. The
 * builds write .br and .gz beside each asset: the best one the client accepts is sent as is.
 */
export default fp(
  async (app) => {
    const { remotesDir, shellDist } = app.config;
    for (const name of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        root: path.join(remotesDir, name, 'dist'),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: strongTag,
      });
    }
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The page is composed per request, never served as the raw file (routes/pages.ts).
      allowedPath: (pathname) => !/^\/(index\.html|ssr\/|startup\.json)/.test(pathname),
      setHeaders: strongTag,
    });
  },
  { name: 'static-assets', dependencies: ['gateway-config'] },
);
