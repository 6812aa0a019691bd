import { expect, test } from '@playwright/test';

/** The rules, legal and form pages at their Hindi addresses (issue 23), with their Hindi headings. */
const HINDI_PAGES = [
  { path: '/hi/admission-procedure', heading: 'प्रवेश प्रक्रिया' },
  { path: '/hi/college-rules-and-regulations', heading: 'महाविद्यालय के नियम एवं विनियम' },
  { path: '/hi/library-rules-and-regulations', heading: 'पुस्तकालय के नियम एवं विनियम' },
  { path: '/hi/PrivacyPolicy', heading: 'गोपनीयता नीति' },
  { path: '/hi/TermsConditions', heading: 'नियम एवं शर्तें' },
  { path: '/hi/RefundCancellation', heading: 'धनवापसी एवं निरस्तीकरण' },
  { path: '/hi/open-data', heading: 'मुक्त डेटा' },
  { path: '/hi/contact', heading: 'संपर्क करें' },
  { path: '/hi/feedback', heading: 'प्रतिक्रिया' },
  { path: '/hi/complaints', heading: 'ऑनलाइन शिकायत' },
  { path: '/hi/samarthPortal', heading: 'समर्थ पोर्टल सत्यापन' },
];

test('the Hindi rules, legal and form pages come alive on their prerendered HTML, nothing redrawn', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('prerendered page redrawn')) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const { path, heading } of HINDI_PAGES) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => ((window as unknown as { heading: Element | null }).heading = document.querySelector('main h1')));
    await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
    const same = await page.evaluate(() => {
      const before = (window as unknown as { heading: Element | null }).heading;
      return before !== null && before === document.querySelector('main h1');
    });
    expect(same, `${path}: the prerendered heading is the live one`).toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
  expect(problems).toEqual([]);
});
