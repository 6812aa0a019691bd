import { expect, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { TEST_SETTINGS } from '../../../settings/test/fixture';
import { rupees } from '../../../settings/src/format';
import { phonePhoto } from '../../remote-kit/src/testing/sharp-codec';
import {
  freshAadhaar,
  ACCESS_CODE,
  KEEP_CODE,
  freshUpiReference,
  pdf,
  jpeg,
  form,
  field,
  choose,
  freshMobile,
  fillPersonal,
  fillCourse,
  review,
  DECLARATION,
  reviewAndSubmit,
  uploadDocuments,
  applyAndReachPayment,
  lookUpOnStatusPage,
  openForm,
} from './support';

/**
 * An applicant through the running portal: the admission form with its messages and conditional
 * fields, a reload in the middle, the review with its declaration (and "Edit" back to the form),
 * the upload, the fee sent online (a claim, "paid – being verified") and the acknowledgement on
 * screen and on paper; cash chosen ("fee due at the college counter", not paid); a duplicate
 * Aadhaar; /payment and /success reached without an application.
 */

test('an empty submit lists every problem, ties each to its field and moves focus; the page is axe clean', async ({
  page,
}) => {
  await openForm(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Admission Form A.Y. ${TEST_SETTINGS.admission.year}` }),
  ).toBeVisible();
  for (const section of ['Personal Information', 'Course Information', 'Qualifying Examination', 'Upload Documents']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expectAxeClean(page, '/admission');
  await form(page).getByRole('button', { name: 'Continue to review' }).click();
  // The summary takes focus and lists the fields in screen order; its first link leads to the first.
  const summary = form(page)
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary).toBeVisible();
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await expect(summary.getByRole('link').first()).toHaveText(/^Full Name: Enter your full name/);
  await summary.getByRole('link', { name: /Full Name/ }).click();
  await expect(field(page, 'Full Name')).toBeFocused();
  await expect(field(page, 'Full Name')).toHaveAccessibleDescription(/Enter your full name/);
  await expect(field(page, 'Gender')).toHaveAccessibleDescription(/Choose your gender/);
  // Corrected fields lose their message at once.
  await field(page, 'Full Name').fill('Asha');
  await expect(field(page, 'Full Name')).not.toHaveAccessibleDescription(/Enter your full name/);
  await expectAxeClean(page, '/admission with errors');
});

test("the form's lists come with the page: drawn in its first response, not asked for again", async ({
  page,
  request,
}) => {
  // The states come from the service only (the settings have none): the first HTML lists them.
  const html = await (await request.get('/admission')).text();
  const stateSelect = /<select[^>]*name="state"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  expect(stateSelect.match(/<option/g)?.length ?? 0).toBeGreaterThan(10);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/')) asked.push(new URL(sent.url()).pathname);
  });
  await openForm(page);
  await expect(field(page, 'Course')).toBeEnabled();
  expect(asked).toEqual([]);
});

test("the page is live before the form's code loads; typing, a choice and a press of its button before it arrives are kept, nothing is sent", async ({
  page,
}) => {
  await openLive(page, '/admission');
  await page.waitForLoadState('networkidle');
  // Until the form is touched, none of its code is asked for; then it comes, slowly here.
  const later: string[] = [];
  await page.route('**/remotes/admissions/*.js', async (route) => {
    later.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await field(page, 'Full Name').fill('Asha Devi');
  await field(page, 'Gender').selectOption('Female');
  await field(page, 'Full Name').press('Enter');
  await form(page).getByRole('button', { name: 'Continue to review' }).click();
  expect(later.length).toBeGreaterThan(0);
  await expect(form(page)).toHaveAttribute('data-ready', 'true');
  // Neither Enter nor the button sent the form off as an address; the press counts once the form
  // is live (the check lists what is missing), and what was typed and chosen is the form's now.
  await expect(
    form(page)
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'There is a problem' }) }),
  ).toBeVisible();
  expect(page.url()).toMatch(/\/admission$/);
  await expect(field(page, 'Full Name')).toHaveValue('Asha Devi');
  await expect(field(page, 'Gender')).toHaveValue('Female');
  const draft = await page.evaluate(() => Object.values(sessionStorage).join(' '));
  expect(draft).toContain('Asha Devi');
  expect(draft).toContain('Female');
});

test('every conditional branch, a reload that keeps the values, the upload, an online payment and the acknowledgement', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const aadhaar = freshAadhaar();
  const email = `asha.${Date.now()}@example.in`;
  await openForm(page);
  await fillPersonal(page, { name: 'Asha Kumari', aadhaar, email });

  // Category: GEN-EWS asks for income, certificate details and the EWS certificate; SC swaps the
  // certificate for a caste one; handicap Yes asks for its type, the disability certificate and
  // (optional) its percentage; TC Available for the certificate.
  await choose(field(page, 'Category'), 'GEN-EWS');
  await expect(field(page, 'Annual Family Income (₹)')).toBeVisible();
  await expect(field(page, 'EWS Certificate')).toBeAttached();
  await choose(field(page, 'Category'), 'SC');
  await expect(field(page, 'Annual Family Income (₹)')).toHaveCount(0);
  await expect(field(page, 'Caste Certificate')).toBeAttached();
  await field(page, 'Certificate Number').fill('SC/2024/5531');
  await field(page, 'Certificate Issue Date').fill('2024-03-11');
  await choose(field(page, 'Person with Disability'), 'Yes');
  await choose(field(page, 'Type of Disability'), { index: 1 });
  await field(page, 'Percentage of Disability (optional)').fill('40');
  await expect(field(page, 'Disability Certificate')).toBeAttached();
  await fillCourse(page);
  await choose(field(page, 'Transfer Certificate (TC)'), 'Available');
  await expect(field(page, 'Transfer Certificate')).toBeAttached();

  // A reload loses nothing typed (files must be chosen again, and the page says so).
  await page.reload();
  // The fields open with what was typed already in them (checked every frame): a letter typed the
  // moment they open is never overwritten by the restore.
  const atOpening = await page.waitForFunction(() => {
    const name = document.getElementById('admission-fname') as HTMLInputElement | null;
    return name?.matches(':enabled') ? name.value || '(empty)' : false;
  });
  expect(await atOpening.jsonValue()).toBe('Asha Kumari');
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await expect(page.getByText('We filled in what you typed earlier in this tab.')).toBeVisible();
  await expect(field(page, 'Full Name')).toHaveValue('Asha Kumari');
  await expect(field(page, 'Aadhaar Number')).toHaveValue(aadhaar);
  await expect(field(page, 'Category')).toHaveValue('SC');
  await expect(field(page, 'Major Subject 3')).toHaveValue('0');

  await uploadDocuments(page);
  await field(page, 'Caste Certificate').setInputFiles(pdf('caste.pdf'));
  await field(page, 'Transfer Certificate').setInputFiles(pdf('tc.pdf'));
  await field(page, 'Disability Certificate').setInputFiles(jpeg('disability.jpg'));
  await form(page).getByRole('button', { name: 'Continue to review' }).click();

  // The review: every answer as chosen (names, not ids; the Aadhaar masked) and the documents;
  // its heading takes focus. Nothing is sent before "Submit application".
  const checking = review(page);
  await expect(checking.getByRole('heading', { name: 'Check your application' })).toBeFocused();
  await expect(form(page)).toBeHidden();
  const answer = (label: string) =>
    checking
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(answer('Full Name')).toHaveText('Asha Kumari');
  await expect(answer('Aadhaar Number')).toHaveText(`XXXX XXXX ${aadhaar.slice(-4)}`);
  await expect(answer('Category')).toHaveText('SC');
  await expect(answer('State')).toHaveText('Uttar Pradesh');
  await expect(answer('Course')).toHaveText('B.A.');
  await expect(answer('Photograph')).toHaveText(/^photo\.jpg \(\d+ B\)$/);
  // The photo and signature themselves, drawn at the printed form's size (30 × 36 mm).
  for (const label of ['Photograph', 'Signature']) {
    const picture = checking.getByRole('img', { name: `${label} as it will be printed` });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(answer('Caste Certificate')).toHaveText(/^caste\.pdf \(\d+ B\)$/);
  await expect(answer('Percentage of Disability \\(optional\\)')).toHaveText('40 %');
  await expect(answer('Disability Certificate')).toHaveText(/^disability\.jpg \(\d+ B\)$/);
  await expect(answer('Roll Number')).toHaveText('2412/345-A');
  await expect(answer('Percentage')).toHaveText('82.40 %');
  await expect(checking).not.toContainText(aadhaar);
  await expectAxeClean(page, '/admission review');

  // "Edit" finds the form as it was, focus at its top; back to the review.
  await checking.getByRole('button', { name: 'Edit' }).click();
  await expect(form(page).getByRole('region', { name: 'Personal Information' })).toBeFocused();
  await expect(field(page, 'Aadhaar Number')).toHaveValue(aadhaar);
  await form(page).getByRole('button', { name: 'Continue to review' }).click();
  await expect(checking.getByRole('heading', { name: 'Check your application' })).toBeFocused();

  // Not declared: the checkbox says why, the summary takes focus; declared, the application goes.
  await checking.getByRole('button', { name: 'Submit application' }).click();
  const declaration = checking.getByRole('checkbox', { name: DECLARATION });
  await expect(declaration).toHaveAccessibleDescription(/Please confirm the declaration before you submit/);
  await expect(page.locator(':focus')).toContainText('There is a problem');
  await expect(page).toHaveURL(/\/admission$/);
  await expectAxeClean(page, '/admission review without the declaration');
  await declaration.check();
  await checking.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
  await expect(page.getByText('Admission Form Submitted')).toBeVisible();
  const payment = page.getByRole('form', { name: 'Fee payment' });
  await expect(payment.getByText('Asha Kumari')).toBeVisible();
  const applicationNo = (await payment
    .getByText(/^ADM\d{4}-\d{6}$/)
    .first()
    .textContent())!;
  // The access code, shown once, with the advice to keep it.
  const accessCode = (await payment.getByText(ACCESS_CODE).textContent())!;
  await expect(payment.getByText(KEEP_CODE)).toBeVisible();
  await expectAxeClean(page, '/payment');

  // Online: UPI id and a payment link for the phone's UPI app; the reference is checked.
  await payment.getByRole('radio', { name: 'Online (UPI)' }).check();
  await expect(payment.getByRole('link', { name: /Open my UPI app/ })).toHaveAttribute('href', /^upi:\/\/pay\?pa=/);
  // The QR code to scan with another phone, drawn at its final size.
  const qr = payment.getByRole('img', { name: /^UPI QR code: pay ₹[\d,]+ to / });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.width)).toBe(200);
  const fee = (await payment
    .getByText(/^₹[\d,]+$/)
    .first()
    .textContent())!
    .slice(1)
    .replaceAll(',', '');
  // The fee is shown, never typed.
  await expect(payment.getByLabel(/Amount/)).toHaveCount(0);
  await payment.getByLabel('UPI reference number').fill('1234');
  await payment.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(payment.getByLabel('UPI reference number')).toHaveAccessibleDescription(/12 digits/);
  const reference = freshUpiReference();
  await payment.getByLabel('UPI reference number').fill(reference);
  // The phone's screenshot of the payment, some MB: fitted under the 1 MB limit before it is sent.
  const screenshot = await phonePhoto({ width: 1080, height: 2400, quality: 100, sigma: 60 });
  expect(screenshot.length).toBeGreaterThan(1024 * 1024);
  await payment
    .getByLabel('Payment Screenshot (optional)')
    .setInputFiles({ name: 'Screenshot_upi.jpg', mimeType: 'image/jpeg', buffer: screenshot });
  await payment.getByRole('button', { name: 'Submit Payment' }).click();

  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
  // A UPI reference is the applicant's word: received, being verified, never "Payment Successful".
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payment claimed: the office will confirm it' }),
  ).toBeVisible();
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
  const acknowledgement = page.getByRole('region', { name: 'Payment acknowledgement' });
  await expect(acknowledgement.getByText('Submitted, paid – being verified')).toBeVisible();
  await expect(acknowledgement.getByText(applicationNo)).toBeVisible();
  await expect(acknowledgement.getByText(reference)).toBeVisible();
  await expect(acknowledgement.getByText(rupees(Number(fee)))).toBeVisible();
  // The whole acknowledgement: name, course and subjects from the service (asked with the code).
  await expect(acknowledgement.getByText('Asha Kumari')).toBeVisible();
  await expect(acknowledgement.getByText('B.A.', { exact: true })).toBeVisible();
  await expect(acknowledgement.getByText(accessCode)).toBeVisible();
  await expectAxeClean(page, '/success');

  // On paper: the acknowledgement alone, without the shell's header, footer or buttons; the access
  // code printed with the advice to keep it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print acknowledgement' })).toBeHidden();
  await expect(acknowledgement.getByText(applicationNo)).toBeVisible();
  await expect(acknowledgement.getByText(accessCode)).toBeVisible();
  await expect(acknowledgement.getByText(KEEP_CODE)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The same Aadhaar again: its field says why (the e-mail may be shared).
  await openForm(page);
  await expect(field(page, 'Full Name')).toHaveValue('');
  await fillPersonal(page, { name: 'Asha Again', aadhaar, email });
  await choose(field(page, 'Category'), 'General');
  await choose(field(page, 'Person with Disability'), 'No');
  await fillCourse(page);
  await choose(field(page, 'Transfer Certificate (TC)'), 'Not-Available');
  await uploadDocuments(page);
  await reviewAndSubmit(page);
  await expect(field(page, 'Aadhaar Number')).toHaveAccessibleDescription(/already been made this year/, {
    timeout: 20_000,
  });
  await expect(field(page, 'Email')).not.toHaveAccessibleDescription(/already been made this year/);
  // …and the way to the application number look-up, opened at once.
  await form(page)
    .getByRole('link', { name: 'find your application number with your mobile number and date of birth' })
    .click();
  await expect(page).toHaveURL(/\/admission\/status$/);
  await expect(page.getByRole('form', { name: 'Find my application number' })).toBeVisible();
});

test('pay later, find the lost number by mobile and date of birth, come back through the status page, pay online, and find the payment being verified', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mobile = freshMobile();
  const { payment, applicationNo, fee, accessCode } = await applyAndReachPayment(page, 'Kiran Later', mobile);
  await payment.getByRole('button', { name: 'Pay later' }).click();
  // Not the home page: the number to write down, and the way back.
  const later = page.getByRole('region', { name: 'Write down your application number' });
  await expect(later.getByText(applicationNo)).toBeVisible();
  await expect(later.getByText(accessCode)).toBeVisible();
  await expect(later.getByRole('link', { name: 'Check application / pay later' })).toBeVisible();
  await expectAxeClean(page, '/payment, pay later');

  // She loses the number: mobile number and date of birth find it again, masked but for its last digits.
  await later.getByRole('link', { name: 'Check application / pay later' }).click();
  await expect(page).toHaveURL(/\/admission\/status$/);
  await page.getByRole('button', { name: 'Forgot your application number?' }).click();
  const forgot = page.getByRole('form', { name: 'Find my application number' });
  await forgot.getByLabel('Mobile Number').fill(mobile);
  await forgot.getByLabel('Date of Birth').fill('2006-05-15');
  await forgot.getByRole('button', { name: 'Find my application number' }).click();
  await expect(page.getByText('No application matches this mobile number and date of birth.')).toBeVisible();
  await forgot.getByLabel('Date of Birth').fill('2006-05-14');
  await forgot.getByRole('button', { name: 'Find my application number' }).click();
  const masked = `${applicationNo.slice(0, 8)}XX${applicationNo.slice(-4)}`;
  await expect(page.getByText(`Your application number is ${masked}`, { exact: false })).toBeVisible();
  await expect(page.getByText(applicationNo)).toHaveCount(0);
  await expectAxeClean(page, '/admission/status, forgot the application number');

  // Another day: the form page leads to the status page.
  await openForm(page);
  await page.getByRole('link', { name: /Check your application, pay the fee later/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check application / pay later' })).toBeVisible();
  const lookUp = page.getByRole('form', { name: 'Find my application' });
  const notFound = page.getByText('No application matches this application number, date of birth and access code.');
  // Number and date of birth without the code, or with a wrong date of birth, reveal nothing.
  await lookUp.getByLabel('Application number').fill(applicationNo.toLowerCase());
  await lookUp.getByLabel('Access code').fill('ZZZZ-ZZZZ');
  await lookUp.getByLabel('Date of Birth').fill('2006-05-14');
  await lookUp.getByRole('button', { name: 'Find my application' }).click();
  await expect(notFound).toBeVisible();
  // Typed as people type it: small letters, a space for the hyphen.
  await lookUp.getByLabel('Access code').fill(accessCode.toLowerCase().replace('-', ' '));
  await lookUp.getByLabel('Date of Birth').fill('2006-05-15');
  await lookUp.getByRole('button', { name: 'Find my application' }).click();
  await expect(notFound).toBeVisible();
  await expect(page.getByText('Kiran Later')).toHaveCount(0);

  await lookUp.getByLabel('Date of Birth').fill('2006-05-14');
  await lookUp.getByRole('button', { name: 'Find my application' }).click();
  const found = page.getByRole('region', { name: `Application ${applicationNo}` });
  await expect(found.getByText('Submitted, fee not paid yet')).toBeVisible();
  await expect(found.getByText('Kiran Later')).toBeVisible();
  await expect(found.getByText(accessCode)).toBeVisible();
  await expect(found.getByText(KEEP_CODE)).toBeVisible();
  await expectAxeClean(page, '/admission/status with an application');
  await found.getByRole('link', { name: `Pay the fee of ${rupees(Number(fee))}` }).click();

  await expect(page).toHaveURL(/\/payment$/);
  const pay = page.getByRole('form', { name: 'Fee payment' });
  await expect(pay.getByRole('definition').filter({ hasText: applicationNo })).toBeVisible();
  // Online this time, with the UPI reference the app showed.
  await pay.getByRole('radio', { name: 'Online (UPI)' }).check();
  await expect(
    pay.getByRole('img', { name: new RegExp(`^UPI QR code: pay ${rupees(Number(fee))} to \\S+@\\S+$`) }),
  ).toBeVisible();
  const reference = freshUpiReference();
  await pay.getByLabel('UPI reference number').fill(reference);
  await pay.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
  const acknowledgement = page.getByRole('region', { name: 'Payment acknowledgement' });
  await expect(acknowledgement.getByText(applicationNo)).toBeVisible();
  await expect(acknowledgement.getByText(reference)).toBeVisible();

  await expect(acknowledgement.getByText(accessCode)).toBeVisible();

  await openLive(page, '/admission/status');
  await lookUp.getByLabel('Application number').fill(applicationNo);
  await lookUp.getByLabel('Access code').fill(accessCode);
  await lookUp.getByLabel('Date of Birth').fill('2006-05-14');
  await lookUp.getByRole('button', { name: 'Find my application' }).click();
  // Not "fee paid" until the college office verifies the UPI payment (confirm-payment).
  await expect(found.getByText('Submitted, paid – being verified')).toBeVisible();
  await expect(found.getByText('Submitted, fee paid')).toHaveCount(0);
  await expect(found.getByText(`UPI, reference ${reference}`)).toBeVisible();
  await expect(found.getByRole('link', { name: /Pay the fee/ })).toHaveCount(0);
  // On paper: the acknowledgement alone.
  await page.emulateMedia({ media: 'print' });
  await expect(lookUp).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(found.getByText(applicationNo).first()).toBeVisible();
  await expect(found.getByText(accessCode)).toBeVisible();
});

test('cash chosen is "fee due at the college counter" on /success and the status page, not paid', async ({ page }) => {
  test.setTimeout(90_000);
  const { payment, applicationNo, fee, accessCode } = await applyAndReachPayment(page, 'Meena Cash', freshMobile());
  await payment.getByRole('radio', { name: 'Cash at the college office' }).check();
  await expect(payment.getByText(`Pay ${rupees(Number(fee))} at the college counter`)).toBeVisible();
  await payment.getByRole('button', { name: 'I will pay at the college counter' }).click();

  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: `Pay ${rupees(Number(fee))} at the college counter` }),
  ).toBeVisible();
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
  const acknowledgement = page.getByRole('region', { name: 'Payment acknowledgement' });
  await expect(acknowledgement.getByText('Submitted, fee due at the college counter')).toBeVisible();
  await expect(acknowledgement.getByText(new RegExp(`Bring ${rupees(Number(fee))} in cash`))).toBeVisible();
  // Cash has no transaction number (no "0 (cash)").
  await expect(acknowledgement.getByText('Transaction number')).toHaveCount(0);
  await expectAxeClean(page, '/success (cash due at the counter)');

  await lookUpOnStatusPage(page, applicationNo, accessCode);
  const found = page.getByRole('region', { name: `Application ${applicationNo}` });
  await expect(found.getByText('Submitted, fee due at the college counter')).toBeVisible();
  await expect(found.getByText('Submitted, fee paid')).toHaveCount(0);
  await expect(found.getByRole('definition').filter({ hasText: 'Cash at the college office' })).toBeVisible();
  // Not paid: paying online instead is still offered.
  await expect(found.getByRole('link', { name: `Pay the fee of ${rupees(Number(fee))}` })).toBeVisible();
  await expectAxeClean(page, '/admission/status with the fee due at the counter');
});

test('/payment and /success opened directly lead to the status page, which says why; with script off, a link there', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const why = {
    '/payment': 'The payment page opens right after an application is submitted in this browser tab.',
    '/success': 'The payment acknowledgement opens right after a payment is sent from this browser tab.',
  };
  for (const [path, sentence] of Object.entries(why)) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admission\/status$/);
    await expect(page.getByRole('main').getByText(sentence)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Find my application' })).toBeVisible();
  }
  await expectAxeClean(page, '/admission/status, reached from /success');
  const scriptOff = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  try {
    const plain = await scriptOff.newPage();
    for (const [path, sentence] of Object.entries(why)) {
      await plain.goto(path);
      // Playwright's text and role queries skip <noscript>, which a browser without script shows:
      // its words are read from the DOM, its box must be on screen.
      const shown = plain.locator('main noscript > [role="status"]');
      expect(await shown.evaluate((element) => element.textContent)).toContain(sentence);
      await expect(shown).toBeVisible();
      await shown.locator('a[href="/admission/status"]').click();
      await expect(plain).toHaveURL(/\/admission\/status$/);
    }
  } finally {
    await scriptOff.close();
  }
});

test('a name past its 100 characters is cut there and the form says so, in English and Hindi, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const notes = {
    '/admission': 'You have reached the limit of 100 characters: anything more is not taken.',
    '/hi/admission': 'आप 100 अक्षरों की सीमा तक पहुँच गए हैं: इससे अधिक नहीं लिया जाएगा।',
  };
  for (const [path, note] of Object.entries(notes)) {
    await openForm(page, path);
    const name = page.locator('[name="fname"]');
    await name.click();
    await page.keyboard.insertText('A'.repeat(299)); // as a paste arrives
    await expect(name).toHaveValue('A'.repeat(100));
    await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
    await name.press('Backspace');
    await expect(page.getByText(note)).toHaveCount(0);
  }
});

test('on a phone, an empty form says what each field needs, naming it, in English and Hindi', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const words = {
    '/admission': {
      review: 'Continue to review',
      links: [
        'Full Name: Enter your full name',
        'Gender: Choose your gender',
        'Sub-district (Tehsil): Choose your tehsil',
        'Year of Passing: Enter the year of passing',
        'Photograph: Upload your photograph',
      ],
    },
    '/hi/admission': {
      review: 'जाँच के लिए आगे बढ़ें',
      links: [
        'पूरा नाम: अपना पूरा नाम लिखें',
        'लिंग: अपना लिंग चुनें',
        'तहसील (उप-ज़िला): अपनी तहसील चुनें',
        'उत्तीर्ण होने का वर्ष: उत्तीर्ण होने का वर्ष भरें',
        'फोटो: अपनी फोटो अपलोड करें',
      ],
    },
  };
  for (const [path, { review, links }] of Object.entries(words)) {
    await openForm(page, path);
    // The form's own name is in the page's language: the page's one form.
    const theForm = page.getByRole('main').getByRole('form').first();
    await theForm.getByRole('button', { name: review }).click();
    const summary = theForm.getByRole('alert').first();
    for (const name of links) await expect(summary.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(summary).not.toContainText(/Please enter value|Please select value|कृपया यह जानकारी भरें/);
    await expectAxeClean(page, `${path} at 375 px with every field's message`);
  }
});
