import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { TEST_SETTINGS } from '../../../settings/test/fixture';
import labels from '../src/features/application/field-labels.messages.json' with { type: 'json' };
import formWords from '../src/features/application/admission-form.messages.json' with { type: 'json' };
import summaryWords from '../../../design-system/src/components/ErrorSummary/ErrorSummary.messages.json' with { type: 'json' };
import reviewWords from '../src/features/application/review-step.messages.json' with { type: 'json' };
import printWords from '../src/features/print/print.messages.json' with { type: 'json' };
import { ACCESS_CODE, choose, freshAadhaar, freshEmail, freshMobile, jpeg, pdf, openForm } from './support';

/**
 * Issue 23: the admission form in Hindi. The header's "हिन्दी" leads from /admission to
 * /hi/admission; the labels, the form's own checks and the service's answers are Hindi; the
 * application is sent as in English (the same values); the printable application is Hindi, on
 * screen and on paper. The words come from the catalogues, so a reworded message fails nothing here.
 */

const HI = labels.hi;
const form = (page: Page) => page.getByRole('form', { name: formWords.hi.formLabel });
const field = (page: Page, id: keyof typeof HI) => form(page).getByLabel(HI[id], { exact: true });

/** Records each window.print() instead of opening the dialog. */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
}

/** The whole form, by its Hindi labels: the same answers the English journey gives. */
async function fillInHindi(page: Page, who: { name: string; aadhaar: string; email: string; mobile: string }) {
  await field(page, 'fname').fill(who.name);
  await field(page, 'father_fname').fill('Ramesh Kumar');
  await field(page, 'mother_fname').fill('Sunita Devi');
  await field(page, 'dob').fill('2006-05-14');
  await choose(field(page, 'gender'), 'महिला');
  await field(page, 'adhar_num').fill(who.aadhaar);
  await field(page, 'mobile').fill(who.mobile);
  await field(page, 'email').fill(who.email);
  await choose(field(page, 'category'), 'सामान्य');
  await choose(field(page, 'religion'), 'हिन्दू');
  await choose(field(page, 'marital'), 'अविवाहित');
  await choose(field(page, 'handicap'), 'नहीं');
  await field(page, 'address').fill('Village Rampur, Post Sarai');
  // The state by its Hindi name (the LGD code is sent); districts and tehsils have no Hindi: chosen
  // by their English names.
  await choose(field(page, 'state'), 'उत्तर प्रदेश');
  await choose(field(page, 'city'), 'Varanasi');
  await choose(field(page, 'district'), { index: 1 });
  await field(page, 'pincode').fill('221005');
  await choose(field(page, 'course'), 'बी.ए.');
  await choose(field(page, 'major_subfirst'), { index: 1 });
  await choose(field(page, 'major_secund'), { index: 2 });
  await choose(field(page, 'major_theard'), HI.notApplicable);
  await choose(field(page, 'minor_sub'), { index: 1 });
  await choose(field(page, 'cocurricular_sub'), { index: 1 });
  await choose(field(page, 'vocational_sub'), { index: 1 });
  await choose(field(page, 'tc'), 'उपलब्ध नहीं है');
  await field(page, 'qual_board').fill('Board of High School and Intermediate Education, U.P.');
  await field(page, 'qual_year').fill('2024');
  await field(page, 'qual_roll').fill('2412/345-A');
  await field(page, 'qual_marks').fill('412');
  await field(page, 'qual_max').fill('500');
  await expect(form(page).getByLabel(HI.percentLabel, { exact: true })).toHaveValue('82.40 %');
  await field(page, 'file_photo').setInputFiles(jpeg('photo.jpg'));
  await field(page, 'file_signature').setInputFiles(jpeg('signature.jpg'));
  for (const id of ['file_highschool', 'file_inter', 'file_adhar', 'file_domicile'] as const) {
    await field(page, id).setInputFiles(pdf(`${id}.pdf`));
  }
}

test('on a 375 px phone, the header’s हिन्दी leads to /hi/admission: Hindi labels and errors, a Hindi application sent, and its printout in Hindi', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // On a phone, as most applicants apply.
  await page.setViewportSize({ width: 375, height: 800 });
  await recordPrints(page);
  await openForm(page);
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/admission$/);
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(field(page, 'fname')).toBeEnabled();
  await expect(field(page, 'father_fname')).toBeVisible();

  // An empty submit: the summary and the field say what is wrong, in Hindi.
  await form(page).getByRole('button', { name: formWords.hi.toReview }).click();
  const summary = form(page)
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: summaryWords.hi.title }) });
  await expect(summary.getByRole('link', { name: `${HI.fname}: अपना पूरा नाम लिखें` })).toBeVisible();
  await expect(field(page, 'fname')).toHaveAccessibleDescription(/अपना पूरा नाम लिखें/);

  const name = 'Meena Hindi';
  await fillInHindi(page, { name, aadhaar: freshAadhaar(), email: freshEmail('meena'), mobile: freshMobile() });
  await form(page).getByRole('button', { name: formWords.hi.toReview }).click();
  const review = page.getByRole('form', { name: reviewWords.hi.heading });
  await expect(review.getByRole('img', { name: `${HI.file_photo}, जैसा प्रिंट होगा` })).toBeVisible();
  await expect(review.getByText('महिला', { exact: true })).toBeVisible();
  // The state as chosen, in Hindi; the district stays English, marked so.
  await expect(review.getByText('उत्तर प्रदेश', { exact: true })).not.toHaveAttribute('lang');
  await expect(review.getByText('Varanasi', { exact: true })).toHaveAttribute('lang', 'en');
  await review.getByRole('checkbox', { name: reviewWords.hi.declaration }).check();
  await review.getByRole('button', { name: reviewWords.hi.submit }).click();

  // Sent: the service's answer in Hindi, on to /hi/payment with the number and access code.
  await expect(page).toHaveURL(/\/hi\/payment$/, { timeout: 20_000 });
  await expect(page.getByText('प्रवेश आवेदन पत्र जमा हो गया').first()).toBeVisible();
  const applicationNo = (await page
    .getByText(/^ADM\d{4}-\d{6}$/)
    .first()
    .textContent())!;
  const accessCode = (await page.getByText(ACCESS_CODE).first().textContent())!;

  // The printable application from the status page (found by its number, code and date of birth).
  await openLive(page, '/hi/admission/status');
  await page.locator('input[name="application_no"]').fill(applicationNo);
  await page.locator('input[name="access_code"]').fill(accessCode);
  await page.locator('input[name="dob"]').fill('2006-05-14');
  await page.locator('input[name="dob"]').press('Enter');
  await page.getByRole('button', { name: printWords.hi.button }).click();
  const sheet = page.getByRole('region', { name: printWords.hi.heading });
  await expect(sheet.getByRole('heading', { name: printWords.hi.heading })).toBeVisible();
  await expect(sheet.getByRole('term').filter({ hasText: printWords.hi.applicationNo })).toBeVisible();
  await expect(sheet.getByText(applicationNo, { exact: true })).toBeVisible();
  // The service answers the state's Hindi name with the application: the printout names it so.
  await expect(sheet.getByText('उत्तर प्रदेश', { exact: true })).not.toHaveAttribute('lang');
  await expect(sheet.getByText('Varanasi', { exact: true })).toHaveAttribute('lang', 'en');
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);

  // On paper: the sheet in Hindi with the college's Hindi name.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.getByText(TEST_SETTINGS.hi!.name, { exact: true })).toBeVisible();
  await expect(sheet.getByText(`प्रवेश, शैक्षणिक सत्र ${TEST_SETTINGS.admission.year}`, { exact: true })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: printWords.hi.heading })).toBeVisible();
  await expect(sheet.getByText(printWords.hi.officeStamp, { exact: true })).toBeVisible();
});

test('the first response of /hi/admission lists the states by their Hindi names (one states answer for both languages)', async ({
  request,
}) => {
  const stateSelect = async (path: string) =>
    /<select[^>]*name="state"[^>]*>([\s\S]*?)<\/select>/.exec(await (await request.get(path)).text())?.[1] ?? '';
  // English first: the Hindi page remembers its language in a cookie, which then leads /admission to /hi/admission.
  expect(await stateSelect('/admission')).toMatch(/<option value="9">Uttar Pradesh<\/option>/);
  const hindi = await stateSelect('/hi/admission');
  expect(hindi).toMatch(/<option value="9">उत्तर प्रदेश<\/option>/);
  expect(hindi).not.toContain('Uttar Pradesh');
});

for (const width of [375, 1280]) {
  test(`/hi/admission is axe clean at ${width} px, its error state too`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openForm(page, '/hi/admission');
    await expect(field(page, 'fname')).toBeEnabled();
    await expectAxeClean(page, `/hi/admission at ${width} px`);
    await form(page).getByRole('button', { name: formWords.hi.toReview }).click();
    await expect(form(page).getByRole('heading', { name: summaryWords.hi.title })).toBeVisible();
    await expectAxeClean(page, `/hi/admission with errors at ${width} px`);
  });
}
