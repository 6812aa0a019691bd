import { expect, test, type Page } from '@playwright/test';
import { localePath } from '@college/design-system/address';
import { HINDI_ROUTES, ROUTES } from '../src/routes/route-table';
import { endlessAnimations, openLive } from '@college/remote-kit/testing/e2e';

/**
 * Issue 26: an animation that never ends keeps a cheap phone's CPU (and its battery) busy for as
 * long as the page is open, even when what it waits for has long failed or never comes. Nothing a
 * first response shows may animate without end, and nothing may move at all with reduced motion.
 */

// Every address of the table, both languages; an office page too (its sign-in check shows a spinner).
const sample = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'roll' ? '1001' : '1'));
const EVERY_PATH = [
  ...ROUTES.map((route) => sample(route.path)),
  ...HINDI_ROUTES.map((route) => localePath(sample(route.path), 'hi')),
];

async function checkEvery(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    found.push(...(await endlessAnimations(page)).map((animation) => `${path}: ${animation}`));
  }
  return found;
}

test.describe('the first response, as it comes (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('no route shows an endless animation', async ({ page }) => {
    test.setTimeout(180_000);
    expect(await checkEvery(page, EVERY_PATH)).toEqual([]);
  });

  test('with reduced motion, nothing on a page that shows a loading state moves at all', async ({ page }) => {
    const cssAnimations = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a instanceof CSSAnimation)
          .map((a) => (a as CSSAnimation).animationName),
      );
    // /success and /payment wait for their script behind a skeleton; /office/home checks who is signed in.
    for (const path of ['/success', '/payment', '/office/home', '/hi/success']) {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(path, { waitUntil: 'load' });
      expect((await cssAnimations()).length, `${path} shows a loading state that moves`).toBeGreaterThan(0);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path, { waitUntil: 'load' });
      expect(await cssAnimations(), path).toEqual([]);
    }
  });
});

test('the live home page has no endless animation once it has loaded', async ({ page }) => {
  await openLive(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await endlessAnimations(page)).toEqual([]);
});
