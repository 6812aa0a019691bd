/**
 * Memory benchmark: starts the portal as `pnpm start` runs it (compiled
 * launcher with the gateway in-process, compiled services) on free ports and a temporary data
 * folder, next to a Fastify hello-world started with the same node flags in the same run. Prints
 * the resident memory (VmRSS) of every portal process after start, after 1,000 mixed requests, and
 * after a burst (50 concurrent admissions with 8 files each and a few hundred other forms, all
 * valid so they are stored, and 20 office sign-ins at once), polled for up to 60 s, with each
 * one's ratio to the hello-world. The everyday mix includes office sign-ins too, so the office
 * service's figures include Argon2id's memory (19 MiB a hash, up to 4 at once on libuv's threadpool).
 * Targets, fresh and within a minute after the burst: each process ≤ 1.5 × hello, the portal
 * ≤ 500 MB in all; a visitor outside the burst opening a page meanwhile is answered within 3 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { LEAN_MALLOC_ENV, LEAN_NODE_FLAGS } from '@college/service-kit/lean-node';
import {
  commandLine,
  descendants,
  LAUNCHER,
  labelOf,
  peakKb,
  portalEnvironment,
  repo,
  rssKb,
  startHelloWorld,
  stop,
  waitFor,
} from './start-portal';
import { ROUTES } from '../src/routes/route-table';
import {
  admissionChoices,
  admissionForm,
  encodedForm,
  postBytes,
  FORM_FILE_BYTES,
  PDF as DOCUMENT,
  PNG as PHOTO,
} from './admission-form';
import { APPLICATION_TEXT } from '../../services/careers/test/helpers';
import { SIGN_IN_PATH } from '../../services/office/src/contract';
import { DEMO_ACCOUNTS } from '../../services/office/src/demo-account-list';

const REQUESTS = 1000;
const CONCURRENCY = 8;
// V8's memory reducer gives back heap about 8 s after allocation calms down: "idle" is after that.
const SETTLE_MS = 10_000;
const TARGET_SERVICE_RATIO = 1.5;
const TARGET_PORTAL_MB = 500;
/**
 * Seconds a visitor elsewhere waits for a page during the burst. Node accepts one connection per
 * turn of the gateway's loop: while uploads made each turn long (before the gateway paced them),
 * the page took 4-11 s; 3 s leaves room for this machine's noise.
 */
const TARGET_VISITOR_SECONDS = 3;
// The burst: admissions all at once, the other forms alongside them.
const BURST_ADMISSIONS = 50;
const BURST_OTHER_FORMS = 300;
const BURST_OTHER_CONCURRENCY = 16;
const BURST_SIGN_INS = 20;
const AFTER_BURST_MS = 60_000;
const POLL_MS = 2_000;

// ---- The load: what visitors do, through the gateway --------------------------------------

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const feedback = {
  stu_name: 'Asha',
  adm_no: '2025/BA/1',
  phone: '9999999999',
  address: 'Village',
  message: 'Thank you',
};

function samarthForm(image: Buffer) {
  const form = new FormData();
  form.append('uhi_number', 'UHI-1');
  form.append('admission', '2025/BA/1');
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return form;
}

/** A request of the load: `init` for fetch, or a multipart form's `bytes`, sent as they are (postBytes). */
type Step = { name: string; url: string; init?: () => RequestInit; bytes?: Awaited<ReturnType<typeof encodedForm>> };
const json =
  (body: unknown): (() => RequestInit) =>
  () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

let signIns = 0;
/** An office sign-in (password step) of the demo accounts in turn: right passwords only, so no lock. */
const officeSignIn = (base: string): Step => ({
  name: 'POST office sign-in',
  url: `${base}${SIGN_IN_PATH}`,
  init: () => {
    const n = signIns++;
    const { username, password } = DEMO_ACCOUNTS[n % DEMO_ACCOUNTS.length];
    // Staff signing in at once are at different places: the door makes one username's sign-ins
    // from one address wait for each other (the gateway trusts this bench's forwarded address).
    const from = `10.${(n >> 8) & 255}.${n & 255}.1`;
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': from },
      body: JSON.stringify({ username, password }),
    };
  },
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
    {
      name: 'POST saveFeedback (invalid)',
      url: `${base}/api/v1/api/saveFeedback`,
      init: () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken' }),
    },
    {
      name: 'POST saveComplaint (valid)',
      url: `${base}/api/v1/api/saveComplaint`,
      init: json({ stu_name: 'Asha', email: 'a@example.org', message: 'Fan broken' }),
    },
    {
      name: 'POST saveContactQuery (valid)',
      url: `${base}/api/v1/api/saveContactQuery`,
      init: json({ stu_name: 'Asha', email: 'a@example.org', message: 'Fees?' }),
    },
    {
      name: 'POST saveSamarthVerification (valid)',
      url: `${base}/api/v1/api/saveSamarthVerification`,
      init: () => ({ method: 'POST', body: samarthForm(PNG) }),
    },
    {
      name: 'POST saveSamarthVerification (invalid)',
      url: `${base}/api/v1/api/saveSamarthVerification`,
      init: () => ({ method: 'POST', body: samarthForm(Buffer.from('MZ not an image')) }),
    },
    officeSignIn(base),
  ];
}

/** The other forms of the burst: feedback, complaints, contact queries and career applications. */
async function otherForms(base: string, total: number): Promise<Step[]> {
  return Promise.all(
    Array.from({ length: total }, async (_, n): Promise<Step> => {
      const who = { stu_name: 'Asha Devi', email: `person${n}@example.org` };
      switch (n % 4) {
        case 0:
          return {
            name: 'saveFeedback',
            url: `${base}/api/v1/api/saveFeedback`,
            init: json({ ...feedback, message: `Thank you ${n}` }),
          };
        case 1:
          return {
            name: 'saveComplaint',
            url: `${base}/api/v1/api/saveComplaint`,
            init: json({ ...who, message: `Fan broken in room ${n}` }),
          };
        case 2:
          return {
            name: 'saveContactQuery',
            url: `${base}/api/v1/api/saveContactQuery`,
            init: json({ ...who, message: `Fees for course ${n}?` }),
          };
        default: {
          const form = new FormData();
          // A different person each (the service refuses a second application of one person).
          const fields = {
            ...APPLICATION_TEXT,
            email: `candidate${n}@example.org`,
            mobile: `8${String(n).padStart(9, '0')}`,
          };
          for (const [name, value] of Object.entries(fields)) form.set(name, value);
          form.set('photo', new Blob([new Uint8Array(PHOTO)], { type: 'image/png' }), 'photo.png');
          form.set('cv', new Blob([new Uint8Array(DOCUMENT)], { type: 'application/pdf' }), 'cv.pdf');
          const encoded = await encodedForm(form);
          return { name: 'saveCareer', url: `${base}/api/v1/web/saveCareer`, bytes: encoded };
        }
      }
    }),
  );
}

/** Sends `total` requests cycling through `steps`, `CONCURRENCY` at a time; counts statuses. */
async function load(steps: Step[], total: number, concurrency = CONCURRENCY) {
  const statuses = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const step = steps[next++ % steps.length];
      let status = 0;
      if (step.bytes) status = await postBytes(step.url, step.bytes, 10_000);
      else {
        try {
          const response = await fetch(step.url, { ...step.init?.(), signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          // counted as an error
        }
      }
      const key = status === 0 ? 'error' : `${Math.floor(status / 100)}xx`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return [...statuses]
    .sort()
    .map(([key, count]) => `${key} ${count}`)
    .join(', ');
}

/** When, after the burst starts, a visitor elsewhere opens a page (ms). */
const VISITOR_AT_MS = [500, 2000, 4000, 8000];

/**
 * A visitor who is not part of the burst: a process of its own (this one is busy sending the
 * burst) that GETs each URL at each of VISITOR_AT_MS and reports the seconds each answer took.
 * No target: it shows what the burst costs everyone else, beside a hello-world on the same machine.
 */
function visitorDuringBurst(urls: string[]): Promise<Record<string, number[]>> {
  const script = `
    const urls = ${JSON.stringify(urls)};
    const timed = async (url) => {
      const began = performance.now();
      try { await (await fetch(url, { signal: AbortSignal.timeout(60000) })).arrayBuffer(); } catch { return NaN; }
      return (performance.now() - began) / 1000;
    };
    const at = ${JSON.stringify(VISITOR_AT_MS)};
    Promise.all(at.map((ms) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => Promise.all(urls.map(timed)))))
      .then((rows) => process.stdout.write(JSON.stringify(Object.fromEntries(urls.map((url, i) => [url, rows.map((row) => row[i])])))));
  `;
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('close', () => resolve(out ? (JSON.parse(out) as Record<string, number[]>) : {}));
  });
}

// ---- Run ----------------------------------------------------------------------------------

const temp = mkdtempSync(path.join(os.tmpdir(), 'portal-rss-'));
const dataDir = path.join(temp, 'data');
const { base, env: ownPorts } = await portalEnvironment(dataDir);

const portalEnv = {
  ...process.env,
  ...LEAN_MALLOC_ENV, // as `pnpm start` runs it
  ...ownPorts,
  // One address sends everything here: the form limit would answer most posts with a 429.
  RATE_LIMIT_FORM_MAX: '100000',
  RATE_LIMIT_READ_MAX: '100000',
  MAX_BODIES_PER_CLIENT: '1000',
  TRUST_PROXY: '127.0.0.1',
};
// As `pnpm start` runs it (the launcher passes the same flags to the services it starts).
// BENCH_NODE_FLAGS="" measures Node's defaults for the launcher instead.
const launcherFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? LEAN_NODE_FLAGS;
const startPortal = () =>
  spawn(process.execPath, [...launcherFlags, LAUNCHER], {
    cwd: repo,
    env: portalEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

// A service seeds its data folder (renders the notice PDFs) once in its life: do that first, so
// the figures are those of every later start. The first start is reported on its own line.
const firstStart = startPortal();
await waitFor(`${base}/healthz`, firstStart);
await delay(SETTLE_MS);
const seeding = descendants(firstStart.pid!).map((pid) => `${labelOf(pid)} ${(rssKb(pid) / 1024).toFixed(1)} MB`);
await stop(firstStart);

// The yardstick runs with the portal's node flags: the ratio is then what the portal's code
// costs, not what the flags save.
const { url: helloUrl, child: hello } = await startHelloWorld(temp, launcherFlags);
const portal = startPortal();

const mb = (kb: number) => kb / 1024;
const rssKbIfRunning = (pid: number) => {
  try {
    return rssKb(pid);
  } catch {
    return 0; // it ended meanwhile
  }
};
const isHello = (label: string) => label.startsWith('hello');

try {
  await Promise.all([waitFor(helloUrl, hello), waitFor(`${base}/healthz`, portal)]);
  await delay(SETTLE_MS);

  const processes = [
    { label: 'hello-world (node)', pid: hello.pid! },
    { label: 'launcher + gateway (node)', pid: portal.pid! },
    ...descendants(portal.pid!).map((pid) => ({ label: labelOf(pid), pid })),
  ];
  const fromSource = processes.filter(({ pid }) => commandLine(pid).some((arg) => arg.includes('tsx')));
  if (fromSource.length > 0)
    console.warn(`warning: not compiled, running through tsx: ${fromSource.map((p) => p.label).join(', ')}`);
  // Helpers a service starts for a while (its image checks) count too while they run.
  const helpersMb = () =>
    descendants(portal.pid!)
      .filter((pid) => !processes.some((known) => known.pid === pid))
      .reduce((sum, pid) => sum + mb(rssKbIfRunning(pid)), 0);
  const helpersAt = new WeakMap<Map<number, number>, number>();
  const sample = () => {
    const figures = new Map(processes.map(({ pid }) => [pid, mb(rssKb(pid))]));
    helpersAt.set(figures, helpersMb());
    return figures;
  };
  const atStart = sample();

  // 1. Everyday traffic.
  const news = (await (await fetch(`${base}/api/v1/api/getAllNews`)).json()) as { data?: { file: string }[] };
  const started = Date.now();
  const portalResult = await load(portalMix(base, news.data?.[0]?.file), REQUESTS);
  const portalMs = Date.now() - started;
  const helloResult = await load([{ name: 'GET /', url: helloUrl }], REQUESTS);
  await delay(SETTLE_MS);
  const afterLoad = sample();

  // 2. The burst: every admission at the same moment, the other forms alongside.
  const choices = await admissionChoices(base);
  const admissions = await Promise.all(
    Array.from({ length: BURST_ADMISSIONS }, (_, n) => encodedForm(admissionForm(n + 1, choices))),
  );
  const others = await otherForms(base, BURST_OTHER_FORMS);
  const burstStarted = Date.now();
  const visitor = visitorDuringBurst([`${base}/contact`, helloUrl]);
  const [admissionStatuses, otherResult, signInResult] = await Promise.all([
    Promise.all(admissions.map((encoded) => postBytes(`${base}/api/v1/student/saveApplicant`, encoded, 120_000))),
    load(others, BURST_OTHER_FORMS, BURST_OTHER_CONCURRENCY),
    load([officeSignIn(base)], BURST_SIGN_INS, BURST_SIGN_INS),
  ]);
  const burstMs = Date.now() - burstStarted;
  const visitorSeconds = await visitor;
  const admissionsStored = admissionStatuses.filter((status) => status === 200).length;

  // 3. Idle again: poll until every process is within its target (or the minute is over).
  const portalTotal = (figures: Map<number, number>) =>
    processes
      .filter(({ label }) => !isHello(label))
      .reduce((sum, { pid }) => sum + figures.get(pid)!, helpersAt.get(figures) ?? 0);
  const fits = (figures: Map<number, number>) =>
    portalTotal(figures) <= TARGET_PORTAL_MB &&
    processes.every(
      ({ label, pid }) => isHello(label) || figures.get(pid)! <= TARGET_SERVICE_RATIO * figures.get(hello.pid!)!,
    );
  const idleStarted = Date.now();
  let afterBurst = sample();
  let fitAfterMs: number | undefined;
  while (true) {
    afterBurst = sample();
    if (fits(afterBurst)) {
      fitAfterMs = Date.now() - idleStarted;
      break;
    }
    if (Date.now() - idleStarted >= AFTER_BURST_MS) break;
    await delay(POLL_MS);
  }
  const afterBurstSeconds = ((Date.now() - idleStarted) / 1000).toFixed(0);

  const ratio = (figures: Map<number, number>, pid: number) => figures.get(pid)! / figures.get(hello.pid!)!;
  const rows = processes.map(({ label, pid }) => ({
    label,
    pid,
    start: atStart.get(pid)!,
    load: afterLoad.get(pid)!,
    burst: afterBurst.get(pid)!,
    peak: mb(peakKb(pid)),
    ratio: Math.max(ratio(atStart, pid), ratio(afterLoad, pid), ratio(afterBurst, pid)),
    burstRatio: ratio(afterBurst, pid),
  }));

  console.log(
    `\nResident memory (VmRSS), Node ${process.version}, portal and hello-world flags [${launcherFlags.join(' ')}]`,
  );
  console.log(
    `load: ${REQUESTS} mixed requests through the gateway (${portalResult}) in ${portalMs} ms, ${REQUESTS} to the hello-world (${helloResult})`,
  );
  console.log(
    `burst: ${BURST_ADMISSIONS} concurrent admissions with 8 files (${(FORM_FILE_BYTES / 1e6).toFixed(2)} MB each; ${admissionsStored} × 200` +
      `${admissionsStored < BURST_ADMISSIONS ? `, others: ${admissionStatuses.filter((status) => status !== 200).join(' ')}` : ''})` +
      ` + ${BURST_OTHER_FORMS} other forms, ${BURST_OTHER_CONCURRENCY} at a time (${otherResult}) + ${BURST_SIGN_INS} office sign-ins at once (${signInResult}) in ${burstMs} ms`,
  );
  const seconds = (values: number[] | undefined) => (values ?? []).map((value) => value.toFixed(2)).join(', ');
  const pageSeconds = visitorSeconds[`${base}/contact`] ?? [];
  // A lost answer (NaN) or a missing one is over the target too.
  const visitorOk =
    pageSeconds.length === VISITOR_AT_MS.length && pageSeconds.every((value) => value <= TARGET_VISITOR_SECONDS);
  if (!visitorOk) process.exitCode = 1;
  console.log(
    `a visitor outside the burst, ${VISITOR_AT_MS.map((ms) => ms / 1000).join(', ')} s after it starts: GET /contact took ` +
      `${seconds(pageSeconds)} s (target ≤ ${TARGET_VISITOR_SECONDS} s each, ${visitorOk ? 'ok' : 'OVER'}); ` +
      `the hello-world took ${seconds(visitorSeconds[helloUrl])} s\n`,
  );
  const afterBurstTitle = `${afterBurstSeconds} s after burst`;
  const header = [
    'process',
    'pid',
    'after start',
    `after ${REQUESTS} req`,
    afterBurstTitle,
    'peak',
    '× hello now',
    '× hello max',
  ];
  const table = rows.map((row) => [
    row.label,
    String(row.pid),
    `${row.start.toFixed(1)} MB`,
    `${row.load.toFixed(1)} MB`,
    `${row.burst.toFixed(1)} MB`,
    `${row.peak.toFixed(1)} MB`,
    isHello(row.label) ? '1.00' : row.burstRatio.toFixed(2),
    isHello(row.label) ? '1.00' : row.ratio.toFixed(2),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of table) console.log(line(cells));

  const portalRows = rows.filter((row) => !isHello(row.label));
  console.log(`\nfirst start of each service, which also creates and seeds its data folder: ${seeding.join(', ')}`);
  const totals = [
    ['after start', portalTotal(atStart)],
    [`after ${REQUESTS} requests`, portalTotal(afterLoad)],
    [afterBurstTitle, portalTotal(afterBurst)],
  ] as const;
  for (const [when, total] of totals) {
    console.log(
      `portal (${portalRows.length} processes) ${when}: ${total.toFixed(1)} MB (target ≤ ${TARGET_PORTAL_MB} MB) ${total <= TARGET_PORTAL_MB ? 'ok' : 'OVER'}`,
    );
  }
  console.log(
    fitAfterMs === undefined
      ? `after the burst: not within the targets after ${AFTER_BURST_MS / 1000} s`
      : `after the burst: within the targets after ${(fitAfterMs / 1000).toFixed(0)} s`,
  );
  for (const row of portalRows) {
    const ok = row.ratio <= TARGET_SERVICE_RATIO;
    console.log(
      `${row.label}: ${row.ratio.toFixed(2)} × hello at most (target ≤ ${TARGET_SERVICE_RATIO}) ${ok ? 'ok' : 'OVER'}`,
    );
  }
  if (admissionsStored < BURST_ADMISSIONS || !/^2xx \d+$/.test(otherResult) || !/^2xx \d+$/.test(signInResult)) {
    console.log('WRONG: not every form of the burst was stored');
    process.exitCode = 1;
  }
  if (
    fitAfterMs === undefined ||
    portalRows.some((row) => row.ratio > TARGET_SERVICE_RATIO) ||
    totals.some(([, total]) => total > TARGET_PORTAL_MB)
  ) {
    process.exitCode = 1;
  }
} finally {
  await Promise.all([stop(portal), stop(hello)]);
  rmSync(temp, { recursive: true, force: true });
}
