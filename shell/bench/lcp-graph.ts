/**
 * Diagnosis for bench:web (not part of `pnpm bench`): why Lighthouse's simulated LCP is what it is.
 * Runs Lighthouse 12 mobile on one route and prints, for its optimistic and pessimistic estimates,
 * every request and main-thread task the simulation counted before the largest paint, with their
 * simulated times. A script counts when it finished loading before the observed paint, unless the
 * task that evaluated it was long enough to be kept in the graph and ran after that paint (see
 * docs/decisions/005-boot-after-first-paint.md).
 *
 *   ROUTE=/admission RUNS=3 [SHOW_ABOVE=1600] [BASE=http://127.0.0.1:3000] pnpm exec tsx shell/bench/lcp-graph.ts
 */
import lighthouse from 'lighthouse';
// Lighthouse's internals: the modules its own LCP audit uses.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { startDebugChromium, startPortal } from './start-portal';

const DEBUG_PORT = 9445;
const route = process.env.ROUTE ?? '/';
const runs = Number(process.env.RUNS ?? 1);
const showAbove = Number(process.env.SHOW_ABOVE ?? 0);

type GraphNode = {
  type: 'network' | 'cpu';
  startTime: number;
  duration: number;
  request: { url: string };
  getEvaluateScriptURLs(): Set<string>;
};
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, { startTime: number; endTime: number }> };

const portal = process.env.BASE ? { base: process.env.BASE, stop: () => undefined } : await startPortal();
const stopChromium = await startDebugChromium(DEBUG_PORT);
try {
  for (let run = 0; run < runs; run++) {
    const result = (await lighthouse(`${portal.base}${route}`, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    }))!;
    const { lhr } = result;
    const metrics = (lhr.audits.metrics.details as unknown as { items: Array<Record<string, number>> }).items[0];
    console.log(
      `${route} score ${lhr.categories.performance.score}  FCP ${metrics.firstContentfulPaint} ms  LCP ${metrics.largestContentfulPaint} ms  TBT ${metrics.totalBlockingTime} ms` +
        `  (observed paint: FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms)`,
    );
    if (metrics.largestContentfulPaint < showAbove) continue;
    const context = { computedCache: new Map(), settings: lhr.configSettings, options: {} };
    const lcp = await LanternLargestContentfulPaint.request(
      Audit.makeMetricComputationDataInput(result.artifacts, context),
      context,
    );
    for (const kind of ['optimistic', 'pessimistic'] as const) {
      const estimate = lcp[`${kind}Estimate`] as unknown as Estimate;
      const origin = (lcp[`${kind}Graph`] as unknown as { startTime: number }).startTime;
      console.log(`  ${kind} estimate ${Math.round(estimate.timeInMs)} ms:`);
      const rows = [...estimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
      for (const [node, time] of rows) {
        const what =
          node.type === 'network'
            ? node.request.url.replace(portal.base, '')
            : `task at ${Math.round((node.startTime - origin) / 1000)} ms observed, ${(node.duration / 1000).toFixed(1)} ms ${[...node.getEvaluateScriptURLs()].map((url) => `evaluates ${url.split('/').pop()}`).join(' ')}`;
        console.log(
          `    ${String(Math.round(time.startTime)).padStart(5)}–${String(Math.round(time.endTime)).padEnd(5)} ${what}`,
        );
      }
    }
  }
} finally {
  stopChromium();
  portal.stop();
}
