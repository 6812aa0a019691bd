import { readFile } from 'node:fs/promises';
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
 * counter; the accountant's day: the counter finds an applicant by name, a credit whose claim was
 * mistyped is matched by hand, the day's collection report is printed and downloaded, a payment is
 * found in the history and undone. axe on every page at phone and desktop widths.
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

/** Letters only (names take no digits), different on every run: who this run's applicants are. */
const freshTag = () => [...String(Date.now()).slice(-7)].map((digit) => 'ABCDEFGHIJ'[Number(digit)]).join('');

test("the accountant's day: counter by name, a credit matched by hand, the collection report printed and downloaded, a payment found and undone", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const tag = freshTag();
  const accountant = demo('accountant');
  // Meena pays cash at the counter; Kiran claims a UPI payment with a mistyped reference.
  const meena = await applyAndReachPayment(page, `Meena ${tag}`, freshMobile());
  await meena.payment.getByRole('radio', { name: 'Cash at the college office' }).check();
  await meena.payment.getByRole('button', { name: 'I will pay at the college counter' }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
  const kiran = await applyAndReachPayment(page, `Kiran ${tag}`, freshMobile());
  await kiran.payment.getByRole('radio', { name: 'Online (UPI)' }).check();
  const mistyped = freshUpiReference();
  const reference = `8${mistyped.slice(1)}`;
  await kiran.payment.getByLabel('UPI reference number').fill(mistyped);
  await kiran.payment.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });

  // The counter: Meena found by a part of her name, in any case, then her cash recorded.
  await openAsAccountant(page, '/office/accounts/counter');
  const main = page.getByRole('main');
  await main.getByLabel('Application number, name or mobile number').fill(`meena ${tag.toLowerCase()}`);
  await main.getByRole('button', { name: 'Find' }).click();
  const matches = main.getByRole('table', { name: /Applications whose fee can be taken/ });
  await expect(matches.getByRole('row')).toHaveCount(2);
  await expect(matches).toContainText(meena.applicationNo);
  await axeAtWidths(page, '/office/accounts/counter (found by name)');
  await matches.getByRole('link', { name: `Take the fee of ${meena.applicationNo}` }).click();
  await expect(main.getByRole('region', { name: 'Application' })).toContainText(`Meena ${tag}`);
  const receipt = `R-${Date.now().toString().slice(-6)}`;
  const record = main.getByRole('form', { name: 'Record the cash and mark the fee paid' });
  await record.getByLabel('Receipt number').fill(receipt);
  await record.getByRole('button', { name: 'Record the cash and mark the fee paid' }).click();
  await expect(main.getByRole('region', { name: 'Fee receipt' })).toContainText(receipt);

  // The statement: Kiran's money under the right reference matched by hand, then confirmed.
  await openLive(page, '/office/accounts/statement');
  const csv = [
    'Txn Date,Description,UTR Number,Credit Amount',
    `01/06/2025,UPI/${reference}/FEE,${reference},"${kiran.fee}.00"`,
  ].join('\r\n');
  await main
    .getByLabel('Statement (CSV file, at most 2 MB)')
    .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await main.getByRole('button', { name: 'Read the statement' }).click();
  const mapping = main.getByRole('form', { name: 'Which column is which?' });
  await mapping.getByLabel('UPI reference (12 digits)').selectOption('UTR Number');
  await mapping.getByLabel('Amount credited').selectOption('Credit Amount');
  await mapping.getByLabel('Date').selectOption('Txn Date');
  await mapping.getByRole('button', { name: 'Preview the matches' }).click();
  await expect(main.getByRole('heading', { name: 'Credits with no application (1)' })).toBeVisible();
  await main.getByRole('button', { name: 'Match to an application: line 2' }).click();
  const panel = main.getByRole('region', { name: /^Match line 2 / });
  await panel.getByLabel('Name, application or mobile number').fill(`Kiran ${tag}`);
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(panel.getByRole('table')).toContainText(mistyped);
  await axeAtWidths(page, '/office/accounts/statement (hand match)');
  await panel.getByRole('button', { name: `Match to ${kiran.applicationNo}` }).click();
  await expect(main.getByRole('heading', { name: 'Matched: to be verified (1)' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Matched: to be verified (1)' })).toContainText(
    `By hand (${demo('accountant').displayName})`,
  );
  await main.getByRole('button', { name: 'Confirm: verify 1 payment' }).click();
  await expect(main.getByText('1 payment verified.')).toBeVisible();

  // The day's collection: both fees, by the accountant's name, with the receipt and the reference.
  await openLive(page, '/office/accounts?view=collection');
  const report = main.getByRole('region', { name: /^Fees collected on / });
  const fees = report.getByRole('table', { name: 'Fees taken' });
  const meenaRow = fees.getByRole('row').filter({ hasText: meena.applicationNo });
  await expect(meenaRow).toContainText(receipt);
  await expect(meenaRow).toContainText('Cash at the counter');
  await expect(meenaRow).toContainText(demo('accountant').displayName);
  const kiranRow = fees.getByRole('row').filter({ hasText: kiran.applicationNo });
  await expect(kiranRow).toContainText(reference);
  await expect(kiranRow).toContainText('UPI (online)');
  await expect(report.getByRole('table', { name: 'Totals' })).toContainText('Grand total');
  // Totals by person: by name, never the office username.
  const people = report.getByRole('table', { name: 'By who recorded or verified them' });
  await expect(people).toContainText(accountant.displayName);
  await expect(report).not.toContainText(accountant.username);
  await axeAtWidths(page, '/office/accounts?view=collection');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download the report as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fee-collection-\d{4}-\d{2}-\d{2}\.csv$/);
  const sheet = await readFile((await download.path())!, 'utf8');
  expect(sheet).toMatch(/^\uFEFF?date,time,receipt_no,upi_reference,application_no,/);
  // Who by name, and by username to reconcile with the audit log.
  expect(sheet).toContain(',amount,recorded_by_name,recorded_by_username,');
  const who = `${accountant.displayName},${accountant.username}`;
  expect(sheet).toContain(`,${receipt},,${meena.applicationNo},Meena ${tag},B.A.,cash,${meena.fee},${who},`);
  expect(sheet).toContain(`,,${reference},${kiran.applicationNo},Kiran ${tag},B.A.,online,${kiran.fee},${who},`);

  // On paper: the report alone, with the letterhead; no shell, no links, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(report).toBeVisible();
  await expect(report.locator('[data-letterhead]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the report' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Accounts office pages' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The history: Meena's payment found by its receipt, opened at the counter and undone.
  await main.getByRole('link', { name: 'Search all payments' }).click();
  const search = main.getByRole('search', { name: 'Search all payments' });
  await search.getByLabel(/Receipt number, UPI reference/).fill(receipt.toLowerCase());
  await search.getByRole('button', { name: 'Search' }).click();
  const history = main.getByRole('table', { name: 'Payments of the session' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Verified: fee paid');
  await expect(history).toContainText(`by ${accountant.displayName}`);
  await axeAtWidths(page, '/office/accounts?view=history');
  await history.getByRole('link', { name: `${meena.applicationNo} at the fee counter` }).click();
  await expect(page).toHaveURL(/\/office\/accounts\/counter\?application=/);
  await main.getByRole('button', { name: 'Undo this payment record…' }).click();
  const undo = main.getByRole('form', { name: 'Undo the payment record' });
  await undo.getByLabel(/Why is it undone/).fill('Receipt written twice');
  await undo.getByRole('button', { name: 'Undo the payment record' }).click();
  await expect(main.getByText('The payment record is undone: the fee is open again.')).toBeVisible();

  // The report keeps it on its day, struck, with why, and counts it no more.
  await openLive(page, '/office/accounts?view=collection');
  const struck = main
    .getByRole('table', { name: 'Fees taken' })
    .getByRole('row')
    .filter({ hasText: meena.applicationNo });
  await expect(struck).toContainText(`by ${accountant.displayName}: Receipt written twice. Not counted.`);
  await expect(struck.locator('del').first()).toBeVisible();
  await openLive(page, `/office/accounts?view=history&q=${encodeURIComponent(receipt)}`);
  await expect(main.getByRole('table', { name: 'Payments of the session' })).toContainText('Undone: fee open again');
});
