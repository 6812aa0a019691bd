import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_ATTRIBUTE,
  BOOT_DATA_ID,
  FIRST_PAINT_MARKER,
  FRAME_MARKER,
  MAIN_MARKER,
  PATH_MARKER,
  PUBLIC_PATH_MARKER,
} from '@college/remote-kit/prerender';
import { SITE } from '@college/remote-kit/site';
import { PUBLIC_PAGES } from '@college/shell/route-table';
import { gatewayOver } from './test-gateway';

/** The gateway's page composition over small builds of the shape the real builds write. */
let tmp: string;
let gateway: FastifyInstance;
let otherHost: FastifyInstance;
let otherHostUrl: string;
let otherHostRequests = 0;
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
  fs.writeFileSync(path.join(tmp, file), content);
};
const CHUNK = 'var chunk = "' + 'x'.repeat(4000) + '";';

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-pages-'));
  write(
    'shell/index.html',
    // As the shell's build writes it: its stylesheet, the marker, then its boot script.
    `<!doctype html><html><head><title>College</title><link rel="stylesheet" href="/616.0123456789.css">${FIRST_PAINT_MARKER}` +
      `<script defer src="/boot.0123456789.js" data-main="/720.0123456789.js"></script>` +
      `</head><body><div id="root">${FRAME_MARKER}</div></body></html>`,
  );
  // The frame per route (its menu link marked) and the default one.
  write(
    'shell/ssr/frames/default.html',
    `<header>Menu</header><main id="main">${MAIN_MARKER}</main><footer>Address</footer>`,
  );
  write(
    'shell/ssr/frames/_history.html',
    `<header>Menu <a aria-current="page">History</a></header><main id="main">${MAIN_MARKER}</main><footer>Address</footer>`,
  );
  write('shell/616.0123456789.css', 'main{display:block}');
  // A page the shell draws itself (the sitemap), in both languages.
  write('shell/ssr/Sitemap.html', '<h1>Sitemap</h1><a href="/news">News</a>');
  write('shell/ssr/hi/Sitemap.html', '<h1>साइटमैप</h1><a href="/hi/news">समाचार</a>');
  write('shell/ssr/not-found.html', `<h1>Page not found</h1><p>There is no page at <code>/${PATH_MARKER}</code>.</p>`);
  write('shell/startup.json', '{"js":[],"css":[]}');
  // The words of the shell and of a page, one pack per language (the scripts carry none).
  write('shell/messages/en/shell.json', JSON.stringify({ 'shell:footer': { address: 'Address' } }));
  write('shell/messages/hi/shell.json', JSON.stringify({ 'shell:footer': { address: 'पता' } }));
  write('remotes/info/dist/messages/en/History.json', JSON.stringify({ 'info:history': { title: 'College History' } }));
  write(
    'remotes/info/dist/messages/hi/History.json',
    JSON.stringify({ 'info:history': { title: 'महाविद्यालय का इतिहास' } }),
  );
  write('shell/720.0123456789.js', CHUNK);
  write('shell/720.0123456789.js.br', zlib.brotliCompressSync(CHUNK));
  write('shell/720.0123456789.js.gz', zlib.gzipSync(CHUNK));
  write(
    'remotes/info/dist/mf-manifest.json',
    JSON.stringify({
      id: 'info',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'History',
          assets: {
            js: { sync: ['__federation_expose_History.0123456789.js'] },
            css: { sync: ['__federation_expose_History.0123456789.css'] },
          },
        },
      ],
    }),
  );
  write('remotes/info/dist/remoteEntry.js', 'var info;');
  write('remotes/info/dist/__federation_expose_History.0123456789.js', 'var history;');
  write('remotes/info/dist/__federation_expose_History.0123456789.css', 'h1{color:red}');
  write(
    'remotes/info/dist/ssr/History.html',
    `<h1>College History</h1><img src="${PUBLIC_PATH_MARKER}assets/campus.svg" alt="Campus">`,
  );
  write('remotes/info/dist/assets/campus.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(
    'remotes/info/dist/ssr/History.head.html',
    `<link rel="preload" as="image" href="${PUBLIC_PATH_MARKER}assets/campus.svg"/>`,
  );
  // A remote on another host: its build is fetched over HTTP, not read from disk.
  otherHost = Fastify();
  otherHost.addHook('onRequest', async () => {
    otherHostRequests += 1;
  });
  otherHost.get('/careers/mf-manifest.json', async () => ({
    id: 'careers',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'Career', assets: { js: { sync: ['career.js'] }, css: { sync: [] } } }],
  }));
  otherHost.get('/careers/ssr/Career.html', async (_request, reply) =>
    reply.type('text/html').send('<h1>Recruitment 2025</h1>'),
  );
  otherHostUrl = await otherHost.listen({ port: 0, host: '127.0.0.1' });
  write(
    'remotes.json',
    JSON.stringify({
      info: '/remotes/info/mf-manifest.json',
      records: '/remotes/records/mf-manifest.json',
      careers: `${otherHostUrl}/careers/mf-manifest.json`,
    }),
  );
  write('services.json', JSON.stringify({ services: { info: { url: 'http://127.0.0.1:9' } } }));
  gateway = await gatewayOver(tmp);
});

afterAll(async () => {
  await gateway?.close();
  await otherHost?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function bootData(html: string) {
  const match = html.match(new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`));
  expect(match, 'boot data block').not.toBeNull();
  return JSON.parse(match![1]) as {
    remotes: Record<string, string>;
    messages: { lang: string; pack: Record<string, unknown> };
  };
}

describe('composed pages', () => {
  it('stitches the frame and the remote page, with the title, the remotes map and the page’s words', async () => {
    const response = await gateway.inject({ url: '/history' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>College History | ${SITE.name}</title>`);
    expect(html).toMatch(
      /<div id="root"><header>Menu <a aria-current="page">History<\/a><\/header><main id="main"><h1>College History<\/h1>.*<\/main><footer>/,
    );
    expect(html).toContain('<img src="/remotes/info/assets/campus.svg" alt="Campus">');
    expect(html).toMatch(
      /<head>.*<link rel="preload" as="image" href="\/remotes\/info\/assets\/campus.svg"\/>.*<\/head>/,
    );
    expect(html).not.toContain(MAIN_MARKER);
    const boot = bootData(html);
    expect(boot.remotes.info).toBe('/remotes/info/mf-manifest.json');
    // The shell's words and the page's, in the page's language only.
    expect(boot.messages).toEqual({
      lang: 'en',
      page: 'info/History',
      pack: { 'shell:footer': { address: 'Address' }, 'info:history': { title: 'College History' } },
    });
    const hindi = bootData((await gateway.inject({ url: '/hi/history' })).body);
    expect(hindi.messages).toEqual({
      lang: 'hi',
      page: 'info/History',
      pack: { 'shell:footer': { address: 'पता' }, 'info:history': { title: 'महाविद्यालय का इतिहास' } },
    });
  });

  it('hints the route code only for after the paint, and every hint points at a file the gateway serves', async () => {
    const html = (await gateway.inject({ url: '/history' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    // The code's hints sit in one inert template the boot script opens once the page is painted;
    // outside it, the head asks for the page's stylesheets and image only.
    const templates = [...head.matchAll(new RegExp(`<template ${AFTER_PAINT_ATTRIBUTE}>(.*?)</template>`, 'g'))];
    expect(templates).toHaveLength(1);
    const later = [...templates[0][1].matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g)];
    expect(later.map(([, href]) => href)).toEqual([
      '/remotes/info/remoteEntry.js',
      '/remotes/info/__federation_expose_History.0123456789.js',
    ]);
    const now = [
      ...head.replace(templates[0][0], '').matchAll(/<link rel="(preload|stylesheet)"[^>]*href="([^"]+)"[^>]*>/g),
    ];
    expect(now.map(([, rel, href]) => `${rel} ${href}`)).toEqual([
      'stylesheet /616.0123456789.css',
      'stylesheet /remotes/info/__federation_expose_History.0123456789.css',
      'preload /remotes/info/assets/campus.svg',
    ]);
    for (const href of [...later, ...now].map((match) => match.at(-1)!))
      expect((await gateway.inject({ url: href })).statusCode, href).toBe(200);
  });

  it('asks for every stylesheet and the page’s image before any script', async () => {
    const html = (await gateway.inject({ url: '/history' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const tags = [...head.matchAll(/<(?:link|script)\b[^>]*>/g)].map(([tag]) => tag);
    const firstPaint = tags.filter((tag) => tag.includes('rel="stylesheet"') || tag.includes('as="image"'));
    const scripts = tags.filter((tag) => tag.startsWith('<script') || tag.includes('as="script"'));
    expect(firstPaint).toHaveLength(3); // the shell's stylesheet, the page's, the page's image
    expect(scripts.length).toBeGreaterThanOrEqual(3); // the boot script and the code's hints
    const lastFirstPaint = Math.max(...firstPaint.map((tag) => tags.indexOf(tag)));
    expect(lastFirstPaint).toBeLessThan(Math.min(...scripts.map((tag) => tags.indexOf(tag))));
    expect(html).not.toContain(FIRST_PAINT_MARKER);
  });

  it('still gives a shell page built without the first-paint marker the route’s stylesheets and hints, once', async () => {
    // A gateway deployed before the shell that writes the marker.
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-pages-older-'));
    fs.cpSync(tmp, older, { recursive: true });
    const template = fs.readFileSync(path.join(older, 'shell/index.html'), 'utf8');
    fs.writeFileSync(path.join(older, 'shell/index.html'), template.replace(FIRST_PAINT_MARKER, ''));
    const olderGateway = await gatewayOver(older);
    try {
      const html = (await olderGateway.inject({ url: '/history' })).body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/__federation_expose_History\.0123456789\.css/g)).toHaveLength(1);
      expect(head.match(/as="image"[^>]*campus\.svg|campus\.svg[^>]*as="image"/g)).toHaveLength(1);
      expect(html).toContain('<h1>College History</h1>');
    } finally {
      await olderGateway.close();
      fs.rmSync(older, { recursive: true, force: true });
    }
  });

  it('answers an unknown path with the not-found page and 404, the path escaped', async () => {
    const response = await gateway.inject({ url: '/no-such-page%3Cscript%3E' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Page not found</h1>');
    expect(response.body).toContain('<code>/no-such-page%3Cscript%3E</code>');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain(`<title>Page not found | ${SITE.name}</title>`);
  });

  it('still answers a route whose remote build is missing, with an empty main the client fills', async () => {
    const response = await gateway.inject({ url: '/faculty' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main id="main"></main>');
    // The shell's words only: the page's are fetched with its code once its build is back.
    expect(bootData(response.body).messages).toEqual({ lang: 'en', pack: { 'shell:footer': { address: 'Address' } } });
  });

  it('composes a page from a remote on another host, fetching its build once a minute at most', async () => {
    const first = await gateway.inject({ url: '/career' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<header>Menu</header><main id="main"><h1>Recruitment 2025</h1></main>');
    expect(first.body).toContain(
      `<link rel="preload" as="script" href="${otherHostUrl}/careers/remoteEntry.js" fetchpriority="low">`,
    );
    const requests = otherHostRequests;
    await gateway.inject({ url: '/career' });
    expect(otherHostRequests).toBe(requests);
  });

  it('composes a page the shell draws itself from the shell’s build, in each language, with no remote', async () => {
    const english = await gateway.inject({ url: '/sitemap' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<main id="main"><h1>Sitemap</h1><a href="/news">News</a></main>');
    expect(bootData(english.body).messages).toEqual({ lang: 'en', pack: { 'shell:footer': { address: 'Address' } } });
    const hindi = await gateway.inject({ url: '/hi/sitemap' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<h1>साइटमैप</h1><a href="/hi/news">समाचार</a>');
  });

  it('never serves the page template or the prerendered fragments as raw files', async () => {
    for (const url of ['/index.html', '/ssr/not-found.html', '/ssr/Sitemap.html', '/startup.json']) {
      expect((await gateway.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists every public page in both languages, each with its hreflang twins, and no office page', async () => {
    const response = await gateway.inject({ url: '/sitemap.xml', headers: { host: 'college.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of PUBLIC_PAGES) {
      expect(locs).toContain(`http://college.example${encodeURI(route.path)}`.replaceAll('&', '&amp;'));
      expect(locs).toContain(
        `http://college.example${route.path === '/' ? '/hi/' : encodeURI(`/hi${route.path}`)}`.replaceAll('&', '&amp;'),
      );
    }
    expect(locs).toHaveLength(PUBLIC_PAGES.length * 2);
    expect(xml).toContain(
      '<url><loc>http://college.example/hi/news</loc><xhtml:link rel="alternate" hreflang="en" href="http://college.example/news"/><xhtml:link rel="alternate" hreflang="hi" href="http://college.example/hi/news"/>',
    );
    expect(xml).toContain('http://college.example/mission&amp;vision');
    expect(xml).not.toMatch(/\/office|:roll/);
  });
});

describe('precompressed assets', () => {
  it('sends the brotli file, the gzip file or the plain file, as the client accepts', async () => {
    const url = '/720.0123456789.js';
    const br = await gateway.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    const gz = await gateway.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const plain = await gateway.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
  });
});
