import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { LEAN_NODE_FLAGS } from '@college/service-kit/lean-node';
import { freePort } from '@college/service-kit/free-port';

export { freePort };

export const repo = path.resolve(import.meta.dirname, '../..');
/** The compiled launcher (gateway in-process, services as children), as `pnpm start` runs it. */
export const LAUNCHER = path.join(repo, 'gateway/dist/portal.js');

/**
 * Environment for a portal of its own: a free port for the gateway and for every service in the
 * gateway's table, so a benchmark never meets a portal already running on the default ports.
 */
export async function portalEnvironment(dataDir: string) {
  const services = JSON.parse(fs.readFileSync(path.join(repo, 'gateway/config/services.json'), 'utf8')) as {
    services: Record<string, unknown>;
  };
  const port = await freePort();
  const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of Object.keys(services.services)) {
    env[`SERVICE_${name.toUpperCase().replace(/-/g, '_')}_URL`] = `http://127.0.0.1:${await freePort()}`;
  }
  return { base: `http://127.0.0.1:${port}`, env };
}

/**
 * The whole portal as `pnpm start` runs it (`pnpm build` first), on free ports and a fresh data
 * folder, for a benchmark; `settings` adds to its environment (a limit lifted, a proxy trusted).
 * Stop it with `stop()`.
 */
export async function startPortal(settings: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const { base, env } = await portalEnvironment(dataDir);
  const child = spawn(process.execPath, [...LEAN_NODE_FLAGS, LAUNCHER], {
    cwd: repo,
    env: { ...process.env, ...settings, ...env },
    stdio: 'ignore',
  });
  let up = false;
  for (let i = 0; i < 240 && !up; i++) {
    try {
      up = (await fetch(`${base}/healthz`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const stop = () => {
    child.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000);
  };
  if (!up) {
    stop();
    throw new Error('portal did not start');
  }
  return { base, stop };
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium with a fresh profile and its debugging port open, for Lighthouse. */
export async function startDebugChromium(port: number) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'));
  const chrome = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 80; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      await delay(250);
    }
  }
  return () => {
    chrome.kill('SIGTERM');
    setTimeout(() => fs.rmSync(profile, { recursive: true, force: true }), 1000);
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The yardstick for the service benchmarks: Fastify from the same install, one JSON route, on a
 * free port; plain node unless `nodeFlags` are given (rss.ts gives the portal's). Stop it with
 * `child.kill()`.
 */
export async function startHelloWorld(
  folder: string,
  nodeFlags: string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const fastifyEntry = createRequire(path.join(repo, 'gateway/package.json')).resolve('fastify');
  const file = path.join(folder, 'hello.mjs');
  fs.writeFileSync(
    file,
    `import Fastify from ${JSON.stringify(pathToFileURL(fastifyEntry).href)};
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });
`,
  );
  const child = spawn(process.execPath, [...nodeFlags, file], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { url: `http://127.0.0.1:${port}/`, child };
}

/**
 * The true floor of a proxied read: Fastify from the same install answering `path` (POST) with the
 * very bytes the portal gave for the same request body, from memory, uncompressed (a hello-world
 * does not compress). Whatever the gateway + service path does beyond this is its own cost.
 */
export async function startSameBytesServer(
  folder: string,
  route: string,
  answers: Map<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const fastifyEntry = createRequire(path.join(repo, 'gateway/package.json')).resolve('fastify');
  const data = path.join(folder, 'same-bytes.json');
  fs.writeFileSync(data, JSON.stringify(Object.fromEntries(answers)));
  const file = path.join(folder, 'same-bytes.mjs');
  fs.writeFileSync(
    file,
    `import fs from 'node:fs';
import Fastify from ${JSON.stringify(pathToFileURL(fastifyEntry).href)};
const answers = new Map(Object.entries(JSON.parse(fs.readFileSync(${JSON.stringify(data)}, 'utf8'))).map(([key, text]) => [key, Buffer.from(text)]));
const app = Fastify({ logger: false });
app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => done(null, body));
app.get('/', async () => ({ ready: true }));
app.post(${JSON.stringify(route)}, async (request, reply) => reply.type('application/json').send(answers.get(request.body)));
await app.listen({ port: ${port}, host: '127.0.0.1' });
`,
  );
  const child = spawn(process.execPath, [file], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { url: `http://127.0.0.1:${port}`, child };
}

// ---- Processes of a running portal, from /proc ----------------------------------------------

export const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
export const peakKb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** Every descendant of `root` (the launcher's service processes), from /proc. */
export function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may contain spaces and parentheses: the fields after the last ')' are safe.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parentOf) {
      if (parent === pid) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return found;
}

export const commandLine = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

export function labelOf(pid: number): string {
  const args = commandLine(pid);
  const service = args.map((arg) => /services\/([^/]+)\/(?:dist|src)\//.exec(arg)?.[1]).find(Boolean);
  const runner = path.basename(args[0] ?? '?');
  return service
    ? `service ${service} (${runner})`
    : args
        .slice(0, 2)
        .map((arg) => path.basename(arg))
        .join(' ');
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, delay(5000)]);
}

const FRESH_MB = 256;
/**
 * What this machine charges for memory a process touches for the first time: µs per 4 KiB page,
 * the median of three fresh Node processes each writing one byte in every page of 256 MB. A browser
 * tab touches some 100 MB of fresh memory as it loads a page, so on a virtual machine that hands
 * each new page over from its host (10-25 µs a page on the one this was written on; a bare machine
 * takes under 1) every figure of the page's main thread grows with it, while Lighthouse's
 * benchmarkIndex (script speed on memory already touched) stays the same. Printed beside the benchmarkIndex so figures from
 * different machines can be compared.
 */
export function freshMemoryCost(): number {
  const script =
    `const t = process.hrtime.bigint(); const b = Buffer.allocUnsafeSlow(${FRESH_MB} * 1048576);` +
    `for (let i = 0; i < b.length; i += 4096) b[i] = 1;` +
    `process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1000 / (b.length / 4096)));`;
  const runs = Array.from({ length: 3 }, () =>
    Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })),
  );
  return median(runs);
}
