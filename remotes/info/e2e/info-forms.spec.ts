import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

const repo = path.resolve(import.meta.dirname, '../../..');

/** What staff get from the export command: proof the submission was stored, not just answered. */
function exported(table: string): string {
  return execFileSync(path.join(repo, 'node_modules/.bin/tsx'), ['services/info/src/cli/export.ts', table], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

type Form = {
  path: string;
  table: string;
  /** What each field, by its label, says when left empty. */
  missing: Record<string, string>;
  success: string;
  fields: Record<string, string>;
};

const stamp = Date.now().toString(36);
const FORMS: Form[] = [
  {
    path: '/feedback',
    table: 'feedback',
    missing: {
      'Student Name': "Enter the student's name",
      'Admission No.': 'Enter your admission number',
      'Student Phone': "Enter the student's phone number",
      Address: 'Enter your address',
      Message: 'Write your message',
    },
    success: 'Your Request submitted successfully.',
    fields: {
      'Student Name': `Sita Devi ${stamp}`,
      'Admission No.': 'BA-2025-0142',
      'Student Phone': '9876543210',
      Address: 'Village Rampur, Post Office Road',
      Message: 'The library should open on Saturdays too.',
    },
  },
  {
    path: '/complaints',
    table: 'complaints',
    missing: { 'User Name': 'Enter your name', Email: 'Enter your e-mail address', Message: 'Write your message' },
    success: 'Your Request submitted successfully.',
    fields: {
      'User Name': `Ramesh Kumar ${stamp}`,
      Email: 'ramesh@example.in',
      Message: 'The drinking water cooler is broken.',
    },
  },
  {
    path: '/contact',
    table: 'contact',
    missing: { Name: 'Enter your name', Email: 'Enter your e-mail address', Message: 'Write your message' },
    success: 'Your Request has been submitted successfully.',
    fields: {
      Name: `Asha Verma ${stamp}`,
      Email: 'asha@example.in',
      Message: 'When does the B.Ed. counselling start?',
    },
  },
];

async function fill(page: Page, fields: Record<string, string>) {
  const form = page.getByRole('main').getByRole('form');
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
}

for (const form of FORMS) {
  test(`${form.path}: empty submit shows a message under each field; filled submit is stored and clears the form`, async ({
    page,
  }) => {
    await openLive(page, form.path);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Submit' }).click();
    for (const label of Object.keys(form.fields)) {
      await expect(main.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        new RegExp(form.missing[label]),
      );
    }

    await fill(page, form.fields);
    await main.getByRole('button', { name: 'Submit' }).click();
    // The confirmation takes the form's place, focused; "Send another" brings the form back, empty.
    const sent = main.getByRole('region', { name: 'Message sent' });
    await expect(sent).toContainText(form.success);
    await expect(sent.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(sent.getByRole('link', { name: 'Check its status' })).toHaveAttribute('href', '/message-status');
    await expectAxeClean(page, `${form.path} sent`);
    await sent.getByRole('button', { name: 'Send another' }).click();
    for (const label of Object.keys(form.fields)) {
      await expect(main.getByLabel(label, { exact: true })).toHaveValue('');
    }
    expect(exported(form.table)).toContain(Object.values(form.fields)[0]);
  });
}

test('a failed POST says it did not go through and keeps what was typed', async ({ page }) => {
  await page.route('**/api/v1/api/saveFeedback', (route) => route.abort('connectionreset'));
  await openLive(page, '/feedback');
  const fields = FORMS[0].fields;
  await fill(page, fields);
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/not sent|did not go through|could not/i).first()).toBeVisible();
  for (const [label, value] of Object.entries(fields)) {
    await expect(page.getByRole('main').getByLabel(label, { exact: true })).toHaveValue(value);
  }
});

test('/samarthPortal: empty submit asks for each value; a real PNG is accepted and stored', async ({ page }) => {
  await openLive(page, '/samarthPortal');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByLabel('UHI Number')).toHaveAccessibleDescription(/Enter your UHI number/);
  await expect(main.getByLabel('Admission Number')).toHaveAccessibleDescription(/Enter your admission number/);
  await expect(main.getByLabel('Upload Document')).toHaveAccessibleDescription(
    /Upload your Samarth portal registration \(a photo or a scan\)/,
  );

  const uhi = `UHI${stamp}`.toUpperCase();
  await main.getByLabel('UHI Number').fill(uhi);
  await main.getByLabel('Admission Number').fill('BSC-2025-0077');
  // A 1×1 PNG: the service checks the bytes, not the name.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await main
    .getByLabel('Upload Document')
    .setInputFiles({ name: 'verification.png', mimeType: 'image/png', buffer: png });
  await main.getByRole('button', { name: 'Submit' }).click();
  const sent = main.getByRole('region', { name: 'Message sent' });
  await expect(sent).toContainText('Your verification has been submitted successfully.');
  // Only what this form asked: no e-mail or phone to look it up with, so no status link.
  await expect(sent).not.toContainText(/e-mail|phone/);
  await sent.getByRole('button', { name: 'Send another' }).click();
  await expect(main.getByLabel('UHI Number')).toHaveValue('');
  expect(exported('samarth')).toContain(uhi);
});

test('/hi/feedback: an empty submit says what is missing in Hindi; a filled one is answered in Hindi and stored', async ({
  page,
}) => {
  await openLive(page, '/hi/feedback');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const main = page.getByRole('main');
  const fields = {
    'छात्र/छात्रा का नाम': `सीता देवी ${stamp}`,
    'प्रवेश संख्या': 'BA-2025-0143',
    'छात्र/छात्रा का मोबाइल नंबर': '9876543211',
    पता: 'ग्राम रामपुर, डाकघर मार्ग',
    संदेश: 'पुस्तकालय शनिवार को भी खुले।',
  };
  await main.getByRole('button', { name: 'जमा करें' }).click();
  await expect(main.getByRole('heading', { name: 'कोई समस्या है' })).toBeVisible();
  const missing = [
    'छात्र/छात्रा का नाम भरें',
    'अपनी प्रवेश संख्या भरें',
    'छात्र/छात्रा का मोबाइल नंबर भरें',
    'अपना पता लिखें',
    'अपना संदेश लिखें',
  ];
  for (const [i, label] of Object.keys(fields).entries()) {
    await expect(main.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(missing[i]));
  }

  await fill(page, fields);
  await main.getByRole('button', { name: 'जमा करें' }).click();
  const sent = main.getByRole('region', { name: 'संदेश भेज दिया गया' });
  await expect(sent).toContainText('आपका अनुरोध सफलतापूर्वक जमा हो गया है।');
  await expect(sent.getByRole('heading', { name: 'संदेश भेज दिया गया' })).toBeFocused();
  await sent.getByRole('button', { name: 'एक और भेजें' }).click();
  await expect(main.getByLabel('प्रवेश संख्या', { exact: true })).toHaveValue('');
  expect(exported('feedback')).toContain(fields['छात्र/छात्रा का नाम']);
});
