import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATES_PATH } from '@college/admissions-service/contract';
import { NEWS_PATH } from '@college/info-service/contract';
import { RESULT_PATH } from '@college/results-service/contract';
import { CACHE_TABLE } from './cache-rules';
import { gatewayOver, writeTestBuilds } from './test-gateway';

/**
 * The cache table, row by row, as a client of the running gateway sees it: one test per row, each
 * asserting the header that row gives and its validator (a 304 where the row has one).
 */
let tmp: string;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
let news = [{ description: 'Admission notice', file: '' }];

const PAGE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-rules-'));
  writeTestBuilds(tmp);

  // One stand-in answers for every service: what each row needs is the kind of answer, not its service.
  upstream = Fastify();
  upstream.get('/healthz', async () => ({ status: 'ok' }));
  upstream.get(NEWS_PATH, async (request, reply) => {
    if ('broken' in (request.query as object)) return reply.code(400).send({ result: 'failure', message: 'Bad query' });
    // What a service says is its word to the gateway; the table decides what the client gets.
    return reply.header('cache-control', 'public, max-age=86400').send({ result: 'success', data: news });
  });
  upstream.get(STATES_PATH, async () => ({ result: 'success', data: [{ id: 9, state: 'Uttar Pradesh' }] }));
  upstream.post(RESULT_PATH, async () => ({ result: 'success', data: { name: 'A. Student', rank: 1 } }));
  upstream.get('/uploads/docs/news/a.pdf', async (_request, reply) =>
    reply.type('application/pdf').header('etag', 'W/"5-1"').send('%PDF-'),
  );
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  const services = Object.fromEntries(
    ['info', 'admissions', 'results', 'careers', 'office'].map((name) => [name, { url }]),
  );
  fs.writeFileSync(path.join(tmp, 'services.json'), JSON.stringify({ services }));
  gateway = await gatewayOver(tmp, {}, { DATA_DIR: tmp });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const ask = (options: InjectOptions | string) => gateway.inject(options);

/** The answer again with its ETag: a 304 with no body, the same rule. */
async function expectNotModified(options: InjectOptions, etag: string, cacheControl: string) {
  const again = await ask({ ...options, headers: { ...options.headers, 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  expect(again.headers['cache-control']).toBe(cacheControl);
}

const ROWS: Record<string, () => Promise<void>> = {
  async office() {
    for (const url of ['/office', '/office/sign-in', '/Office/Users']) {
      const page = await ask(url);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.headers.etag, url).toBeUndefined();
    }
    const call = await ask({ url: '/api/v1/office/admissions/applications', headers: { host: '127.0.0.1:3000' } });
    expect(call.statusCode).toBe(401);
    expect(call.headers['cache-control']).toBe('private, no-store');
  },
  async personal() {
    const result = await ask({ method: 'POST', url: RESULT_PATH, payload: { rollno: 'TSE-1' } });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ data: { name: 'A. Student' } });
    expect(result.headers['cache-control']).toBe('private, no-store');
    expect(result.headers.etag).toBeUndefined();
  },
  async error() {
    const refused = await ask(`${NEWS_PATH}?broken=1`);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const missing = await ask('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await ask('/remotes/info/999.0000000000.js')).headers['cache-control']).toBe('no-store');
  },
  async redirect() {
    const english = await ask('/en/news');
    expect(english.statusCode).toBe(303);
    expect(english.headers['cache-control']).toBe('private, no-store');
    const toHindi = await ask({ url: '/news', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(toHindi.statusCode).toBe(302);
    expect(toHindi.headers['cache-control']).toBe('private, no-store');
  },
  async 'hashed-file'() {
    const chunk = await ask('/remotes/info/123.abcdef0123.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  },
  async operations() {
    for (const url of ['/healthz', '/remotes.json'])
      expect((await ask(url)).headers['cache-control'], url).toBe('no-store');
  },
  async 'reference-list'() {
    const rule = 'public, max-age=86400, stale-while-revalidate=604800';
    const states = await ask(STATES_PATH);
    expect(states.statusCode).toBe(200);
    expect(states.headers['cache-control']).toBe(rule);
    expect(states.headers.etag).toMatch(/^"[\w-]{27}"$/);
    await expectNotModified({ url: STATES_PATH }, String(states.headers.etag), rule);
  },
  async 'public-list'() {
    const rule = 'public, max-age=10, s-maxage=10';
    const first = await ask(NEWS_PATH);
    expect(first.headers['cache-control']).toBe(rule);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    await expectNotModified({ url: NEWS_PATH }, etag, rule);
    // The office publishes a notice: the next look-up with the old tag gets the new list.
    news = [...news, { description: 'Result notice', file: '' }];
    const changed = await ask({ url: NEWS_PATH, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toHaveLength(2);
    expect(changed.headers.etag).not.toBe(etag);
  },
  async document() {
    const pdf = await ask('/uploads/docs/news/a.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('public, max-age=600, s-maxage=600');
    expect(pdf.headers.etag).toBe('W/"5-1"');
  },
  async 'entry-file'() {
    const file = path.join(tmp, 'remotes/info/dist/remoteEntry.js');
    for (const url of ['/remotes/info/remoteEntry.js', '/remotes/info/mf-manifest.json']) {
      const entry = await ask(url);
      expect(entry.headers['cache-control'], url).toBe('no-cache');
      // Strong: the file's size and time, no W/ prefix.
      expect(entry.headers.etag, url).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      await expectNotModified({ url }, String(entry.headers.etag), 'no-cache');
    }
    // A new build of the remote: the old tag no longer matches, the new entry comes whole.
    const before = String((await ask('/remotes/info/remoteEntry.js')).headers.etag);
    fs.writeFileSync(file, 'var infoV2 = 1;');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = await ask({ url: '/remotes/info/remoteEntry.js', headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('var infoV2 = 1;');
  },
  async 'page-setting-cookie'() {
    const hindi = await ask('/hi/news');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['set-cookie']).toBeDefined();
    expect(hindi.headers['cache-control']).toBe('private, max-age=0');
    // With the cookie already set nothing is set: the page is shareable again.
    const again = await ask({
      url: '/hi/news',
      headers: { cookie: String(hindi.headers['set-cookie']).split(';')[0]! },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBe(PAGE);
  },
  async page() {
    const request = { url: '/news', headers: { 'accept-encoding': 'br' } };
    const first = await ask(request);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PAGE);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // Unchanged: a 304, no body.
    await expectNotModified(request, etag, PAGE);
    // Another encoding is other bytes, so another strong tag.
    expect((await ask({ url: '/news', headers: { 'accept-encoding': 'gzip' } })).headers.etag).not.toBe(etag);
    // The page changes (a new shell build here; on a live page, its answers): a new tag, the page whole.
    fs.writeFileSync(
      path.join(tmp, 'shell/index.html'),
      fs
        .readFileSync(path.join(tmp, 'shell/index.html'), 'utf8')
        .replace('</head>', '<meta name="build" content="2"></head>'),
    );
    const changed = await ask({ ...request, headers: { ...request.headers, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // sitemap.xml is answered as a page.
    expect((await ask('/sitemap.xml')).headers['cache-control']).toBe(PAGE);
  },
};

describe('the cache table, row by row', () => {
  it('has an example for every row and no example without a row', () => {
    expect(Object.keys(ROWS).sort()).toEqual(CACHE_TABLE.map((row) => row.kind).sort());
  });
  for (const row of CACHE_TABLE) {
    it(`${row.kind}: ${row.why}`, async () => {
      await ROWS[row.kind]!();
    });
  }
});

describe('the office, however its address is spelled', () => {
  // Encoded slashes, doubled slashes, dot segments and capitals reach the same pages and API.
  const SPELLINGS = [
    '/office%2fusers',
    '/office%2Fusers',
    '/OFFICE/users',
    '//office/users',
    '/./office/users',
    '/news/..%2foffice/users',
    '/api/v1/office%2Fadmissions/applications',
    '/api/v1/office%2fadmissions%2fapplications?q=x',
    '/API/v1/Office/admissions/applications',
    '/api//v1/office/admissions/applications',
  ];
  it('is private, no-store and noindex', async () => {
    for (const url of SPELLINGS) {
      const answer = await ask({ url, headers: { host: '127.0.0.1:3000' } });
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
      expect(answer.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(answer.headers.etag, url).toBeUndefined();
      if (String(answer.headers['content-type']).startsWith('text/html'))
        expect(answer.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('does not take public pages for the office', async () => {
    for (const url of ['/officers', '/news%2F', '/news/office']) {
      const answer = await ask(url);
      expect(answer.headers['x-robots-tag'], url).toBeUndefined();
      expect(answer.headers['cache-control'], url).not.toBe('private, no-store');
    }
  });
});
