import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

/**
 * Issue 23 (decision 015): the header's switch leads to the same page in the other language, the
 * choice is remembered (an English address then leads to its Hindi twin) until the visitor switches
 * back; a Hindi browser's first visit lands on Hindi; a Hindi page works without JavaScript.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** The frame of a Hindi page: its language, its menu and footer in Hindi. */
async function expectHindiFrame(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const nav = page.getByRole('navigation', { name: 'मुख्य', includeHidden: true });
  await expect(nav.getByRole('button', { name: 'पाठ्यक्रम', includeHidden: true })).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'त्वरित लिंक' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'English' })).toBeAttached();
}

async function expectEnglishFrame(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page
      .getByRole('navigation', { name: 'Main', includeHidden: true })
      .getByRole('button', { name: 'Courses', includeHidden: true }),
  ).toBeAttached();
  await expect(page.getByRole('link', { name: 'हिन्दी' })).toBeAttached();
}

test('the switch to Hindi is remembered until the visitor switches back to English', async ({ page }) => {
  await openLive(page, '/');
  await expectEnglishFrame(page);
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expectHindiFrame(page);
  await expect(page).toHaveTitle(/^मुखपृष्ठ \| /);
  await expect(page.getByRole('banner').getByRole('link', { name: /.+ मुखपृष्ठ$/ })).toHaveText(DEVANAGARI);

  await page.reload();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expectHindiFrame(page);
  // Inside the site the tab's title is Hindi too: the page's Hindi words (its pack) carry the titles.
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('contentinfo').locator('a[href="/hi/news"]').click();
  await expect(page).toHaveURL(/\/hi\/news$/);
  await expect(page).toHaveTitle(/^समाचार एवं सूचनाएँ \| /);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();

  // An English address (a bookmark, a shared link) now leads to its Hindi twin.
  await page.goto('/news');
  await expect(page).toHaveURL(/\/hi\/news$/);
  await expectHindiFrame(page);
  await expect(page).toHaveTitle(/^समाचार एवं सूचनाएँ \| /);

  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/news$/);
  expect(new URL(page.url()).pathname).toBe('/news');
  await expectEnglishFrame(page);
  await page.reload();
  expect(new URL(page.url()).pathname).toBe('/news');
  await expectEnglishFrame(page);
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('lands on the Hindi home page on its first visit', async ({ page }) => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/hi/');
    await expectHindiFrame(page);
  });
});

test.describe('a Hindi page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its Hindi content, and its links lead to Hindi pages', async ({ page }) => {
    const response = await page.goto('/hi/');
    expect(response?.status()).toBe(200);
    await expectHindiFrame(page);
    await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeAttached();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'सुगम्यता विवरण' })).toHaveAttribute(
      'href',
      '/hi/accessibility-statement',
    );
    // Every link to a page of the portal stays in Hindi; only the switch leads back to English.
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const pages = hrefs.filter((href) => !/^\/(api|uploads|remotes)\//.test(href) && !/\.[a-z0-9]{2,5}$/i.test(href));
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((href) => !href.startsWith('/hi/') && href !== '/en/')).toEqual([]);
    expect(pages.filter((href) => href.startsWith('/en'))).toEqual(['/en/']);
  });
});

for (const width of [375, 1280]) {
  test(`axe: the Hindi home page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openLive(page, '/hi/');
    await expectHindiFrame(page);
    await expectAxeClean(page, `/hi/ @${width}px`);
  });
}
