import { expect, type Locator, test } from '@playwright/test';
import { expectAxeClean } from '@college/remote-kit/testing/e2e';
import { phonePhoto } from '../../remote-kit/src/testing/sharp-codec';
import labels from '../src/features/application/field-labels.messages.json' with { type: 'json' };
import formWords from '../src/features/application/admission-form.messages.json' with { type: 'json' };
import {
  choose,
  DECLARATION,
  field,
  fillCourse,
  fillPersonal,
  form,
  freshAadhaar,
  freshEmail,
  freshMobile,
  jpeg,
  openForm,
  pdf,
  review,
} from './support';

/**
 * An applicant on a phone (375 px) photographs the documents instead of scanning them: a 9 MB
 * camera JPEG of the marksheet is fitted in the browser as a readable page under 1 MB, the two sides
 * of the Aadhaar card become one PDF, both are shown before sending, and the application is
 * accepted. What cannot be sent (a scanned PDF over the limit, a file that is not what its name
 * says) is said the moment it is chosen, in English and in Hindi.
 */

test.use({ viewport: { width: 375, height: 812 } });

const MB = 1024 * 1024;
let CAMERA: Buffer;
test.beforeAll(async () => {
  CAMERA = await phonePhoto({ width: 4032, height: 3024, quality: 98, sigma: 42 });
  expect(CAMERA.length).toBeGreaterThan(8.5 * MB);
});

const camera = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: CAMERA });
const bigPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n'.padEnd(3 * MB, ' ')),
});

/** Every preview under the field is really drawn (its object URL allowed by the page's policy). */
async function expectPagesDrawn(pages: Locator, count: number) {
  await expect(pages.getByRole('img')).toHaveCount(count);
  for (const img of await pages.getByRole('img').all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
}

test('/admission on a phone: a 9 MB camera photo of a marksheet and two photos of the Aadhaar card are fitted, shown and accepted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openForm(page);
  await fillPersonal(page, {
    name: 'Sunita Kumari',
    aadhaar: freshAadhaar(),
    email: freshEmail('sunita'),
    mobile: freshMobile(),
  });
  await choose(field(page, 'Category'), 'General');
  await choose(field(page, 'Person with Disability'), 'No');
  await fillCourse(page);
  await choose(field(page, 'Transfer Certificate (TC)'), 'Not-Available');
  await field(page, 'Photograph').setInputFiles(jpeg('photo.jpg'));
  await field(page, 'Signature').setInputFiles(jpeg('signature.jpg'));
  await field(page, 'Domicile Certificate').setInputFiles(pdf('domicile.pdf'));

  // A scanned PDF over the limit: what to do instead, at once, before any "Continue".
  const inter = field(page, 'Intermediate Marksheet');
  await inter.setInputFiles(bigPdf('intermediate-scan.pdf'));
  await expect(inter).toHaveAccessibleDescription(
    /This PDF is 3\.0 MB; at most 1 MB can be sent\. Please photograph the pages with your phone .* help line on \+91 91234 50001/,
  );
  await inter.setInputFiles(pdf('intermediate.pdf'));
  await expect(inter).toHaveAccessibleDescription(/Ready: your PDF of .* is sent as you chose it/);

  // The marksheet photographed: an A4 page at about 150 dpi, under 1 MB, shown to be read.
  const marksheet = field(page, 'High School Marksheet');
  await marksheet.setInputFiles(camera('IMG_3001.jpg'));
  await expect(marksheet).toHaveAccessibleDescription(
    /Ready: \d+ KB, 1653 × 1240 px, made from your photo of 9\.\d MB\. Check in the preview below/,
    { timeout: 30_000 },
  );
  await expectPagesDrawn(form(page).getByRole('group', { name: 'Preview of your document' }).first(), 1);

  // Both sides of the Aadhaar card, chosen together; "Continue" pressed while they are being made.
  const aadhaarCard = field(page, 'Aadhaar Card');
  await aadhaarCard.setInputFiles([camera('IMG_3002.jpg'), camera('IMG_3003.jpg')]);
  await form(page).getByRole('button', { name: 'Continue to review' }).click();
  await expect(review(page)).toBeVisible({ timeout: 30_000 });
  const answer = (label: string) =>
    review(page)
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(answer('High School Marksheet')).toHaveText(/^IMG_3001\.jpg \(\d+ KB\)$/);
  await expect(answer('Aadhaar Card')).toHaveText(/^IMG_3002\.pdf \(\d+ KB\)$/);

  // Back on the form, the two pages are there to check, and the page is accessible.
  await review(page).getByRole('button', { name: 'Edit' }).first().click();
  await expect(aadhaarCard).toHaveAccessibleDescription(/Ready: one PDF of 2 pages, \d+ KB, made from your photos/);
  const pages = form(page).getByRole('group', { name: 'Preview of your document' }).nth(1);
  await expect(pages.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
  await expectPagesDrawn(pages, 2);
  await expectAxeClean(page, '/admission with documents photographed');

  await form(page).getByRole('button', { name: 'Continue to review' }).click();
  await review(page).getByRole('checkbox', { name: DECLARATION }).check();
  await review(page).getByRole('button', { name: 'Submit application' }).click();
  // Accepted: the service decoded the fitted page and parsed the two-page PDF.
  await expect(page).toHaveURL(/\/payment$/, { timeout: 30_000 });
});

test('/hi/admission on a phone: a document photo is fitted, and a disguised file or an oversized PDF is refused at once, in Hindi', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openForm(page, '/hi/admission');
  const hindiForm = page.getByRole('form', { name: formWords.hi.formLabel });
  const hindiField = (id: keyof typeof labels.hi) => hindiForm.getByLabel(labels.hi[id], { exact: true });

  const marksheet = hindiField('file_highschool');
  await expect(marksheet).toHaveAccessibleDescription(/दस्तावेज़ की फोटो अपने फ़ोन से ले सकते हैं/);
  await marksheet.setInputFiles({
    name: 'marksheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00'),
  });
  await expect(marksheet).toHaveAccessibleDescription(/यह फ़ाइल वास्तव में PDF नहीं है/);
  await hindiField('file_inter').setInputFiles(bigPdf('scan.pdf'));
  await expect(hindiField('file_inter')).toHaveAccessibleDescription(/यह PDF 3\.0 MB की है; अधिकतम 1 MB भेजी जा सकती है/);

  await marksheet.setInputFiles(camera('IMG_3001.jpg'));
  await expect(marksheet).toHaveAccessibleDescription(
    /तैयार: \d+ KB, 1653 × 1240 px, आपकी 9\.\d MB की फोटो से बनाया गया/,
    {
      timeout: 30_000,
    },
  );
  await expect(marksheet).not.toHaveAccessibleDescription(/Ready|could not|iPhone/);
  await expectPagesDrawn(hindiForm.getByRole('group', { name: 'आपके दस्तावेज़ का पूर्वावलोकन' }), 1);
  await expectAxeClean(page, '/hi/admission with a document photographed');
});
