import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_REMOTES_CONFIG } from '../../playwright.config';

/**
 * README's "point a remote at another host, no restart": the careers build served by a second
 * server (another origin), the running portal's remotes map edited to name it, and the page loads
 * its code from there with no Content-Security-Policy violation. The map is restored afterwards.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const dist = path.join(repo, 'remotes/careers/dist');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

let server: http.Server;
let elsewhere: string;
let original: string;

test.beforeAll(async () => {
  // A plain static host, as a CDN would be: any origin may fetch (the manifest is fetched, not run).
  server = http.createServer((request, response) => {
    const file = path.join(dist, decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    if (!file.startsWith(dist + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  elsewhere = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  original = fs.readFileSync(E2E_REMOTES_CONFIG, 'utf8');
});

test.afterAll(async () => {
  if (original !== undefined) fs.writeFileSync(E2E_REMOTES_CONFIG, original);
  await new Promise((resolve) => server?.close(resolve));
});

test('a remote moved to another origin loads from there without a restart, allowed by the page CSP', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const scriptsFromElsewhere: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${elsewhere}/`) && response.ok() && response.request().resourceType() === 'script') {
      scriptsFromElsewhere.push(response.url());
    }
  });

  // The portal has been running with careers at /remotes/careers/ since the first spec.
  fs.writeFileSync(
    E2E_REMOTES_CONFIG,
    JSON.stringify({ ...JSON.parse(original), careers: `${elsewhere}/mf-manifest.json` }, null, 2),
  );
  const response = await page.goto('/career');
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${elsewhere}`);
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /^Recruitment \d{4}$/ })).toBeVisible();

  // Live, not just the prerendered HTML: the remote's code (from the other origin) navigates
  // to its form and validates it.
  await main.getByRole('link', { name: 'Apply Online' }).click();
  await expect(page).toHaveURL(/\/careerForm$/);
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('form', { name: 'Career form' }).getByRole('heading', { name: 'There is a problem' }),
  ).toBeVisible();
  await expect(page.getByText('could not be loaded')).toHaveCount(0);
  expect(scriptsFromElsewhere.some((url) => url.endsWith('/remoteEntry.js') || /remoteEntry/.test(url))).toBe(true);
  expect(violations).toEqual([]);

  // Moved back: served by the gateway again, and its host no longer allowed.
  fs.writeFileSync(E2E_REMOTES_CONFIG, original);
  const back = await page.goto('/career');
  expect(back?.headers()['content-security-policy']).not.toContain(elsewhere);
  await expect(main.getByRole('heading', { level: 1, name: /^Recruitment \d{4}$/ })).toBeVisible();
});
