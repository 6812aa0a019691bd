import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BundleReport, readBundleReport } from '@college/build-kit/bundle-report';
import { expect, test } from '@playwright/test';
import { visitUntilIdle } from '@college/remote-kit/testing/e2e';

/**
 * The phone's budget: the JavaScript and CSS a first visit to each page makes the browser load
 * before the page is live and the network quiet (no click: what a page needs only after one, the
 * photo fitter or the print view, loads then), each file counted as gzip level 9 of the built
 * file. Bytes are deterministic, so this is a test; speed is the bench's (`pnpm bench:bundle`,
 * `bench:web`). Over budget, the failure names the largest files and the modules inside them,
 * with what imports each (the build's bundle report, build-kit/src/bundle-report.ts).
 */

const KB = 1024;
/**
 * The target for every public page: a cheap phone on a slow link must be able to start it. The
 * budgets below are what each page needs today, rounded up, and only ever go down until they reach
 * it: a change that adds bytes to a first load fails here and says what it added.
 */
const PUBLIC_JS_TARGET_KB = 150;
const CSS_KB = 24;
/**
 * The office's sign-in page: staff use office computers and the college's own link, but the door is
 * also opened from phones; it carries the office kit, so it may take a little more than the target.
 */
const OFFICE_JS_KB = 160;

const BUDGETS: Record<string, { js: number; css: number }> = {
  '/': { js: PUBLIC_JS_TARGET_KB, css: CSS_KB },
  '/hi/': { js: PUBLIC_JS_TARGET_KB, css: CSS_KB },
  '/admission': { js: 150, css: CSS_KB },
  '/hi/admission': { js: 150, css: CSS_KB },
  '/student_data': { js: PUBLIC_JS_TARGET_KB, css: CSS_KB },
  '/result': { js: PUBLIC_JS_TARGET_KB, css: CSS_KB },
  '/office': { js: OFFICE_JS_KB, css: CSS_KB },
};

const repo = path.resolve(import.meta.dirname, '../..');

/** Where an address of the portal's build files lives on disk: the shell's, or a remote's dist. */
function builtFile(pathname: string): { file: string; outDir: string } {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const outDir = remote ? path.join(repo, 'remotes', remote[1], 'dist') : path.join(repo, 'shell', 'dist');
  return { file: path.join(outDir, remote ? remote[2] : pathname.slice(1)), outDir };
}

type Loaded = { pathname: string; kind: 'js' | 'css'; gzip: number; outDir: string };

/** The largest files, and inside the largest scripts the largest modules, as lines to read. */
function explain(files: Loaded[], kind: 'js' | 'css'): string {
  const reports = new Map<string, BundleReport>();
  const lines: string[] = [];
  for (const file of files.filter((f) => f.kind === kind).sort((a, b) => b.gzip - a.gzip)) {
    lines.push(`  ${(file.gzip / KB).toFixed(1).padStart(6)} KB  ${file.pathname}`);
    if (kind !== 'js' || lines.length > 12) continue;
    if (!reports.has(file.outDir)) reports.set(file.outDir, readBundleReport(file.outDir));
    for (const module of (reports.get(file.outDir)![path.basename(file.pathname)] ?? []).slice(0, 6)) {
      const by = module.importedBy ? `  <- imported by ${module.importedBy}` : '';
      lines.push(`           ${(module.size / KB).toFixed(1).padStart(6)} KB source  ${module.name}${by}`);
    }
  }
  return lines.join('\n');
}

test.use({ viewport: { width: 375, height: 740 } });

for (const [route, budget] of Object.entries(BUDGETS)) {
  test(`${route} loads at most ${budget.js} KB of JavaScript and ${budget.css} KB of CSS (gzip) before it is live`, async ({
    page,
  }) => {
    const portal = new URL(test.info().project.use.baseURL!).origin;
    const seen = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === portal && /\.(js|css)$/.test(url.pathname)) seen.add(url.pathname);
    });
    await visitUntilIdle(page, route);

    const files: Loaded[] = [...seen].map((pathname) => {
      const { file, outDir } = builtFile(pathname);
      return {
        pathname,
        kind: pathname.endsWith('.css') ? 'css' : 'js',
        gzip: gzipSync(fs.readFileSync(file), { level: 9 }).length,
        outDir,
      };
    });
    // The count must see the page's code, or a budget of any size would pass.
    expect(files.filter((f) => f.kind === 'js').length, 'scripts loaded').toBeGreaterThan(1);
    const total = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0);
    const js = total('js');
    const css = total('css');
    expect
      .soft(
        js,
        `${route}: ${(js / KB).toFixed(1)} KB of JavaScript (budget ${budget.js} KB). Largest files and modules:\n${explain(files, 'js')}\n`,
      )
      .toBeLessThanOrEqual(budget.js * KB);
    expect
      .soft(
        css,
        `${route}: ${(css / KB).toFixed(1)} KB of CSS (budget ${budget.css} KB). Largest files:\n${explain(files, 'css')}\n`,
      )
      .toBeLessThanOrEqual(budget.css * KB);
  });
}
