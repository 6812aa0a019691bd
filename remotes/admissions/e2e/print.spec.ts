import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { TEST_SETTINGS } from '../../../settings/test/fixture';
import { PAYMENT_STATE_TEXT } from '../../../services/admissions/src/contract';
import { applyAndReachPayment, freshMobile, lookUpOnStatusPage } from './support';

/**
 * The printable application on a phone: after a cash payment, "Print
 * application" on /admission/status gives one A4 sheet with the college's letterhead and year, the
 * photo, every field and where the fee stands; on paper the shell's navigation, footer and any toast
 * are gone. The acknowledgement's printout keeps the letterhead too, and no printout carries a toast.
 */

test.use({ viewport: { width: 375, height: 812 } });

const ACADEMIC_YEAR = `Admission A.Y. ${TEST_SETTINGS.admission.year}`;

/** Records each window.print() instead of opening the dialog. */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
}
const printsOf = (page: Page) => page.evaluate(() => (window as unknown as { prints: number }).prints);

/** The toast region of the design system: nothing in it may be seen on paper. */
const toasts = (page: Page) => page.locator('[data-toast-region] > *');

async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

test('cash chosen, then "Print application" from the status page: one sheet with letterhead, photo, every field and the fee due at the counter', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordPrints(page);
  const { payment, applicationNo, accessCode } = await applyAndReachPayment(page, 'Kavita Print', freshMobile());
  await payment.getByRole('radio', { name: 'Cash at the college office' }).check();
  await payment.getByRole('button', { name: 'I will pay at the college counter' }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });

  // The payment's toast is on screen, and on paper it is not (nor the shell's frame), while the
  // acknowledgement carries the college's letterhead and the academic year.
  const toast = toasts(page).filter({ hasText: 'Payment details received' });
  await expect(toast).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(toast).toBeHidden();
  const acknowledgement = page.getByRole('region', { name: 'Payment acknowledgement' });
  await expect(acknowledgement.getByText(TEST_SETTINGS.name, { exact: true })).toBeVisible();
  await expect(acknowledgement.getByText(ACADEMIC_YEAR, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  // On screen the page's own heading says it; the letterhead waits for paper.
  await expect(acknowledgement.getByText(TEST_SETTINGS.name, { exact: true })).toBeHidden();

  const lookUp = await lookUpOnStatusPage(page, applicationNo, accessCode);
  const found = page.getByRole('region', { name: `Application ${applicationNo}` });
  await expect(found.getByText(`Submitted, ${PAYMENT_STATE_TEXT.due_at_counter}`)).toBeVisible();

  await page.getByRole('button', { name: 'Print application' }).click();
  const sheet = page.getByRole('region', { name: 'Application for admission' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Application for admission' })).toBeFocused();
  const photo = sheet.getByRole('img', { name: 'Photograph of Kavita Print' });
  await expectLoaded(photo);
  await expect.poll(() => printsOf(page)).toBe(1);
  await expectAxeClean(page, '/admission/status with the application to print');

  await page.emulateMedia({ media: 'print' });
  await expect(sheet.getByText(TEST_SETTINGS.name, { exact: true })).toBeVisible();
  await expect(sheet.getByText(ACADEMIC_YEAR, { exact: true })).toBeVisible();
  await expect(sheet.getByText(applicationNo, { exact: true })).toBeVisible();
  await expectLoaded(photo);
  await expectLoaded(sheet.getByRole('img', { name: 'Signature of Kavita Print' }));
  await expect(sheet.getByText(`Submitted, ${PAYMENT_STATE_TEXT.due_at_counter}`)).toBeVisible();
  await expect(sheet.getByText(/^XXXX XXXX \d{4}$/)).toBeVisible();
  await expect(sheet.getByText('412 / 500')).toBeVisible();
  await expect(sheet.getByText('Stamp and signature of the college office')).toBeVisible();
  // Only the sheet: not the look-up, the acknowledgement, the shell's navigation or footer, no toast.
  await expect(lookUp).toBeHidden();
  await expect(found).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(toasts(page)).toHaveCount(0);
  // One A4 page, as Chromium lays it out for paper with the page's own @page size.
  const paper = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(paper.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  // A4 is 595 × 842 points.
  expect(paper).toMatch(/\/MediaBox\s*\[0 0 59[45]\.?\d* 84[12]\.?\d*\]/);

  // "Print acknowledgement" afterwards puts the acknowledgement on paper, with its letterhead, not the sheet.
  await page.emulateMedia({ media: 'screen' });
  await found.getByRole('button', { name: 'Print acknowledgement' }).click();
  await expect.poll(() => printsOf(page)).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(found).toBeVisible();
  await expect(found.getByText(TEST_SETTINGS.name, { exact: true })).toBeVisible();
  await expect(found.getByText(ACADEMIC_YEAR, { exact: true })).toBeVisible();
  await expect(sheet).toBeHidden();
});

test('the careers confirmation on paper shows no toast', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString().slice(-6);
  const form = page.getByRole('form', { name: 'Career form' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const choose = async (select: Locator, label: string) => {
    await expect(select.locator('option', { hasText: label })).toHaveCount(1);
    await select.selectOption({ label });
  };
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

  await openLive(page, '/careerForm');
  await choose(field('Job Profile'), 'Assistant Professor(B.Sc)');
  await choose(field('Subject Applied For'), 'Chemistry');
  await field('Name').fill('Sunita Print');
  await field("Father's Name").fill('Ramesh Print');
  await field('Date of Birth').fill('1990-04-12');
  await field('Gender').selectOption('Female');
  await field('Nationality').selectOption('Indian');
  await field('Category').selectOption('General');
  await field('Mobile Number').fill(`97${run}02`);
  await field('Email').fill(`sunita.${run}@example.in`);
  const permanent = form.getByRole('group', { name: 'Permanent Address', exact: true });
  await permanent.getByLabel('Address', { exact: true }).fill('House 3, Lanka');
  await choose(permanent.getByLabel('State', { exact: true }), 'Uttar Pradesh');
  await choose(permanent.getByLabel('District', { exact: true }), 'Varanasi');
  await permanent.getByLabel('Pin Code', { exact: true }).fill('221005');
  await field('Correspondence address same as permanent address').check();
  const qualification = form.getByRole('group', { name: 'Qualification 1', exact: true });
  await qualification.getByLabel('Qualification', { exact: true }).selectOption('PG');
  await qualification.getByLabel('Institute', { exact: true }).fill('Banaras Hindu University');
  await qualification.getByLabel('Year', { exact: true }).fill('2013');
  await qualification.getByLabel('Subject', { exact: true }).fill('Chemistry');
  await qualification.getByLabel('Mark (%)', { exact: true }).fill('68');
  await field('Do you have teaching or work experience?').selectOption('No');
  await field('Photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await field('CV (single PDF)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('checkbox', { name: /I declare/ }).check();
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/careerConfirmation$/, { timeout: 20_000 });
  const toast = toasts(page).filter({ hasText: 'Career form submitted successfully.' });
  await expect(toast).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-career-acknowledgement]')).toBeVisible();
  await expect(toast).toBeHidden();
  await expect(page.locator('[data-toast-region]')).toBeHidden();
});
