import { expect, type Page } from '@playwright/test';
import { demo, outboxMails } from '@college/remote-kit/testing/office-e2e';
import {
  ACCESS_CODE,
  choose,
  field,
  fillCourse,
  fillPersonal,
  freshAadhaar,
  freshEmail,
  freshMobile,
  pdf,
  reviewAndSubmit,
  uploadDocuments,
  openForm,
} from './support';

/** Steps of the admissions office's e2e specs: the applicant's, the office's, and their checks. */

/** The demo verifier's name as the office shows who reviewed (a pattern: its dots escaped). */
export const VERIFIER = demo('document_verifier').displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An SC applicant (so a caste certificate) through the form, up to /payment: number and access code. */
export async function applyWithCasteCertificate(page: Page) {
  const aadhaar = freshAadhaar();
  await openForm(page);
  await fillPersonal(page, { name: 'Kavita Devi', aadhaar, email: freshEmail('kavita'), mobile: freshMobile() });
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
  const applicationNo = (await payment
    .getByText(/^ADM\d{4}-\d{6}$/)
    .first()
    .textContent())!;
  const accessCode = (await payment.getByText(ACCESS_CODE).textContent())!;
  return { applicationNo, accessCode };
}

export const panel = (page: Page) => page.getByRole('region', { name: 'Scrutiny of the documents' });
/** A document in the scrutiny: the document beside its status and decision. */
export const documentRow = (page: Page, label: string) => panel(page).getByRole('group', { name: label, exact: true });
/** Every document's name, in the page's order (the panel's first list is its documents). */
export const documentLabels = (page: Page) =>
  panel(page).getByRole('list').first().getByRole('heading', { level: 3 }).allTextContents();

/** A decision on one document, not saved yet (the page saves every decision at once). */
export async function mark(page: Page, label: string, decision: string, reason?: string) {
  const row = documentRow(page, label);
  await row.getByRole('radio', { name: decision }).check();
  if (reason) await row.getByLabel(/^Reason/).selectOption({ label: reason });
}

/** The page's one save: every decision made, in one request; the page says what it saved. */
export async function saveDecisions(page: Page) {
  await panel(page).getByRole('button', { name: 'Save the decisions' }).click();
  await expect(panel(page).getByText(/^Saved: /)).toBeVisible();
}

export async function decide(page: Page, label: string, decision: string, reason?: string) {
  await mark(page, label, decision, reason);
  await saveDecisions(page);
}

// axe at a phone's and a desktop's width: every vertical's office specs share it.
export { axeAtWidths } from '@college/remote-kit/testing/e2e';

/** The outbox's .eml files that mention the application. */
export const mailsOf = (applicationNo: string): string[] => outboxMails('admissions', applicationNo);
