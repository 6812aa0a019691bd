import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { formatIndianDate } from '../../../settings/src/dates';
import { TEST_SETTINGS } from '../../../settings/test/fixture';
import { PDF, PNG } from './support';

const { recruitment } = TEST_SETTINGS;

/**
 * A job applicant through the running portal: the recruitment page and its notification PDF, the
 * career form with its messages, checks, rows, address copy and a reload in the middle, the upload,
 * and the acknowledgement on screen and on paper.
 */

const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

// A mobile number and e-mail of this run: one application per post and subject is allowed.
const run = Date.now().toString().slice(-6);
const MOBILE = `98${run}01`;

const form = (page: Page) => page.getByRole('form', { name: 'Career form' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const group = (page: Page, name: string) => form(page).getByRole('group', { name, exact: true });

async function choose(select: Locator, label: string) {
  await expect(select.locator('option', { hasText: label })).toHaveCount(1);
  await select.selectOption({ label });
}

test('/career: the recruitment dates, venue, helplines, a real notification PDF and Apply Online', async ({ page }) => {
  await openLive(page, '/career');
  const main = page.getByRole('main');
  // The fixture is a demo file: the window is placed around the day of the run, so it is open.
  await expect(main.getByRole('heading', { level: 1, name: recruitment.title })).toBeVisible();
  await expect(main.getByText(formatIndianDate(recruitment.opens))).toBeVisible();
  await expect(main.getByText(formatIndianDate(recruitment.closes))).toBeVisible();
  await expect(
    main.getByText(`${formatIndianDate(recruitment.interview.date)} from ${recruitment.interview.time}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Interview venue' })).toBeVisible();
  await expectAxeClean(page, '/career');

  const notification = main.getByRole('link', { name: /View Notification/ });
  await expect(notification).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await notification.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await main.getByRole('link', { name: 'Apply Online' }).click();
  await expect(page).toHaveURL(/\/careerForm$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Career Form' })).toBeVisible();
});

test('a full application: messages, file checks, rows, address copy, a reload, the upload and the acknowledgement', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openLive(page, '/careerForm');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: recruitment.title })).toBeVisible();
  await expectAxeClean(page, '/careerForm');

  // Every validation message of the career form, once.
  await main.getByRole('button', { name: 'Submit' }).click();
  const summary = form(page)
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary).toBeVisible();
  await expect(page.locator(':focus')).toContainText('There is a problem');
  for (const message of [
    'Please Select Subject',
    'Please enter name',
    "Please enter father's name",
    'At least one qualification is required',
    'Please upload photo',
    'Please upload CV',
    'Please accept the declaration',
  ]) {
    await expect(summary.getByText(message)).toBeVisible();
  }
  await expectAxeClean(page, '/careerForm with errors');
  await field(page, 'Mobile Number').fill('98765');
  await expect(field(page, 'Mobile Number')).toHaveAccessibleDescription(/Phone must be of 10 digits/);
  await field(page, 'Email').fill('anita@');
  await expect(field(page, 'Email')).toHaveAccessibleDescription(/Please enter a valid email/);
  await field(page, 'Do you have teaching or work experience?').selectOption('Yes');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByText('At least one experience is required').first()).toBeVisible();

  // Files refused in the browser, before any upload.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/web/saveCareer')) sent.push(request.method());
  });
  // (A photo over 60 KB is now made to fit in the browser: photo-fit.spec.ts. An iPhone HEIC photo is explained.)
  await field(page, 'Photo').setInputFiles({
    name: 'IMG_0001.HEIC',
    mimeType: 'image/heic',
    buffer: padded(PNG, 70 * 1024),
  });
  await expect(field(page, 'Photo')).toHaveAccessibleDescription(
    /is a HEIC picture \(as iPhones save them\), which cannot be used here/,
  );
  await field(page, 'CV (single PDF)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: padded(PDF, 3 * 1024 * 1024),
  });
  await expect(field(page, 'CV (single PDF)')).toHaveAccessibleDescription(
    /This PDF is 3\.0 MB; at most 2 MB can be sent\. Please photograph the pages/,
  );
  expect(sent).toEqual([]);

  // Personal information and the permanent address, then a reload: everything typed is still there.
  await choose(field(page, 'Job Profile'), 'Assistant Professor(B.Sc)');
  await choose(field(page, 'Subject Applied For'), 'Physics');
  await field(page, 'Name').fill('Anita Sharma');
  await field(page, "Father's Name").fill('Ramesh Sharma');
  // Typed day first, as printed on a certificate; read back with its month named.
  await field(page, 'Date of Birth').fill('12-04-1990');
  await expect(field(page, 'Date of Birth')).toHaveAccessibleDescription(/You entered 12 April 1990/);
  await field(page, 'Gender').selectOption('Female');
  await field(page, 'Nationality').selectOption('Indian');
  await field(page, 'Category').selectOption('OBC');
  await field(page, 'Mobile Number').fill(MOBILE);
  await field(page, 'Email').fill(`anita.${run}@example.in`);
  const permanent = group(page, 'Permanent Address');
  await permanent.getByLabel('Address', { exact: true }).fill('House 12, Lanka');
  await choose(permanent.getByLabel('State', { exact: true }), 'Uttar Pradesh');
  await choose(permanent.getByLabel('District', { exact: true }), 'Varanasi');
  await permanent.getByLabel('Pin Code', { exact: true }).fill('221005');

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await expect(field(page, 'Name')).toHaveValue('Anita Sharma');
  await expect(field(page, 'Subject Applied For')).toHaveValue('Physics');
  await expect(permanent.getByLabel('District', { exact: true })).toHaveValue('187');
  await expect(field(page, 'Mobile Number')).toHaveValue(MOBILE);

  // Same as permanent.
  await field(page, 'Correspondence address same as permanent address').check();
  const correspondence = group(page, 'Correspondence Address');
  await expect(correspondence.getByLabel('Pin Code', { exact: true })).toHaveValue('221005');
  await expect(correspondence.getByLabel('District', { exact: true })).toHaveValue('187');

  // Two qualifications: add three rows, delete one; the last row can never be deleted.
  const row = (n: number) => group(page, `Qualification ${n}`);
  const fillRow = async (n: number, values: [string, string, string, string, string]) => {
    await row(n).getByLabel('Qualification', { exact: true }).selectOption(values[0]);
    await row(n).getByLabel('Institute', { exact: true }).fill(values[1]);
    await row(n).getByLabel('Year', { exact: true }).fill(values[2]);
    await row(n).getByLabel('Subject', { exact: true }).fill(values[3]);
    await row(n).getByLabel('Mark (%)', { exact: true }).fill(values[4]);
  };
  await expect(row(1).getByRole('button', { name: 'Delete qualification 1' })).toBeDisabled();
  await fillRow(1, ['UG', 'Banaras Hindu University', '2011', 'Physics', '71']);
  await main.getByRole('button', { name: 'Add qualification' }).click();
  await expect(row(2).getByLabel('Qualification', { exact: true })).toBeFocused();
  await fillRow(2, ['High School', 'Wrong row', '2006', 'Science', '80']);
  await main.getByRole('button', { name: 'Add qualification' }).click();
  await fillRow(3, ['PG', 'Banaras Hindu University', '2013', 'Physics', '68.5']);
  await row(2).getByRole('button', { name: 'Delete qualification 2' }).click();
  await expect(group(page, 'Qualification 3')).toHaveCount(0);
  await expect(row(2).getByLabel('Institute', { exact: true })).toHaveValue('Banaras Hindu University');
  await expect(row(2).getByLabel('Qualification', { exact: true })).toBeFocused();

  // Experience: Yes, one row.
  await field(page, 'Do you have teaching or work experience?').selectOption('Yes');
  const experience = group(page, 'Experience 1');
  await experience.getByLabel('Position', { exact: true }).fill('Guest Lecturer');
  await experience.getByLabel('Duration (from – to)', { exact: true }).fill('July 2019 – June 2022');
  await experience.getByLabel('Total Experience', { exact: true }).fill('3 years');
  await expect(experience.getByRole('button', { name: 'Delete experience 1' })).toBeDisabled();

  // The files (chosen again after the reload: browsers never keep them) and the declaration.
  await field(page, 'Photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await field(page, 'CV (single PDF)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(field(page, 'Photo')).not.toHaveAccessibleDescription(/must be/);
  await form(page)
    .getByRole('checkbox', { name: /I declare/ })
    .check();
  await main.getByRole('button', { name: 'Submit' }).click();

  // The acknowledgement.
  await expect(page).toHaveURL(/\/careerConfirmation$/);
  await expect(page.getByText('Career form submitted successfully.')).toBeVisible();
  const number = main.getByText(new RegExp(`^REC${recruitment.opens.slice(0, 4)}-\\d{6}$`));
  await expect(number).toBeVisible();
  const applicationNo = await number.textContent();
  await expect(main.getByText('Assistant Professor(B.Sc)')).toBeVisible();
  await expect(
    main.getByText(
      `Interviews are held on ${formatIndianDate(recruitment.interview.date)} from ${recruitment.interview.time}`,
      { exact: false },
    ),
  ).toBeVisible();
  await expectAxeClean(page, '/careerConfirmation');

  // On paper: the acknowledgement alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-career-acknowledgement]')).toBeVisible();
  await expect(page.getByText(applicationNo!)).toBeVisible();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(main.getByRole('button', { name: 'Print acknowledgement' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A reload of the tab keeps the acknowledgement (navigation state lives in the tab's history).
  await page.reload();
  await expect(page.getByRole('main').getByText(applicationNo!)).toBeVisible();

  // The access code, shown this once, with the number and the date of birth opens the status.
  const accessCode = await page
    .getByText('Access code', { exact: true })
    .locator('xpath=following-sibling::dd')
    .textContent();
  expect(accessCode).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  await page.getByRole('main').getByRole('link', { name: 'Check your application' }).click();
  await expect(page).toHaveURL(/\/careerStatus$/);
  const lookup = page.getByRole('form', { name: 'Check my career application' });
  await lookup.getByLabel('Application number').fill(applicationNo!);
  await lookup.getByLabel('Access code').fill(accessCode!);
  await lookup.getByLabel('Date of Birth').fill('12041990');
  await lookup.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Application ${applicationNo}` })).toBeFocused();
  await expect(page.getByText('Received, not yet reviewed').first()).toBeVisible();

  // The kept values were cleared with the success: the form starts empty again.
  await openLive(page, '/careerForm');
  await expect(field(page, 'Name')).toHaveValue('');
});

test('/careerConfirmation visited directly says what it is for and leads back', async ({ page }) => {
  await openLive(page, '/careerConfirmation');
  const main = page.getByRole('main');
  await expect(main.getByText('No application to show here')).toBeVisible();
  await expectAxeClean(page, '/careerConfirmation without an application');
  await main.getByRole('link', { name: 'Apply Online' }).click();
  await expect(page).toHaveURL(/\/careerForm$/);
});

test('the careers pages fit a 320 px phone, also with 200 % text and the form in its error state', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of ['/career', '/careerForm', '/careerConfirmation']) {
    await openLive(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/careerForm') {
      await field(page, 'Do you have teaching or work experience?').selectOption('Yes');
      await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expectAxeClean(page, `${path} at 320 px with errors`);
    }
    expect(await overflow(), `${path} at 320 px`).toBe(0);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    expect(await overflow(), `${path} at 320 px with 200 % text`).toBe(0);
  }
});
