import { expect, test } from '@playwright/test';
import { localePath } from '@college/design-system/address';
import { PUBLIC_PAGES, routeTitle } from '../src/routes/route-table';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

/**
 * Issue 23, the Guidelines for Indian Government Websites: the sitemap lists every public page in
 * both languages; the GIGW pages open in both, with their heading, and pass axe on a phone and a
 * desktop; the footer links them; every page starts with a skip-to-content link.
 */

const GIGW = [
  { path: '/accessibility-statement', en: 'Accessibility Statement', hi: 'सुगम्यता विवरण' },
  { path: '/screen-reader-access', en: 'Screen Reader Access', hi: 'स्क्रीन रीडर सुविधा' },
  { path: '/help', en: 'Help', hi: 'सहायता' },
  { path: '/website-policies', en: 'Website Policies', hi: 'वेबसाइट नीतियाँ' },
  { path: '/sitemap', en: 'Sitemap', hi: 'साइटमैप' },
];
const LANGS = ['en', 'hi'] as const;

for (const lang of LANGS) {
  test(`the sitemap lists every public page of the route table (${lang})`, async ({ page }) => {
    await openLive(page, localePath('/sitemap', lang));
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    const listed = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.textContent ?? '' })),
    );
    expect(listed.map((link) => link.href).sort()).toEqual(
      PUBLIC_PAGES.map((route) => localePath(route.path, lang)).sort(),
    );
    // Titles as the route table gives them (the two made from the settings are checked by the unit test).
    const fixed = PUBLIC_PAGES.filter((route) => !['/admission', '/career'].includes(route.path));
    for (const route of fixed)
      expect(listed, route.path).toContainEqual({ href: localePath(route.path, lang), title: routeTitle(route, lang) });
  });
}

test('/sitemap.xml names every public page in both languages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')).pathname);
  expect(locs).toHaveLength(PUBLIC_PAGES.length * 2);
  for (const route of PUBLIC_PAGES) expect(locs).toContain(encodeURI(localePath(route.path, 'hi')));
});

for (const { path, ...heading } of GIGW) {
  for (const lang of LANGS) {
    test(`${localePath(path, lang)} opens with its heading, axe clean at 375 and 1280 px`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await openLive(page, localePath(path, lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading[lang]);
        await expectAxeClean(page, `${localePath(path, lang)} at ${width} px`);
      }
    });
  }
}

for (const lang of LANGS) {
  test(`the footer links every GIGW page (${lang})`, async ({ page }) => {
    await openLive(page, localePath('/', lang));
    const footer = page.getByRole('contentinfo');
    // By path: that the footer's links keep the page's language is the footer's own test.
    for (const { path } of GIGW) await expect(footer.locator(`a[href$="${path}"]`)).toHaveCount(1);
  });
}

for (const path of ['/', '/help', '/news', '/admission', '/sitemap']) {
  for (const lang of LANGS) {
    test(`the first Tab on ${localePath(path, lang)} reaches the skip-to-content link`, async ({ page }) => {
      await openLive(page, localePath(path, lang));
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('href', '#main');
      // Its Hindi wording is the header's (and hindi-pages.spec.ts finds any English left on a Hindi page).
      if (lang === 'en') await expect(focused).toHaveText('Skip to content');
      else await expect(focused).not.toHaveText('');
    });
  }
}
