/**
 * Bundle benchmark: starts the portal on a temporary data folder, loads each measured route in a
 * fresh headless Chromium context (375 px) and prints the JS and CSS it transfers, split by shell,
 * shared libraries and each remote: gzip-9 bytes of every file, and the bytes really on the wire
 * (the gateway sends the build's brotli files). Targets: home first-load JS ≤ 150 KB gzip
 * and ≤ 130 KB on the wire.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, repo, startPortal } from './start-portal';

const TARGET_GZIP_KB = 150;
const TARGET_WIRE_KB = 130;
// Each page in both languages: the Hindi twin carries its own text and must fit the same budget.
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/hi/', '/admission', '/hi/admission', '/student_data'];

/** Files each build's manifest lists as shared-library chunks. */
function sharedFiles(distDir: string): Set<string> {
  const files = new Set<string>();
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])])
        files.add(path.basename(file));
    }
  } catch {
    // no manifest: nothing is counted as shared
  }
  return files;
}

type Row = { group: string; kind: 'js' | 'css' | 'html'; file: string; raw: number; gzip: number; wire: number };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const portal = await startPortal();
try {
  const shared = new Set<string>([
    ...sharedFiles(path.join(repo, 'shell/dist')),
    ...['info', 'records', 'admissions', 'results', 'careers', 'office'].flatMap((name) => [
      ...sharedFiles(path.join(repo, 'remotes', name, 'dist')),
    ]),
  ]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const summary: string[] = [];
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const rows: Row[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== portal.base) return;
      const kind = url.pathname.endsWith('.js')
        ? 'js'
        : url.pathname.endsWith('.css')
          ? 'css'
          : request.resourceType() === 'document'
            ? 'html'
            : null;
      if (!kind) return;
      pending.push(
        (async () => {
          const response = await request.response();
          // A redirect's own answer has no body (the request it leads to is counted).
          if (!response || (response.status() >= 300 && response.status() < 400)) return;
          const body = await response.body();
          const sizes = await request.sizes();
          const file = path.basename(url.pathname);
          const remote = url.pathname.match(/^\/remotes\/([^/]+)\//)?.[1];
          // The shell's entry carries its shared libraries (eager in the host), so it is both.
          const owner = remote ? `remote:${remote}` : 'shell';
          const group = kind === 'html' ? 'page' : shared.has(file) ? (remote ? 'shared' : 'shell+shared') : owner;
          rows.push({
            group,
            kind,
            file: url.pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          });
        })(),
      );
    });
    await page.goto(`${portal.base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();

    console.log(`\n${route}: first load, 375 px viewport\n`);
    console.log(
      'group'.padEnd(18),
      'kind',
      'files'.padStart(5),
      'raw KB'.padStart(9),
      'gzip KB'.padStart(9),
      'wire KB'.padStart(9),
    );
    for (const key of [...new Set(rows.map((r) => `${r.group}|${r.kind}`))].sort()) {
      const [group, kind] = key.split('|');
      const part = rows.filter((r) => r.group === group && r.kind === kind);
      const sum = (pick: (r: Row) => number) => part.reduce((total, r) => total + pick(r), 0);
      console.log(
        group.padEnd(18),
        kind.padEnd(4),
        String(part.length).padStart(5),
        kb(sum((r) => r.raw)).padStart(9),
        kb(sum((r) => r.gzip)).padStart(9),
        kb(sum((r) => r.wire)).padStart(9),
      );
    }
    const js = rows.filter((r) => r.kind === 'js');
    const jsGzip = js.reduce((sum, r) => sum + r.gzip, 0);
    const jsWire = js.reduce((sum, r) => sum + r.wire, 0);
    const cssWire = rows.filter((r) => r.kind === 'css').reduce((sum, r) => sum + r.wire, 0);
    const html = rows.find((r) => r.kind === 'html');
    const line = `${route.padEnd(14)} JS ${kb(jsGzip)} KB gzip (target ≤ ${TARGET_GZIP_KB}, ratio ${(jsGzip / 1024 / TARGET_GZIP_KB).toFixed(2)}), ${kb(jsWire)} KB on the wire (target ≤ ${TARGET_WIRE_KB}, ratio ${(jsWire / 1024 / TARGET_WIRE_KB).toFixed(2)}); CSS ${kb(cssWire)} KB, HTML ${kb(html?.wire ?? 0)} KB on the wire`;
    summary.push(line);
    if (process.argv.includes('--files')) {
      for (const r of rows.sort((a, b) => b.gzip - a.gzip))
        console.log(kb(r.gzip).padStart(7), kb(r.wire).padStart(7), r.group.padEnd(16), r.file);
    }
  }
  await browser.close();
  console.log(`\nSummary\n${summary.join('\n')}`);
} finally {
  portal.stop();
}
