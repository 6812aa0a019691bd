import { expect, test } from '@playwright/test';
import { expectAxeClean } from '@college/remote-kit/testing/e2e';
import labels from '../src/features/application/field-labels.messages.json' with { type: 'json' };
import formWords from '../src/features/application/admission-form.messages.json' with { type: 'json' };
import {
  choose,
  DECLARATION,
  field,
  fillPersonal,
  form,
  freshAadhaar,
  freshEmail,
  freshMobile,
  jpeg,
  lookUpOnStatusPage,
  openForm,
  pdf,
  review,
} from './support';

/**
 * An M.A. applicant on a phone (375 px): the qualifying examination is the graduation (a university,
 * a CGPA), the graduation marksheet is asked for instead of the Intermediate's, and the application
 * and its printout say so, in English and in Hindi.
 */

test.use({ viewport: { width: 375, height: 812 } });

test('/admission: an M.A. applicant gives the graduation with a CGPA and the degree marksheet, and the printout says graduation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await openForm(page);
  const aadhaar = freshAadhaar();
  await fillPersonal(page, { name: 'Nisha Graduate', aadhaar, email: freshEmail('nisha'), mobile: freshMobile() });
  await choose(field(page, 'Category'), 'General');
  await choose(field(page, 'Person with Disability'), 'No');
  await choose(field(page, 'Course'), 'M.A.');
  await choose(field(page, 'Subject'), 'Sociology');
  await choose(field(page, 'Minor Subject'), { index: 1 });
  await choose(field(page, 'Co-curricular Subject'), { index: 1 });
  await choose(field(page, 'Vocational Subject'), { index: 1 });
  await choose(field(page, 'Transfer Certificate (TC)'), 'Not-Available');

  const qualifying = form(page).getByRole('region', { name: 'Qualifying Examination: Graduation' });
  await expect(qualifying).toBeVisible();
  await field(page, 'University').fill('Mahatma Gandhi Kashi Vidyapith');
  await field(page, 'Year of Passing Graduation').fill('2025');
  await field(page, 'Graduation Roll Number').fill('MGKV/2025-0441');
  await field(page, 'Marks Obtained, or CGPA').fill('7.85');
  await field(page, 'Maximum Marks, or the CGPA Scale').fill('10');
  await expect(field(page, 'Percentage')).toHaveValue('78.50 %');

  await expect(field(page, 'Intermediate Marksheet')).toHaveCount(0);
  await field(page, 'Photograph').setInputFiles(jpeg('photo.jpg'));
  await field(page, 'Signature').setInputFiles(jpeg('signature.jpg'));
  for (const label of ['High School Marksheet', 'Graduation Marksheet', 'Aadhaar Card', 'Domicile Certificate']) {
    await field(page, label).setInputFiles(pdf(`${label}.pdf`));
  }
  await expectAxeClean(page, '/admission for an M.A.');

  await form(page).getByRole('button', { name: 'Continue to review' }).click();
  await expect(review(page).getByRole('heading', { name: 'Qualifying Examination: Graduation' })).toBeVisible();
  await expect(
    review(page)
      .getByRole('term')
      .filter({ hasText: /^University$/ }),
  ).toBeVisible();
  await review(page).getByRole('checkbox', { name: DECLARATION }).check();
  await review(page).getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/payment$/, { timeout: 30_000 });
  const payment = page.getByRole('form', { name: 'Fee payment' });
  const applicationNo = (await payment
    .getByText(/^ADM\d{4}-\d{6}$/)
    .first()
    .textContent())!;
  const accessCode = (await payment.getByText(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/).textContent())!;

  // The printout the office receives: the graduation, the university, the CGPA.
  await lookUpOnStatusPage(page, applicationNo, accessCode);
  await page.getByRole('button', { name: 'Print application' }).click();
  const sheet = page.getByRole('region', { name: 'Application for admission' });
  await expect(sheet.getByRole('heading', { name: 'Qualifying examination: graduation' })).toBeVisible();
  await expect(sheet.getByText('Mahatma Gandhi Kashi Vidyapith')).toBeVisible();
  await expect(sheet.getByText('7.85 / 10')).toBeVisible();
  await expect(sheet.getByText('78.50 %')).toBeVisible();
});

test('/hi/admission: choosing M.A. asks for the graduation and its marksheet, in Hindi', async ({ page }) => {
  test.setTimeout(60_000);
  await openForm(page, '/hi/admission');
  const hindiForm = page.getByRole('form', { name: formWords.hi.formLabel });
  const hindiField = (label: string) => hindiForm.getByLabel(label, { exact: true });
  await choose(hindiField(labels.hi.course), 'एम.ए.');
  await expect(hindiForm.getByRole('region', { name: labels.hi.section_qualifying_graduation })).toBeVisible();
  await expect(hindiField(labels.hi.graduation_qual_board)).toBeVisible();
  await expect(hindiField(labels.hi.graduation_qual_marks)).toBeVisible();
  await expect(hindiField(labels.hi.file_degree)).toBeVisible();
  await expect(hindiField(labels.hi.file_inter)).toHaveCount(0);
  await expectAxeClean(page, '/hi/admission for an M.A.');
});
