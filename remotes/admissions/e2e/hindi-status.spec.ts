import { expect, test } from '@playwright/test';
import { openLive } from '@college/remote-kit/testing/e2e';
import { rupees } from '../../../settings/src/format';
import { axeAtWidths } from './office-steps';
import { applyAndReachPayment, freshMobile } from './support';

/**
 * Issue 23: the status look-up, the payment and its acknowledgement on Hindi pages. An application
 * sent (in English) is found on /hi/admission/status, where it stands in Hindi; its fee is paid on
 * /hi/payment (a wrong reference refused in Hindi) and acknowledged on /hi/success. axe clean on the
 * three pages at a phone's and a desktop's width.
 */
test('an application found on /hi/admission/status, paid on /hi/payment, acknowledged on /hi/success: all in Hindi', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { applicationNo, fee, accessCode } = await applyAndReachPayment(page, 'Sarita Hindi', freshMobile());

  await openLive(page, '/hi/admission/status');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const lookUp = page.getByRole('form', { name: 'मेरा आवेदन खोजें' });
  await lookUp.getByRole('button', { name: 'मेरा आवेदन खोजें' }).click();
  // The browser's own check, in Hindi.
  await expect(lookUp.getByLabel('आवेदन संख्या')).toHaveAccessibleDescription(/अपनी आवेदन संख्या भरें/);
  await axeAtWidths(page, '/hi/admission/status (problems)');
  await lookUp.getByLabel('आवेदन संख्या').fill(applicationNo);
  await lookUp.getByLabel('एक्सेस कोड').fill(accessCode);
  await lookUp.getByLabel('जन्म तिथि').fill('2006-05-14');
  await lookUp.getByRole('button', { name: 'मेरा आवेदन खोजें' }).click();

  // Where it stands at the office, and its fee, in Hindi.
  await expect(page.getByRole('heading', { name: 'आवेदन की स्थिति: प्राप्त हुआ' })).toBeVisible();
  const found = page.getByRole('region', { name: `आवेदन ${applicationNo}` });
  await expect(found.getByText('आवेदन जमा हो गया, शुल्क अभी नहीं दिया गया')).toBeVisible();
  await expect(found.getByRole('definition').filter({ hasText: accessCode })).toBeVisible();
  await axeAtWidths(page, '/hi/admission/status (found)');

  await found.getByRole('link', { name: `${rupees(Number(fee))} शुल्क का भुगतान करें` }).click();
  await expect(page).toHaveURL(/\/hi\/payment$/);
  const payment = page.getByRole('form', { name: 'शुल्क भुगतान' });
  await expect(payment.getByRole('definition').filter({ hasText: applicationNo })).toBeVisible();
  await payment.getByRole('radio', { name: 'ऑनलाइन (UPI)' }).check();
  await expect(
    payment.getByRole('img', { name: new RegExp(`^UPI QR कोड: \\S+@\\S+ पर ${rupees(Number(fee))} का भुगतान करें$`) }),
  ).toBeVisible();
  await payment.getByLabel('UPI संदर्भ संख्या').fill('1234');
  await payment.getByRole('button', { name: 'भुगतान जमा करें' }).click();
  await expect(payment.getByLabel('UPI संदर्भ संख्या')).toHaveAccessibleDescription(/UPI संदर्भ संख्या 12 अंकों की होनी चाहिए/);
  await axeAtWidths(page, '/hi/payment');

  // Cash instead: due at the counter, never "paid".
  await payment.getByRole('radio', { name: 'महाविद्यालय कार्यालय में नकद' }).check();
  await expect(payment.getByText(`${rupees(Number(fee))} महाविद्यालय के काउंटर पर जमा करें`)).toBeVisible();
  await payment.getByRole('button', { name: 'मैं महाविद्यालय के काउंटर पर भुगतान करूँगा/करूँगी' }).click();
  await expect(page).toHaveURL(/\/hi\/success$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: `${rupees(Number(fee))} महाविद्यालय के काउंटर पर जमा करें` }),
  ).toBeVisible();
  const acknowledgement = page.getByRole('region', { name: 'भुगतान पावती' });
  await expect(acknowledgement.getByText('आवेदन जमा हो गया, शुल्क महाविद्यालय के काउंटर पर देय है')).toBeVisible();
  await expect(acknowledgement.getByRole('definition').filter({ hasText: rupees(Number(fee)) })).toBeVisible();
  await axeAtWidths(page, '/hi/success');
});

test('/hi/payment and /hi/success opened directly lead to the Hindi status page, which says why; axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [path, sentence] of [
    ['/hi/payment', 'भुगतान पृष्ठ इसी ब्राउज़र टैब में आवेदन जमा करने के तुरंत बाद खुलता है।'],
    ['/hi/success', 'भुगतान पावती इसी ब्राउज़र टैब से भुगतान भेजने के तुरंत बाद खुलती है।'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/hi\/admission\/status$/);
    await expect(page.getByRole('main').getByText(sentence, { exact: false })).toBeVisible();
  }
  await axeAtWidths(page, '/hi/admission/status (from /hi/success)');
});
