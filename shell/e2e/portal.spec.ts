import { expect, test, type Page } from '@playwright/test';
import { TEST_SETTINGS } from '../../settings/test/fixture';
import { isOfficePath, ROUTES } from '../src/routes/route-table';
import { openLive } from '@college/remote-kit/testing/e2e';

/** Collects console errors and uncaught exceptions, so a page that "renders" but breaks still fails. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // An office page first asks who is signed in: signed out, that is a 200 saying so, not a 401 a
  // browser would log as a failed load. So any console error counts.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('home shows the news from the info service, three at a time, and the pager moves', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TEST_SETTINGS.name })).toBeVisible();

  const panel = page.getByRole('region', { name: /News & Notification/i });
  // Each notice links to its PDF: red 'new' when recent, 'open' when older (the demo notices are).
  const newLinks = panel.getByRole('link', { name: /^(new — )?open notice/i });
  await expect(newLinks).toHaveCount(3);
  const hrefs = () => newLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const firstPage = await hrefs();
  await expect(panel.getByText(/page 1 of \d+/)).toBeVisible();

  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByText(/page 2 of \d+/)).toBeVisible();
  const secondPage = await hrefs();
  expect(secondPage).toHaveLength(3);
  expect(secondPage).not.toEqual(firstPage);

  // The notice's link opens its real PDF in a new tab.
  await expect(newLinks.first()).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get(secondPage[0]!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await panel.getByRole('link', { name: 'View All News' }).click();
  await expect(page).toHaveURL(/\/News$/);
  await expect(page.getByRole('heading', { level: 1, name: /News & Notifications/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/News reaches the news page (routes match case-insensitively)', async ({ page }) => {
  const response = await page.goto('/News');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /News & Notifications/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /open notice/i }).first()).toBeVisible();
});

test('an unknown path shows the not-found page with a 404 status and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: TEST_SETTINGS.name })).toBeVisible();
});

test('every route of the table renders its page inside the header and footer', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  for (const route of ROUTES) {
    const path = route.path.replace(':roll', '240118'); // an eligible demo result (README);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('banner'), path).toBeVisible();
    // The office has its own frame: its header, and no public footer.
    if (isOfficePath(path)) await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
    else await expect(page.getByRole('contentinfo'), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText('could not be loaded'), path).toHaveCount(0);
    await expect(page.getByText('stopped working'), path).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test.describe('phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navbar is collapsed behind Menu and its menus lead to pages', async ({ page }) => {
    await openLive(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'About' }).click();
    await nav.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'College History' })).toBeVisible();
    // Reaching a page closes the menu again.
    await expect(nav).toBeHidden();
    // Nothing overflows sideways on a small phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the footer offers Get In Touch and the helpline', async ({ page }) => {
    await openLive(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('National Anti-Ragging Helpline')).toBeVisible();
    await footer.getByRole('link', { name: 'Get In Touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the navbar is expanded, menus open with the keyboard and close with Escape', async ({ page }) => {
    await openLive(page, '/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Faculty' })).toBeVisible();
    const student = nav.getByRole('button', { name: 'Student' });
    await student.focus();
    await page.keyboard.press('Enter');
    await expect(student).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Online Grievances' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Online Grievances' })).toBeHidden();
    await nav.getByRole('button', { name: 'Courses' }).click();
    await nav.getByRole('link', { name: 'Postgraduate' }).click();
    await expect(page).toHaveURL(/\/postgraduate$/);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/PrivacyPolicy$/);
    await expect(footer.getByRole('link', { name: /Anti-Ragging/ })).toHaveAttribute('target', '_blank');
  });
});

test('the gateway answers health, security headers and cache rules', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect((await health.json()).services.info).toBe('ok');

  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');

  const manifest = await request.get('/remotes/info/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const remoteEntry = (await manifest.json()).metaData.remoteEntry.name as string;
  expect((await request.get(`/remotes/info/${remoteEntry}`)).headers()['cache-control']).toBe('no-cache');

  const api = await request.get('/api/v1/api/getAllNews');
  expect(api.status()).toBe(200);
  expect((await api.json()).data.length).toBeGreaterThanOrEqual(8);
  const unknownApi = await request.get('/api/v1/api/noSuchCall');
  expect(unknownApi.status()).toBe(404);
  expect(await unknownApi.json()).toMatchObject({ result: 'failure' });
});
