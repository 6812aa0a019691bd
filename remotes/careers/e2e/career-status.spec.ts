import { expect, type Page, test } from '@playwright/test';
import { signIn } from '@college/remote-kit/testing/office-e2e';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { formatIndianDate } from '../../../settings/src/dates';
import { TEST_SETTINGS } from '../../../settings/test/fixture';
import { applyByApi } from './support';

/**
 * A job applicant checks the application on a phone: number, access code and date of birth, in
 * English and in Hindi; wrong proofs get one plain answer; once the recruitment officer shortlists
 * it, the page gives the interview's day, time and place. axe clean at 375 px.
 */

test.use({ viewport: { width: 375, height: 740 } });

/** An application for Assistant Professor (M.A), Sociology: its number and access code. */
const apply = (page: Page) =>
  applyByApi(page, {
    profile: 'Assistant Professor(M.A)',
    field: 'Sociology',
    name: 'Kavita Devi',
    dob: '1988-11-03',
    category: 'SC',
    qualification: JSON.stringify([
      { qualification: 'PG', institute: 'BHU', year: '2012', subject: 'Sociology', mark: '64' },
    ]),
    experienceOption: 'No',
    experience: JSON.stringify([{ position: '', duration: '', totalexp: '' }]),
  });

type Words = { form: string; number: string; code: string; dob: string; check: string };
const ENGLISH: Words = {
  form: 'Check my career application',
  number: 'Application number',
  code: 'Access code',
  dob: 'Date of Birth',
  check: 'Check status',
};
const HINDI: Words = {
  form: 'मेरे नौकरी के आवेदन की स्थिति देखें',
  number: 'आवेदन संख्या',
  code: 'एक्सेस कोड',
  dob: 'जन्म तिथि',
  check: 'स्थिति देखें',
};

async function check(page: Page, words: Words, proofs: { number: string; code: string; dob: string }) {
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.number).fill(proofs.number);
  await form.getByLabel(words.code).fill(proofs.code);
  await form.getByLabel(words.dob).fill(proofs.dob);
  await form.getByRole('button', { name: words.check }).click();
}

test('an applicant checks the application in English and Hindi, and sees the interview once shortlisted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applied = await apply(page);
  const proofs = { number: applied.application_no, code: applied.access_code.toLowerCase(), dob: '03-11-1988' };

  // From the recruitment page, as an applicant finds it.
  await openLive(page, '/career');
  await page.getByRole('main').getByRole('link', { name: 'Check your application' }).click();
  await expect(page).toHaveURL(/\/careerStatus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your application' })).toBeVisible();

  // Nothing typed: each field named, nothing sent.
  await page.getByRole('button', { name: 'Check status' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Enter your application number' });
  await expect(summary).toContainText('Enter your access code');
  await expect(summary).toContainText('Enter your date of birth');
  await expectAxeClean(page, '/careerStatus with its problems');

  // A wrong date of birth: the same plain answer as any wrong proof.
  await check(page, ENGLISH, { ...proofs, dob: '04-11-1988' });
  await expect(page.getByText('Application not found')).toBeVisible();
  await expect(
    page.getByText('No career application matches this application number, date of birth and access code.'),
  ).toBeVisible();

  await check(page, ENGLISH, proofs);
  await expect(page.getByRole('heading', { level: 2, name: `Application ${applied.application_no}` })).toBeFocused();
  const standing = page.getByRole('region', { name: `Application ${applied.application_no}` });
  await expect(standing.getByText('Assistant Professor(M.A)')).toBeVisible();
  await expect(standing.getByText('Received, not yet reviewed').first()).toBeVisible();
  await expectAxeClean(page, '/careerStatus with an application');

  // The recruitment officer shortlists it.
  await openLive(page, `/office/recruitment/applications/${applied.application_no}`);
  await signIn(page, 'recruitment_officer');
  await openLive(page, `/office/recruitment/applications/${applied.application_no}`);
  const decision = page.getByRole('form', { name: 'Shortlist or reject' });
  await decision.getByLabel('Decision').selectOption({ label: 'Shortlist for the interview' });
  await decision.getByLabel(/Reason/).fill('First division PG, local candidate');
  await decision.getByRole('button', { name: 'Save the decision' }).click();
  await expect(page.getByText(/Shortlisted by .*: First division PG/).first()).toBeVisible();

  // In Hindi, the applicant now sees the interview (the office's reason is never shown).
  await openLive(page, '/hi/careerStatus');
  await expect(page.getByRole('heading', { level: 1, name: 'अपने आवेदन की स्थिति देखें' })).toBeVisible();
  await check(page, HINDI, proofs);
  const hindiStanding = page.getByRole('region', { name: `आवेदन ${applied.application_no}` });
  await expect(hindiStanding.getByText('साक्षात्कार के लिए चयनित').first()).toBeVisible();
  const { interview } = TEST_SETTINGS.recruitment;
  await expect(hindiStanding.getByText(/साक्षात्कार के लिए .* को .* बजे से/)).toContainText(
    `${formatIndianDate(interview.date)} को ${interview.time} बजे से`,
  );
  await expect(page.getByText('First division PG')).toHaveCount(0);
  await expectAxeClean(page, '/hi/careerStatus with a shortlisted application');
});
