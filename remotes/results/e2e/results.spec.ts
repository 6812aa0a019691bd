import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, openLive } from '../../../shell/e2e/support';

/**
 * The Talent Search results through the running portal: the seeded demo roll numbers (README) of
 * each kind on /result, the certificate with its 7 s of 'Loading' (the browser's clock fast-
 * forwarded: the page ships and runs its real 7 s), and the certificate on paper.
 */

const ROLLS = { eligible: '240118', absent: '240007', withheld: '240013', unknown: '249999' };
const LOADING_MS = 7_000;

async function search(page: Page, rollno: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Roll number' }).fill(rollno);
  await main.getByRole('button', { name: 'Search' }).click();
}

/** The grid's value for a row label. */
const cell = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

test('the home page and the result notice lead to the result page', async ({ page }) => {
  await openLive(page, '/');
  const panel = page.getByRole('region', { name: 'News & Notification' });
  await panel.getByRole('link', { name: 'Talent Search Exam 2024 Result' }).click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Search Exam 2024 Result' })).toBeVisible();

  await openLive(page, '/news');
  await page.getByRole('main').getByRole('link', { name: /^Talent Search Exam 2024 result declared/ }).click();
  await expect(page).toHaveURL(/\/result$/);
});

test('searches an eligible, an absent, a withheld and an unknown roll number', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openLive(page, '/result');
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: /^Sample of the participation certificate/ })).toBeVisible();
  await expect(main.getByText('Coming soon')).toHaveCount(0);

  // Empty: 'Fill value' under the box and in the summary, which takes focus; nothing is sent.
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await expect(main.getByRole('link', { name: 'Roll number: Fill value' })).toBeVisible();
  await expectAxeClean(page, '/result with an error');

  await search(page, ROLLS.eligible);
  await expect(main.getByRole('heading', { level: 2, name: `Result of roll number ${ROLLS.eligible}` })).toBeFocused();
  await expect(cell(page, 'Prize')).toHaveText('First Prize');
  await expect(cell(page, 'Score')).toHaveText('99');
  for (const label of ['Name', "Father's name", 'School', 'Result', 'Remark']) await expect(cell(page, label)).not.toBeEmpty();
  const printLink = main.getByRole('link', { name: 'Print certificate' });
  await expect(printLink).toHaveAttribute('href', `/certificate/${ROLLS.eligible}`);
  await expectAxeClean(page, '/result with a result');

  await search(page, ROLLS.absent);
  await expect(main.getByRole('heading', { name: `Result of roll number ${ROLLS.absent}` })).toBeVisible();
  await expect(cell(page, 'Result')).toHaveText('Absent');
  await expect(main.getByText('No certificate: the student was absent from the exam.')).toBeVisible();
  await expect(printLink).toHaveCount(0);

  await search(page, ROLLS.withheld);
  await expect(main.getByRole('heading', { name: `Result of roll number ${ROLLS.withheld}` })).toBeVisible();
  await expect(main.getByText('No certificate: this result is withheld. Please contact the college office.')).toBeVisible();
  await expect(printLink).toHaveCount(0);

  await search(page, ROLLS.unknown);
  await expect(main.getByText(`No result found for roll number ${ROLLS.unknown}.`, { exact: false })).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the certificate shows 'Loading' for 7 s after its data, then Print, and prints alone on one A4 landscape page", async ({ page }) => {
  // Fake timers in the page that still run in real time; fastForward jumps them on.
  await page.clock.install();
  await openLive(page, '/result');
  await search(page, ROLLS.eligible);
  await page.getByRole('main').getByRole('link', { name: 'Print certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/${ROLLS.eligible}$`));

  const sheet = page.getByRole('article', { name: 'Certificate of Participation' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('main').getByText(`Roll number: ${ROLLS.eligible}`)).toBeVisible();
  await expect(sheet).toContainText('held on 7 January 2024');
  await expect(sheet).toContainText(/Certificate No\. TSE24\/\d{4}/);
  await expect(sheet).toContainText('First Prize');
  const main = page.getByRole('main');
  await expect(main.getByText('Loading…')).toBeVisible();
  const print = main.getByRole('button', { name: 'Print' });
  await expect(print).toHaveCount(0);

  await page.clock.fastForward(LOADING_MS - 1_000);
  await expect(main.getByText('Loading…')).toBeVisible();
  await expect(print).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(print).toBeVisible();
  await expect(main.getByText('Loading…')).toHaveCount(0);
  await expectAxeClean(page, '/certificate');

  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  for (const chrome of [page.locator('header'), page.locator('footer'), page.locator('nav'), print, main.getByRole('link', { name: 'Back to the result page' }), main.getByRole('heading', { level: 1 })]) {
    await expect(chrome.first()).toBeHidden();
  }
  // What the printer gets: one page, A4 landscape (842 × 595 pt).
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  expect(box && [Math.round(Number(box[1])), Math.round(Number(box[2]))]).toEqual([842, 595]);
});

for (const [kind, rollno, message] of [
  ['absent', ROLLS.absent, 'No certificate: the student was absent from the exam.'],
  ['withheld', ROLLS.withheld, 'No certificate: this result is withheld. Please contact the college office.'],
  ['unknown', ROLLS.unknown, `No result found for roll number ${ROLLS.unknown}.`],
] as const) {
  test(`the certificate of roll number ${rollno} (${kind}) says why there is none and leads back`, async ({ page }) => {
    await openLive(page, `/certificate/${rollno}`);
    const main = page.getByRole('main');
    await expect(main.getByText(message, { exact: false })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectAxeClean(page, `/certificate/${rollno}`);
    await main.getByRole('link', { name: 'Back to the result page' }).click();
    await expect(page).toHaveURL(/\/result$/);
  });
}

test('neither page scrolls sideways on a 320 px phone, nor with 200 % text', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await openLive(page, '/result');
  await search(page, ROLLS.eligible);
  await expect(page.getByRole('table')).toBeVisible();
  expect(await overflow(), '/result').toBeLessThanOrEqual(0);
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  expect(await overflow(), '/result, 200 % text').toBeLessThanOrEqual(0);

  await openLive(page, `/certificate/${ROLLS.eligible}`);
  await expect(page.getByRole('article')).toBeVisible();
  expect(await overflow(), '/certificate').toBeLessThanOrEqual(0);
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  expect(await overflow(), '/certificate, 200 % text').toBeLessThanOrEqual(0);
});
