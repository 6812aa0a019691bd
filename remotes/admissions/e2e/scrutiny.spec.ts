import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../../../shell/e2e/office-support';
import { expectAxeClean, openLive } from '../../../shell/e2e/support';
import {
  ACCESS_CODE,
  choose,
  field,
  fillCourse,
  fillPersonal,
  freshAadhaar,
  freshMobile,
  lookUpOnStatusPage,
  pdf,
  reviewAndSubmit,
  uploadDocuments,
} from './support';

// Issue 22, part 3: a document verifier queries the caste certificate, the applicant sends it
// again from /admission/status, the verifier approves every document and verifies the application;
// the outbox holds the query and verdict mails.

const WIDTHS = [375, 1280];
const VERIFIER = demo('document_verifier').username.replace('.', '\\.');

/** An SC applicant (so a caste certificate) through the form, up to /payment: number and access code. */
async function applyWithCasteCertificate(page: Page) {
  const aadhaar = freshAadhaar();
  await openLive(page, '/admission');
  await fillPersonal(page, { name: 'Kavita Devi', aadhaar, email: `kavita.${aadhaar}@example.org`, mobile: freshMobile() });
  await choose(field(page, 'Category'), 'SC');
  await field(page, 'Certificate Number').fill('SC/2024/7781');
  await field(page, 'Certificate Issue Date').fill('2024-03-11');
  await choose(field(page, 'Person with Disability'), 'No');
  await fillCourse(page);
  await choose(field(page, 'Transfer Certificate (TC)'), 'Not-Available');
  await uploadDocuments(page);
  await field(page, 'Caste Certificate').setInputFiles(pdf('caste.pdf'));
  await reviewAndSubmit(page);
  await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
  const payment = page.getByRole('form', { name: 'Fee payment' });
  const applicationNo = (await payment.getByText(/^ADM\d{4}-\d{6}$/).first().textContent())!;
  const accessCode = (await payment.getByText(ACCESS_CODE).textContent())!;
  return { applicationNo, accessCode };
}

const panel = (page: Page) => page.getByRole('region', { name: 'Scrutiny of the documents' });
const reviewForm = (page: Page, label: string) => panel(page).getByRole('form', { name: `Review of the ${label}` });

async function decide(page: Page, label: string, decision: string, reason?: string) {
  const form = reviewForm(page, label);
  await form.getByLabel('Decision').selectOption({ label: decision });
  if (reason) await form.getByLabel('Reason').selectOption({ label: reason });
  await form.getByRole('button', { name: 'Save the decision' }).click();
}

async function axeAtWidths(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${where} at ${width}px`);
  }
}

/** The outbox's .eml files that mention the application. */
function mailsOf(applicationNo: string): string[] {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'outbox', 'admissions');
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((name) => readFileSync(path.join(folder, name), 'utf8')).filter((text) => text.includes(applicationNo));
}

test('a query on the caste certificate, the applicant sends it again, the verifier verifies; the mails are in the outbox', async ({ page }) => {
  test.setTimeout(180_000);
  const { applicationNo, accessCode } = await applyWithCasteCertificate(page);

  // The verifier opens the application by its address and signs in on the way.
  await page.goto(`/office/admissions/applications/${applicationNo}`);
  await expect(page).toHaveURL(/\/office\/sign-in/);
  await signIn(page, 'document_verifier');
  await expect(page).toHaveURL(new RegExp(`/office/admissions/applications/${applicationNo}$`));
  await expect(panel(page).getByText('Where it stands: Submitted')).toBeVisible();

  await decide(page, 'Caste Certificate', 'Raise a query', 'Unreadable');
  await expect(panel(page).getByText(new RegExp(`^Query by ${VERIFIER} on .* \\(Unreadable\\)$`))).toBeVisible();
  await expect(panel(page).getByText('One document is marked with a query.')).toBeVisible();
  await axeAtWidths(page, 'application page with the scrutiny panel');
  await panel(page).getByRole('button', { name: 'Send query to applicant' }).click();
  await expect(panel(page).getByText('Where it stands: Query raised')).toBeVisible();

  // The applicant sees the reason and sends the certificate again.
  await lookUpOnStatusPage(page, applicationNo, accessCode);
  const standing = page.getByRole('region', { name: 'Application status: Documents needed again' });
  await expect(standing.getByText(/The document cannot be read/)).toBeVisible();
  await axeAtWidths(page, 'status page with a query');
  const reupload = standing.getByRole('form', { name: 'Send the documents again' });
  await reupload.getByLabel('Caste Certificate').setInputFiles(pdf('caste-clear.pdf'));
  await reupload.getByRole('button', { name: 'Send the new documents' }).click();
  await expect(page.getByText('Thank you. The college office has your new documents and will check them again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application status: Being checked' })).toBeVisible();

  // The verifier approves every document (the certificate's first version is in its history) and verifies.
  await openLive(page, `/office/admissions/applications/${applicationNo}`);
  await expect(panel(page).getByText('Where it stands: Under scrutiny')).toBeVisible();
  await expect(panel(page).getByRole('link', { name: /^Version 1, sent on .* — Caste Certificate$/ })).toBeVisible();
  const forms = await panel(page).getByRole('form', { name: /^Review of the / }).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')!));
  const labels = forms.map((name) => name.replace(/^Review of the /, ''));
  expect(labels).toContain('Caste Certificate');
  for (const label of labels) {
    await decide(page, label, 'Approve');
    await expect(reviewForm(page, label).locator('xpath=..').getByText(new RegExp(`^Approved by ${VERIFIER}`))).toBeVisible();
  }
  const verdict = panel(page).getByRole('form', { name: 'Verdict on the application' });
  await verdict.getByLabel('Verdict').selectOption({ label: 'Verify the application' });
  await verdict.getByRole('button', { name: 'Record the verdict' }).click();
  await expect(panel(page).getByText('Where it stands: Verified')).toBeVisible();

  await lookUpOnStatusPage(page, applicationNo, accessCode);
  await expect(page.getByRole('heading', { name: 'Application status: Verified' })).toBeVisible();

  // One query mail and one verdict mail, as .eml files (no SMTP server in e2e).
  await expect.poll(() => mailsOf(applicationNo).filter((text) => /Subject: Documents needed again/.test(text)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => mailsOf(applicationNo).filter((text) => /Subject: Application verified/.test(text)).length, { timeout: 20_000 }).toBe(1);
});
