import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_SERVICE_URLS } from '../../playwright.config';
import { TEST_SETTINGS } from '../../settings/test/fixture';
import { serviceDb } from '@college/remote-kit/testing/office-e2e';
import { REMOTE_NAMES, type RemoteName } from '../src/routes/route-table';

/**
 * Breaks remotes on purpose, on a second gateway whose remote builds and remotes map are copies in
 * a temporary folder, so the main portal of the other tests is left alone.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const port = 3910;
const base = `http://127.0.0.1:${port}`;
let tmp: string;
let gateway: ChildProcess;

test.beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-remotes-'));
  for (const name of REMOTE_NAMES) {
    fs.cpSync(path.join(repo, 'remotes', name, 'dist'), path.join(tmp, name, 'dist'), { recursive: true });
  }
  fs.copyFileSync(path.join(repo, 'gateway/config/remotes.json'), path.join(tmp, 'remotes.json'));
  gateway = spawn(path.join(repo, 'node_modules/.bin/tsx'), ['gateway/src/portal.ts', '--gateway-only'], {
    cwd: repo,
    env: {
      ...process.env,
      ...E2E_SERVICE_URLS,
      PORT: String(port),
      REMOTES_DIR: tmp,
      REMOTES_CONFIG: path.join(tmp, 'remotes.json'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 80; i++) {
    try {
      if ((await fetch(`${base}/remotes.json`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('second gateway did not start');
});

test.afterAll(() => {
  gateway?.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/**
 * Sets a remote's build aside while `meanwhile` runs (a page loaded then finds it gone, or a
 * stand-in built in its place serves it) and always puts it back, for the tests after this one.
 */
async function withRemoteAside(name: RemoteName, meanwhile: (dist: string) => Promise<void>) {
  const dist = path.join(tmp, name, 'dist');
  const aside = path.join(tmp, `${name}-aside`);
  fs.renameSync(dist, aside);
  try {
    await meanwhile(dist);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.renameSync(aside, dist);
  }
}

test('a removed remote shows Retry on its routes, home still works, and a rebuild is picked up live', async ({
  page,
}) => {
  test.setTimeout(90_000);
  fs.rmSync(path.join(tmp, 'records', 'dist'), { recursive: true, force: true });

  await page.goto(`${base}/faculty`);
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The other remotes are untouched: home renders with its news.
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: TEST_SETTINGS.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /open notice/i }).first()).toBeVisible();

  // Rebuild the records remote into the served folder; no shell rebuild, no gateway restart.
  await promisify(execFile)(
    path.join(repo, 'remotes/records/node_modules/.bin/rspack'),
    ['build', '--config', 'rspack.config.ts'],
    {
      cwd: path.join(repo, 'remotes/records'),
      env: { ...process.env, BUILD_OUT_DIR: path.join(tmp, 'records', 'dist') },
    },
  );
  // The new build's own prerendered HTML is in the first response, before any script runs.
  const html = await (await fetch(`${base}/faculty`)).text();
  expect(html).toMatch(/<main[^>]*>.*<h1[^>]*>Faculty<\/h1>/s);
  await page.goto(`${base}/faculty`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Faculty' })).toBeVisible();
  await expect(page.getByText('could not be loaded')).toHaveCount(0);
});

test('Retry recovers once the remote is back, without reloading the page', async ({ page }) => {
  test.setTimeout(60_000);
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await withRemoteAside('records', async () => {
    await page.goto(`${base}/timetable`);
    await expect(alert).toBeVisible({ timeout: 20_000 });
  });
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /Time Table/ })).toBeVisible({
    timeout: 20_000,
  });
});

test('Retry on the home page draws the parts the first response could not hold: its cards, its messages', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await withRemoteAside('info', async () => {
    await page.goto(`${base}/`);
    await expect(alert).toBeVisible({ timeout: 20_000 });
  });
  // No navigation: the page drawn now was never the server's, so its static parts are drawn too.
  await alert.getByRole('button', { name: 'Retry' }).click();
  const facilities = page.getByRole('region', { name: 'Our Facilities' });
  await expect(facilities.getByRole('link', { name: 'Laboratories' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Messages' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('editing the remotes map retargets the live site on the next page load', async ({ page }) => {
  const mapFile = path.join(tmp, 'remotes.json');
  const original = fs.readFileSync(mapFile, 'utf8');
  const map = JSON.parse(original);
  map.careers = '/remotes/careers/missing/mf-manifest.json';
  fs.writeFileSync(mapFile, JSON.stringify(map));
  await page.goto(`${base}/career`);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible({ timeout: 20_000 });

  fs.writeFileSync(mapFile, original);
  await page.goto(`${base}/career`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: TEST_SETTINGS.recruitment.title }),
  ).toBeVisible();
});

test('a separately built remote navigates through the contract: links with state, navigate() and route params', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A stand-in admissions remote, built with build-kit's recipe into the served folder.
  await withRemoteAside('admissions', async (dist) => {
    const fixture = path.join(repo, 'shell/e2e/fixtures/nav-remote');
    await promisify(execFile)(
      path.join(repo, 'shell/node_modules/.bin/rspack'),
      ['build', '--config', path.join(fixture, 'rspack.config.ts')],
      {
        cwd: fixture,
        env: { ...process.env, BUILD_OUT_DIR: dist },
      },
    );
    await page.goto(`${base}/admission`);
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.getByRole('link', { name: 'Pay the fee' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText('Paying ₹500 for application A-1001')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture payment' })).toBeFocused();

    await page.goBack();
    await page.getByRole('button', { name: 'See certificate 77' }).click();
    // Another remote (results) gets the route's params from the shell.
    await expect(page.getByRole('main').getByText('Roll number: 77')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Opened directly, the payment page has no state to show, and says so.
    await page.goto(`${base}/payment`);
    await expect(page.getByText('No application was handed over.')).toBeVisible();
  });
});

test('the home admission notice follows the session the admissions office set: open inside its window, closed once it is over, in the first response too', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The test settings are a demo file: their window is placed around the day of the build, so open.
  await page.goto(`${base}/`);
  const notice = page.getByRole('main');
  await expect(notice.getByText(/^Open Registration is open/)).toBeVisible();
  await expect(notice.getByText(/^Closed Registration is closed/)).toBeHidden();

  // The admissions office closes the window (its session, kept by the admissions service: written
  // here in the run's own database, as the admin's page would). No remote is rebuilt.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const db = serviceDb('admissions');
  const before = db.prepare('select * from admission_session where id = 1').get() as
    Record<string, unknown> | undefined;
  try {
    db.prepare(
      `insert into admission_session (id, year, registration_opens, registration_closes, fee_deadline, version, updated_at, updated_by)
       values (1, @year, @opens, @closes, null, 99, @at, 'e2e') on conflict (id) do update set registration_opens = @opens, registration_closes = @closes, fee_deadline = null`,
    ).run({ year: TEST_SETTINGS.admission.year, opens: day(-60), closes: day(-30), at: new Date().toISOString() });
    await page.goto(`${base}/`);
    await expect(notice.getByText(/^Closed Registration is closed/)).toBeVisible();
    await expect(notice.getByText(/^Open Registration is open/)).toBeHidden();
    await expect(notice.getByRole('link', { name: 'Apply Online' })).toHaveCount(0);
    // Nor in the hero: hidden there too while registration is closed.
    await expect(page.getByRole('main').getByRole('link', { name: 'Apply Online' })).toHaveCount(0);
    // The page as sent names the office's dates (decision 017), before any script.
    const html = await (await request.get(`${base}/`)).text();
    expect(html).toContain(`dateTime="${day(-30)}"`);
  } finally {
    if (before)
      db.prepare(
        'update admission_session set registration_opens = @registration_opens, registration_closes = @registration_closes, fee_deadline = @fee_deadline where id = 1',
      ).run(before);
    else db.prepare('delete from admission_session where id = 1').run();
    db.close();
  }
});
