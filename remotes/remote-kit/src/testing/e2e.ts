// Shared by the end-to-end specs of every vertical (imported, never run on its own).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** No serious or critical axe violation on the page as it is now (`where` names it in a failure). */
export async function expectAxeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    blocking.map(
      (violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A phone's and a desktop's width. */
export const WIDTHS = [375, 1280] as const;

/** axe on the page as it is, at a phone's and a desktop's width. */
export async function axeAtWidths(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${where} at ${width}px`);
  }
}

// A real (minimal) PDF: the services parse every PDF they keep.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Opens a route and waits until the shell has hydrated it (its script has taken over). */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
}

/**
 * Opens each address and checks that the shell came alive on its prerendered HTML: the page's
 * heading and the frame's footer are the same DOM nodes after hydration (nothing redrawn), with no
 * redraw warning and no page error on the way.
 */
export async function expectAliveOnPrerender(page: Page, paths: string[]) {
  const problems: string[] = [];
  const onConsole = (message: { text(): string }) => {
    if (message.text().includes('prerendered page redrawn')) problems.push(`${page.url()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`${page.url()}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => {
        const held = window as unknown as { held: Array<Element | null> };
        held.held = [document.querySelector('main h1'), document.querySelector('footer')];
      });
      await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
      const same = await page.evaluate(() => {
        const [heading, footer] = (window as unknown as { held: Array<Element | null> }).held;
        return (
          heading !== null &&
          heading === document.querySelector('main h1') &&
          footer === document.querySelector('footer')
        );
      });
      expect(same, `${path}: the prerendered heading and frame are the live ones`).toBe(true);
    }
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  expect(problems).toEqual([]);
}

/**
 * Plausible values for the route table's parameters, so a spec can open every route. The office's
 * pages are prerendered without data, so any well-formed value gives the page's first response.
 */
export const SAMPLE_PARAMS: Record<string, string> = {
  roll: '1001',
  applicationNo: 'ADM2025-000001',
  id: '1',
  dataset: 'students',
  reference: 'CMP-0123456789',
};

/** The recruitment office's application numbers are its own (REC…), not the admissions office's. */
const SAMPLE_PARAMS_BY_PREFIX: Array<[RegExp, Record<string, string>]> = [
  [/^\/office\/recruitment\//, { applicationNo: 'REC2025-000001' }],
];

/** A route's path with each `:param` replaced by its sample value. */
export function samplePath(routePath: string): string {
  const own = SAMPLE_PARAMS_BY_PREFIX.find(([prefix]) => prefix.test(routePath))?.[1] ?? {};
  return routePath.replace(/:(\w+)/g, (whole, name: string) => {
    const value = own[name] ?? SAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`${routePath}: no sample value for ${whole} (add one to SAMPLE_PARAMS)`);
    return value;
  });
}

// ---- What reaches the network (returning visitors) -----------------------------------------

/** A cheap phone's link: 400 ms round trips, 400 kbit/s each way (the benches use it too). */
export const SLOW_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (400 * 1024) / 8,
};

/** A build file named by its content (`main.9f1304876d.js`, `assets/logo.1a2b3c4d5e.svg`): its name changes when it does. */
export const isHashedFile = (url: string) => /\.[0-9a-f]{8,}\.[a-z0-9]+$/.test(new URL(url).pathname);

export interface SeenRequest {
  url: string;
  /** True when Chromium answered it itself (memory, disk or prefetch cache, a service worker). */
  fromCache: boolean;
  /** HTTP status; 304 for a revalidation (that went over the network). */
  status?: number;
  /** Bytes on the wire, as Chromium counts them (0 for a cache hit). */
  bytes: number;
  /** CDP monotonic seconds. */
  start: number;
  end?: number;
}

/**
 * Throttles `page` to `conditions` with the browser cache on, and records every request it makes
 * through CDP. Why CDP and not `page.on('request')`: Playwright reports memory- and disk-cache hits
 * as requests too, with no way to tell them apart. CDP tells: a cache hit is announced by
 * `Network.requestServedFromCache` (memory cache; its responseReceived then says nothing) or by a
 * response marked fromDiskCache / fromPrefetchCache / fromServiceWorker / fromEarlyHints. Anything
 * not so marked is counted as having reached the network; a 304 revalidation is a network round
 * trip and is not marked, so it counts. Unsure means counted: a check can only fail on doubt, not
 * pass on it.
 */
export async function watchNetwork(page: Page, conditions: typeof SLOW_LINK = SLOW_LINK) {
  const cdp = await page.context().newCDPSession(page);
  let seen: SeenRequest[] = [];
  const byId = new Map<string, SeenRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect keeps its request id: the earlier hop stays in `seen` as a request of its own.
    const request: SeenRequest = { url: event.request.url, fromCache: false, bytes: 0, start: event.timestamp };
    byId.set(event.requestId, request);
    seen.push(request);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId);
    if (!request) return;
    const { response } = event;
    request.status = response.status;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker || response.fromEarlyHints)
      request.fromCache = true;
  });
  const finished = (event: { requestId: string; timestamp: number; encodedDataLength?: number }) => {
    const request = byId.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp;
    request.bytes = event.encodedDataLength ?? request.bytes;
  };
  cdp.on('Network.loadingFinished', finished);
  cdp.on('Network.loadingFailed', finished);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', conditions);
  return {
    /** Everything asked since the last `reset`, cache hits included. */
    all: () => [...seen],
    /** What reached the portal since the last `reset` (cache hits left out, 304s kept). */
    reachedNetwork: () => seen.filter((request) => !request.fromCache),
    reset: () => {
      seen = [];
    },
    detach: () => cdp.detach(),
  };
}

/**
 * Opens `path` and waits until the shell is live and the network has been quiet for 500 ms: what a
 * visit asks for has been asked by then (late chunks, a panel's data).
 */
export async function visitUntilIdle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

/**
 * The animations running on the page that never end (infinite iteration count), each named by its
 * CSS animation name and the element's classes. Works with the page's own script off too: the
 * check runs in Playwright's evaluation world, and CSS animations start without script.
 */
export async function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => {
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.id || 'script animation';
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?'}`;
      }),
  );
}

/**
 * The mean brightness (0–255) of a strip `width` px wide at one edge of an element, from its lower
 * three quarters (below a header row): what a reader sees there, e.g. a scroll cue's shade.
 */
export async function edgeBrightness(box: Locator, edge: 'left' | 'right', width = 6): Promise<number> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(await box.screenshot())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const top = Math.round(info.height * 0.25);
  let sum = 0;
  let count = 0;
  for (let y = top; y < info.height - 2; y++)
    for (let x = 0; x < width; x++) {
      sum += data[y * info.width + (edge === 'left' ? x + 1 : info.width - 2 - x)];
      count++;
    }
  return sum / count;
}
