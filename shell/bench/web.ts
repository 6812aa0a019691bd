/**
 * Web benchmark: Lighthouse 12 mobile on /, /admission and /student_data (5 runs
 * each: medians of score, FCP, LCP, TBT, CLS, beside their targets), each beside the same page
 * with every script blocked (the floor no script change can go under on this machine), the
 * machine's Lighthouse benchmarkIndex (its CPU speed as Lighthouse sees it: the simulated 4× phone
 * is relative to it), the ratio of main-thread work on / with its script and with every script
 * blocked (what the script costs a phone's CPU), the longest main-thread tasks on / (4×
 * its CPU time, from a trace; target: none over 50 ms) with the main thread's whole CPU time with
 * and without script (no target), and the time until the main content is visible on a 400 kbps /
 * 400 ms link (Playwright + CDP network emulation), first visit and repeat visit, on those pages
 * and /hi/.
 * Targets: score ≥ 0.97, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02; main-thread work with script ≤ 2×
 * without; content visible ≤ 2.5 s on the first visit. BENCH_ROUTES (comma-separated) picks other
 * pages for both parts, BENCH_LH_ROUTES for Lighthouse alone; BENCH_RUNS the number of runs.
 * BENCH_CPU sets Lighthouse's CPU slowdown (its default is 4): the targets are meant for a machine
 * of benchmarkIndex about 1,200, so on a faster one 4 × index / 1,200 shows what that machine
 * would see (Lighthouse simulates the phone by multiplying the tasks it observes).
 */
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { SLOW_LINK } from '@college/remote-kit/testing/e2e';
import { CHROMIUM, CHROMIUM_ARGS, freshMemoryCost, median, startDebugChromium, startPortal } from './start-portal';

const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/hi/', '/admission', '/student_data'];
// The Hindi home is the English one's twin (same code, same size): Lighthouse skips it by default,
// five runs of a page take about two minutes here.
const LH_ROUTES = process.env.BENCH_LH_ROUTES?.split(',') ??
  process.env.BENCH_ROUTES?.split(',') ?? ['/', '/admission', '/student_data'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const TARGET = { score: 0.97, lcp: 1800, tbt: 150, cls: 0.02, mainThreadRatio: 2 };

type Run = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  mainThread: number;
  benchmarkIndex: number;
};

async function lighthouseRun(url: string, flags: { blockedUrlPatterns?: string[] } = {}): Promise<Run> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(process.env.BENCH_CPU ? { throttling: { cpuSlowdownMultiplier: Number(process.env.BENCH_CPU) } } : {}),
    ...flags,
  } as never);
  const lhr = result!.lhr;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score ?? NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    mainThread: audit('mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** 'ok' or 'OVER'; a figure over its target makes the run's exit code say so (pnpm bench reports it). */
const mark = (ok: boolean) => {
  if (!ok) process.exitCode = 1;
  return ok ? 'ok' : 'OVER';
};

async function lighthouseRuns(base: string) {
  const stopChromium = await startDebugChromium(DEBUG_PORT);
  try {
    const rows: string[] = [];
    const indexes: number[] = [];
    let mainThread = '';
    for (const route of LH_ROUTES) {
      // Each page as it is and with every script blocked (its prerendered HTML and CSS alone),
      // one after the other, so that a machine slowing down mid-run weighs on both alike. The
      // blocked page is the floor of what any script change can reach on this machine: what is
      // left there is the browser's own work (the navigation's commit, parsing, style, layout,
      // paint), which Lighthouse slows down like any other task.
      const runs: Run[] = [];
      const blockedRuns: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await lighthouseRun(`${base}${route}`));
        blockedRuns.push(await lighthouseRun(`${base}${route}`, { blockedUrlPatterns: ['*.js'] }));
      }
      const m = (key: keyof Run, of = runs) => median(of.map((r) => r[key]));
      indexes.push(...runs.map((r) => r.benchmarkIndex), ...blockedRuns.map((r) => r.benchmarkIndex));
      rows.push(
        `${route.padEnd(14)} score ${m('score').toFixed(2)} (target ≥ ${TARGET.score}, ${mark(m('score') >= TARGET.score)})  ` +
          `TBT ${Math.round(m('tbt'))} ms (target ≤ ${TARGET.tbt}, ${mark(m('tbt') <= TARGET.tbt)})  ` +
          `FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s (target ≤ 1.8, ratio ${(m('lcp') / TARGET.lcp).toFixed(2)})  ` +
          `CLS ${m('cls').toFixed(3)} (target ≤ ${TARGET.cls})  main-thread work ${Math.round(m('mainThread'))} ms  benchmarkIndex ${Math.round(m('benchmarkIndex'))}`,
        `${''.padEnd(14)} the same page with every script blocked (no target): score ${m('score', blockedRuns).toFixed(2)}  ` +
          `TBT ${Math.round(m('tbt', blockedRuns))} ms  LCP ${(m('lcp', blockedRuns) / 1000).toFixed(2)} s  main-thread work ${Math.round(m('mainThread', blockedRuns))} ms`,
      );
      // What the page's script costs the phone, on the home page: a median against a median.
      if (route === '/') {
        const ratio = m('mainThread') / m('mainThread', blockedRuns);
        mainThread =
          `/ main-thread work: ${Math.round(m('mainThread'))} ms with script, ${Math.round(m('mainThread', blockedRuns))} ms with every script blocked (medians of ${RUNS}): ` +
          `ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET.mainThreadRatio}×, ${mark(ratio <= TARGET.mainThreadRatio)})`;
      }
    }
    const index =
      `benchmarkIndex of this machine: median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over ${indexes.length} runs; other processes on the machine lower it); ` +
      `fresh memory costs ${freshMemoryCost().toFixed(1)} µs a page (a bare machine: under 1; the page's figures grow with it)`;
    return { rows, index, mainThread };
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
        await page.waitForFunction(() => document.documentElement.dataset.portal === 'live', undefined, {
          timeout: 60_000,
        });
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

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
};
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'v8.compile',
  'EventDispatch',
]);

/**
 * The main thread's tasks while / loads and hydrates, from a Chrome trace: each task's CPU time × 4
 * (a phone about 4× slower, as Lighthouse simulates). CPU time rather than the clock, because the
 * other processes of a shared machine stretch the clock, not the work. Target: no task over 50 ms;
 * the ones made of script are the shell's to split (the rest is parsing, style and layout).
 */
async function mainThreadTasks(base: string, route: string, { blockScripts = false } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const runs: Array<{ over: number; scriptOver: number; longest: number; longestScript: number; total: number }> = [];
  try {
    // A trace now and then arrives without the page's parse (Chromium drops trace buffers under
    // load): such a load is taken again, up to as many extra loads as counted ones.
    for (let load = 0; runs.length < RUNS && load < 2 * RUNS; load++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (blockScripts) await page.route('**/*.js', (request) => request.abort());
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel',
        transferMode: 'ReportEvents',
      });
      await page.goto(`${base}${route}`, { waitUntil: 'load' });
      // Not Playwright's waitForFunction: it evaluates Playwright's own injected script in the
      // page, one task of 15–30 ms that would be counted as the page's. A bare expression through
      // the protocol costs next to nothing.
      for (let waited = 0; !blockScripts; waited += 250) {
        const { result } = await cdp.send('Runtime.evaluate', {
          expression: 'document.documentElement.dataset.portal',
          returnByValue: true,
        });
        if (result.value === 'live') break;
        if (waited > 60_000) throw new Error(`${route} never came alive`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await page.waitForTimeout(2000);
      await cdp.send('Tracing.end');
      await complete;
      await context.close();
      // The page's renderer thread: the one that parsed its HTML.
      const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base));
      if (!parse) continue;
      const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
      const tasks = onMain
        .filter((e) => e.name === 'RunTask')
        .map((task) => ({
          cost: (4 * (task.tdur ?? task.dur ?? 0)) / 1000,
          // Mostly script: a script event inside it takes at least a third of its time.
          script: onMain.some(
            (e) =>
              SCRIPT_EVENTS.has(e.name) &&
              e.ts >= task.ts &&
              e.ts < task.ts + (task.dur ?? 0) &&
              (e.dur ?? 0) > (task.dur ?? 0) / 3,
          ),
        }));
      const scriptTasks = tasks.filter((task) => task.script);
      runs.push({
        over: tasks.filter((task) => task.cost > 50).length,
        scriptOver: scriptTasks.filter((task) => task.cost > 50).length,
        longest: Math.max(0, ...tasks.map((task) => task.cost)),
        longestScript: Math.max(0, ...scriptTasks.map((task) => task.cost)),
        total: tasks.reduce((sum, task) => sum + task.cost, 0),
      });
    }
  } finally {
    await browser.close();
  }
  if (runs.length < RUNS) throw new Error(`only ${runs.length} of ${2 * RUNS} traces had the page's parse`);
  const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
  return {
    total: m('total'),
    row:
      `${route.padEnd(14)} script tasks over 50 ms: ${m('scriptOver')} (target 0), longest script task ${Math.round(m('longestScript'))} ms; ` +
      `all tasks over 50 ms: ${m('over')}, longest ${Math.round(m('longest'))} ms (medians of ${RUNS} loads)`,
  };
}

/**
 * The tasks of /, and its main thread's CPU time with script beside the same with every script
 * blocked: the script's cost in work done, which other processes cannot stretch (Lighthouse's
 * figure below is the clock's, and on a busy two-core machine the clock of each task grows while
 * the browser compiles on its other threads).
 */
async function longTasks(base: string) {
  const live = await mainThreadTasks(base, '/');
  const blocked = await mainThreadTasks(base, '/', { blockScripts: true });
  const ratio = live.total / blocked.total;
  return (
    `${live.row}\n/ main-thread CPU time × 4: ${Math.round(live.total)} ms with script, ${Math.round(blocked.total)} ms with every ` +
    `script blocked (medians of ${RUNS}): ratio ${ratio.toFixed(2)}× (no target: the 2× is Lighthouse's figure, below; ` +
    `this one counts work only, which a busy machine cannot stretch, so it shows what a change saved)`
  );
}

const portal = await startPortal();
try {
  const slow = await slowLinkTimes(portal.base);
  console.log('\nMain content visible on a 400 kbps / 400 ms link\n' + slow.join('\n'));
  console.log('\nMain-thread tasks while the page loads and hydrates, CPU time × 4\n' + (await longTasks(portal.base)));
  const lh = await lighthouseRuns(portal.base);
  console.log(
    `\nLighthouse 12 mobile (simulated ${process.env.BENCH_CPU ?? 4}× CPU, slow 4G), median of ${RUNS} runs\n` +
      lh.rows.join('\n'),
  );
  console.log(lh.index);
  if (lh.mainThread) console.log(lh.mainThread);
} finally {
  portal.stop();
}
