import { expect, test, type Page } from '@playwright/test';
import { openLive } from '@college/remote-kit/testing/e2e';
import { demo, signIn } from '@college/remote-kit/testing/office-e2e';
import { rupees } from '@college/settings/format';
import { rupeesInWords } from '@college/settings/rupees-in-words';
import { axeAtWidths } from './office-steps';
import { applyAndReachPayment, freshMobile, freshUpiReference, lookUpOnStatusPage } from './support';

/**
 * The accounts office through the running portal: an applicant claims a UPI
 * payment, the accountant imports a bank statement holding it (and a stray credit), confirms the
 * preview, and the applicant's status says "fee paid"; a cash applicant gets a receipt slip at the
 * counter. axe on every page at phone and desktop widths.
 */

/** Opens an accounts page, signing the demo accountant in on the way (the door sends to sign-in first). */
async function openAsAccountant(page: Page, path: string) {
  await openLive(page, path);
  await expect(page).toHaveURL(/\/office\/sign-in\?next=/);
  await signIn(page, 'accountant');
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`), { timeout: 15_000 });
}

test('a UPI claim is verified by importing the bank statement: preview, confirm, and the applicant sees "fee paid"', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { payment, applicationNo, fee, accessCode } = await applyAndReachPayment(
    page,
    'Kavya Statement',
    freshMobile(),
  );
  await payment.getByRole('radio', { name: 'Online (UPI)' }).check();
  const reference = freshUpiReference();
  await payment.getByLabel('UPI reference number').fill(reference);
  await payment.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });

  await openAsAccountant(page, '/office/accounts');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Accounts office' })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: applicationNo });
  await expect(row).toContainText(reference);
  await expect(row).toContainText('paid – being verified');
  await expect(row.getByRole('button', { name: `Verify the payment of ${applicationNo}` })).toBeVisible();
  await axeAtWidths(page, '/office/accounts');

  await main.getByRole('link', { name: 'Import a bank or UPI statement' }).click();
  await expect(page).toHaveURL(/\/office\/accounts\/statement$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Import a bank or UPI statement' })).toBeVisible();
  await axeAtWidths(page, '/office/accounts/statement (file)');

  const stray = `9${reference.slice(1, 11)}${(Number(reference.at(-1)) + 1) % 10}`;
  const csv = [
    '\uFEFFTxn Date,Description,UTR Number,Credit Amount',
    `01/06/2025,"UPI/${reference}/ADMISSION FEE, B.A.",${reference},"${fee}.00"`,
    `01/06/2025,UPI/${stray}/UNKNOWN,${stray},"1,234.00"`,
  ].join('\r\n');
  await main
    .getByLabel('Statement (CSV file, at most 2 MB)')
    .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await main.getByRole('button', { name: 'Read the statement' }).click();

  const mapping = main.getByRole('form', { name: 'Which column is which?' });
  await expect(mapping).toBeVisible();
  await mapping.getByLabel('UPI reference (12 digits)').selectOption('UTR Number');
  await mapping.getByLabel('Amount credited').selectOption('Credit Amount');
  await mapping.getByLabel('Date').selectOption('Txn Date');
  await axeAtWidths(page, '/office/accounts/statement (columns)');
  await mapping.getByRole('button', { name: 'Preview the matches' }).click();

  await expect(main.getByRole('heading', { name: 'Preview: nothing is changed yet' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Matched: to be verified (1)' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Credits with no application (1)' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Matched: to be verified (1)' })).toContainText(applicationNo);
  await expect(main.getByRole('region', { name: 'Credits with no application (1)' })).toContainText(stray);
  await axeAtWidths(page, '/office/accounts/statement (preview)');

  await main.getByRole('button', { name: 'Confirm: verify 1 payment' }).click();
  await expect(main.getByRole('heading', { name: 'Statement confirmed' })).toBeVisible();
  await expect(main.getByText('1 payment verified.')).toBeVisible();
  await axeAtWidths(page, '/office/accounts/statement (result)');

  // The applicant's side: the status look-up now says the fee is paid.
  await lookUpOnStatusPage(page, applicationNo, accessCode);
  const found = page.getByRole('region', { name: `Application ${applicationNo}` });
  await expect(found.getByText('Submitted, fee paid')).toBeVisible();
});

test('cash at the fee counter: found by number, receipt recorded, a receipt slip printed', async ({ page }) => {
  test.setTimeout(180_000);
  const { payment, applicationNo, fee } = await applyAndReachPayment(page, 'Ravi Counter', freshMobile());
  await payment.getByRole('radio', { name: 'Cash at the college office' }).check();
  await payment.getByRole('button', { name: 'I will pay at the college counter' }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });

  await openAsAccountant(page, '/office/accounts/counter');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Fee counter' })).toBeVisible();
  await axeAtWidths(page, '/office/accounts/counter');
  await main.getByLabel('Application number').fill(applicationNo.toLowerCase());
  await main.getByRole('button', { name: 'Find' }).click();
  const details = main.getByRole('region', { name: 'Application' });
  await expect(details).toContainText('Ravi Counter');
  await expect(details).toContainText(rupees(Number(fee)));
  await expect(details).toContainText('fee due at the college counter');

  const receipt = `R-${Date.now().toString().slice(-6)}`;
  const record = main.getByRole('form', { name: 'Record the cash and mark the fee paid' });
  await record.getByRole('button', { name: 'Record the cash and mark the fee paid' }).click();
  await expect(record.getByLabel('Receipt number')).toHaveAccessibleDescription(/Enter the receipt number/);
  await record.getByLabel('Receipt number').fill(receipt);
  await record.getByRole('button', { name: 'Record the cash and mark the fee paid' }).click();

  const slip = main.getByRole('region', { name: 'Fee receipt' });
  await expect(slip).toContainText(receipt);
  await expect(slip).toContainText(applicationNo);
  // The amount in figures and in words, received by the accountant by name, with room to sign and stamp.
  await expect(slip).toContainText(rupees(Number(fee)));
  await expect(slip).toContainText(rupeesInWords(Number(fee)));
  await expect(slip).toContainText(demo('accountant').displayName);
  await expect(slip).toContainText("Accountant's signature");
  await expect(slip).toContainText('College stamp');
  await axeAtWidths(page, '/office/accounts/counter (slip)');

  // On paper: the slip alone (letterhead and facts), without the shell or the counter's controls.
  await page.emulateMedia({ media: 'print' });
  await expect(slip).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the receipt slip' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  const slipHeight = await slip.evaluate((element) => element.getBoundingClientRect().height);
  expect(slipHeight).toBeLessThan(600);
  await page.emulateMedia({ media: 'screen' });
});
