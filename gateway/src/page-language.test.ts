import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_MARKER, LANG_SWITCH_MARKER, MAIN_MARKER, PATH_MARKER } from '@college/remote-kit/prerender';
import { siteFor } from '@college/remote-kit/site';
import { gatewayOver } from './test-gateway';

/**
 * Issue 23 (decision 015): the gateway answers each page in the language of its address, remembers
 * the visitor's choice, follows a first visitor's browser, and leaves the office in English. Over
 * small builds of the shape the real ones write (English files in place, Hindi ones under hi/).
 */
let tmp: string;
let gateway: FastifyInstance;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
  fs.writeFileSync(path.join(tmp, file), content);
};
const frame = (menu: string, language: string) =>
  `<header>${menu} <a href="${LANG_SWITCH_MARKER}">${language}</a></header><main id="main">${MAIN_MARKER}</main><footer>.</footer>`;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-language-'));
  write(
    'shell/index.html',
    `<!doctype html><html lang="en"><head><title>College</title></head><body><div id="root">${FRAME_MARKER}</div></body></html>`,
  );
  write('shell/startup.json', '{"js":[],"css":[]}');
  write('shell/ssr/frames/default.html', frame('Menu', 'हिन्दी'));
  write('shell/ssr/hi/frames/default.html', frame('मेनू', 'English'));
  write('shell/ssr/not-found.html', `<h1>Page not found</h1><p>There is no page at <code>/${PATH_MARKER}</code>.</p>`);
  write('shell/ssr/hi/not-found.html', `<h1>पृष्ठ नहीं मिला</h1><p><code>/${PATH_MARKER}</code> पर कोई पृष्ठ नहीं है।</p>`);
  write(
    'remotes/info/dist/mf-manifest.json',
    JSON.stringify({
      id: 'info',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: ['History', 'News'].map((name) => ({ name, assets: { js: { sync: [] }, css: { sync: [] } } })),
    }),
  );
  write('remotes/info/dist/ssr/History.html', '<h1>College History</h1>');
  write('remotes/info/dist/ssr/hi/History.html', '<h1>महाविद्यालय का इतिहास</h1>');
  write('remotes/info/dist/ssr/News.html', '<h1>News &amp; Notifications</h1>');
  write('remotes/info/dist/ssr/hi/News.html', '<h1>समाचार एवं सूचनाएँ</h1>');
  write('remotes.json', JSON.stringify({ info: '/remotes/info/mf-manifest.json' }));
  write('services.json', JSON.stringify({ services: {} }));
  gateway = await gatewayOver(tmp);
});

afterAll(async () => {
  await gateway?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const HINDI_BROWSER = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie'] ?? '');

describe('a Hindi address', () => {
  it('answers the page in Hindi: lang, title, fragment, frame, alternates, and remembers Hindi', async () => {
    const response = await gateway.inject({ url: '/hi/history' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`<title>महाविद्यालय का इतिहास | ${siteFor('hi').name}</title>`);
    expect(html).toMatch(
      /<header>मेनू <a href="\/en\/history">English<\/a><\/header><main id="main"><h1>महाविद्यालय का इतिहास<\/h1><\/main>/,
    );
    expect(html).not.toContain('College History');
    for (const [lang, href] of [
      ['en', '/history'],
      ['hi', '/hi/history'],
      ['x-default', '/history'],
    ]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="https?://[^"/]+${href}">`));
    }
    expect(cookieOf(response)).toMatch(/^lang=hi;.*Path=\//);
  });

  it('answers the English page in English, its switch leading to the Hindi twin with the query kept', async () => {
    const response = await gateway.inject({ url: '/news?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<h1>News &amp; Notifications</h1>');
    expect(response.body).toContain('<a href="/hi/news?page=2">हिन्दी</a>');
    expect(response.headers['set-cookie']).toBeUndefined();
    const hindi = await gateway.inject({ url: '/hi/news?page=2' });
    expect(hindi.body).toContain('<a href="/en/news?page=2">English</a>');
    expect(hindi.body).toContain('<h1>समाचार एवं सूचनाएँ</h1>');
  });

  it('does not set the cookie again when it already says Hindi', async () => {
    const response = await gateway.inject({ url: '/hi/', headers: { cookie: 'lang=hi' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown Hindi address with the Hindi not-found page and 404', async () => {
    const response = await gateway.inject({ url: '/hi/xyz' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain('<h1>पृष्ठ नहीं मिला</h1>');
    expect(response.body).toContain(`<title>पृष्ठ नहीं मिला | ${siteFor('hi').name}</title>`);
    expect(response.body).not.toContain('hreflang');
  });

  it('sends a Hindi address of the office to the English office, remembering English', async () => {
    for (const url of ['/hi/office', '/hi/office/admissions?state=new']) {
      const response = await gateway.inject({ url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(url.slice(3));
      expect(cookieOf(response), url).toMatch(/^lang=en;/);
    }
  });
});

describe('the visitor’s language', () => {
  it('sends a first visit from a Hindi browser to the Hindi twin, the query kept, uncached', async () => {
    for (const [url, to] of [
      ['/', '/hi/'],
      ['/news?page=2', '/hi/news?page=2'],
    ]) {
      const response = await gateway.inject({ url, headers: HINDI_BROWSER });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(to);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('keeps an English page English for a visitor who chose English, whatever the browser prefers', async () => {
    const response = await gateway.inject({ url: '/news', headers: { ...HINDI_BROWSER, cookie: 'lang=en' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
  });

  it('sends a visitor who chose Hindi from an English address to the Hindi twin', async () => {
    const response = await gateway.inject({ url: '/history', headers: { cookie: 'lang=hi' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/hi/history');
  });

  it('leaves an unknown English address and the office English for a Hindi browser', async () => {
    expect((await gateway.inject({ url: '/no-such-page', headers: HINDI_BROWSER })).statusCode).toBe(404);
    const office = await gateway.inject({ url: '/office', headers: { ...HINDI_BROWSER, cookie: 'lang=hi' } });
    expect(office.statusCode).toBe(200);
    expect(office.body).toContain('<html lang="en">');
  });

  it('the switch back to English (/en/…) remembers English and leads to the plain address, the query kept', async () => {
    const response = await gateway.inject({ url: '/en/news?page=2', headers: { cookie: 'lang=hi' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/news?page=2');
    expect(cookieOf(response)).toMatch(/^lang=en;.*Path=\//);
    const home = await gateway.inject({ url: '/en' });
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/');
  });
});
