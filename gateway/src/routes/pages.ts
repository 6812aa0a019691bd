import fs from 'node:fs/promises';
import path from 'node:path';
import { findRoute } from '@college/shell/route-table';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isOfficeAddress } from '../cache-rules';
import { composePage } from '../compose-page';
import { serviceAnswers } from '../live-pages';
import { ENGLISH_PREFIX, localePath, splitLanguage } from '@college/design-system/address';
import { preferredLanguage, rememberLanguage } from '../page-language';
import { routedPath } from '../request-path';
import { sendFailure } from '../plugins/app/error-handler';
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
      return reply.send(map);
    });

    /**
     * A page in its language (decision 015): /en/… remembers English and goes to the plain address;
     * a plain (English) address goes to its Hindi twin for a visitor who chose Hindi or whose browser
     * prefers it; the office stays English.
     */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, requested: string) {
      const { lang, path: plain, explicitEnglish } = splitLanguage(requested);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const office = isOfficeAddress(routedPath(plain));
      if (explicitEnglish || (lang === 'hi' && office)) {
        rememberLanguage(request, reply, 'en');
        return reply.code(303).redirect(plain + search, 303);
      }
      if (lang === 'en' && !office) {
        // The answer depends on the cookie and the browser's languages: caches must keep them apart.
        reply.header('Vary', 'Cookie, Accept-Language');
        if (findRoute(plain) && preferredLanguage(request) === 'hi') {
          return reply.code(302).redirect(localePath(plain, 'hi') + search, 302);
        }
      }
      if (lang === 'hi') rememberLanguage(request, reply, 'hi');
      return sendShellPage(request, requested, plain, lang, search, reply);
    }

    async function sendShellPage(
      request: FastifyRequest,
      pathname: string,
      plain: string,
      lang: 'en' | 'hi',
      search: string,
      reply: FastifyReply,
    ) {
      let template: string;
      try {
        template = await fs.readFile(path.join(shellDist, 'index.html'), 'utf8');
      } catch {
        return sendFailure(reply, 503, 'The site is being updated. Please try again in a minute.');
      }
      const route = findRoute(plain);
      let remotes: RemotesMap = {};
      try {
        remotes = await app.readRemotesMap();
      } catch (error) {
        reply.log.warn({ err: error }, 'remotes map unreadable');
      }
      // The one read both composes the page and allows its remotes' hosts: they cannot disagree.
      allowRemoteOrigins(reply, remoteOrigins(remotes));
      const origin = `${request.protocol}://${request.host}`;
      const switchHref = (lang === 'hi' ? `${ENGLISH_PREFIX}${plain}` : localePath(plain, 'hi')) + search;
      const answers = serviceAnswers(app.config.services.routes, app.config.services.services, request.id);
      const log = (error: unknown) => request.log.warn({ err: error }, 'live page not rendered');
      const html = await composePage({
        template,
        pathname,
        lang,
        search,
        origin,
        switchHref,
        route,
        remotes,
        remotesDir,
        shellDist,
        answers,
        log,
      });
      // Its cache rule and ETag come from the cache table (cache-rules.ts), like every answer's; so
      // does the office pages' noindex (they carry no data, but no copy of one is kept or indexed).
      return reply
        .code(route ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(html);
    }

    app.get('/', (request, reply) => sendPage(request, reply, '/'));

    // Most pages are answered here (every path but /), so the GET limit applies here too.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      const url = new URL(request.url, 'http://gateway');
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.startsWith('/api/');
      const looksLikeFile = /\.[a-z0-9]{1,5}$/i.test(url.pathname) || url.pathname.startsWith('/remotes/');
      if (!wantsPage || looksLikeFile) return sendFailure(reply, 404, 'Not found');
      return sendPage(request, reply, url.pathname);
    });
  },
  { name: 'pages', dependencies: ['gateway-config', 'remotes-map', 'security-headers', 'rate-limit', 'error-handler'] },
);
