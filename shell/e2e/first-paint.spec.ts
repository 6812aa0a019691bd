import { expect, test, type Locator, type Page } from '@playwright/test';
import { localePath } from '@college/design-system/address';
import { ME_PATH } from '@college/office-service/contract';
import { HINDI_ROUTES, isOfficePath, ROUTES } from '../src/routes/route-table';
import { expectAliveOnPrerender, openLive } from '@college/remote-kit/testing/e2e';

const FORM_PATHS = [
  '/admission',
  '/admission/status',
  '/feedback',
  '/careerForm',
  '/student_data',
  '/faculty',
  '/result',
];

/** Content in the first response: pages readable without script, and no shift when script takes over. */

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every information route shows its heading and text', async ({ page }) => {
    test.setTimeout(90_000);
    // The public ones: the content editor's office pages are the info remote's too.
    for (const route of ROUTES.filter((r) => r.remote === 'info' && !isOfficePath(r.path))) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible();
      // Every page is text of its own; / and /news carry the notices too (decision 017).
      expect((await main.innerText()).trim().length, route.path).toBeGreaterThan(80);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  // Read from the first response: Chromium with script turned off by the test still parses
  // <noscript> as text, so what a browser without JavaScript shows is checked in the HTML itself.
  test('every form says it needs JavaScript', async ({ request }) => {
    for (const path of FORM_PATHS) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<form[^>]*>\s*<noscript><div role="status"[^>]*>.*?This form needs JavaScript/s);
    }
  });

  // The browser's own submit would send nothing useful, and a GET form would put what was typed
  // (a date of birth) in the address.
  test('no form can be sent before its script runs: its buttons are closed', async ({ page }) => {
    for (const path of FORM_PATHS) {
      await page.goto(path);
      const submits = page.getByRole('main').locator('form button[type="submit"]');
      expect(await submits.count(), path).toBeGreaterThan(0);
      for (const button of await submits.all()) await expect(button, path).toBeDisabled();
    }
  });

  test('an unknown path gets the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no-such-page')).toBeVisible();
  });
});

test('the shell starts only after the prerendered page is painted: no script is even asked for before', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  // The boot script and the page's JSON data block; the start-up scripts (React DOM's, then the
  // entry) are only named on it.
  expect(scripts.filter((attrs) => !attrs.includes('application/json'))).toEqual([
    expect.stringMatching(/^ defer src="\/boot\.\w+\.js" data-main="\/react-dom\.\w+\.js \/main\.\w+\.js"$/),
  ]);
  for (const entry of scripts[0].match(/data-main="([^"]+)"/)![1].split(' '))
    expect((await request.get(entry)).status()).toBe(200);
  // The route's code is hinted only inside the inert template the boot script opens after the paint.
  expect(html.replace(/<template data-after-paint>.*?<\/template>/gs, '')).not.toMatch(/<link[^>]*as="script"/);

  for (const path of ['/', '/admission', '/student_data']) {
    await openLive(page, path);
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      start: performance.getEntriesByName('portal:start')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname) && !/\/boot\.\w+\.js$/.test(entry.name))
        .map((entry) => ({ path: new URL(entry.name).pathname, asked: entry.startTime })),
    }));
    expect(order.paint, path).toBeGreaterThan(0);
    expect(order.start, path).toBeGreaterThan(order.paint!);
    // React DOM, the entry, the route's remote entry and its page: each asked for after the paint.
    expect(
      order.scripts.map((script) => script.path),
      path,
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/react-dom\.\w+\.js$/),
        expect.stringMatching(/^\/main\.\w+\.js$/),
        expect.stringMatching(/\/remoteEntry\.js$/),
        expect.stringMatching(/\/__federation_expose_\w+\.\w+\.js$/),
      ]),
    );
    for (const script of order.scripts) expect(script.asked, `${path} ${script.path}`).toBeGreaterThan(order.paint!);
  }
});

async function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r
        ? { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) }
        : null;
    };
    return { heading: box(document.querySelector('main h1')), main: box(document.querySelector('main')) };
  });
}

/**
 * Starts adding up the page's layout shifts, those not caused by a tap or a key (read them with
 * `shiftsSoFar`): from the page's load on, or from now.
 */
async function watchLayoutShifts(page: Page, { sinceLoad }: { sinceLoad: boolean }) {
  await page.evaluate((buffered) => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered });
  }, sinceLoad);
}

const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { cls: number }).cls);

test('the prerendered page is replaced by the live one without moving (CLS ≤ 0.02)', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of ['/', '/history', '/news', '/faculty', '/career']) {
    // Hold the page's code back a little, to look at the prerendered HTML first.
    await page.route('**/__federation_expose_*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.portal), path).toBeUndefined();
    const before = await boxes(page);
    await watchLayoutShifts(page, { sinceLoad: true });
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
    await page.waitForTimeout(300);
    const after = await boxes(page);
    expect(after.heading, path).toEqual(before.heading);
    expect(after.main?.y, path).toBe(before.main?.y);
    // Below the fold a data panel may grow once its data arrives; what is on screen must not move.
    expect(await shiftsSoFar(page), path).toBeLessThanOrEqual(0.02);
    await page.unroute('**/__federation_expose_*.js');
  }
});

test('on a phone, the first layout leaves what is below the first screen for later, and scrolling there moves nothing in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openLive(page, '/');
  // (The admission notice comes next after the first screen: near enough to be laid out at once.)
  const below = [
    'main section[aria-labelledby="home-facilities-title"]',
    'main section[aria-labelledby="home-messages-title"]',
  ];
  // Their contents are skipped by layout until near the screen, yet in the page: text and links.
  const rendered = () =>
    page.evaluate(
      (selectors) =>
        selectors.map((s) =>
          document.querySelector(s)!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      below,
    );
  expect(await rendered()).toEqual([false, false]);
  await expect(page.locator('#home-facilities-title')).toHaveText(/\S/);
  await watchLayoutShifts(page, { sinceLoad: false });
  // Down the page a screen at a time, as a reader's thumb does.
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await expect.poll(rendered).toEqual([true, true]);
  expect(await shiftsSoFar(page)).toBeLessThanOrEqual(0.02);
});

/** Routes that, opened on their own, lead to another page as soon as they are live. */
const LEADS_ON = new Set(['/payment', '/success']);

test('every route comes alive on its prerendered HTML, in both languages: the same nodes, nothing redrawn', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sample = (path: string) => path.replace(':roll', '1001');
  // Signed out, an office page goes to sign-in as soon as "who am I" answers so; held unanswered
  // here, each office page stays the page it was prerendered as while it is checked.
  await page.route(`**${ME_PATH}`, () => undefined);
  // /payment and /success opened directly (nothing sent from this tab) move on to the status page
  // once live, by design: their own tests follow them there.
  const staysPut = (route: { path: string }) => !LEADS_ON.has(route.path);
  await expectAliveOnPrerender(page, [
    ...ROUTES.filter(staysPut).map((route) => sample(route.path)),
    ...HINDI_ROUTES.filter(staysPut).map((route) => localePath(sample(route.path), 'hi')),
  ]);
});

/** Whether React drew this element (or took it over in hydration): it then carries React's fiber. */
const drawnByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

test('the footer and the home page’s text and cards stay the server’s HTML, and their links still move inside the portal', async ({
  page,
}) => {
  await openLive(page, '/');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const facilities = page.getByRole('region', { name: 'Our Facilities' });
  const card = facilities.getByRole('link', { name: 'Laboratories' });
  const quickLink = page.getByRole('contentinfo').getByRole('link', { name: 'Open Data' });
  // The hero and the notices are hydrated; the static islands are not, so the phone skipped them.
  expect(await drawnByReact(page.getByRole('main').getByRole('heading', { level: 1 }))).toBe(true);
  expect(await drawnByReact(card)).toBe(false);
  expect(await drawnByReact(quickLink)).toBe(false);
  expect(await drawnByReact(page.getByRole('region', { name: 'Messages' }).getByRole('heading').first())).toBe(false);

  // A card's link: the shell navigates, no page load, focus on the new page's heading.
  await card.click();
  await expect(page).toHaveURL(/\/lab$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Once the visitor moved on, React draws the footer (and the home page, back again) itself.
  expect(await drawnByReact(quickLink)).toBe(true);
  await page.goBack();
  await expect(facilities.getByRole('heading', { name: 'Our Facilities' })).toBeVisible();
  expect(await drawnByReact(card)).toBe(true);

  // The footer's links, on the page as the server sent it.
  await openLive(page, '/');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open Data' }).click();
  await expect(page).toHaveURL(/\/open-data$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('pages of different remotes link to each other through the shell, and get their route params', async ({
  page,
}) => {
  await page.goto('/bed');
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  // A records page links to an information page: the shell navigates, no page reload.
  await page
    .getByRole('main')
    .getByRole('link', { name: /About the B\.Ed\. course/ })
    .click();
  await expect(page).toHaveURL(/\/course_bed$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/bed$/);

  await page.goto('/certificate/1001');
  await expect(page.getByRole('main').getByText('Roll number: 1001')).toBeVisible();
});

test('a route change by keyboard moves focus to the new page heading and names the tab', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  const link = page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/^Contact Us \| /);
  // Back again: the title follows, focus lands on the home page's heading.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).not.toHaveTitle(/Contact/);
});
