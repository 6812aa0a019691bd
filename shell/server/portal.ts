/**
 * Starts the whole portal on one machine: every service in the gateway's table that has a local
 * package, each as its own process (as it would run on its own small server), then the gateway.
 * Services run compiled (`node dist/server.js`, built by `pnpm build:services`); one whose build
 * is missing or older than its sources runs from source with tsx, with a warning.
 * `--dev` runs every service with `tsx watch` and also starts the rspack dev servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildGateway } from './app';
import { loadGatewayConfig, REPO_DIR } from './config';
import { LEAN_NODE_FLAGS } from './lean-node';

const dev = process.argv.includes('--dev');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(REPO_DIR, 'data'));
const children: ChildProcess[] = [];

if (dev) {
  process.env.REMOTES_CONFIG ??= path.join(REPO_DIR, 'shell/server/config/remotes.dev.json');
  process.env.PORT ??= '3001';
}
const config = loadGatewayConfig();

function start(label: string, command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) console.error(`[portal] ${label} stopped (${signal ?? code}); the gateway reports it at /healthz`);
  });
  children.push(child);
  return child;
}

async function waitHealthy(name: string, url: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await delay(250);
  }
  throw new Error(`service ${name} did not become healthy at ${url}`);
}

let shuttingDown = false;
function shutdown(code: number) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.once('SIGINT', () => shutdown(0));
process.once('SIGTERM', () => shutdown(0));

const tsx = path.join(REPO_DIR, 'node_modules/.bin/tsx');

/** Why a bundle cannot be used (missing, or a source it was built from changed since), if so. */
function bundleProblem(bundle: string): string | undefined {
  let builtAt: number;
  try {
    builtAt = statSync(bundle).mtimeMs;
  } catch {
    return 'not built';
  }
  try {
    // Written by the build: the bundled sources, relative to the bundle's folder.
    const inputs = JSON.parse(readFileSync(`${bundle}.inputs.json`, 'utf8')) as string[];
    const changed = inputs
      .map((input) => path.resolve(path.dirname(bundle), input))
      .find((input) => statSync(input).mtimeMs > builtAt);
    return changed ? `${path.relative(REPO_DIR, changed)} changed after the build` : undefined;
  } catch {
    return 'its build is incomplete';
  }
}

/** A tsx start costs ~160 MB where `node` on the build costs ~60 MB: compiled unless developing. */
function serviceCommand(dir: string): [string, string[]] {
  if (dev) return [tsx, ['watch', '--clear-screen=false', 'src/server.ts']];
  const bundle = path.join(dir, 'dist', 'server.js');
  const problem = bundleProblem(bundle);
  if (!problem) return [process.execPath, [...LEAN_NODE_FLAGS, bundle]];
  console.warn(`[portal] ${path.relative(REPO_DIR, dir)}: ${problem}; running it with tsx (pnpm build:services builds it)`);
  return [tsx, ['src/server.ts']];
}

const local = Object.entries(config.services.services).filter(([, service]) => service.package);
for (const [name, service] of local) {
  const url = new URL(service.url);
  const dir = path.join(REPO_DIR, service.package!);
  const [command, args] = serviceCommand(dir);
  start(`service ${name}`, command, args, dir, {
    PORT: url.port,
    HOST: url.hostname,
    DATA_DIR: dataDir,
  });
}

if (dev) {
  const gateway = `http://127.0.0.1:${config.port}`;
  for (const folder of ['shell', 'remotes/info', 'remotes/records', 'remotes/admissions', 'remotes/results', 'remotes/careers']) {
    start(folder, path.join(REPO_DIR, folder, 'node_modules/.bin/rspack'), ['serve', '--config', 'rspack.config.ts', '--mode', 'development'], path.join(REPO_DIR, folder), {
      GATEWAY_URL: gateway,
    });
  }
}

try {
  await Promise.all(local.map(([name, service]) => waitHealthy(name, service.url)));
} catch (error) {
  console.error(`[portal] ${(error as Error).message}`);
  shutdown(1);
}

const app = await buildGateway(config);
await app.listen({ port: config.port, host: config.host });
console.log(`[portal] ready: http://${config.host}:${config.port}${dev ? ' (gateway; pages at http://127.0.0.1:3000)' : ''} · data in ${dataDir}`);
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
