import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOT_OUR_INSTANCE } from './routes/health';
import { REPO_DIR } from './config';
import { freePort } from '@college/service-kit/free-port';
import { TSX } from './service-command';
import { gatewayOver } from './test-gateway';
import { removeBundles, startServiceProcess } from './test-processes';

/**
 * Issue 19: a second portal on the same machine must never use the first one's services. Its
 * launcher refuses to start while a port it needs is held, and the gateway's /healthz counts a
 * service healthy only when it is the process its launcher started.
 */
let tmp: string;
const cleanup: (() => unknown)[] = [];

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'second-portal-'));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.writeFileSync(path.join(tmp, 'remotes.json'), '{}');
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
  removeBundles();
});

/** Whether anything accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A services table of the given local services on free ports, and the environment of a launcher over it. */
async function launcherSetup(names: string[], label: string) {
  const ports: Record<string, number> = {};
  for (const name of names) ports[name] = await freePort();
  const servicesFile = path.join(tmp, `services-${label}.json`);
  fs.writeFileSync(
    servicesFile,
    JSON.stringify({
      services: Object.fromEntries(
        names.map((name) => [name, { url: `http://127.0.0.1:${ports[name]}`, package: `services/${name}` }]),
      ),
    }),
  );
  const gatewayPort = await freePort();
  const dataDir = path.join(tmp, `data-${label}`);
  const env = {
    ...process.env,
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVICES_CONFIG: servicesFile,
    SHELL_DIST: path.join(tmp, 'shell'),
    REMOTES_DIR: path.join(tmp, 'remotes'),
    REMOTES_CONFIG: path.join(tmp, 'remotes.json'),
  };
  return { ports, gatewayPort, dataDir, env };
}

/** The launcher as `pnpm portal` runs it, its output kept. */
function startLauncher(env: NodeJS.ProcessEnv) {
  const child = spawn(TSX, ['gateway/src/portal.ts'], { cwd: REPO_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function stopLauncher(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

describe('a second launcher while a port of its services is taken', () => {
  it('exits at once with a fatal line naming the port, and starts nothing', async () => {
    const { ports, gatewayPort, dataDir, env } = await launcherSetup(['info', 'records'], 'refused');
    // Stands in for the first portal's records service; info, checked first, is free.
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(ports.records, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => holder.close(resolve)));

    const started = Date.now();
    const launcher = startLauncher(env);
    cleanup.push(() => stopLauncher(launcher.child, launcher.exited));
    const code = await Promise.race([
      launcher.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 20_000)),
    ]);
    expect(code, launcher.output()).toBe(1);
    // tsx's own start is most of it; no service was waited for (that takes 60 s).
    expect(Date.now() - started).toBeLessThan(15_000);

    const lines = launcher
      .output()
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { level: number; msg: string; service?: string }];
        } catch {
          return [];
        }
      });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 60,
        service: 'portal',
        port: ports.records,
        msg: `port ${ports.records} (records) is in use: another portal or program holds it; stop it or set another port (SERVICE_RECORDS_URL or services.json)`,
      }),
    ]);
    // Nothing started: no service, no gateway, not even a data folder.
    expect(await listening(ports.info)).toBe(false);
    expect(await listening(gatewayPort)).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 30_000);

  it('starts when its ports are free, its gateway healthy with the instance it started', async () => {
    const { ports, gatewayPort, env } = await launcherSetup(['info'], 'free');
    const launcher = startLauncher(env);
    cleanup.push(() => stopLauncher(launcher.child, launcher.exited));
    let health: { status: number; body: unknown } | undefined;
    for (let attempt = 0; attempt < 240 && launcher.child.exitCode === null; attempt++) {
      try {
        const response = await fetch(`http://127.0.0.1:${gatewayPort}/healthz`);
        health = { status: response.status, body: await response.json() };
        if (response.ok) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(health, launcher.output()).toMatchObject({ status: 200, body: { status: 'ok', services: { info: 'ok' } } });
    // The service answers the id its launcher gave it (a uuid); the gateway's answer never shows it.
    const service = (await (await fetch(`http://127.0.0.1:${ports.info}/healthz`)).json()) as { instance?: string };
    expect(service.instance).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(health!.body)).not.toContain(service.instance);
  }, 90_000);
});

describe("the gateway's /healthz with a stranger on a service's port", () => {
  async function gatewayOverService(url: string, instances: Record<string, string>) {
    const servicesFile = path.join(tmp, `services-${Math.random().toString(36).slice(2)}.json`);
    fs.writeFileSync(servicesFile, JSON.stringify({ services: { info: { url } } }));
    const gateway = await gatewayOver(tmp, { instances }, { SERVICES_CONFIG: servicesFile });
    cleanup.push(() => gateway.close());
    return gateway;
  }

  it('answers 503 for another service process, whose instance id is not the one it expects', async () => {
    const stranger = await startServiceProcess(path.join(tmp, 'data-stranger'), 'info', {
      SERVICE_INSTANCE_ID: 'the-other-portal',
    });
    cleanup.push(() => stranger.stop());

    const ours = await gatewayOverService(stranger.url, { info: 'this-portal' });
    const local = await ours.inject({ url: '/healthz' });
    expect(local.statusCode).toBe(503);
    expect(local.json()).toEqual({
      status: 'not ok',
      services: { info: NOT_OUR_INSTANCE },
      down: ['info'],
      pools: { info: expect.objectContaining({ saturated: false }) },
    });
    expect(local.body).not.toContain('the-other-portal');
    const visitor = await ours.inject({ url: '/healthz', remoteAddress: '203.0.113.7' });
    expect([visitor.statusCode, visitor.json()]).toEqual([503, { status: 'not ok' }]);

    // The same process is healthy to the gateway of the launcher that started it.
    const its = await gatewayOverService(stranger.url, { info: 'the-other-portal' });
    expect((await its.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 40_000);

  it('answers 503 for a plain server answering /healthz ok, and checks nothing extra without ids (--gateway-only)', async () => {
    const plain = http.createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'ok' }));
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => plain.close(resolve)));
    const url = `http://127.0.0.1:${(plain.address() as { port: number }).port}`;

    const checked = await gatewayOverService(url, { info: 'this-portal' });
    const local = await checked.inject({ url: '/healthz' });
    expect([local.statusCode, local.json()]).toEqual([
      503,
      {
        status: 'not ok',
        services: { info: NOT_OUR_INSTANCE },
        down: ['info'],
        pools: { info: expect.objectContaining({ saturated: false }) },
      },
    ]);

    const unchecked = await gatewayOverService(url, {});
    expect((await unchecked.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
