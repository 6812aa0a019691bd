/**
 * Office benchmark: the portal as `pnpm start` runs it (compiled launcher, services as
 * their own processes), on free ports and a temporary data folder with the demo accounts.
 *
 * (a) Sign-in: SIGN_INS password steps (`POST /api/v1/office/session/sign-in`) through the gateway,
 *     one after another, over the demo accounts in turn (only right passwords: nothing counts
 *     towards a lock, and the door's per-address limit counts failures only); p50/p95 beside one
 *     Argon2id verify with the office's parameters in this process (the floor: a sign-in is one);
 *     then CONCURRENT_SIGN_INS at once (BURST_ROUNDS each), nothing else running.
 * (b) The home page `/`: autocannon p50/p95/p99 alone, then again while CONCURRENT_SIGN_INS
 *     sign-ins run at once beside it (each worker signs in again as soon as it is answered), and
 *     the ratio of the two p95s; the sign-ins' own p95 under that load too.
 *
 * Figures and ratios from one run; no pass or fail. Argon2 (@node-rs/argon2) runs on libuv's
 * threadpool of the office service, a process of its own: the bench prints the processes to show
 * that the gateway (which serves `/`) is not the one hashing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LEAN_NODE_FLAGS } from '@college/service-kit/lean-node';
import { SIGN_IN_PATH } from '../../services/office/src/contract';
import { DEMO_ACCOUNTS } from '../../services/office/src/demo-account-list';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../../services/office/src/passwords';
import { commandLine, descendants, LAUNCHER, labelOf, portalEnvironment, repo, stop, waitFor } from './start-portal';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 50);
const CONCURRENT_SIGN_INS = Number(process.env.BENCH_CONCURRENT_SIGN_INS ?? 20);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 6);
const FLOOR_RUNS = 20;
/** Sign-ins each of the CONCURRENT_SIGN_INS workers makes in the burst without the home page load. */
const BURST_ROUNDS = 5;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))];
const ms = (value: number) => `${value.toFixed(1)} ms`;

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-office-bench-'));
const dataDir = path.join(temp, 'data');
const { base, env: ownPorts } = await portalEnvironment(dataDir);
const env = {
  ...process.env,
  ...ownPorts,
  // One address sends everything here. The gateway's GET limit (1,200 a minute) would answer most
  // of autocannon's requests with a 429, and a connection is asked to reconnect after 1,000
  // answers; the services' POST limit (60 in 10 minutes per address) would refuse most sign-ins.
  // The door's own limits (per account, and failures per address) stay as they are.
  RATE_LIMIT_GET_MAX: '1000000',
  MAX_REQUESTS_PER_SOCKET: '1000000',
  RATE_LIMIT_FORM_MAX: '1000000',
  // The door counts each sign-in of a username from one address before checking it, so the same
  // person's sign-ins at once from one place wait for each other. The concurrent sign-ins here are
  // different people at different places: each worker names its own address.
  TRUST_PROXY: '127.0.0.1',
};
const start = () =>
  spawn(process.execPath, [...LEAN_NODE_FLAGS, LAUNCHER], { cwd: repo, env, stdio: ['ignore', 'ignore', 'inherit'] });

// The first start seeds the data folder (demo accounts: 8 Argon2 hashes, notice PDFs): not measured.
const seeding = start();
await waitFor(`${base}/healthz`, seeding);
await stop(seeding);
const portal = start();

let account = 0;
/** One password step through the gateway, as the office's sign-in page sends it; its time. */
async function signIn(place = 0): Promise<number> {
  const { username, password } = DEMO_ACCOUNTS[account++ % DEMO_ACCOUNTS.length];
  const sent = performance.now();
  const response = await fetch(`${base}${SIGN_IN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.0.${place}.1` },
    body: JSON.stringify({ username, password }),
  });
  const text = await response.text();
  const took = performance.now() - sent;
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status} ${text}`);
  return took;
}

/** autocannon on `/` for DURATION_S; every answer's time is kept, for a true p95 (autocannon reports p90 and p97.5). */
async function homePage(title: string) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: DURATION_S }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  const p95 = percentile(times, 95);
  console.log(
    `    ${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  ` +
      `p99 ${ms(percentile(times, 99))}  max ${ms(Math.max(...times))}  non-2xx/errors ${non2xx}`,
  );
  return { p95, rps: result.requests.average, non2xx };
}

try {
  await waitFor(`${base}/healthz`, portal);
  const processes = [
    { pid: portal.pid!, label: 'launcher + gateway (node)' },
    ...descendants(portal.pid!).map((pid) => ({ pid, label: labelOf(pid) })),
  ];
  const office = processes.find(({ label }) => label.startsWith('service office'));
  if (!office) throw new Error('the office service process was not found');
  const fromSource = processes.filter(({ pid }) => commandLine(pid).some((arg) => arg.includes('tsx')));
  if (fromSource.length > 0)
    console.warn(`warning: not compiled, running through tsx: ${fromSource.map((p) => p.label).join(', ')}`);

  const cpus = os.cpus();
  console.log(
    `\nOffice sign-in and the public site, Node ${process.version}, ${cpus.length} CPU (${cpus[0]?.model.trim() ?? '?'})`,
  );
  console.log(
    `Argon2id m=${ARGON2_OPTIONS.memoryCost / 1024} MiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}; ` +
      `libuv threadpool ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'} in the office service`,
  );
  console.log(
    `processes: gateway pid ${portal.pid}, office service pid ${office.pid} (${office.pid === portal.pid ? 'THE SAME PROCESS' : 'separate'}); ${processes.length} in all`,
  );

  // The floor: one Argon2id verify of a right password, here, with the office's parameters.
  const stored = await hashPassword(DEMO_ACCOUNTS[0].password);
  const floor: number[] = [];
  for (let run = 0; run < FLOOR_RUNS; run++) {
    const began = performance.now();
    if (!(await verifyPassword(stored, DEMO_ACCOUNTS[0].password))) throw new Error('the verify failed');
    floor.push(performance.now() - began);
  }

  // (a) Sign-ins one after another (two first, to warm up connections and JIT).
  await signIn();
  await signIn();
  const alone: number[] = [];
  for (let n = 0; n < SIGN_INS; n++) alone.push(await signIn());
  console.log(
    `\n(a) ${SIGN_INS} sign-ins (password step) one after another through the gateway, ${DEMO_ACCOUNTS.length} demo accounts in turn`,
  );
  console.log(
    `    sign-in            p50 ${ms(percentile(alone, 50))}  p95 ${ms(percentile(alone, 95))}  max ${ms(Math.max(...alone))}`,
  );
  console.log(
    `    Argon2id verify    p50 ${ms(percentile(floor, 50))}  p95 ${ms(percentile(floor, 95))}  (${FLOOR_RUNS} in this process, the floor)`,
  );
  console.log(
    `    ratio              sign-in p95 / verify p95 = ${(percentile(alone, 95) / percentile(floor, 95)).toFixed(2)}`,
  );

  // The same sign-ins CONCURRENT_SIGN_INS at once, nothing else running: what the office alone gives.
  const burst: number[] = [];
  const burstStarted = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_SIGN_INS }, async (_, place) => {
      for (let n = 0; n < BURST_ROUNDS; n++) burst.push(await signIn(place));
    }),
  );
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  console.log(
    `    ${CONCURRENT_SIGN_INS} at once × ${BURST_ROUNDS}    p50 ${ms(percentile(burst, 50))}  p95 ${ms(percentile(burst, 95))}  ` +
      `${(burst.length / burstSeconds).toFixed(1)} sign-ins/s (${burst.length} in ${burstSeconds.toFixed(1)} s)`,
  );

  // (b) The home page alone, then beside CONCURRENT_SIGN_INS sign-ins at once.
  console.log(`\n(b) GET / with autocannon, ${CONNECTIONS} connections × ${DURATION_S} s`);
  await autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: 2 });
  const quiet = await homePage('/ alone');
  let running = true;
  const busy: number[] = [];
  const failures: string[] = [];
  const worker = async (_: unknown, place: number) => {
    while (running) {
      try {
        busy.push(await signIn(place));
      } catch (error) {
        failures.push((error as Error).message);
        return;
      }
    }
  };
  const workers = Array.from({ length: CONCURRENT_SIGN_INS }, worker);
  const loaded = await homePage(`/ beside ${CONCURRENT_SIGN_INS} sign-ins at once`);
  running = false;
  await Promise.all(workers);
  console.log(
    `    sign-ins beside it:     ${busy.length} in ${DURATION_S} s (${(busy.length / DURATION_S).toFixed(1)}/s), ` +
      `p50 ${ms(percentile(busy, 50))}  p95 ${ms(percentile(busy, 95))}${failures.length ? `, ${failures.length} failed: ${failures[0]}` : ''}`,
  );
  console.log(
    `    ratio              / p95 beside sign-ins ÷ alone = ${(loaded.p95 / Math.max(quiet.p95, 1)).toFixed(2)}; throughput ${(loaded.rps / quiet.rps).toFixed(2)} of alone`,
  );
  if (quiet.non2xx + loaded.non2xx > 0 || failures.length > 0) {
    console.log('WRONG: some answers were not 2xx');
    process.exitCode = 1;
  }
} finally {
  await stop(portal);
  fs.rmSync(temp, { recursive: true, force: true });
}
