import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * A team deploys a new build of its remote into the running portal, as README says it would: it
 * builds the remote in place (`pnpm --filter @college/remote-info build`), nothing else is rebuilt
 * or restarted. A visitor who had a page of the old build open keeps working (their page asks for
 * the old build's chunks by name: the build keeps them), and the next visit gets the new build
 * (remoteEntry.js and the manifest are revalidated, the page's ETag follows its content).
 *
 * The new build differs from the old in the college's e-mail (settings are bundled at build
 * time), which /contact shows in its main content. The old build is put back afterwards.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const dist = path.join(repo, 'remotes/info/dist');
const OLD_EMAIL = 'office@fixture-college.example.org';
const NEW_EMAIL = 'office-deployed@fixture-college.example.org';

let saved: string;
let settingsDir: string;

test.beforeAll(() => {
  saved = fs.mkdtempSync(path.join(os.tmpdir(), 'info-dist-before-'));
  fs.cpSync(dist, saved, { recursive: true, preserveTimestamps: true });
  settingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-settings-'));
});

test.afterAll(() => {
  // The old build back, exactly, for the specs that follow.
  if (saved) {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(saved, dist, { recursive: true, preserveTimestamps: true });
    fs.rmSync(saved, { recursive: true, force: true });
  }
  if (settingsDir) fs.rmSync(settingsDir, { recursive: true, force: true });
});

function deployNewInfoBuild() {
  const fixture = process.env.COLLEGE_SETTINGS!;
  const settings = JSON.parse(fs.readFileSync(fixture, 'utf8')) as { contact: { email: string } };
  expect(settings.contact.email).toBe(OLD_EMAIL);
  settings.contact.email = NEW_EMAIL;
  const changed = path.join(settingsDir, 'college.json');
  fs.writeFileSync(changed, JSON.stringify(settings, null, 2));
  const build = spawnSync('pnpm', ['--filter', '@college/remote-info', 'run', 'build'], {
    cwd: repo,
    env: { ...process.env, COLLEGE_SETTINGS: changed },
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
}

test('a new build of one remote, deployed into the running portal, is seen on the next visit; a page of the old build still works', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => failures.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`);
  });

  // A visitor on the home page of the old build (its code loaded, the Contact page's not yet).
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  const oldEntryTag = (await page.request.get('/remotes/info/remoteEntry.js')).headers().etag;
  const oldContactTag = (await page.request.get('/contact')).headers().etag;

  deployNewInfoBuild();

  // The page still open goes on: its old remoteEntry asks for the old chunks, which are still there.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(OLD_EMAIL).first()).toBeVisible();
  expect(failures).toEqual([]);

  // The next visit: the entry and the page revalidate to new tags, and the new build is what shows.
  expect(
    (await page.request.get('/remotes/info/remoteEntry.js', { headers: { 'if-none-match': oldEntryTag! } })).status(),
  ).toBe(200);
  const contact = await page.request.get('/contact', { headers: { 'if-none-match': oldContactTag! } });
  expect(contact.status()).toBe(200);
  expect(await contact.text()).toContain(NEW_EMAIL);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await expect(main.getByText(NEW_EMAIL).first()).toBeVisible();
  await expect(main.getByText(OLD_EMAIL)).toHaveCount(0);
  expect(failures).toEqual([]);
});
