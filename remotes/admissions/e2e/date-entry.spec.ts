import { expect, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import labels from '../src/features/application/field-labels.messages.json' with { type: 'json' };
import formWords from '../src/features/application/admission-form.messages.json' with { type: 'json' };
import { applyAndReachPayment, field, freshMobile, openForm } from './support';

/**
 * Dates are typed day first, as the college's printouts write them, on a phone (375 px): the
 * digits a US-English date box reads as 3 December are read back as 12 March, in English and
 * Hindi, and the status look-up finds an application by a date of birth typed 14-05-2006.
 */

test.use({ viewport: { width: 375, height: 812 } });

test('the date of birth is typed day first and read back with its month named, in English and Hindi', async ({
  page,
}) => {
  await openForm(page);
  const dob = field(page, 'Date of Birth');
  await expect(dob).toHaveAttribute('inputmode', 'numeric');
  await expect(dob).toHaveAccessibleDescription(/DD-MM-YYYY, like 14-05-2006/);
  await dob.pressSequentially('12032007');
  await expect(dob).toHaveAccessibleDescription(/You entered 12 March 2007/);
  await expectAxeClean(page, '/admission with a date of birth typed');

  await openForm(page, '/hi/admission');
  const hindi = page.getByRole('form', { name: formWords.hi.formLabel }).getByLabel(labels.hi.dob, { exact: true });
  // The form kept what was typed in English (the tab's draft): typed over.
  await hindi.fill('');
  await hindi.pressSequentially('12/03/2007');
  await expect(hindi).toHaveAccessibleDescription(/आपने 12 मार्च 2007 भरा है/);
});

test('/admission/status finds an application by a date of birth typed day first', async ({ page }) => {
  test.setTimeout(90_000);
  const { applicationNo, accessCode } = await applyAndReachPayment(page, 'Rekha Dates', freshMobile());
  await openLive(page, '/admission/status');
  const lookUp = page.getByRole('form', { name: 'Find my application' });
  await lookUp.getByLabel('Application number').fill(applicationNo);
  await lookUp.getByLabel('Access code').fill(accessCode);
  await lookUp.getByLabel('Date of Birth').fill('14-05-2006');
  await expect(lookUp.getByLabel('Date of Birth')).toHaveAccessibleDescription(/You entered 14 May 2006/);
  await lookUp.getByRole('button', { name: 'Find my application' }).click();
  await expect(page.getByRole('region', { name: `Application ${applicationNo}` })).toBeVisible();
});
