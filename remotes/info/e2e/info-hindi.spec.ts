import { expect, test } from '@playwright/test';

/** The rules, legal and form pages at their Hindi addresses, with their Hindi headings. */
const HINDI_PAGES = [
  { path: '/hi/admission-procedure', heading: 'प्रवेश प्रक्रिया' },
  { path: '/hi/college-rules-and-regulations', heading: 'महाविद्यालय के नियम एवं विनियम' },
  { path: '/hi/library-rules-and-regulations', heading: 'पुस्तकालय के नियम एवं विनियम' },
  { path: '/hi/PrivacyPolicy', heading: 'गोपनीयता नीति' },
  { path: '/hi/TermsConditions', heading: 'नियम एवं शर्तें' },
  { path: '/hi/RefundCancellation', heading: 'धनवापसी एवं निरस्तीकरण' },
  { path: '/hi/open-data', heading: 'मुक्त डेटा' },
  { path: '/hi/contact', heading: 'संपर्क करें' },
  { path: '/hi/feedback', heading: 'प्रतिक्रिया' },
  { path: '/hi/complaints', heading: 'ऑनलाइन शिकायत' },
  { path: '/hi/samarthPortal', heading: 'समर्थ पोर्टल सत्यापन' },
];

// That they come alive on their prerendered HTML is checked for every route (shell/e2e/first-paint.spec.ts).
test('the Hindi rules, legal and form pages open with their Hindi headings', async ({ page }) => {
  for (const { path, heading } of HINDI_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
});
