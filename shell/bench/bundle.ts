/**
 * Bundle benchmark: starts the portal on a temporary data folder, loads / in headless Chromium and
 * prints the gzip bytes of every JS and CSS file transferred, split by shell, shared libraries and
 * each remote. Target (spec of the platform issue): home first-load JS ≤ 170 KB gzip.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const TARGET_JS_KB = 170;
const repo = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 3950);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

/** Files each build's manifest lists as shared-library chunks. */
function sharedFiles(distDir: string): Set<string> {
  const files = new Set<string>();
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) files.add(path.basename(file));
    }
  } catch {
    // no manifest: nothing is counted as shared
  }
  return files;
}

const portal = spawn(path.join(repo, 'node_modules/.bin/tsx'), ['shell/server/portal.ts'], {
  cwd: repo,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SERVICE_INFO_URL: 'http://127.0.0.1:4951' },
  stdio: 'ignore',
});

try {
  let up = false;
  for (let i = 0; i < 240 && !up; i++) {
    try {
      up = (await fetch(`${base}/healthz`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  if (!up) throw new Error('portal did not start');

  const shared = new Set<string>([
    ...sharedFiles(path.join(repo, 'shell/dist')),
    ...['info', 'records', 'admissions', 'results', 'careers'].flatMap((name) => [...sharedFiles(path.join(repo, 'remotes', name, 'dist'))]),
  ]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  const rows: { group: string; kind: 'js' | 'css'; file: string; raw: number; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || url.origin !== base) return;
    pending.push(
      response.body().then((body) => {
        const file = path.basename(url.pathname);
        const remote = url.pathname.match(/^\/remotes\/([^/]+)\//)?.[1];
        const group = shared.has(file) ? 'shared' : remote ? `remote:${remote}` : 'shell';
        rows.push({ group, kind, file: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: /^new/i }).first().waitFor();
  await Promise.all(pending);
  await browser.close();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log('\nHome page (/), first load, 375 px viewport\n');
  console.log('group'.padEnd(18), 'kind', 'files'.padStart(5), 'raw KB'.padStart(9), 'gzip KB'.padStart(9));
  const groups = [...new Set(rows.map((r) => `${r.group}|${r.kind}`))].sort();
  for (const key of groups) {
    const [group, kind] = key.split('|');
    const part = rows.filter((r) => r.group === group && r.kind === kind);
    const raw = part.reduce((sum, r) => sum + r.raw, 0);
    const gz = part.reduce((sum, r) => sum + r.gzip, 0);
    console.log(group.padEnd(18), kind.padEnd(4), String(part.length).padStart(5), kb(raw).padStart(9), kb(gz).padStart(9));
  }
  const jsGzip = rows.filter((r) => r.kind === 'js').reduce((sum, r) => sum + r.gzip, 0);
  const cssGzip = rows.filter((r) => r.kind === 'css').reduce((sum, r) => sum + r.gzip, 0);
  console.log(`\nJS total: ${kb(jsGzip)} KB gzip (target ≤ ${TARGET_JS_KB} KB; ratio ${(jsGzip / 1024 / TARGET_JS_KB).toFixed(2)})`);
  console.log(`CSS total: ${kb(cssGzip)} KB gzip`);
  if (process.argv.includes('--files')) {
    for (const r of rows.sort((a, b) => b.gzip - a.gzip)) console.log(kb(r.gzip).padStart(7), r.group.padEnd(16), r.file);
  }
} finally {
  portal.kill('SIGTERM');
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000);
}
