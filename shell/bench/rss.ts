/**
 * Memory benchmark (issue 7): starts the portal as `pnpm start` runs it (compiled launcher with
 * the gateway in-process, compiled services) on free ports and a temporary data folder, next to
 * a Fastify hello-world started as a plain `node` process in the same run. Prints the resident
 * memory (VmRSS) of every portal process after start and after 1,000 mixed requests, and its
 * ratio to the hello-world. Targets: each service ≤ 1.5 × hello; the whole portal ≤ 500 MB with
 * five services (projected from the services measured here while fewer exist).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { LEAN_NODE_FLAGS } from '../server/lean-node';
import { commandLine, descendants, LAUNCHER, labelOf, peakKb, portalEnvironment, repo, rssKb, startHelloWorld, stop, waitFor } from './start-portal';
import { ROUTES } from '../src/routes/route-table';

const REQUESTS = 1000;
const CONCURRENCY = 8;
// V8's memory reducer gives back heap about 8 s after allocation calms down: "idle" is after that.
const SETTLE_MS = 10_000;
const TARGET_SERVICE_RATIO = 1.5;
const TARGET_PORTAL_MB = 500;
const PLANNED_SERVICES = 5;

// ---- The load: what visitors do, through the gateway --------------------------------------

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const feedback = { stu_name: 'Asha', adm_no: '2025/BA/1', phone: '9999999999', address: 'Village', message: 'Thank you' };

function samarthForm(image: Buffer) {
  const form = new FormData();
  form.append('uhi_number', 'UHI-1');
  form.append('admission', '2025/BA/1');
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return form;
}

type Step = { name: string; url: string; init?: () => RequestInit };
const json = (body: unknown): (() => RequestInit) => () => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function portalMix(base: string, newsFile: string | undefined): Step[] {
  const pages = ROUTES.filter((route) => !route.path.includes(':')).slice(0, 12);
  return [
    ...pages.map((route) => ({ name: 'GET page', url: `${base}${encodeURI(route.path)}` })),
    { name: 'GET page', url: `${base}/no/such/page` },
    { name: 'GET api/getAllNews', url: `${base}/api/v1/api/getAllNews` },
    { name: 'GET api/getAllNews', url: `${base}/api/v1/api/getAllNews` },
    ...(newsFile ? [{ name: 'GET notice PDF', url: `${base}${newsFile}` }] : []),
    { name: 'GET remotes.json', url: `${base}/remotes.json` },
    { name: 'POST saveFeedback (valid)', url: `${base}/api/v1/api/saveFeedback`, init: json(feedback) },
    { name: 'POST saveFeedback (invalid)', url: `${base}/api/v1/api/saveFeedback`, init: json({ stu_name: '' }) },
    { name: 'POST saveFeedback (invalid)', url: `${base}/api/v1/api/saveFeedback`, init: () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken' }) },
    { name: 'POST saveComplaint (valid)', url: `${base}/api/v1/api/saveComplaint`, init: json({ stu_name: 'Asha', email: 'a@example.org', message: 'Fan broken' }) },
    { name: 'POST saveContactQuery (valid)', url: `${base}/api/v1/api/saveContactQuery`, init: json({ stu_name: 'Asha', email: 'a@example.org', message: 'Fees?' }) },
    { name: 'POST saveSamarthVerification (valid)', url: `${base}/api/v1/api/saveSamarthVerification`, init: () => ({ method: 'POST', body: samarthForm(PNG) }) },
    { name: 'POST saveSamarthVerification (invalid)', url: `${base}/api/v1/api/saveSamarthVerification`, init: () => ({ method: 'POST', body: samarthForm(Buffer.from('MZ not an image')) }) },
  ];
}

/** Sends `total` requests cycling through `steps`, `CONCURRENCY` at a time; counts statuses. */
async function load(steps: Step[], total: number) {
  const statuses = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const step = steps[next++ % steps.length];
      let key: string;
      try {
        const response = await fetch(step.url, { ...step.init?.(), signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        key = `${Math.floor(response.status / 100)}xx`;
      } catch {
        key = 'error';
      }
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return [...statuses].sort().map(([key, count]) => `${key} ${count}`).join(', ');
}

// ---- Run ----------------------------------------------------------------------------------

const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-rss-'));
const dataDir = path.join(temp, 'data');
const { base, env: ownPorts } = await portalEnvironment(dataDir);

const portalEnv = {
  ...process.env,
  ...ownPorts,
  // One address sends everything here: the form limit would answer most posts with a 429.
  RATE_LIMIT_FORM_MAX: '100000',
  RATE_LIMIT_READ_MAX: '100000',
};
// As `pnpm start` runs it (the launcher passes the same flags to the services it starts).
// BENCH_NODE_FLAGS="" measures Node's defaults for the launcher instead.
const launcherFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? LEAN_NODE_FLAGS;
const startPortal = () =>
  spawn(process.execPath, [...launcherFlags, LAUNCHER], { cwd: repo, env: portalEnv, stdio: ['ignore', 'ignore', 'inherit'] });

// A service seeds its data folder (renders the notice PDFs) once in its life: do that first, so
// the figures are those of every later start. The first start is reported on its own line.
const firstStart = startPortal();
await waitFor(`${base}/healthz`, firstStart);
await delay(SETTLE_MS);
const seeding = descendants(firstStart.pid!).map((pid) => `${labelOf(pid)} ${(rssKb(pid) / 1024).toFixed(1)} MB`);
await stop(firstStart);

const { url: helloUrl, child: hello } = await startHelloWorld(temp);
const portal = startPortal();

try {
  await Promise.all([waitFor(helloUrl, hello), waitFor(`${base}/healthz`, portal)]);
  await delay(SETTLE_MS);

  const processes = [
    { label: 'hello-world (node)', pid: hello.pid! },
    { label: 'launcher + gateway (node)', pid: portal.pid! },
    ...descendants(portal.pid!).map((pid) => ({ label: labelOf(pid), pid })),
  ];
  const fromSource = processes.filter(({ pid }) => commandLine(pid).some((arg) => arg.includes('tsx')));
  if (fromSource.length > 0) console.warn(`warning: not compiled, running through tsx: ${fromSource.map((p) => p.label).join(', ')}`);
  const atStart = new Map(processes.map(({ pid }) => [pid, rssKb(pid)]));

  const news = (await (await fetch(`${base}/api/v1/api/getAllNews`)).json()) as { data?: { file: string }[] };
  const started = Date.now();
  const portalResult = await load(portalMix(base, news.data?.[0]?.file), REQUESTS);
  const portalMs = Date.now() - started;
  const helloResult = await load([{ name: 'GET /', url: helloUrl }], REQUESTS);
  await delay(SETTLE_MS);
  const afterLoad = new Map(processes.map(({ pid }) => [pid, rssKb(pid)]));

  const mb = (kb: number) => kb / 1024;
  const helloStart = mb(atStart.get(hello.pid!)!);
  const helloAfter = mb(afterLoad.get(hello.pid!)!);
  const rows = processes.map(({ label, pid }) => {
    const start = mb(atStart.get(pid)!);
    const after = mb(afterLoad.get(pid)!);
    return { label, pid, start, after, peak: mb(peakKb(pid)), ratio: Math.max(start / helloStart, after / helloAfter) };
  });

  console.log(`\nResident memory (VmRSS), Node ${process.version}, portal flags [${launcherFlags.join(' ')}], hello-world without; load: ${REQUESTS} mixed requests through the gateway (${portalResult}) in ${portalMs} ms, ${REQUESTS} to the hello-world (${helloResult})\n`);
  const header = ['process', 'pid', 'after start', `after ${REQUESTS} req`, 'peak', '× hello'];
  const table = rows.map((row) => [
    row.label,
    String(row.pid),
    `${row.start.toFixed(1)} MB`,
    `${row.after.toFixed(1)} MB`,
    `${row.peak.toFixed(1)} MB`,
    row.label.startsWith('hello') ? '1.00' : row.ratio.toFixed(2),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of table) console.log(line(cells));

  const portalRows = rows.filter((row) => !row.label.startsWith('hello'));
  const serviceRows = portalRows.filter((row) => row.label.startsWith('service'));
  const gatewayRow = portalRows.find((row) => row.label.startsWith('launcher'))!;
  const total = portalRows.reduce((sum, row) => sum + Math.max(row.start, row.after), 0);
  const largestService = Math.max(0, ...serviceRows.map((row) => Math.max(row.start, row.after)));
  const projected = Math.max(gatewayRow.start, gatewayRow.after) + PLANNED_SERVICES * largestService;
  console.log(`\nfirst start of each service, which also creates and seeds its data folder: ${seeding.join(', ')}`);
  console.log(`portal now (${portalRows.length} processes): ${total.toFixed(1)} MB`);
  console.log(`portal with ${PLANNED_SERVICES} services like the largest here: ${projected.toFixed(1)} MB (target ≤ ${TARGET_PORTAL_MB} MB) ${projected <= TARGET_PORTAL_MB ? 'ok' : 'OVER'}`);
  for (const row of serviceRows) {
    const ok = row.ratio <= TARGET_SERVICE_RATIO;
    console.log(`${row.label}: ${row.ratio.toFixed(2)} × hello (target ≤ ${TARGET_SERVICE_RATIO}) ${ok ? 'ok' : 'OVER'}`);
  }
} finally {
  await Promise.all([stop(portal), stop(hello)]);
  rmSync(temp, { recursive: true, force: true });
}
