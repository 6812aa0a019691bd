import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_SERVICE_URLS } from '../../../playwright.config';

/**
 * The records service stopped: a second gateway whose records service address has nothing behind
 * it (the other services are the main portal's). The listing says so and offers Retry, the rest of
 * the site works, and once a records service answers at that address Retry brings the data.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3900) + 12;
const recordsPort = Number(process.env.E2E_SERVICE_PORT_BASE ?? 4900) + 12;
const base = `http://127.0.0.1:${port}`;
let tmp: string;
let gateway: ChildProcess;
let records: ChildProcess | undefined;

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-records-down-'));
  gateway = spawn(path.join(repo, 'node_modules/.bin/tsx'), ['gateway/src/portal.ts', '--gateway-only'], {
    cwd: repo,
    env: {
      ...process.env,
      ...E2E_SERVICE_URLS,
      SERVICE_RECORDS_URL: `http://127.0.0.1:${recordsPort}`,
      PORT: String(port),
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  await waitFor(`${base}/remotes.json`);
});

test.afterAll(() => {
  gateway?.kill('SIGTERM');
  records?.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('with the records service stopped the listing says so and offers Retry; the rest works; Retry recovers', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${base}/student_data`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Details' })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('not available right now');
  const retry = alert.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The rest of the portal is untouched (another tab): home with its news from the info service.
  const other = await context.newPage();
  await other.goto(`${base}/`);
  await expect(other.getByRole('link', { name: /open notice/i }).first()).toBeVisible();
  await other.goto(`${base}/result`);
  await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await other.close();

  // The service comes back (its own fresh data folder, seeded on first start); Retry, no reload.
  records = spawn(process.execPath, [path.join(repo, 'services/records/dist/server.js')], {
    cwd: path.join(repo, 'services/records'),
    env: { ...process.env, PORT: String(recordsPort), HOST: '127.0.0.1', DATA_DIR: tmp, LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${recordsPort}/healthz`);
  await retry.click();
  await expect(alert).toHaveCount(0);
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(
    filters.getByLabel('Academic Year', { exact: true }).getByRole('option', { name: '2024-2025' }),
  ).toBeAttached();
  await filters.getByLabel('Academic Year', { exact: true }).selectOption({ label: '2024-2025' });
  await filters.getByLabel('Course', { exact: true }).selectOption({ label: 'B.Ed.' });
  await expect(
    filters.getByLabel('Semester', { exact: true }).getByRole('option', { name: 'First Year' }),
  ).toBeAttached();
  await filters.getByLabel('Semester', { exact: true }).selectOption({ label: 'First Year' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Students' }).getByRole('row')).toHaveCount(21);
});
