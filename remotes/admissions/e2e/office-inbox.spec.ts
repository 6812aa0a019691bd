import { expect, test } from '@playwright/test';
import { openLive } from '@college/remote-kit/testing/e2e';
import { signIn } from '@college/remote-kit/testing/office-e2e';
import { axeAtWidths } from './office-steps';
import { applyAndReachPayment, freshMobile } from './support';

/**
 * The admissions office's inbox and application page through the running portal: an application
 * made through the real form is found by a document verifier, opened with its Aadhaar number masked
 * and its documents streamed from the office API (no-store), the filter kept in the address;
 * axe clean on the three pages at a phone's and a desktop's width.
 */

const INBOX = '/office/admissions/applications';

test('a document verifier finds a new application in the inbox, opens it and sees its documents from the office API', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { applicationNo, aadhaar } = await applyAndReachPayment(page, 'Kavita Sharma', freshMobile());

  // Office pages want a signed-in user: sign-in, then back to the inbox.
  await openLive(page, INBOX);
  await expect(page).toHaveURL(/\/office\/sign-in\?next=/);
  await signIn(page, 'document_verifier');
  await expect(page).toHaveURL(new RegExp(`${INBOX}$`));

  const filters = page.getByRole('form', { name: 'Filter the applications' });
  await filters.getByRole('searchbox', { name: /Search/ }).fill(applicationNo);
  await filters.getByRole('button', { name: 'Show applications' }).click();
  await expect(page).toHaveURL(new RegExp(`${INBOX}\\?q=${applicationNo}$`));
  const table = page.getByRole('table', { name: 'Applications matching the filter, newest first' });
  await expect(page.getByText('Page 1 of 1, 1 application')).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: applicationNo }) });
  await expect(row.getByRole('cell')).toHaveText([
    applicationNo,
    'Kavita Sharma',
    'B.A.',
    'General',
    'Submitted',
    'Unpaid',
    /^\d{2}-\d{2}-\d{4}$/,
    /^\d{10}$/,
  ]);
  await expect(page.getByRole('link', { name: 'Download CSV of this filter' })).toHaveAttribute(
    'href',
    `/api/v1/office/admissions/applications.csv?q=${applicationNo}`,
  );
  await axeAtWidths(page, 'the inbox');

  // The list as filtered goes on paper: every row of the filter (here one) under the letterhead,
  // the filter said in words; on paper nothing of the screen's filters, pager or shell.
  await page.evaluate(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
  await page.getByRole('button', { name: 'Print this list (1 application)' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  const sheet = page.getByRole('region', { name: 'The list as printed' });
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('[data-letterhead]')).toBeVisible();
  await expect(sheet.getByRole('heading', { name: `Applications: search "${applicationNo}"` })).toBeVisible();
  await expect(sheet.getByRole('row')).toHaveCount(2);
  await expect(sheet.getByRole('row').nth(1)).toContainText('Kavita Sharma');
  await expect(filters).toBeHidden();
  await expect(table).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  // The page's own banner too: the sheet has its heading.
  await expect(page.locator('[data-print-hidden]', { has: page.getByRole('heading', { level: 1 }) })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);

  // The photo comes from the office API, never kept by the browser.
  const photoAnswer = page.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/office/admissions/applications/${applicationNo}/documents/photo`),
  );
  await row.getByRole('link', { name: applicationNo }).click();
  await expect(page).toHaveURL(new RegExp(`${INBOX}/${applicationNo}$`));
  const photoResponse = await photoAnswer;
  expect(photoResponse.status()).toBe(200);
  expect(photoResponse.headers()['cache-control']).toBe('private, no-store');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'The application' })).toBeVisible();
  const personal = main.getByRole('region', { name: 'Personal information' });
  await expect(personal.getByText(/^XXXX XXXX \d{4}$/)).toHaveText(`XXXX XXXX ${aadhaar.slice(-4)}`);
  expect(await main.textContent()).not.toContain(aadhaar.slice(0, 8));
  const photo = main.getByRole('img', { name: 'Photograph of Kavita Sharma' });
  await expect(photo).toHaveAttribute('src', `/api/v1/office/admissions/applications/${applicationNo}/documents/photo`);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  // A PDF is framed from the office API too, with a link to open it.
  await expect(main.locator('iframe[title="High School Marksheet of Kavita Sharma"]')).toHaveAttribute(
    'src',
    /^\/api\/v1\/office\/admissions\/applications\/.+\/documents\//,
  );
  await axeAtWidths(page, 'the application page');

  // Back to the inbox it came from, the search still in the address.
  await main.getByRole('link', { name: 'Back to the applications' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${INBOX}\\?q=${applicationNo}$`));

  // A state filter is kept in the address: a reload shows the same filter and list.
  await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Submitted' });
  await filters.getByRole('button', { name: 'Show applications' }).click();
  await expect(page).toHaveURL(new RegExp(`${INBOX}\\?q=${applicationNo}&state=submitted$`));
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Filter the applications' }).getByRole('combobox', { name: 'Status' }),
  ).toHaveValue('submitted');
  await expect(page.getByRole('link', { name: applicationNo })).toBeVisible();
  await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Verified' });
  await filters.getByRole('button', { name: 'Show applications' }).click();
  await expect(page.getByText('No applications match this filter.')).toBeVisible();

  // The verification room starts with the work waiting, and says so.
  await openLive(page, '/office/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Document verification' })).toBeVisible();
  await expect(page.getByText(/waiting for document verification/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('to_scrutinise');
  // Checked in the order they came.
  await expect(page.getByRole('table', { name: 'Applications matching the filter, oldest first' })).toBeVisible();
  await axeAtWidths(page, 'the verification room');

  // An unknown number: a clear page with the way back.
  await openLive(page, `${INBOX}/ADM2000-999999`);
  await expect(page.getByText('No application has this number')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the applications' }).first()).toHaveAttribute(
    'href',
    INBOX,
  );
});
