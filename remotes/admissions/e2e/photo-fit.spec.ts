import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean } from '@college/remote-kit/testing/e2e';
import { phonePhoto } from '../../remote-kit/src/testing/sharp-codec';
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
  pdf,
  review,
  openForm,
} from './support';

/**
 * An applicant on a phone (375 px wide) sends the photo and signature straight from the camera
 * (3–4 MB JPEGs): the browser crops them to shape and re-encodes them on a real canvas until they fit
 * 100 KB and 50 KB, shows each with its size, and the application with those files is accepted.
 * An iPhone HEIC photo is explained instead.
 */

test.use({ viewport: { width: 375, height: 812 } });

const KB = 1024;
let PHONE_PHOTO: Buffer;
test.beforeAll(async () => {
  PHONE_PHOTO = await phonePhoto();
  expect(PHONE_PHOTO.length).toBeGreaterThanOrEqual(3 * KB * KB);
});

async function fillApplication(page: Page) {
  const aadhaar = freshAadhaar();
  await fillPersonal(page, { name: 'Meena Yadav', aadhaar, email: freshEmail('meena'), mobile: freshMobile() });
  await choose(field(page, 'Category'), 'General');
  await choose(field(page, 'Person with Disability'), 'No');
  await fillCourse(page);
  await choose(field(page, 'Transfer Certificate (TC)'), 'Not-Available');
  for (const label of ['High School Marksheet', 'Intermediate Marksheet', 'Aadhaar Card', 'Domicile Certificate']) {
    await field(page, label).setInputFiles(pdf(`${label}.pdf`));
  }
}

/** The size the fitter says it made, in KB, once it says "Ready". */
async function readySize(page: Page, noun: string, width: number, height: number): Promise<number> {
  const status = form(page).getByText(
    new RegExp(`^Ready: \\d+ KB, ${width} × ${height} px, made from your ${noun} of 3\\.\\d MB, 4000 × 3000 px\\.$`),
  );
  await expect(status).toBeVisible({ timeout: 20_000 });
  return Number(/Ready: (\d+) KB/.exec((await status.textContent())!)![1]);
}

/** The preview is shown and really drawn (its object URL allowed by the page's policy). */
async function expectPreview(page: Page, noun: string) {
  const preview = form(page).getByRole('img', { name: `Preview of your ${noun}` });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('/admission on a phone: a 3 MB camera photo and signature are fitted, shown and accepted; a HEIC photo is explained', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openForm(page);

  // Limits are told beside each input before anything is chosen.
  await expect(field(page, 'Photograph')).toHaveAccessibleDescription(/JPEG or PNG, at most 100 KB/);
  await expect(field(page, 'High School Marksheet')).toHaveAccessibleDescription(/PDF, JPEG or PNG, at most 1 MB/);

  // An iPhone photo as HEIC: the way to a JPEG, on the field.
  await field(page, 'Photograph').setInputFiles({
    name: 'IMG_0001.HEIC',
    mimeType: 'image/heic',
    buffer: Buffer.alloc(2048),
  });
  await expect(field(page, 'Photograph')).toHaveAccessibleDescription(
    /This photo is a HEIC picture \(as iPhones save them\), which cannot be used here\. Please choose a JPEG instead/,
  );

  await fillApplication(page);

  await field(page, 'Photograph').setInputFiles({ name: 'IMG_4001.jpg', mimeType: 'image/jpeg', buffer: PHONE_PHOTO });
  expect(await readySize(page, 'photo', 413, 531)).toBeLessThanOrEqual(100);
  await expectPreview(page, 'photo');
  await expect(field(page, 'Photograph')).not.toHaveAccessibleDescription(/HEIC/);

  // The crop, by keyboard: zoom in a step, move right; the photo is fitted again.
  const zoom = form(page).getByRole('slider', { name: 'Zoom' }).first();
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveAttribute('aria-valuetext', '110%');
  const across = form(page).getByRole('slider', { name: 'Move left or right' }).first();
  await across.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(across).toHaveAttribute('aria-valuetext', 'towards the left, 45%');
  expect(await readySize(page, 'photo', 413, 531)).toBeLessThanOrEqual(100);

  await field(page, 'Signature').setInputFiles({ name: 'IMG_4002.jpg', mimeType: 'image/jpeg', buffer: PHONE_PHOTO });
  expect(await readySize(page, 'signature', 600, 200)).toBeLessThanOrEqual(50);
  await expectPreview(page, 'signature');

  await expectAxeClean(page, '/admission with the photo and signature fitted');

  await form(page).getByRole('button', { name: 'Continue to review' }).click();
  const answer = (label: string) =>
    review(page)
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(answer('Photograph')).toHaveText(/^IMG_4001\.jpg \(\d+ KB\)$/);
  await expect(answer('Signature')).toHaveText(/^IMG_4002\.jpg \(\d+ KB\)$/);
  await review(page).getByRole('checkbox', { name: DECLARATION }).check();
  await review(page).getByRole('button', { name: 'Submit application' }).click();
  // Accepted: the service decoded and kept the fitted files.
  await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
  await expect(
    page
      .getByRole('form', { name: 'Fee payment' })
      .getByText(/^ADM\d{4}-\d{6}$/)
      .first(),
  ).toBeVisible();
});
