// Shared by the end-to-end specs of every vertical (imported, never run on its own).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe violation on the page as it is now (`where` names it in a failure). */
export async function expectAxeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A phone's and a desktop's width. */
export const WIDTHS = [375, 1280] as const;

/** axe on the page as it is, at a phone's and a desktop's width. */
export async function axeAtWidths(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${where} at ${width}px`);
  }
}

// A real (minimal) PDF: the services parse every PDF they keep.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Opens a route and waits until the shell has hydrated it (its script has taken over). */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
}

/**
 * Opens each address and checks that the shell came alive on its prerendered HTML: the page's
 * heading and the frame's footer are the same DOM nodes after hydration (nothing redrawn), with no
 * redraw warning and no page error on the way.
 */
export async function expectAliveOnPrerender(page: Page, paths: string[]) {
  const problems: string[] = [];
  const onConsole = (message: { text(): string }) => {
    if (message.text().includes('prerendered page redrawn')) problems.push(`${page.url()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`${page.url()}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => {
        const held = window as unknown as { held: Array<Element | null> };
        held.held = [document.querySelector('main h1'), document.querySelector('footer')];
      });
      await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
      const same = await page.evaluate(() => {
        const [heading, footer] = (window as unknown as { held: Array<Element | null> }).held;
        return heading !== null && heading === document.querySelector('main h1') && footer === document.querySelector('footer');
      });
      expect(same, `${path}: the prerendered heading and frame are the live ones`).toBe(true);
    }
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  expect(problems).toEqual([]);
}

/**
 * The animations running on the page that never end (infinite iteration count), each named by its
 * CSS animation name and the element's classes. Works with the page's own script off too: the
 * check runs in Playwright's evaluation world, and CSS animations start without script.
 */
export async function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => {
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.id || 'script animation';
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?'}`;
      }),
  );
}
