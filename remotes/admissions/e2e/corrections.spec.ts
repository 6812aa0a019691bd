import { expect, test } from '@playwright/test';
import { signIn } from '@college/remote-kit/testing/office-e2e';
import { axeAtWidths, openLive } from '@college/remote-kit/testing/e2e';
import { applyAndReachPayment, freshMobile, lookUpOnStatusPage } from './support';

/**
 * An applicant who misspelt her name and address corrects them on /admission/status before the
 * office starts (in English, then sees them in Hindi), and the office's page of the application
 * shows what she changed, before and after. At 375 px, axe clean.
 */

test.use({ viewport: { width: 375, height: 740 } });

test('an applicant corrects her name and address before the scrutiny; the office sees before and after', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { applicationNo, accessCode } = await applyAndReachPayment(page, 'Sunita Kumarri', freshMobile());

  await lookUpOnStatusPage(page, applicationNo, accessCode);
  const section = page.getByRole('region', { name: 'Correct your details' });
  await expect(section.getByText(/The Aadhaar number, the date of birth, the course/)).toBeVisible();
  await section.getByRole('button', { name: 'Correct my details' }).click();
  const form = section.getByRole('form', { name: 'Correct your details' });
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await expect(form.getByLabel('Full Name')).toHaveValue('Sunita Kumarri');

  // A bad pincode is refused as on the admission form, and named.
  await form.getByLabel('Pincode').fill('022100');
  await form.getByRole('button', { name: 'Save corrections' }).click();
  await expect(form.getByLabel('Pincode')).toHaveAccessibleDescription(/Pincode cannot start with 0/);
  await axeAtWidths(page, '/admission/status, a correction with a problem');

  await form.getByLabel('Pincode').fill('221005');
  await form.getByLabel('Full Name').fill('Sunita Kumari');
  await form.getByLabel('Address').fill('Village Rampur, Post Sarai, Ballia');
  await form.getByRole('button', { name: 'Save corrections' }).click();
  await expect(
    page.getByText('Your corrections are saved. The college office will see what you changed.'),
  ).toBeVisible();
  await expect(section.getByText(/Full Name changed from “Sunita Kumarri” to “Sunita Kumari”/)).toBeVisible();
  await expect(
    section.getByText(/Address changed from “Village Rampur, Post Sarai” to “Village Rampur, Post Sarai, Ballia”/),
  ).toBeVisible();
  await axeAtWidths(page, '/admission/status, corrected');

  // In Hindi, the same application: the corrections listed in Hindi.
  await openLive(page, '/hi/admission/status');
  const lookUp = page.getByRole('form', { name: 'मेरा आवेदन खोजें' });
  await lookUp.getByLabel('आवेदन संख्या').fill(applicationNo);
  await lookUp.getByLabel('एक्सेस कोड').fill(accessCode);
  await lookUp.getByLabel('जन्म तिथि').fill('14-05-2006');
  await lookUp.getByRole('button', { name: 'मेरा आवेदन खोजें' }).click();
  const hindi = page.getByRole('region', { name: 'अपनी जानकारी में सुधार करें' });
  await expect(hindi.getByText(/पूरा नाम “Sunita Kumarri” से बदलकर “Sunita Kumari” किया गया/)).toBeVisible();
  await axeAtWidths(page, '/hi/admission/status, corrected');

  // The office: the application shows the corrected values and what was corrected.
  await openLive(page, `/office/admissions/applications/${applicationNo}`);
  await signIn(page, 'admission_officer');
  await openLive(page, `/office/admissions/applications/${applicationNo}`);
  const corrected = page.getByRole('region', { name: 'Corrected by the applicant' });
  const rows = corrected.getByRole('row');
  await expect(rows.filter({ hasText: 'Full Name' })).toContainText('Sunita Kumarri');
  await expect(rows.filter({ hasText: 'Full Name' })).toContainText('Sunita Kumari');
  await expect(rows.filter({ hasText: 'Address' })).toContainText('Village Rampur, Post Sarai, Ballia');
  await axeAtWidths(page, 'the office application with corrections');
});
