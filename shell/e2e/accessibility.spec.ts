import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localePath } from '@college/design-system/address';
import { HINDI_ROUTES, ROUTES } from '../src/routes/route-table';
import { WIDTHS } from '@college/remote-kit/testing/e2e';

/**
 * The accessibility gate of every run: axe on every route of the route table at a
 * phone and a desktop width, forms also in their error state, finds nothing serious or critical;
 * no route scrolls sideways at 320 px, nor with 200 % text; and the keyboard paths that used to
 * lose focus keep it.
 */

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const SAMPLE_ROLL = '1001';
const PATHS = ROUTES.map((route) => route.path.replace(':roll', SAMPLE_ROLL));
/** Issue 23: the Hindi twin of every public route (the office has none). */
const HINDI_PATHS = HINDI_ROUTES.map((route) => localePath(route.path.replace(':roll', SAMPLE_ROLL), 'hi'));
/** Each language's routes run in tests of their own: a Hindi page remembers Hindi for the English ones. */
const LANGUAGES = [
  { lang: 'en', paths: PATHS, problem: 'There is a problem', home: '/', homeName: /.+ home page$/, menu: 'Menu' },
  { lang: 'hi', paths: HINDI_PATHS, problem: 'कोई समस्या है', home: '/hi/', homeName: /.+ मुखपृष्ठ$/, menu: 'मेनू' },
] as const;
const BLOCKING = new Set(['serious', 'critical']);

/** Counts the page's requests in flight, so a check waits for the page's data, not a fixed time. */
function trackRequests(page: Page) {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  // Two quiet looks 100 ms apart: a request started by another's answer is still caught.
  return () =>
    expect
      .poll(async () => {
        const before = inFlight;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return before + inFlight;
      })
      .toBe(0);
}

/** The live page (not just its prerendered HTML) with its data: what a person meets. */
async function open(page: Page, path: string, settled: () => Promise<void>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await settled();
}

async function blockingViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    // Runs axe in the page itself: no extra page per scan, and the portal has no cross-origin frames.
    .setLegacyMode(true)
    // Experimental in axe, but it is the check the issue names (label in name, WCAG 2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    );
    return [`${where}: ${violation.id} (${violation.impact}) ${violation.help}`, ...nodes].join('\n');
  });
}

/** Submits the page's form empty: the error summary takes focus and lists the fields. */
async function submitEmpty(page: Page, problem: string = LANGUAGES[0].problem) {
  const form = page.getByRole('main').locator('form').first();
  await form.locator('button[type="submit"]').click();
  const summary = form.getByRole('alert').filter({ has: page.getByRole('heading', { name: problem }) });
  await expect(summary).toBeVisible();
  await expect(page.locator(':focus')).toContainText(problem);
}

/** Routes per axe test: a whole language in one test ran for minutes, near its time limit on a busy machine. */
const AXE_GROUP = 25;
const inGroups = (paths: readonly string[]) =>
  Array.from({ length: Math.ceil(paths.length / AXE_GROUP) }, (_, i) => ({
    from: i * AXE_GROUP + 1,
    group: paths.slice(i * AXE_GROUP, (i + 1) * AXE_GROUP),
  }));

// One load per route and language: the page is scanned at a phone's width, then at a desktop's
// (resized in place), and so is its form's error state.
for (const { lang, paths: allPaths, problem } of LANGUAGES)
  for (const { from, group: paths } of inGroups(allPaths)) {
    test(`axe: nothing serious or critical on routes ${from}–${from + paths.length - 1} of ${allPaths.length} at ${WIDTHS.join(' and ')} px, forms in their error state too${lang === 'hi' ? ' (Hindi)' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const settled = trackRequests(page);
      const found: string[] = [];
      let scans = 0;
      const scanAtEveryWidth = async (where: string) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          found.push(...describeViolations(`${where} @${width}px`, await blockingViolations(page)));
          scans += 1;
        }
      };
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await open(page, path, settled);
        await scanAtEveryWidth(path);
        if ((await page.getByRole('main').locator('form button[type="submit"]').count()) > 0) {
          // Submitted at the phone's width again, as a person on a phone would.
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          await submitEmpty(page, problem);
          await scanAtEveryWidth(`${path}, form errors shown`);
        }
      }
      test.info().annotations.push({
        type: 'axe',
        description: `${paths.length} routes, ${scans} scans at ${WIDTHS.join(' and ')} px`,
      });
      expect(found, found.join('\n')).toEqual([]);
    });
  }

for (const { lang, paths } of LANGUAGES)
  test(`every link to another website says so, to the eye and to screen readers, and opens apart${lang === 'hi' ? ' (Hindi)' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const settled = trackRequests(page);
    const silent: string[] = [];
    let external = 0;
    for (const path of paths) {
      await open(page, path, settled);
      const links = await page.locator('a[href^="http"]').evaluateAll((anchors) =>
        anchors
          .filter((anchor) => new URL((anchor as HTMLAnchorElement).href).origin !== location.origin)
          .map((anchor) => ({
            href: (anchor as HTMLAnchorElement).href,
            marked:
              anchor.hasAttribute('data-external') &&
              anchor.getAttribute('target') === '_blank' &&
              /another website|दूसरी वेबसाइट/.test(anchor.textContent ?? ''),
          })),
      );
      external += links.length;
      silent.push(...links.filter((link) => !link.marked).map((link) => `${path}: ${link.href}`));
    }
    expect(external, 'the footer alone links to other sites').toBeGreaterThan(paths.length);
    expect(silent, silent.join('\n')).toEqual([]);
  });

for (const { lang, paths, home, homeName, menu } of LANGUAGES)
  test(`no route scrolls sideways at 320 px, nor with 200 % text; the Menu button never covers the name${lang === 'hi' ? ' (Hindi)' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const settled = trackRequests(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const wide: string[] = [];
    for (const path of paths) {
      await open(page, path, settled);
      const atNormalText = await overflow();
      if (atNormalText > 0) wide.push(`${path}: ${atNormalText} px too wide at 320 px`);
      // The browser's text size at 200 % (WCAG 1.4.4): every rem-based size doubles.
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const atLargeText = await overflow();
      if (atLargeText > 0) wide.push(`${path}: ${atLargeText} px too wide at 320 px with 200 % text`);
      if (path === home) {
        const name = await page.getByRole('banner').getByRole('link', { name: homeName }).first().boundingBox();
        const menuButton = await page.getByRole('button', { name: menu }).boundingBox();
        const overlap =
          name &&
          menuButton &&
          name.x < menuButton.x + menuButton.width &&
          menuButton.x < name.x + name.width &&
          name.y < menuButton.y + menuButton.height &&
          menuButton.y < name.y + name.height;
        expect(overlap, 'the college name and the Menu button overlap at 200 % text').toBeFalsy();
      }
    }
    expect(wide, wide.join('\n')).toEqual([]);
  });

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Escape in a menu returns focus to its toggle; tabbing out of a menu closes it', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'History' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();

    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab'); // History, Mission, Objective, Courses
    await expect(nav.getByRole('button', { name: 'Courses' })).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'History' })).toBeHidden();
  });

  test('the news pager keeps focus on a pager button when it reaches page 1 again', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
    const panel = page.getByRole('region', { name: /News & Notification/i });
    const next = panel.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText(/page 2 of \d+/)).toBeVisible();
    const previous = panel.getByRole('button', { name: 'Previous' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText(/page 1 of \d+/)).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeFocused();
  });

  test("a form's error summary takes focus and its links move focus to the fields", async ({ page }) => {
    await page.goto('/feedback');
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
    await submitEmpty(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: "Student Name: Enter the student's name" })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Admission No.' })).toBeFocused();
  });

  test('the focus ring is at least 3:1 against the background around it, on every band', async ({ page }) => {
    await page.goto('/contact');
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
    const targets = {
      'header bar (white)': page.getByRole('link', { name: /home page$/ }),
      'navbar (maroon)': page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
      'open menu (dark maroon)': page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }),
      'page content (white card)': page.getByRole('main').getByRole('link').first(),
      'footer call to action (maroon)': page.getByRole('contentinfo').getByRole('link', { name: 'Get In Touch' }),
      'footer (navy)': page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    };
    const ratios: string[] = [];
    for (const [where, target] of Object.entries(targets)) {
      if (where.startsWith('open menu')) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).click();
      }
      // Keyboard focus, so :focus-visible applies as it does for a keyboard user.
      await target.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      const best = await target.evaluate((element) => {
        if (!element.matches(':focus-visible')) return 0;
        const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
        const luminance = ([r, g, b]: number[]) =>
          [r, g, b]
            .map((v) => v / 255)
            .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
        const contrast = (a: number[], b: number[]) => {
          const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (hi + 0.05) / (lo + 0.05);
        };
        // The ring is drawn on the parent's background: the first opaque one up the tree.
        let background = [255, 255, 255];
        for (let node = element.parentElement; node; node = node.parentElement) {
          const color = rgb(getComputedStyle(node).backgroundColor);
          if (color.length === 3 || color[3] === 1) {
            background = color.slice(0, 3);
            break;
          }
        }
        const style = getComputedStyle(element);
        const ring = rgb(style.outlineColor);
        const halo = rgb(style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? style.outlineColor);
        return Math.max(contrast(ring, background), contrast(halo, background));
      });
      ratios.push(`${where}: ${best.toFixed(2)}:1`);
      expect(best, `focus ring on ${where}`).toBeGreaterThanOrEqual(3);
    }
    test.info().annotations.push({ type: 'focus ring', description: ratios.join(', ') });
  });
});
