import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_PAGES_FILE } from '@college/remote-kit/prerender';
import { renderLive, serviceAnswers, serviceFor } from './live-pages';

// A build folder as a remote's build writes it: the list of live pages and a render bundle
// (here a small hand-written one that counts its renders and shows what it was given).
let dist: string;
const NEWS = '/api/v1/api/getAllNews';
const LIST = '/api/v1/api/getList';
const PARTS = '/api/v1/api/getParts';
const read = (file: string) => fs.readFile(path.join(dist, file), 'utf8').catch(() => undefined);

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'live-pages-'));
  await fs.mkdir(path.join(dist, 'ssr'));
  await fs.writeFile(
    path.join(dist, 'ssr', 'render.0123abcd.cjs'),
    `let renders = 0;
     exports.renderLive = (name, props, lang, answers, search) => {
       if (name === 'Listing') return { main: '<p>' + search + ' ' + Object.keys(answers).join(' ') + '</p>', head: '' };
       if (name === 'Broken') throw new Error('render failed');
       if (name === 'Endless') for (;;);
       if (name !== 'Home' && name !== 'Broken') return undefined;
       renders += 1;
       return { main: '<p lang="' + lang + '">' + answers[${JSON.stringify(NEWS)}].data.join(',') + ' #' + renders + '</p>', head: '' };
     };`,
  );
  await fs.writeFile(
    path.join(dist, LIVE_PAGES_FILE),
    JSON.stringify({
      bundle: 'render.0123abcd.cjs',
      pages: {
        Home: [NEWS],
        Broken: [NEWS],
        Endless: [NEWS],
        Listing: [NEWS, `${PARTS}?course={course}`, `${LIST}?course={course}&part={part}`],
      },
    }),
  );
});
afterAll(() => fs.rm(dist, { recursive: true, force: true }));

const answering = (data: string[]) => vi.fn(async () => ({ result: 'success', data }));

describe('Live pages (decision 017)', () => {
  it('renders a live page with its answers, and again only when they change', async () => {
    const first = await renderLive(dist, read, 'Home', undefined, 'hi', answering(['a', 'b']), () => undefined);
    expect(first).toEqual({
      main: '<p lang="hi">a,b #1</p>',
      head: '',
      answers: { [NEWS]: { result: 'success', data: ['a', 'b'] } },
      search: '',
    });
    expect((await renderLive(dist, read, 'Home', undefined, 'hi', answering(['a', 'b']), () => undefined))?.main).toBe(
      '<p lang="hi">a,b #1</p>',
    );
    expect(
      (await renderLive(dist, read, 'Home', undefined, 'hi', answering(['a', 'b', 'c']), () => undefined))?.main,
    ).toBe('<p lang="hi">a,b,c #2</p>');
  });

  it("fills an answer's path from the address's query, and leaves out one whose values the query lacks", async () => {
    const asked: string[] = [];
    const fetcher = async (answerPath: string) => {
      asked.push(answerPath);
      return { result: 'success', data: [] };
    };
    const render = (search: string) =>
      renderLive(dist, read, 'Listing', undefined, 'en', fetcher, () => undefined, search);

    // No filters in the address: only the answers that need none.
    const bare = await render('');
    expect(asked).toEqual([NEWS]);
    expect(bare).toMatchObject({ main: `<p> ${NEWS}</p>`, search: '' });

    // One of two: the course's parts, not the list. Values are encoded; other parameters (a
    // tracking tag, the page shown) are not what the page is rendered for.
    asked.length = 0;
    const partly = await render('course=B%26A&utm_source=sms&page=2');
    expect(asked).toEqual([NEWS, `${PARTS}?course=B%26A`]);
    expect(partly?.search).toBe('course=B%26A');
    expect(Object.keys(partly!.answers)).toEqual([NEWS, `${PARTS}?course=B%26A`]);

    asked.length = 0;
    const full = await render('part=2&course=1');
    expect(asked).toEqual([NEWS, `${PARTS}?course=1`, `${LIST}?course=1&part=2`]);
    // The render gets the part of the query it follows, in the address's order.
    expect(full?.main).toBe(`<p>part=2&course=1 ${NEWS} ${PARTS}?course=1 ${LIST}?course=1&part=2</p>`);

    // An overlong value, or an overlong query, is no look-up: left out, or the prerendered page.
    asked.length = 0;
    await render(`course=${'9'.repeat(65)}&part=1`);
    expect(asked).toEqual([NEWS]);
    expect(await render(`x=${'y'.repeat(600)}`)).toBeUndefined();
  });

  it('renders a page asked for by many visitors at once only once', async () => {
    const pages = await Promise.all(
      Array.from({ length: 5 }, () =>
        renderLive(dist, read, 'Home', undefined, 'en', answering(['x']), () => undefined),
      ),
    );
    const mains = new Set(pages.map((page) => page?.main));
    expect(mains.size).toBe(1);
    expect([...mains][0]).toMatch(/^<p lang="en">x #\d+<\/p>$/);
  });

  it('stops a render that runs on, and the gateway answers meanwhile', async () => {
    const log = vi.fn();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 100);
    try {
      expect(await renderLive(dist, read, 'Endless', undefined, 'en', answering(['a']), log)).toBeUndefined();
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(20);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/took over/) }));
    // The next render starts a new thread.
    expect((await renderLive(dist, read, 'Home', undefined, 'en', answering(['after']), () => undefined))?.main).toBe(
      '<p lang="en">after #1</p>',
    );
  }, 15_000);

  it('leaves the prerendered page when an answer cannot be had, the page is not live, or the render fails', async () => {
    const log = vi.fn();
    expect(await renderLive(dist, read, 'Home', undefined, 'en', async () => undefined, log)).toBeUndefined();
    const fetcher = answering(['a']);
    expect(await renderLive(dist, read, 'Contact', undefined, 'en', fetcher, log)).toBeUndefined();
    expect(fetcher).not.toHaveBeenCalled();
    expect(await renderLive(dist, read, 'Broken', undefined, 'en', fetcher, log)).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    // A build without live pages (another host's, an older one).
    expect(await renderLive(dist, async () => undefined, 'Home', undefined, 'en', fetcher, log)).toBeUndefined();
  });

  it('asks only public answers of the service that owns them, never the office API', async () => {
    const routes = [
      { prefix: '/api/v1/api/getAllNews', service: 'info' },
      { prefix: '/api/v1/student', service: 'admissions' },
    ];
    expect(serviceFor(routes, '/api/v1/student/admissionSession')?.service).toBe('admissions');
    expect(serviceFor(routes, '/api/v1/studentX')).toBeUndefined();
    // A query is no part of the path a route covers.
    expect(serviceFor(routes, '/api/v1/api/getAllNews?page=2')?.service).toBe('info');
    expect(serviceFor(routes, '/api/v1/api/getAllNewsX?page=2')).toBeUndefined();
    // Two services on this machine: each counts the paths it was asked for.
    const asked: Record<string, string[]> = { admissions: [], office: [] };
    const servers = await Promise.all(
      Object.keys(asked).map(async (name) => {
        const server = createServer((request, response) => {
          asked[name].push(request.url ?? '');
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ result: 'success' }));
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return server;
      }),
    );
    try {
      const [admissions, office] = servers.map((server) => ({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      }));
      const fetchAnswer = serviceAnswers(
        [...routes, { prefix: '/api/v1/office', service: 'office' }],
        { admissions, office },
        'rid-1',
      );
      expect(await fetchAnswer('/api/v1/student/admissionSession')).toEqual({ result: 'success' });
      expect(asked.admissions).toEqual(['/api/v1/student/admissionSession']);
      expect(await fetchAnswer('/api/v1/office/info/news')).toBeUndefined();
      expect(await fetchAnswer('/etc/passwd')).toBeUndefined();
      expect(asked.office).toEqual([]);
    } finally {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
