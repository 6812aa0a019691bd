import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localePath } from '@college/design-system/address';
import { HINDI_ROUTES, ROUTES } from '../src/routes/route-table';
import { samplePath } from '@college/remote-kit/testing/e2e';

/**
 * Issue 26: the HTML the gateway sends for every page (before any script runs) is valid HTML, as
 * the W3C Nu Html Checker (vnu-jar, a Java program) reads it: every route of the route table, their
 * Hindi twins, the office's pages and the not-found pages.
 */

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const PAGES: Array<{ path: string; status: number }> = [
  ...ROUTES.map((route) => ({ path: samplePath(route.path), status: 200 })),
  // A listing whose filters are in the address is rendered with its results (a live page). English
  // before any Hindi page: a Hindi page remembers the language, and an English address then leads there.
  { path: '/student_data?acd_year=3&course_id=1&part_id=1', status: 200 },
  ...HINDI_ROUTES.map((route) => ({ path: localePath(samplePath(route.path), 'hi'), status: 200 })),
  { path: '/hi/student_data?acd_year=3&course_id=1&part_id=1', status: 200 },
  { path: '/no-such-page', status: 404 },
  { path: '/hi/no-such-page', status: 404 },
  { path: '/office/no-such-room', status: 404 },
];

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/** One JVM for every file: starting Java per page would cost seconds each. */
function vnu(files: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...files]);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    // No Java on the machine: say what to install rather than "spawn java ENOENT".
    child.on('error', (error) =>
      reject(
        new Error(`the HTML checker needs Java on the PATH (apt-get install default-jre-headless): ${error.message}`),
      ),
    );
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

test('every page’s first response is valid HTML (W3C Nu Html Checker, no errors)', async ({ request }) => {
  test.setTimeout(180_000);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'valid-html-'));
  const pathOf = new Map<string, string>();
  for (const [index, page] of PAGES.entries()) {
    const response = await request.get(page.path, { maxRedirects: 0 });
    expect(response.status(), page.path).toBe(page.status);
    expect(response.headers()['content-type'], page.path).toMatch(/^text\/html/);
    const slug = page.path.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'home';
    const file = path.join(folder, `${String(index).padStart(3, '0')}-${slug}.html`);
    fs.writeFileSync(file, await response.body());
    pathOf.set(file, page.path);
  }

  const { code, out, err } = await vnu([...pathOf.keys()]);
  expect(out, `the checker wrote no report: ${err}`).not.toBe('');
  const messages = (JSON.parse(out) as { messages: VnuMessage[] }).messages;
  // --errors-only leaves errors, and "non-document-error" for a file it could not read.
  const problems = messages
    .filter((message) => message.type !== 'info')
    .map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '?';
      return `${pathOf.get(file) ?? file} (${path.basename(file)}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}) ${message.message}${message.extract ? ` — ${message.extract.trim()}` : ''}`;
    });
  expect(problems, `the checker's findings (pages in ${folder})`).toEqual([]);
  expect(code, err).toBe(0);
  fs.rmSync(folder, { recursive: true, force: true });
});
