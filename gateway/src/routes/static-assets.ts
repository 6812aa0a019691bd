import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@college/shell/route-table';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Hashed file names never change content: cache them for a year. Everything else revalidates. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)$/;
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
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
        setHeaders: setCacheHeaders,
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
      setHeaders: setCacheHeaders,
    });
  },
  { name: 'static-assets', dependencies: ['gateway-config'] },
);
