/**
 * Web benchmark (issue 6): Lighthouse 12 mobile on /, its Hindi twin /hi/ (issue 23), /admission and /student_data (3 runs each,
 * medians of score, FCP, LCP, TBT, CLS), and the time until the main content is visible on a
 * 400 kbps / 400 ms link (Playwright + CDP network emulation), first visit and repeat visit.
 * Targets: score ≥ 0.97, LCP ≤ 1.8 s, CLS ≤ 0.02; content visible ≤ 2.5 s on the first visit.
 */
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, median, startDebugChromium, startPortal } from './start-portal';

const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/hi/', '/admission', '/student_data'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const SLOW_LINK = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

async function lighthouseRuns(base: string) {
  const stopChromium = await startDebugChromium(DEBUG_PORT);
  try {
    const rows: string[] = [];
    for (const route of ROUTES) {
      const runs: Array<{ score: number; fcp: number; lcp: number; tbt: number; cls: number }> = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${route}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          score: lhr.categories.performance.score ?? NaN,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      rows.push(
        `${route.padEnd(14)} score ${m('score').toFixed(2)} (target ≥ 0.97)  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s (target ≤ 1.8, ratio ${(m('lcp') / 1800).toFixed(2)})  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)} (target ≤ 0.02)`,
      );
    }
    return rows;
  } finally {
    stopChromium();
  }
}

/** Milliseconds from the start of navigation until the page's heading is on screen. */
async function slowLinkTimes(base: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows: string[] = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
      const visit = async () => {
        const start = Date.now();
        await page.goto(`${base}${route}`, { waitUntil: 'commit', timeout: 60_000 });
        await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
        const visible = Date.now() - start;
        await page.waitForFunction(() => document.documentElement.dataset.portal === 'live', undefined, { timeout: 60_000 });
        return { visible, live: Date.now() - start };
      };
      const first = await visit();
      const repeat = await visit();
      rows.push(
        `${route.padEnd(14)} first visit: content ${(first.visible / 1000).toFixed(2)} s (target ≤ 2.5, ratio ${(first.visible / 2500).toFixed(2)}), interactive ${(first.live / 1000).toFixed(2)} s; repeat visit: content ${(repeat.visible / 1000).toFixed(2)} s, interactive ${(repeat.live / 1000).toFixed(2)} s`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const portal = await startPortal();
try {
  const slow = await slowLinkTimes(portal.base);
  console.log('\nMain content visible on a 400 kbps / 400 ms link\n' + slow.join('\n'));
  const lh = await lighthouseRuns(portal.base);
  console.log(`\nLighthouse 12 mobile, median of ${RUNS} runs\n` + lh.join('\n'));
} finally {
  portal.stop();
}
