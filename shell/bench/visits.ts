/**
 * Returning-visitor benchmark. The portal as `pnpm start` runs it, on free ports.
 *
 * 1. Visits: Chromium at a phone's width (375 px) on a 400 ms / 400 kbit/s link (CDP), browser
 *    cache on. First visit to /; second visit to / (a new tab: only the HTTP cache is kept), then
 *    /faculty right after it (that remote's first use); a later visit to / and then /faculty again.
 *    For each: the requests that reached the portal (cache hits left out, 304s counted; see
 *    @college/remote-kit/testing/e2e, watchNetwork), how many of them were content-hashed files, the bytes,
 *    and the time from the page's request to the last response (network idle). Medians of
 *    BENCH_RUNS fresh browsers; counts are the worst run. Targets: the second visit to / ≤ 3
 *    requests, and no content-hashed file once the browser has it (second visit to /, /faculty on
 *    the later visit).
 * 2. Result look-ups per second: autocannon POSTs the public result look-up (RESULT_PATH) through
 *    the gateway for the seeded demo roll numbers, beside a Fastify hello-world in the same run
 *    (numbers on this shared machine only mean something as that ratio). Results day as deployed:
 *    the portal behind a reverse proxy (TRUST_PROXY) and every student at an address of their own
 *    (X-Forwarded-For), so the per-address look-up limit (200 per 10 minutes) is met as in life
 *    and never trips. Every answer must be a 2xx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Browser, chromium } from '@playwright/test';
import { RESULT_PATH } from '../../services/results/src/contract';
import { DEMO_COUNT, FIRST_ROLL } from '../../services/results/src/seed';
import { isHashedFile, type SeenRequest, visitUntilIdle, watchNetwork } from '@college/remote-kit/testing/e2e';
import { CHROMIUM, CHROMIUM_ARGS, median, startHelloWorld, startPortal, stop, waitFor } from './start-portal';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const TARGET_SECOND_VISIT_REQUESTS = 3;
// 4,096 students' addresses: a run of a few 10,000 look-ups asks each a few dozen times, well
// under the 200 the results service allows one address in 10 minutes.
const ADDRESSES = 4096;

// ---- Visits ---------------------------------------------------------------------------------

type Row = { label: string; path: string; requests: number; hashed: number; kb: number; idleMs: number };

/** One page load's figures, from what the watcher saw since its reset. */
function figures(label: string, path: string, asked: SeenRequest[], reached: SeenRequest[]): Row {
  const start = Math.min(...asked.map((request) => request.start));
  const end = Math.max(...asked.map((request) => request.end ?? request.start));
  return {
    label,
    path,
    requests: reached.length,
    hashed: reached.filter((request) => isHashedFile(request.url)).length,
    kb: reached.reduce((sum, request) => sum + request.bytes, 0) / 1024,
    idleMs: (end - start) * 1000,
  };
}

/** One fresh browser profile: three visits, each in a new tab. */
async function visitsOnce(browser: Browser, base: string): Promise<Row[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const rows: Row[] = [];
  const visit = async (steps: Array<[label: string, path: string]>) => {
    const page = await context.newPage();
    const network = await watchNetwork(page);
    for (const [label, path] of steps) {
      network.reset();
      await visitUntilIdle(page, `${base}${path}`);
      rows.push(figures(label, path, network.all(), network.reachedNetwork()));
    }
    await network.detach();
    await page.close();
  };
  try {
    await visit([['first visit', '/']]);
    await visit([
      ['second visit', '/'],
      ['right after, first time', '/faculty'],
    ]);
    await visit([
      ['later visit', '/'],
      ['right after, again', '/faculty'],
    ]);
  } finally {
    await context.close();
  }
  return rows;
}

async function visits(base: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const runs: Row[][] = [];
  try {
    for (let run = 0; run < RUNS; run++) runs.push(await visitsOnce(browser, base));
  } finally {
    await browser.close();
  }
  let missed = 0;
  const lines = runs[0].map((first, i) => {
    const all = runs.map((rows) => rows[i]);
    const worst = (key: 'requests' | 'hashed') => Math.max(...all.map((row) => row[key]));
    const targets: string[] = [];
    if (first.label === 'second visit') {
      const ok = worst('requests') <= TARGET_SECOND_VISIT_REQUESTS;
      targets.push(`requests target ≤ ${TARGET_SECOND_VISIT_REQUESTS} ${ok ? 'ok' : 'MISSED'}`);
      missed += ok ? 0 : 1;
    }
    if (first.label === 'second visit' || first.label === 'right after, again') {
      const ok = worst('hashed') === 0;
      targets.push(`hashed target 0 ${ok ? 'ok' : 'MISSED'}`);
      missed += ok ? 0 : 1;
    }
    return (
      `${`${first.label} ${first.path}`.padEnd(34)} ${String(worst('requests')).padStart(3)} requests reached the portal ` +
      `(${worst('hashed')} content-hashed, ${median(all.map((row) => row.kb)).toFixed(1)} KB), ` +
      `network idle ${(median(all.map((row) => row.idleMs)) / 1000).toFixed(2)} s${targets.length ? `  [${targets.join('; ')}]` : ''}`
    );
  });
  console.log(
    `\nVisits at 375 px on a 400 ms / 400 kbit/s link, browser cache on (worst count, median KB and time of ${RUNS} fresh browsers)\n${lines.join('\n')}`,
  );
  return missed;
}

// ---- Result look-ups per second --------------------------------------------------------------

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    console.log(
      `  answers by status: ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx/errors ${failed}`,
  );
  return { rps: result.requests.average, failed };
}

async function lookUps(base: string) {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-visits-bench-'));
  const hello = await startHelloWorld(temp);
  try {
    await waitFor(hello.url, hello.child);
    // As the result page sends it (remotes/results get-result.ts), from a browser that takes br/gzip.
    const requests = Array.from({ length: ADDRESSES }, (_, i) => ({
      method: 'POST' as const,
      path: RESULT_PATH,
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
        'x-forwarded-for': `10.26.${i >> 8}.${i & 255}`,
      },
      body: JSON.stringify({ rollno: String(FIRST_ROLL + (i % DEMO_COUNT)) }),
    }));
    const sample = await fetch(`${base}${RESULT_PATH}`, {
      method: 'POST',
      headers: requests[0].headers,
      body: requests[0].body,
    });
    const answer = (await sample.json()) as { result?: string };
    if (!sample.ok || answer.result !== 'success')
      throw new Error(`a look-up through the gateway answered ${sample.status} ${JSON.stringify(answer)}`);

    console.log(
      `\nResult look-ups: POST ${RESULT_PATH}, ${DEMO_COUNT} demo roll numbers from ${ADDRESSES} addresses, autocannon ${CONNECTIONS} connections × ${DURATION_S} s on loopback`,
    );
    // Warm both (JIT, connection pools), then alternate and keep each one's best run: a busy
    // neighbour on this shared machine then spoils neither figure alone.
    await autocannon({ url: hello.url, connections: CONNECTIONS, duration: 2 });
    await autocannon({ url: base, connections: CONNECTIONS, duration: 2, requests });
    const helloRuns = [];
    const portalRuns = [];
    for (let round = 1; round <= 2; round++) {
      helloRuns.push(await measure(`Fastify hello-world #${round}`, { url: hello.url }));
      portalRuns.push(await measure(`look-up through the gateway #${round}`, { url: base, requests }));
    }
    const best = (runs: { rps: number }[]) => Math.max(...runs.map((run) => run.rps));
    const failed = [...helloRuns, ...portalRuns].reduce((sum, run) => sum + run.failed, 0);
    const ratio = best(portalRuns) / best(helloRuns);
    console.log(`non-2xx answers and errors: ${failed} (must be 0) ${failed === 0 ? 'ok' : 'FAILED'}`);
    console.log(
      `result look-ups: ${best(portalRuns).toFixed(0)}/s through the gateway on this machine (hello-world ${best(helloRuns).toFixed(0)}/s, ratio ${ratio.toFixed(2)})`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await stop(hello.child);
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

// TRUST_PROXY: the gateway believes the X-Forwarded-For of the look-ups (the browser sends none,
// so its visits are its own address). After 1,000 answers on a connection the gateway asks the
// client to reconnect, which browsers do; autocannon sends on and gets 503s.
const portal = await startPortal({ TRUST_PROXY: '127.0.0.1', MAX_REQUESTS_PER_SOCKET: '1000000' });
try {
  const missed = (await visits(portal.base)) + (await lookUps(portal.base));
  process.exitCode = missed ? 1 : 0;
} finally {
  portal.stop();
}
