import { PUBLIC_PAGES } from '@college/shell/route-table';
import fp from 'fastify-plugin';
import { localePath } from '@college/design-system/address';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The sitemap for search engines: every public page of the route table in both languages, each
 * naming its twin (hreflang alternates), as the pages' own <link rel="alternate"> do.
 */
export function sitemapXml(origin: string): string {
  const url = (path: string) => escapeXml(origin + encodeURI(path));
  const entries = PUBLIC_PAGES.flatMap((route) => {
    const alternates = [
      ['en', route.path],
      ['hi', localePath(route.path, 'hi')],
      ['x-default', route.path],
    ]
      .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(path!)}"/>`)
      .join('');
    return [route.path, localePath(route.path, 'hi')].map((path) => `<url><loc>${url(path)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** /sitemap.xml, for search engines (the readers' sitemap is the /sitemap page). */
export default fp(
  async (app) => {
    app.get('/sitemap.xml', async (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(sitemapXml(`${request.protocol}://${request.host}`)),
    );
  },
  { name: 'sitemap-xml' },
);
