import { expect, test } from '@playwright/test';
import { MERIT_LISTS_PATH } from '@college/admissions-service/contract';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { serviceDb, signIn } from '@college/remote-kit/testing/office-e2e';
import { applyAndReachPayment, freshMobile } from './support';

/**
 * The public merit list through the running portal: the admission officer publishes the B.A. merit
 * list (after being told what the public will see, with a reason); `/merit-list` shows it at once,
 * on a phone with script off too, in English and Hindi, with application numbers and ranks and no
 * name; withdrawn, it is gone. axe clean on the public page.
 */

test.use({ viewport: { width: 375, height: 740 } });

test('the admission officer publishes the B.A. merit list; the public page shows numbers and ranks only, then not once withdrawn', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { applicationNo } = await applyAndReachPayment(page, 'Meera Published', freshMobile());
  const db = serviceDb('admissions');
  try {
    db.prepare(
      "update applications set state = 'verified', qual_percent = 99.98, version = version + 1 where application_no = ?",
    ).run(applicationNo);
  } finally {
    db.close();
  }

  await openLive(page, '/office/admissions/merit');
  await signIn(page, 'admission_officer');
  await expect(page).toHaveURL(/\/office\/admissions\/merit$/);
  await page.getByLabel('Course (and subject)').selectOption({ label: 'B.A.' });
  const panel = page.getByRole('region', { name: 'On the public page' });
  await panel.getByLabel(/Reason/).fill('First B.A. merit list');
  const publish = panel.getByRole('button', { name: /^(Publish on the public page|Publish again as it stands now)$/ });
  await publish.click();
  await expect(panel.getByText(/no names, no marks/)).toBeVisible();
  await panel.getByRole('button', { name: 'Confirm: publish' }).click();
  await expect(page.getByText('The merit list is on the public page.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'On the public page' })).toContainText('published by');

  for (const [prefix, title, caption] of [
    ['', 'Merit lists', 'Merit list: B.A.'],
    ['/hi', 'मेरिट सूची', 'मेरिट सूची: बी.ए.'],
  ] as const) {
    await openLive(page, `${prefix}/merit-list`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const row = page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: applicationNo });
    await expect(row).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Meera Published');
    await expect(page.getByRole('main')).not.toContainText('99.98');
    await expectAxeClean(page, `${prefix}/merit-list`);

    // With script off the list is in the page as it arrives.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const bare = await plain.newPage();
    await bare.goto(`${prefix}/merit-list`);
    await expect(
      bare.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: applicationNo }),
    ).toBeVisible();
    await plain.close();
  }

  await openLive(page, '/office/admissions/merit?place=1');
  const now = page.getByRole('region', { name: 'On the public page' });
  await now.getByLabel(/Reason/).fill('Published before the last verifications');
  await now.getByRole('button', { name: 'Withdraw from the public page' }).click();
  await now.getByRole('button', { name: 'Confirm: withdraw' }).click();
  await expect(page.getByText('The merit list is no longer on the public page.')).toBeVisible();
  const answer = await (await page.request.get(MERIT_LISTS_PATH)).json();
  expect(answer.data.lists).toEqual([]);
  // The visitor last read the Hindi page: the site keeps her language.
  await openLive(page, '/hi/merit-list');
  await expect(page.getByText('अभी कोई मेरिट सूची प्रकाशित नहीं हुई है। कृपया बाद में फिर देखें।')).toBeVisible();
});
