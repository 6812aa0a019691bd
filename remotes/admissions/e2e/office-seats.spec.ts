import { expect, test, type Page } from '@playwright/test';
import { ADMISSION_SESSION_PATH, APPLICATION_STATUS_PATH } from '@college/admissions-service/contract';
import { openLive } from '@college/remote-kit/testing/e2e';
import { demo, serviceDb, signIn } from '@college/remote-kit/testing/office-e2e';
import { axeAtWidths } from './office-steps';
import { applyAndReachPayment, freshMobile } from './support';

/**
 * Seats, merit and the admission session through the running portal: an
 * application made on /admission is marked verified in the run's own admissions database (the
 * scrutiny UI is another step's), the admission officer sees the seats, admits it from the merit
 * list and sees a seat fewer; the applicant's status answer says admitted. The admin changes the
 * fee deadline and finds it kept. axe on the three pages at 375 and 1280 px.
 */

/** The top of the merit list: verified, with a percentage no demo application reaches. */
function markVerified(applicationNo: string) {
  const db = serviceDb('admissions');
  try {
    db.prepare(
      "update applications set state = 'verified', qual_percent = 99.99, version = version + 1 where application_no = ?",
    ).run(applicationNo);
  } finally {
    db.close();
  }
}

/** The seats left in B.A., as its table's caption says. */
async function baSeatsLeft(page: Page): Promise<number> {
  const caption = page.getByRole('table', { name: /^B\.A\.: \d+ seats, \d+ left$/ });
  await expect(caption).toBeVisible();
  const name = (await caption.locator('caption').textContent())!;
  return Number(/(\d+) left$/.exec(name)![1]);
}

test('the admission officer sees the seats, admits a verified application from the merit list, and a seat is gone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { applicationNo, accessCode } = await applyAndReachPayment(page, 'Seema Merit', freshMobile());
  markVerified(applicationNo);

  await openLive(page, '/office/admissions');
  await signIn(page, 'admission_officer');
  await expect(page).toHaveURL(/\/office\/admissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions office' })).toBeVisible();
  const rooms = page.getByRole('list', { name: 'Rooms of the admissions office' }).getByRole('link');
  await expect(rooms).toHaveText(['Applications', 'Document verification', 'Merit lists and admission']);
  const before = await baSeatsLeft(page);
  await axeAtWidths(page, '/office/admissions');

  await page.getByRole('link', { name: 'Merit lists and admission' }).click();
  await expect(page).toHaveURL(/\/office\/admissions\/merit$/);
  await page.getByLabel('Course (and subject)').selectOption({ label: 'B.A.' });
  await page.getByLabel('Category').selectOption({ label: 'General' });
  const list = page.getByRole('table', { name: 'Merit list: B.A., General' });
  const row = list.getByRole('row').filter({ hasText: applicationNo });
  await expect(row).toContainText('Seema Merit');
  await expect(row).toContainText('99.99');
  await expect(row).toContainText('Verified');
  await expect(page.getByRole('link', { name: 'Merit list (CSV)' })).toHaveAttribute(
    'href',
    /merit\.csv\?course=1&category=General$/,
  );
  await axeAtWidths(page, '/office/admissions/merit');

  // Asked first, with what it takes; then admitted.
  await row.getByRole('button', { name: `Admit Seema Merit (${applicationNo})` }).click();
  const ask = page.getByRole('region', { name: `Admit Seema Merit (${applicationNo})?` });
  await expect(ask.getByText(/This takes one of the \d+ seats? left/)).toBeVisible();
  await axeAtWidths(page, 'admit, asked first');
  await ask.getByRole('button', { name: 'Confirm the admission' }).click();
  await expect(page.getByText(`Seema Merit (${applicationNo}) is admitted.`)).toBeVisible();
  await expect(row).toContainText('Admitted');
  await expect(row.getByRole('button')).toHaveText(['Cancel admission']);

  await openLive(page, '/office/admissions');
  expect(await baSeatsLeft(page)).toBe(before - 1);

  // The applicant's status answer (the look-up /admission/status makes) says admitted.
  const status = await page.request.post(APPLICATION_STATUS_PATH, {
    data: { application_no: applicationNo, dob: '2006-05-14', access_code: accessCode },
  });
  expect(status.status()).toBe(200);
  expect((await status.json()).data.state).toBe('admitted');

  // Taken back, with a reason: verified again, and the seat is free.
  await openLive(page, '/office/admissions/merit?place=1&category=General');
  const again = page
    .getByRole('table', { name: 'Merit list: B.A., General' })
    .getByRole('row')
    .filter({ hasText: applicationNo });
  await again.getByRole('button', { name: `Cancel admission of Seema Merit (${applicationNo})` }).click();
  const cancel = page.getByRole('region', { name: `Cancel the admission of Seema Merit (${applicationNo})?` });
  await cancel.getByLabel(/Why is the admission cancelled/).fill('Did not report with the original documents');
  await axeAtWidths(page, 'cancelling an admission, asked first');
  await cancel.getByRole('button', { name: 'Cancel the admission' }).click();
  await expect(
    page.getByText(`The admission of Seema Merit (${applicationNo}) is cancelled: the seat is free again.`),
  ).toBeVisible();
  await expect(again).toContainText('Verified');
  await openLive(page, '/office/admissions');
  expect(await baSeatsLeft(page)).toBe(before);
});

test('the admin sets a fee deadline for the admission session and finds it kept', async ({ page }) => {
  await openLive(page, '/office/admissions/session');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/office\/admissions\/session$/);
  const form = page.getByRole('form', { name: 'Save the session' });
  const closes = await form.getByLabel('Registration closes').inputValue();
  const deadline = new Date(Date.parse(`${closes}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
  await axeAtWidths(page, '/office/admissions/session');

  // Without a reason nothing is saved: the summary names the field.
  await form.getByLabel(/Fee deadline/).fill(deadline);
  await form.getByRole('button', { name: 'Save the session' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: /Please give a reason for the change/ }),
  ).toBeVisible();
  await axeAtWidths(page, '/office/admissions/session with an error');

  await form.getByLabel(/Reason for the change/).fill('Fee deadline announced by the principal');
  await form.getByRole('button', { name: 'Save the session' }).click();
  await expect(page.getByText('The admission session is saved.')).toBeVisible();

  await openLive(page, '/office/admissions/session');
  const current = page.getByRole('region', { name: 'In force now' });
  await expect(current.getByText(`Set in the office by ${demo('admin').displayName}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Save the session' }).getByLabel(/Fee deadline/)).toHaveValue(deadline);
  // The public answer follows at once.
  const session = await page.request.get(ADMISSION_SESSION_PATH);
  expect((await session.json()).data.fee_deadline).toBe(deadline);

  // Emptied, as its hint says, the deadline is gone: saved, and the public answer has none.
  const again = page.getByRole('form', { name: 'Save the session' });
  await again.getByLabel(/Fee deadline/).fill('');
  await again.getByLabel(/Reason for the change/).fill('No fee deadline this year');
  await again.getByRole('button', { name: 'Save the session' }).click();
  await expect(page.getByText('The admission session is saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'In force now' }).getByText('No fee deadline')).toBeVisible();
  expect((await (await page.request.get(ADMISSION_SESSION_PATH)).json()).data.fee_deadline).toBeNull();
});
