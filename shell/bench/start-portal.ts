import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEAN_NODE_FLAGS } from '../server/lean-node';
import { freePort } from '../server/free-port';

export { freePort };

export const repo = path.resolve(import.meta.dirname, '../..');
/** The compiled launcher (gateway in-process, services as children), as `pnpm start` runs it. */
export const LAUNCHER = path.join(repo, 'shell/server/dist/portal.js');


/**
 * Environment for a portal of its own: a free port for the gateway and for every service in the
 * gateway's table, so a benchmark never meets a portal already running on the default ports.
 */
export async function portalEnvironment(dataDir: string) {
  const services = JSON.parse(fs.readFileSync(path.join(repo, 'shell/server/config/services.json'), 'utf8')) as {
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
 * folder, for a benchmark. Stop it with `stop()`.
 */
export async function startPortal() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const { base, env } = await portalEnvironment(dataDir);
  const child = spawn(process.execPath, [...LEAN_NODE_FLAGS, LAUNCHER], { cwd: repo, env: { ...process.env, ...env }, stdio: 'ignore' });
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
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
