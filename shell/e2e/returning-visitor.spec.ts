import { expect, test, type BrowserContext } from '@playwright/test';
import { isHashedFile, type SeenRequest, visitUntilIdle, watchNetwork } from '@college/remote-kit/testing/e2e';

/**
 * Issue 26, returning visitors: on a phone over a slow link, the browser keeps the content-hashed
 * build files (a name changes whenever its content does), so coming back costs the page and the
 * small entry files, never the code again. Counted is what reaches the portal (support.ts,
 * watchNetwork), not what the page asked for: a cache hit costs nothing, a 304 costs a round trip.
 */

const paths = (requests: SeenRequest[]) => requests.map((request) => new URL(request.url).pathname);
const hashed = (requests: SeenRequest[]) => paths(requests.filter((request) => isHashedFile(request.url)));

/**
 * One visit in a new tab of `context` (its HTTP cache is the browser's): on each page, what reached
 * the network and what was asked in all (cache hits included).
 */
async function visit(context: BrowserContext, pages: string[]) {
  const page = await context.newPage();
  const network = await watchNetwork(page);
  const reached: Record<string, SeenRequest[]> = {};
  const asked: Record<string, SeenRequest[]> = {};
  for (const path of pages) {
    network.reset();
    await visitUntilIdle(page, path);
    reached[path] = network.reachedNetwork();
    asked[path] = network.all();
  }
  await network.detach();
  await page.close();
  return { reached, asked };
}

test.use({ viewport: { width: 375, height: 740 } });

test('a returning visitor on a slow link asks the portal for no content-hashed file', async ({ context }) => {
  test.setTimeout(180_000);

  // First visit, empty cache: / and then /faculty (a page of another remote).
  const { reached: first } = await visit(context, ['/', '/faculty']);
  // The code did come over the network once: otherwise the checks below would prove nothing.
  expect(hashed(first['/']).length, 'first visit to /: content-hashed files fetched').toBeGreaterThan(0);
  expect(hashed(first['/']).filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  // Nothing is fetched twice within the visit: the shell's files come from the cache on /faculty,
  // and a file both preloaded and asked for by the federation runtime goes out once.
  const firstHashed = [...hashed(first['/']), ...hashed(first['/faculty'])];
  expect
    .soft(
      firstHashed.filter((path, i) => firstHashed.indexOf(path) !== i),
      'first visit: content-hashed files fetched more than once',
    )
    .toEqual([]);
  expect(hashed(first['/faculty']).length, '/faculty: its own remote code only').toBeGreaterThan(0);

  // Second visit, a new tab (only the HTTP cache is shared, as after closing the browser's tab):
  // / again and /faculty right after it.
  const { reached: second, asked } = await visit(context, ['/', '/faculty']);
  // Soft: a failure names every file that went out, on both pages.
  expect.soft(hashed(second['/']), 'second visit to /: content-hashed files that reached the network').toEqual([]);
  expect
    .soft(
      hashed(second['/faculty']),
      '/faculty after / on the second visit: content-hashed files that reached the network',
    )
    .toEqual([]);
  // The pages did run their code, from the cache (the watcher saw those requests), and the page
  // itself was asked of the portal again (it may have changed).
  expect(hashed(asked['/']).length, 'second visit to /: content-hashed files used').toBeGreaterThan(0);
  expect(hashed(asked['/faculty']).length, '/faculty on the second visit: content-hashed files used').toBeGreaterThan(
    0,
  );
  expect(paths(second['/'])).toContain('/');
});
