import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { TEST_SETTINGS } from '../../../settings/test/fixture';

/**
 * Issue 23: the careers pages in Hindi through the running portal: the form's labels, options and
 * its own messages in Hindi, and each page clean for axe on a phone and on a desktop.
 */

const form = (page: Page) => page.getByRole('form', { name: 'भर्ती आवेदन पत्र' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

test('/hi/careerForm: labels and options in Hindi; an empty submit answers in Hindi', async ({ page }) => {
  await openLive(page, '/hi/careerForm');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'भर्ती आवेदन पत्र' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: TEST_SETTINGS.hi!.recruitmentTitle })).toBeVisible();
  for (const label of [
    'पद',
    'आवेदित विषय',
    'नाम',
    'पिता का नाम',
    'जन्म तिथि',
    'लिंग',
    'श्रेणी',
    'मोबाइल नंबर',
    'ई-मेल',
    'फ़ोटो',
    'सीवी (एक ही PDF)',
  ]) {
    await expect(field(page, label)).toBeVisible();
  }
  // The visible label is Hindi, the value sent stays the contract's English.
  await expect(field(page, 'पद').locator('option', { hasText: 'सहायक प्राध्यापक (बी.ए.)' })).toHaveAttribute(
    'value',
    'Assistant Professor(B.A)',
  );
  await expect(field(page, 'श्रेणी').locator('option', { hasText: 'अनुसूचित जाति' })).toHaveAttribute('value', 'SC');
  // The states by their Hindi names (the LGD code is sent); district names have no Hindi in the LGD
  // list: Title Case, marked as English.
  const permanent = form(page).getByRole('group', { name: 'स्थायी पता' });
  const state = permanent.getByLabel('राज्य', { exact: true });
  const uttarPradesh = state.getByRole('option', { name: 'उत्तर प्रदेश', exact: true });
  await expect(uttarPradesh).toHaveAttribute('value', '9');
  await expect(uttarPradesh).not.toHaveAttribute('lang');
  await expect(state.getByRole('option', { name: 'Uttar Pradesh' })).toHaveCount(0);
  await state.selectOption({ label: 'उत्तर प्रदेश' });
  await expect(
    permanent.getByLabel('ज़िला', { exact: true }).getByRole('option', { name: 'Varanasi', exact: true }),
  ).toHaveAttribute('lang', 'en');

  // The date of birth typed day first, read back in Hindi with its month named.
  await field(page, 'जन्म तिथि').fill('12041990');
  await expect(field(page, 'जन्म तिथि')).toHaveAccessibleDescription(/आपने 12 अप्रैल 1990 भरा है/);

  await field(page, 'क्या आपके पास शिक्षण या कार्य का अनुभव है?').selectOption('Yes');
  await expect(
    form(page).getByRole('group', { name: 'अनुभव 1' }).getByLabel('अवधि (कब से – कब तक)', { exact: true }),
  ).toBeVisible();
  await main.getByRole('button', { name: 'जमा करें' }).click();
  const summary = page.getByRole('heading', { name: 'कोई समस्या है' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('link', { name: 'पद: कृपया पद चुनें' })).toBeVisible();
  await expect(field(page, 'नाम')).toHaveAccessibleDescription(/कृपया नाम भरें/);
  await expect(field(page, 'मोबाइल नंबर')).toHaveAccessibleDescription(/कृपया मोबाइल नंबर भरें/);
  await expect(field(page, 'फ़ोटो')).toHaveAccessibleDescription(/कृपया फ़ोटो अपलोड करें/);
  await expect(main.getByText('Please enter name')).toHaveCount(0);
  await expectAxeClean(page, '/hi/careerForm with errors');
});

for (const width of [375, 1280]) {
  test(`the Hindi careers pages are clean for axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/hi/career', '/hi/careerForm', '/hi/careerConfirmation']) {
      await openLive(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/hi/careerConfirmation')
        await expect(page.getByText('यहाँ दिखाने के लिए कोई आवेदन नहीं है')).toBeVisible();
      await expectAxeClean(page, `${path} at ${width} px`);
    }
  });
}
