/**
 * Starts the whole portal on one machine: every service in the gateway's table that has a local
 * package, each as its own process (as it would run on its own small server), then the gateway.
 * `--dev` also starts the rspack dev servers of the shell and every remote.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildGateway } from './app';
import { loadGatewayConfig, REPO_DIR } from './config';

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
const local = Object.entries(config.services.services).filter(([, service]) => service.package);
for (const [name, service] of local) {
  const url = new URL(service.url);
  start(`service ${name}`, tsx, ['src/server.ts'], path.join(REPO_DIR, service.package!), {
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
