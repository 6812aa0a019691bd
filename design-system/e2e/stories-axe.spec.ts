import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

/**
 * Every story of the design system, as Storybook shows it, is axe clean (no serious or critical
 * violation) in both page languages: a component that fails here fails on every page that uses it.
 * Reads the static Storybook that `pnpm test` builds (`pnpm build:storybook-check`), served to the
 * browser from the files, so no server is needed.
 */
const STATIC = path.resolve(import.meta.dirname, '../../.tmp/storybook-static');
const ORIGIN = 'http://storybook.test';
// axe itself, put into the page once (the Playwright wrapper injects it again for every check).
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = fs.readFileSync(requireFromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

type AxeResults = { violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[] };
type StoryChannel = {
  on(event: string, listener: (...args: never[]) => void): void;
  off(event: string, listener: (...args: never[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
};
type Entry = { type: string; id: string; title: string; name: string };
const index = path.join(STATIC, 'index.json');
const stories: Entry[] = fs.existsSync(index)
  ? Object.values((JSON.parse(fs.readFileSync(index, 'utf8')) as { entries: Record<string, Entry> }).entries).filter(
      (entry) => entry.type === 'story',
    )
  : [];

test('the static Storybook is built and lists the stories', () => {
  expect(stories.length, `no stories in ${index}: run pnpm build:storybook-check`).toBeGreaterThan(20);
});

for (const language of ['en', 'hi'] as const) {
  test(`every story is axe clean (${language})`, async ({ page }) => {
    test.setTimeout(Math.max(60_000, stories.length * 2_000));
    await page.route(`${ORIGIN}/**`, (route) => {
      const file = path.join(STATIC, decodeURIComponent(new URL(route.request().url()).pathname));
      return file.startsWith(STATIC) && fs.existsSync(file) && fs.statSync(file).isFile()
        ? route.fulfill({ path: file })
        : route.fulfill({ status: 404, body: 'not found' });
    });
    const found: string[] = [];
    // One page load; each story is then shown through Storybook's own channel (a reload per story
    // would parse the whole preview again, 84 times).
    await page.goto(`${ORIGIN}/iframe.html?id=${stories[0].id}&viewMode=story&globals=language:${language}`);
    await page.addScriptTag({ content: AXE_SOURCE });
    for (const story of stories) {
      await page.evaluate(
        (storyId) =>
          new Promise<void>((resolve, reject) => {
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
              .__STORYBOOK_ADDONS_CHANNEL__;
            const done = (event: { storyId?: string } | string) => {
              if ((typeof event === 'string' ? event : event.storyId) !== storyId) return;
              channel.off('storyRendered', done);
              channel.off('storyErrored', failed);
              resolve();
            };
            const failed = (error: unknown) => reject(new Error(`${storyId} did not render: ${JSON.stringify(error)}`));
            channel.on('storyRendered', done);
            channel.on('storyErrored', failed);
            channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
          }),
        story.id,
      );
      await expect(page.locator('#storybook-root > *').first(), story.id).toBeAttached();
      await expect(page.locator(`#storybook-root [lang="${language}"]`).first(), story.id).toBeAttached();
      const results = await page.evaluate(() =>
        (window as unknown as { axe: { run(context: string, options: object): Promise<AxeResults> } }).axe.run(
          '#storybook-root',
          { resultTypes: ['violations'] },
        ),
      );
      for (const violation of results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))) {
        found.push(
          `${story.title} / ${story.name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      }
    }
    expect(found).toEqual([]);
  });
}
