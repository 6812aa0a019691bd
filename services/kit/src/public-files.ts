import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface PublicFilesOptions {
  /** Folder on disk, e.g. `<dataDir>/info/public/news`. */
  root: string;
  /** URL prefix, e.g. `/uploads/docs/news/` (not `prefix`: Fastify would apply that one twice). */
  urlPrefix: string;
  /** Cache lifetime in seconds (default one day: notices rarely change once published). */
  maxAgeSeconds?: number;
  /**
   * Which files of the folder are public now (by name); the others answer 404, as a missing file
   * does. Default: all. A notice taken off takes its PDF with it.
   */
  isPublic?: (fileName: string) => boolean;
}

/**
 * Serves a folder of public documents: no directory listing, no index files, no dotfiles.
 * Not wrapped in fastify-plugin, so several folders can be served side by side.
 */
export const servePublicFiles: FastifyPluginAsync<PublicFilesOptions> = async (fastify, options) => {
  const maxAge = options.maxAgeSeconds ?? 86_400;

  // Helmet's API-oriented CSP (default-src 'self'; object-src 'none') stops Chrome's built-in
  // PDF viewer from rendering the file, so document routes go without it. nosniff, frame and
  // other headers stay; a PDF with nosniff cannot be turned into a page that runs script here.
  fastify.addHook('onRoute', (route) => {
    route.config = Object.assign(route.config ?? {}, { helmet: { contentSecurityPolicy: false } });
  });

  const { isPublic } = options;
  if (isPublic)
    fastify.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (!path.startsWith(options.urlPrefix)) return;
      let name: string;
      try {
        name = decodeURIComponent(path.slice(options.urlPrefix.length));
      } catch {
        name = '';
      }
      if (!isPublic(name)) return reply.code(404).send({ result: 'failure', message: 'Not found', errors: {} });
    });

  await fastify.register(fastifyStatic, {
    root: options.root,
    prefix: options.urlPrefix,
    decorateReply: false,
    list: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', `public, max-age=${maxAge}`);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};
