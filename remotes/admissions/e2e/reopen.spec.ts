import { expect, test } from '@playwright/test';
import { signIn } from '@college/remote-kit/testing/office-e2e';
import { applyWithCasteCertificate, axeAtWidths, mailsOf, panel } from './office-steps';
import { lookUpOnStatusPage } from './support';

/**
 * A decision that can be undone: the admission officer rejects an application, then takes the
 * rejection back with a reason; the application is under scrutiny again, the applicant's status
 * page says it is being checked, and the applicant is told by e-mail (the outbox's .eml).
 */
test('the admission officer reopens a rejected application with a reason; the applicant sees it checked again and is told', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { applicationNo, accessCode } = await applyWithCasteCertificate(page);

  await page.goto(`/office/admissions/applications/${applicationNo}`);
  await expect(page).toHaveURL(/\/office\/sign-in/);
  await signIn(page, 'admission_officer');
  await expect(page).toHaveURL(new RegExp(`/office/admissions/applications/${applicationNo}$`));

  const verdict = panel(page).getByRole('form', { name: 'Verdict on the application' });
  await verdict.getByLabel('Verdict').selectOption({ label: 'Reject the application' });
  await verdict.getByLabel(/Reason for the rejection/).fill('The marksheet is of another person');
  await verdict.getByRole('button', { name: 'Record the verdict' }).click();
  await expect(panel(page).getByText('Status: Rejected')).toBeVisible();

  await panel(page).getByRole('button', { name: 'Reopen the application…' }).click();
  const reopen = panel(page).getByRole('form', { name: 'Reopen the application' });
  await expect(reopen.getByText(/the applicant is told by e-mail, with your reason/)).toBeVisible();
  await axeAtWidths(page, 'reopening a rejected application');
  await reopen.getByLabel(/Why is it reopened/).fill('The board confirmed the marksheet is hers');
  await reopen.getByRole('button', { name: 'Reopen the application' }).click();
  await expect(panel(page).getByText('Status: Under scrutiny')).toBeVisible();

  await lookUpOnStatusPage(page, applicationNo, accessCode);
  await expect(page.getByRole('heading', { name: 'Application status: Being checked' })).toBeVisible();
  await expect
    .poll(() => mailsOf(applicationNo).filter((text) => /Subject: Application being checked again/.test(text)).length, {
      timeout: 20_000,
    })
    .toBe(1);
});
