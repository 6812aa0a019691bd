import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEAN_NODE_FLAGS } from '../server/lean-node';

export const repo = path.resolve(import.meta.dirname, '../..');

/**
 * The whole portal as `pnpm start` runs it (compiled launcher and services; `pnpm build` first), on
 * its own ports and a fresh data folder, for a benchmark. Stop it with `stop()`.
 */
export async function startPortal(port: number, servicePortBase: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, [...LEAN_NODE_FLAGS, 'shell/server/dist/portal.js'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SERVICE_INFO_URL: `http://127.0.0.1:${servicePortBase + 1}` },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
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
