import { expect, type Browser, type Page, test } from '@playwright/test';
import type { OfficeRole } from '@college/office-service/contract';
import { signIn } from '@college/remote-kit/testing/office-e2e';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { TEST_SETTINGS } from '../../../settings/test/fixture';
import {
  applyWithCasteCertificate,
  decide,
  documentLabels,
  documentRow,
  mailsOf,
  panel,
  saveDecisions,
} from './office-steps';
import { freshUpiReference, lookUpOnStatusPage, pdf } from './support';

/**
 * Issue 22's whole journey through the running portal, each person in a browser of their own: an
 * SC applicant applies and claims a UPI payment; the document verifier raises a query on the caste
 * certificate; the applicant reads the reason on /admission/status and sends it again; the verifier
 * approves every document and verifies the application; the accountant imports the bank statement
 * that holds the UPI credit; the admission officer admits the application from the merit list; the
 * applicant's status says admitted. The outbox holds the four mails: submitted, payment, query,
 * verdict.
 */

/** An office page in a browser of its own, signed in as `role` on the way. */
async function officeAs(browser: Browser, role: OfficeRole, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openLive(page, path);
  await expect(page).toHaveURL(/\/office\/sign-in\?next=/);
  await signIn(page, role);
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 15_000 });
  return page;
}

test('query → re-upload → verified → statement verifies the UPI payment → admitted; four mails', async ({
  page: applicant,
  browser,
}) => {
  test.setTimeout(240_000);

  // The applicant applies (SC: a caste certificate) and claims an online payment.
  const { applicationNo, accessCode } = await applyWithCasteCertificate(applicant);
  const payment = applicant.getByRole('form', { name: 'Fee payment' });
  const fee = (await payment
    .getByText(/^₹[\d,]+$/)
    .first()
    .textContent())!
    .slice(1)
    .replaceAll(',', '');
  const reference = freshUpiReference();
  await payment.getByRole('radio', { name: 'Online (UPI)' }).check();
  await payment.getByLabel('UPI reference number').fill(reference);
  await payment.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(applicant).toHaveURL(/\/success$/, { timeout: 20_000 });

  // The verifier queries the caste certificate.
  const applicationPage = `/office/admissions/applications/${applicationNo}`;
  const verifier = await officeAs(browser, 'document_verifier', applicationPage);
  await decide(verifier, 'Caste Certificate', 'Raise a query', 'Unreadable');
  await panel(verifier).getByRole('button', { name: 'Send query to applicant' }).click();
  await expect(panel(verifier).getByText('Status: Query raised')).toBeVisible();

  // The applicant sees why and sends it again.
  await lookUpOnStatusPage(applicant, applicationNo, accessCode);
  const standing = applicant.getByRole('region', { name: 'Application status: Documents needed again' });
  await expect(standing.getByText(/The document cannot be read/)).toBeVisible();
  const reupload = standing.getByRole('form', { name: 'Send the documents again' });
  await reupload.getByLabel('Caste Certificate').setInputFiles(pdf('caste-clear.pdf'));
  await reupload.getByRole('button', { name: 'Send the new documents' }).click();
  await expect(applicant.getByRole('heading', { name: 'Application status: Being checked' })).toBeVisible();

  // The verifier approves every document and verifies the application.
  await openLive(verifier, applicationPage);
  await expect(panel(verifier).getByText('Status: Under scrutiny')).toBeVisible();
  const labels = await documentLabels(verifier);
  await panel(verifier).getByRole('button', { name: 'Approve all remaining' }).click();
  await saveDecisions(verifier);
  for (const label of labels) await expect(documentRow(verifier, label).getByText(/^Approved by /)).toBeVisible();
  const verdict = panel(verifier).getByRole('form', { name: 'Verdict on the application' });
  await verdict.getByLabel('Verdict').selectOption({ label: 'Verify the application' });
  await verdict.getByRole('button', { name: 'Record the verdict' }).click();
  await expect(panel(verifier).getByText('Status: Verified')).toBeVisible();

  // The accountant imports the bank statement that holds the UPI credit.
  const accountant = await officeAs(browser, 'accountant', '/office/accounts/statement');
  const accounts = accountant.getByRole('main');
  const csv = [
    'Txn Date,Narration,UTR Number,Credit Amount',
    `01/06/2026,UPI/${reference}/ADMISSION FEE,${reference},${fee}.00`,
  ].join('\r\n');
  await accounts
    .getByLabel(/^Statement \(CSV file/)
    .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await accounts.getByRole('button', { name: 'Read the statement' }).click();
  const mapping = accounts.getByRole('form', { name: 'Which column is which?' });
  await mapping.getByLabel('UPI reference (12 digits)').selectOption('UTR Number');
  await mapping.getByLabel('Amount credited').selectOption('Credit Amount');
  await mapping.getByLabel('Date').selectOption('Txn Date');
  await mapping.getByRole('button', { name: 'Preview the matches' }).click();
  await expect(accounts.getByRole('region', { name: 'Matched: to be verified (1)' })).toContainText(applicationNo);
  await accounts.getByRole('button', { name: 'Confirm: verify 1 payment' }).click();
  await expect(accounts.getByText('1 payment verified.')).toBeVisible();

  // The admission officer admits it from the merit list.
  const officer = await officeAs(browser, 'admission_officer', '/office/admissions/merit');
  await officer.getByLabel('Course (and subject)').selectOption({ label: 'B.A.' });
  await officer.getByLabel('Category').selectOption({ label: 'SC' });
  const row = officer
    .getByRole('table', { name: 'Merit list: B.A., SC' })
    .getByRole('row')
    .filter({ hasText: applicationNo });
  await expect(row).toContainText('Verified');
  await row.getByRole('button', { name: `Admit Kavita Devi (${applicationNo})` }).click();
  await officer.getByRole('button', { name: 'Confirm the admission' }).click();
  await expect(officer.getByText(`Kavita Devi (${applicationNo}) is admitted.`)).toBeVisible();

  // The applicant's status says admitted, the fee paid.
  await lookUpOnStatusPage(applicant, applicationNo, accessCode);
  await expect(applicant.getByRole('heading', { name: 'Application status: Admitted' })).toBeVisible();
  await expect(
    applicant.getByRole('region', { name: `Application ${applicationNo}` }).getByText(/fee paid/),
  ).toBeVisible();

  // The provisional admission letter, read on a phone and printed alone with the letterhead.
  await applicant.setViewportSize({ width: 375, height: 812 });
  const letter = applicant.getByRole('region', { name: 'Provisional admission letter' });
  await expect(letter.getByText(/^Report to the college office from 04-08-2025/)).toBeVisible();
  await expect(letter.getByText(/paid$/)).toBeVisible();
  await expect(letter.getByRole('listitem').filter({ hasText: 'Aadhaar card' })).toBeVisible();
  await expectAxeClean(applicant, '/admission/status with the admission letter');
  await applicant.evaluate(() => {
    document.documentElement.dataset.printing = 'letter';
  });
  await applicant.emulateMedia({ media: 'print' });
  await expect(letter.getByText(TEST_SETTINGS.name, { exact: true })).toBeVisible();
  await expect(applicant.getByRole('region', { name: `Application ${applicationNo}` })).toBeHidden();
  await expect(letter.getByRole('button', { name: 'Print admission letter' })).toBeHidden();
  await applicant.emulateMedia({ media: 'screen' });
  await applicant.evaluate(() => {
    delete document.documentElement.dataset.printing;
  });

  // The same letter on the Hindi status page.
  await openLive(applicant, '/hi/admission/status');
  const hindiLookUp = applicant.getByRole('form', { name: 'मेरा आवेदन खोजें' });
  await hindiLookUp.getByLabel('आवेदन संख्या', { exact: true }).fill(applicationNo);
  await hindiLookUp.getByLabel('एक्सेस कोड', { exact: true }).fill(accessCode);
  await hindiLookUp.getByLabel('जन्म तिथि', { exact: true }).fill('14-05-2006');
  await hindiLookUp.getByRole('button', { name: 'मेरा आवेदन खोजें' }).click();
  const hindiLetter = applicant.getByRole('region', { name: 'अनंतिम प्रवेश पत्र' });
  await expect(hindiLetter.getByRole('listitem').filter({ hasText: 'आधार कार्ड' })).toBeVisible();
  await expect(hindiLetter.getByRole('button', { name: 'प्रवेश पत्र प्रिंट करें' })).toBeVisible();
  await expectAxeClean(applicant, '/hi/admission/status with the admission letter');

  // Four mails to the applicant, as .eml files in the outbox (no SMTP server in e2e).
  await expect.poll(() => mailsOf(applicationNo).length, { timeout: 20_000 }).toBe(4);
  const subjects = mailsOf(applicationNo).map((text) => /^Subject: (.*)$/m.exec(text)?.[1] ?? '');
  expect(subjects.filter((subject) => /Documents needed again/.test(subject))).toHaveLength(1);
  expect(subjects.filter((subject) => /Application verified/.test(subject))).toHaveLength(1);
});
