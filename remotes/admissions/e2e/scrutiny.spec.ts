import { expect, test } from '@playwright/test';
import { signIn } from '@college/remote-kit/testing/office-e2e';
import { openLive } from '@college/remote-kit/testing/e2e';
import {
  applyWithCasteCertificate,
  axeAtWidths,
  decide,
  documentLabels,
  documentRow,
  mailsOf,
  panel,
  saveDecisions,
  VERIFIER,
} from './office-steps';
import { lookUpOnStatusPage, pdf } from './support';

// Issue 22, part 3: a document verifier queries the caste certificate, the applicant sends it
// again from /admission/status, the verifier approves every document and verifies the application;
// the outbox holds the query and verdict mails.

test('a query on the caste certificate, the applicant sends it again, the verifier verifies; the mails are in the outbox', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { applicationNo, accessCode } = await applyWithCasteCertificate(page);

  // The verifier opens the application by its address and signs in on the way.
  await page.goto(`/office/admissions/applications/${applicationNo}`);
  await expect(page).toHaveURL(/\/office\/sign-in/);
  await signIn(page, 'document_verifier');
  await expect(page).toHaveURL(new RegExp(`/office/admissions/applications/${applicationNo}$`));
  await expect(panel(page).getByText('Status: Submitted')).toBeVisible();

  await decide(page, 'Caste Certificate', 'Raise a query', 'Unreadable');
  await expect(panel(page).getByText(new RegExp(`^Query by ${VERIFIER} on .* \\(Unreadable\\)$`))).toBeVisible();
  await expect(panel(page).getByText('One document is marked with a query.')).toBeVisible();
  await axeAtWidths(page, 'application page with the scrutiny panel');
  await panel(page).getByRole('button', { name: 'Send query to applicant' }).click();
  await expect(panel(page).getByText('Status: Query raised')).toBeVisible();

  // The applicant sees the reason and sends the certificate again.
  await lookUpOnStatusPage(page, applicationNo, accessCode);
  const standing = page.getByRole('region', { name: 'Application status: Documents needed again' });
  await expect(standing.getByText(/The document cannot be read/)).toBeVisible();
  await axeAtWidths(page, 'status page with a query');
  const reupload = standing.getByRole('form', { name: 'Send the documents again' });
  await reupload.getByLabel('Caste Certificate').setInputFiles(pdf('caste-clear.pdf'));
  await reupload.getByRole('button', { name: 'Send the new documents' }).click();
  await expect(
    page.getByText('Thank you. The college office has your new documents and will check them again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application status: Being checked' })).toBeVisible();

  // The verifier approves every document (the certificate's first version is in its history) and verifies.
  await openLive(page, `/office/admissions/applications/${applicationNo}`);
  await expect(panel(page).getByText('Status: Under scrutiny')).toBeVisible();
  await expect(panel(page).getByRole('link', { name: /^File sent on .* — Caste Certificate$/ })).toBeVisible();
  const labels = await documentLabels(page);
  expect(labels).toContain('Caste Certificate');
  // None is decided yet (the certificate is a new file): one press approves them all, one save keeps them.
  await panel(page).getByRole('button', { name: 'Approve all remaining' }).click();
  for (const label of labels)
    await expect(documentRow(page, label).getByRole('radio', { name: 'Approve' })).toBeChecked();
  await saveDecisions(page);
  await expect(panel(page).getByText(`Saved: ${labels.length} documents approved.`)).toBeVisible();
  for (const label of labels)
    await expect(documentRow(page, label).getByText(new RegExp(`^Approved by ${VERIFIER}`))).toBeVisible();
  const verdict = panel(page).getByRole('form', { name: 'Verdict on the application' });
  await verdict.getByLabel('Verdict').selectOption({ label: 'Verify the application' });
  await verdict.getByRole('button', { name: 'Record the verdict' }).click();
  await expect(panel(page).getByText('Status: Verified')).toBeVisible();

  await lookUpOnStatusPage(page, applicationNo, accessCode);
  await expect(page.getByRole('heading', { name: 'Application status: Verified' })).toBeVisible();

  // One query mail and one verdict mail, as .eml files (no SMTP server in e2e).
  await expect
    .poll(() => mailsOf(applicationNo).filter((text) => /Subject: Documents needed again/.test(text)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  await expect
    .poll(() => mailsOf(applicationNo).filter((text) => /Subject: Application verified/.test(text)).length, {
      timeout: 20_000,
    })
    .toBe(1);
});
