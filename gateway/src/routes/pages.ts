import fs from 'node:fs/promises';
import path from 'node:path';
import { findRoute, isOfficePath } from '@college/shell/route-table';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { composePage } from '../compose-page';
import { failure } from '../plugins/app/failure';
import { type RemotesMap, remoteOrigins } from '../plugins/app/remotes-map';
import { allowRemoteOrigins } from '../plugins/external/security-headers';

/**
 * Every route's page with its content in the first response (frame + the remote's prerendered
 * page); unknown paths get the not-found page with a 404 status. And the remotes map itself.
 */
export default fp(
  async (app) => {
    const { remotesDir, shellDist } = app.config;

    app.get('/remotes.json', async (_request, reply) => {
      const map = await app.readRemotesMap();
      return reply.header('Cache-Control', 'no-store').send(map);
    });

    async function sendShellPage(pathname: string, reply: FastifyReply) {
      let template: string;
      try {
        template = await fs.readFile(path.join(shellDist, 'index.html'), 'utf8');
      } catch {
        return failure(reply, 503, 'The site is being updated. Please try again in a minute.');
      }
      const route = findRoute(pathname);
      let remotes: RemotesMap = {};
      try {
        remotes = await app.readRemotesMap();
      } catch (error) {
        reply.log.warn({ err: error }, 'remotes map unreadable');
      }
      // The one read both composes the page and allows its remotes' hosts: they cannot disagree.
      allowRemoteOrigins(reply, remoteOrigins(remotes));
      const html = await composePage({ template, pathname, route, remotes, remotesDir, shellDist });
      // The office's pages carry no data (it comes from the office API), but no copy of a staff
      // page is kept anywhere or indexed all the same.
      if (isOfficePath(pathname)) reply.header('X-Robots-Tag', 'noindex, nofollow');
      return reply
        .code(route ? 200 : 404)
        .header('Cache-Control', isOfficePath(pathname) ? 'no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }

    app.get('/', (_request, reply) => sendShellPage('/', reply));

    // Most pages are answered here (every path but /), so the GET limit applies here too.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      const url = new URL(request.url, 'http://gateway');
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.startsWith('/api/');
      const looksLikeFile = /\.[a-z0-9]{1,5}$/i.test(url.pathname) || url.pathname.startsWith('/remotes/');
      if (!wantsPage || looksLikeFile) return failure(reply, 404, 'Not found');
      return sendShellPage(url.pathname, reply);
    });
  },
  { name: 'pages', dependencies: ['gateway-config', 'remotes-map', 'security-headers', 'rate-limit', 'failure'] },
);
