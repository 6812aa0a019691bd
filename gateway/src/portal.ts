/**
 * The gateway package's one entry point (`node gateway/dist/portal.js`, or tsx on this file).
 * Starts the whole portal on one machine: every service in the gateway's table that has a local
 * package, each as its own supervised process (as it would run on its own small server), then the
 * gateway. A service that exits unexpectedly is started again with backoff (at most a minute
 * apart, never giving up; repeated quick failures also log fatal lines: supervisor.ts). Meanwhile
 * the gateway answers that service's paths with a 503 JSON and /healthz answers 503.
 * Services run compiled (`node dist/server.js`, built by `pnpm build:services`); one whose build
 * is missing or older than its sources runs from source with tsx, with a warning.
 * `--dev` runs every service with `tsx watch` and also starts the rspack dev servers.
 * `--gateway-only` starts just the gateway (the only way to start one alone), for a server where
 * a service manager runs each service as its own unit (deploy/), or a test's second gateway.
 * The launcher's own lines are JSON like the services' (`"service":"portal"`).
 * It refuses to start when a port it needs is taken (another portal on this machine), and hands
 * each service an instance id that the gateway's /healthz checks (plugins/app/gateway-config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { buildGateway } from './app';
import { GATEWAY_DIR, loadGatewayConfig, REPO_DIR } from './config';
import { hostOf, portOf, portProblem } from './port-check';
import { LEAN_MALLOC_ENV } from '@college/service-kit/lean-node';
import { serviceCommand, waitHealthy } from './service-command';
import { type LogLine, Supervised } from './supervisor';
process.umask(0o027); // no file this process or its children make is for other users (services set it too)

const dev = process.argv.includes('--dev');
const gatewayOnly = process.argv.includes('--gateway-only');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(REPO_DIR, 'data'));
const devServers: ChildProcess[] = [];
const supervised: Supervised[] = [];

const LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;
function log({ level, msg, ...rest }: LogLine) {
  const line = JSON.stringify({
    level: LEVELS[level],
    time: new Date().toISOString(),
    service: 'portal',
    pid: process.pid,
    ...rest,
    msg,
  });
  if (LEVELS[level] >= LEVELS.error) console.error(line);
  else console.log(line);
}

if (dev) {
  process.env.REMOTES_CONFIG ??= path.join(GATEWAY_DIR, 'config/remotes.dev.json');
  process.env.PORT ??= '3001';
}
let config;
try {
  config = loadGatewayConfig();
} catch (error) {
  log({ level: 'fatal', msg: (error as Error).message });
  process.exit(1);
}

let shuttingDown = false;
async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  setTimeout(() => process.exit(code), 8000).unref();
  for (const child of devServers) child.kill('SIGTERM');
  await Promise.all(supervised.map((service) => service.stop()));
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

const local = gatewayOnly ? [] : Object.entries(config.services.services).filter(([, service]) => service.package);

// Before anything starts. A taken service port is most often another portal on this machine:
// started anyway, this portal's services would fail and restart forever while its gateway
// proxied every call to the other portal's services and data.
const wanted = local.map(([name, service]) => ({
  name,
  url: new URL(service.url),
  dir: path.join(REPO_DIR, service.package!),
  setting: `SERVICE_${name.toUpperCase().replace(/-/g, '_')}_URL or services.json`,
}));
const ports = [
  ...wanted.map(({ name, url, setting }) => ({ name, host: hostOf(url), port: portOf(url), setting })),
  ...(config.port === 0 ? [] : [{ name: 'gateway', host: config.host, port: config.port, setting: 'PORT' }]),
];
let refused = false;
for (const { name, host, port, setting } of ports) {
  const problem = await portProblem(host, port);
  if (!problem) continue;
  refused = true;
  log({
    level: 'fatal',
    msg:
      problem === 'EADDRINUSE'
        ? `port ${port} (${name}) is in use: another portal or program holds it; stop it or set another port (${setting})`
        : `port ${port} (${name}) on ${host} cannot be used (${problem}); set another port or host (${setting})`,
    port,
  });
}
if (refused) process.exit(1);

// What the gateway expects each service's /healthz to answer: this launcher's process, not
// whatever answers on the port.
const instances: Record<string, string> = {};
for (const { name, url, dir } of wanted) {
  instances[name] = randomUUID();
  const { command, args, fallback } = serviceCommand(dir, dev);
  if (fallback)
    log({
      level: 'warn',
      msg: `${path.relative(REPO_DIR, dir)}: ${fallback}; running it with tsx (pnpm build:services builds it)`,
    });
  const process_ = new Supervised({
    name,
    command,
    args,
    cwd: dir,
    // TRUST_PROXY names the gateway's proxy; a service's only proxy is the gateway on this machine
    // (its default, loopback). Inherited, it would make every visitor the gateway's address.
    env: {
      ...LEAN_MALLOC_ENV,
      PORT: String(portOf(url)),
      HOST: hostOf(url),
      DATA_DIR: dataDir,
      TRUST_PROXY: undefined,
      SERVICE_INSTANCE_ID: instances[name],
    },
    log,
  });
  supervised.push(process_);
  process_.start();
}

if (dev) {
  const gateway = `http://127.0.0.1:${config.port}`;
  for (const folder of [
    'shell',
    'remotes/info',
    'remotes/records',
    'remotes/admissions',
    'remotes/results',
    'remotes/careers',
    'remotes/office',
  ]) {
    const cwd = path.join(REPO_DIR, folder);
    const child = spawn(
      path.join(cwd, 'node_modules/.bin/rspack'),
      ['serve', '--config', 'rspack.config.ts', '--mode', 'development'],
      {
        cwd,
        env: { ...process.env, GATEWAY_URL: gateway },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('exit', (code, signal) => {
      if (!shuttingDown) log({ level: 'error', msg: `${folder} dev server stopped (${signal ?? code})` });
    });
    devServers.push(child);
  }
}

// A service that is not up after 60 s does not keep the others offline: the gateway starts and
// answers its paths with 503 while its supervisor keeps trying.
const healthy = await Promise.all(local.map(([name, service]) => waitHealthy(service.url, 60_000, instances[name])));
local.forEach(([name], index) => {
  if (!healthy[index])
    log({ level: 'error', msg: `service ${name} is not answering at start; the portal starts without it` });
});

const app = await buildGateway(config, {
  supervision: gatewayOnly
    ? undefined
    : () => Object.fromEntries(supervised.map((service) => [service.name, service.snapshot()])),
  // Under --gateway-only the service manager starts the services: no ids are known, none checked.
  instances: gatewayOnly ? undefined : instances,
});
await app.listen({ port: config.port, host: config.host });
log({
  level: 'info',
  msg: `ready: http://${config.host}:${config.port}${dev ? ' (gateway; pages at http://127.0.0.1:3000)' : ''}${gatewayOnly ? ' (gateway only)' : ` · data in ${dataDir}`}`,
});
process.once('exit', () => {
  for (const service of supervised) {
    try {
      // Each service runs in its own process group (supervisor.ts): the group goes.
      if (service.pid) process.kill(-service.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  for (const child of devServers) child.kill('SIGTERM');
});
