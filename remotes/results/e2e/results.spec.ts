import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

/**
 * The Talent Search results through the running portal: the seeded demo roll numbers (README) of
 * each kind on /result (the demo exam, 2024, is the newest with results: the office spec adds an
 * earlier year's), the certificate (Print as soon as it is drawn), and the certificate on paper.
 */

const ROLLS = { eligible: '240118', absent: '240007', withheld: '240013', unknown: '249999' };

/** Types a roll number and searches; a Hindi page names the box and the button in Hindi. */
async function search(page: Page, rollno: string, names = { box: 'Roll number', button: 'Search' }) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: names.box }).fill(rollno);
  await main.getByRole('button', { name: names.button }).click();
}

const IN_HINDI = { box: 'अनुक्रमांक', button: 'खोजें' };

/** The grid's value for a row label. */
const cell = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

test('the home page and the result notice lead to the result page', async ({ page }) => {
  await openLive(page, '/');
  const panel = page.getByRole('region', { name: 'News & Notification' });
  await panel.getByRole('link', { name: 'Talent Search Exam 2024 Result' }).click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Search Exam 2024 Result' })).toBeVisible();

  await openLive(page, '/news');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Talent Search Exam 2024 result declared/ })
    .click();
  await expect(page).toHaveURL(/\/result$/);
});

test('the first response names the newest exam and offers the exams to choose from (the gateway renders it with them)', async ({
  request,
}) => {
  const html = await (await request.get('/result')).text();
  expect(html).toContain('Talent Search Exam 2024 Result');
  expect(html).toContain('Exam held on 07-01-2024');
  // The newest exam first and chosen; an earlier one (the office spec's) may follow.
  expect(html).toMatch(
    /<select[^>]*name="year"[^>]*>\s*<option value="2024" selected="">2024: Talent Search Exam 2024<\/option>/,
  );
  const hindi = await (await request.get('/hi/result')).text();
  expect(hindi).toContain('प्रतिभा खोज परीक्षा 2024 परिणाम');
  expect(hindi).toContain('<option value="2024" selected="">2024: प्रतिभा खोज परीक्षा 2024</option>');
});

test('searches an eligible, an absent, a withheld and an unknown roll number', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openLive(page, '/result');
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: /^Sample of the participation certificate/ })).toBeVisible();
  await expect(main.getByText('Coming soon')).toHaveCount(0);
  await expect(main.getByRole('combobox', { name: 'Exam' })).toHaveValue('2024');

  // Empty: 'Enter your roll number' under the box and in the summary, which takes focus; nothing is sent.
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await expect(main.getByRole('link', { name: 'Roll number: Enter your roll number' })).toBeVisible();
  await expectAxeClean(page, '/result with an error');

  await search(page, ROLLS.eligible);
  await expect(main.getByRole('heading', { level: 2, name: `Result of roll number ${ROLLS.eligible}` })).toBeFocused();
  await expect(cell(page, 'Prize')).toHaveText('First Prize');
  await expect(cell(page, 'Score')).toHaveText('99');
  await expect(cell(page, 'Exam')).toHaveText('Talent Search Exam 2024');
  await expect(cell(page, 'Held on')).toHaveText('07-01-2024');
  for (const label of ['Name', "Father's name", 'School', 'Result', 'Remark'])
    await expect(cell(page, label)).not.toBeEmpty();
  const printLink = main.getByRole('link', { name: 'Print certificate' });
  await expect(printLink).toHaveAttribute('href', `/certificate/${ROLLS.eligible}?year=2024`);
  await expectAxeClean(page, '/result with a result');

  await search(page, ROLLS.absent);
  await expect(main.getByRole('heading', { name: `Result of roll number ${ROLLS.absent}` })).toBeVisible();
  await expect(cell(page, 'Result')).toHaveText('Absent');
  await expect(main.getByText('No certificate: the student was absent from the exam.')).toBeVisible();
  await expect(printLink).toHaveCount(0);

  await search(page, ROLLS.withheld);
  await expect(main.getByRole('heading', { name: `Result of roll number ${ROLLS.withheld}` })).toBeVisible();
  await expect(
    main.getByText('No certificate: this result is withheld. Please contact the college office.'),
  ).toBeVisible();
  await expect(printLink).toHaveCount(0);

  await search(page, ROLLS.unknown);
  await expect(main.getByText(`No result found for roll number ${ROLLS.unknown}.`, { exact: false })).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the certificate offers Print as soon as it is drawn (no fixed wait), and prints alone on one A4 landscape page', async ({
  page,
}) => {
  await openLive(page, '/result');
  await search(page, ROLLS.eligible);
  await page.getByRole('main').getByRole('link', { name: 'Print certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/${ROLLS.eligible}\\?year=2024$`));

  const sheet = page.getByRole('article', { name: 'Certificate of Participation' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('main').getByText(`Roll number: ${ROLLS.eligible}`)).toBeVisible();
  await expect(sheet).toContainText('Talent Search Exam 2024 held on 07-01-2024');
  await expect(sheet).toContainText(/Certificate No\. TSE24\/\d{4}/);
  await expect(sheet).toContainText('First Prize');
  const main = page.getByRole('main');
  const print = main.getByRole('button', { name: 'Print' });
  // Within moments of the sheet, not after a pause of seconds.
  await expect(print).toBeVisible({ timeout: 2_000 });
  await expect(main.getByText('Loading…')).toHaveCount(0);
  await expectAxeClean(page, '/certificate');

  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  for (const chrome of [
    page.locator('header'),
    page.locator('footer'),
    page.locator('nav'),
    print,
    main.getByRole('link', { name: 'Back to the result page' }),
    main.getByRole('heading', { level: 1 }),
  ]) {
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
  // An old link (no year): the newest exam's certificate, as every link meant before exams were data.
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
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
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

// Issue 23: the look-up on its Hindi address. A wrong roll number gets the service's answer in
// Hindi; a right one the result grid in Hindi and, from there, the certificate printed in Hindi.
test('/hi/result: a wrong roll number is answered in Hindi, a right one with the result and certificate in Hindi', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openLive(page, '/hi/result');
  const main = page.getByRole('main');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(main.getByRole('heading', { level: 1, name: 'प्रतिभा खोज परीक्षा 2024 परिणाम' })).toBeVisible();

  // Empty: the form's own check, in Hindi.
  await main.getByRole('button', { name: 'खोजें' }).click();
  await expect(main.getByRole('link', { name: 'अनुक्रमांक: अपना अनुक्रमांक भरें' })).toBeVisible();

  // Wrong: the service's 404, asked and answered in Hindi.
  await search(page, ROLLS.unknown, IN_HINDI);
  await expect(main.getByText('परिणाम नहीं मिला', { exact: true })).toBeVisible();
  await expect(main.getByText(`अनुक्रमांक ${ROLLS.unknown} का कोई परिणाम नहीं मिला।`, { exact: false })).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);

  // Right: the grid in Hindi, the sheet's words translated.
  await search(page, ROLLS.eligible, IN_HINDI);
  await expect(main.getByRole('heading', { level: 2, name: `अनुक्रमांक ${ROLLS.eligible} का परिणाम` })).toBeFocused();
  await expect(cell(page, 'पुरस्कार')).toHaveText('प्रथम पुरस्कार');
  await expect(cell(page, 'प्राप्तांक')).toHaveText('99');
  await expect(cell(page, 'परिणाम')).toHaveText('उत्तीर्ण');
  await expect(cell(page, 'परीक्षा')).toHaveText('प्रतिभा खोज परीक्षा 2024');
  await expectAxeClean(page, '/hi/result with a result');

  await main.getByRole('link', { name: 'प्रमाण पत्र प्रिंट करें' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/certificate/${ROLLS.eligible}\\?year=2024$`));
  const sheet = page.getByRole('article', { name: 'सहभागिता प्रमाण पत्र' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(/प्रमाण पत्र संख्या TSE24\/\d{4}/);
  await expect(sheet).toContainText('07-01-2024 को आयोजित प्रतिभा खोज परीक्षा 2024 में भाग लिया और 99 अंक प्राप्त किए।');
  await expect(sheet).toContainText('पुरस्कार: प्रथम पुरस्कार');
  await expect(sheet.getByText('परीक्षा समन्वयक')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'प्रिंट करें' })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('main').getByText('लोड हो रहा है…')).toHaveCount(0);
  expect(errors).toEqual([]);
});
