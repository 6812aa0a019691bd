import { expect, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';
import { phonePhoto } from '../../remote-kit/src/testing/sharp-codec';

// On a phone, the career form's photo straight from the camera (3–4 MB) is fitted to 60 KB on a real canvas.
test.use({ viewport: { width: 375, height: 812 } });

test('/careerForm on a phone: a 3 MB camera photo is made a passport-shaped JPEG of at most 60 KB, with a preview', async ({
  page,
}) => {
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThanOrEqual(3 * 1024 * 1024);
  await openLive(page, '/careerForm');
  const form = page.getByRole('form', { name: 'Career form' });
  const input = form.getByLabel('Photo', { exact: true });
  await expect(input).toHaveAccessibleDescription(/JPEG or PNG, at most 60 KB/);
  await expect(form.getByLabel('CV (single PDF)', { exact: true })).toHaveAccessibleDescription(/PDF, at most 2 MB/);

  await input.setInputFiles({ name: 'IMG_5001.jpg', mimeType: 'image/jpeg', buffer: photo });
  const status = form.getByText(/^Ready: \d+ KB, 413 × 531 px, made from your photo of 3\.\d MB, 4000 × 3000 px\.$/);
  await expect(status).toBeVisible({ timeout: 20_000 });
  expect(Number(/Ready: (\d+) KB/.exec((await status.textContent())!)![1])).toBeLessThanOrEqual(60);
  const preview = form.getByRole('img', { name: 'Preview of your photo' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(input).not.toHaveAccessibleDescription(/Photo must/);
  await expectAxeClean(page, '/careerForm with the photo fitted');
});

test('/careerForm on a phone: a paper CV photographed page by page becomes one PDF of at most 2 MB; a PDF over 2 MB is refused at once, in English and Hindi', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pages = [await phonePhoto(), await phonePhoto({ sigma: 10 })];
  await openLive(page, '/careerForm');
  const form = page.getByRole('form', { name: 'Career form' });
  const cv = form.getByLabel('CV (single PDF)', { exact: true });
  await cv.setInputFiles([
    { name: 'IMG_6001.jpg', mimeType: 'image/jpeg', buffer: pages[0] },
    { name: 'IMG_6002.jpg', mimeType: 'image/jpeg', buffer: pages[1] },
  ]);
  const status = form.getByText(/^Ready: one PDF of 2 pages, [\d.]+ [KM]B, made from your photos\./);
  await expect(status).toBeVisible({ timeout: 60_000 });
  const size = /pages, ([\d.]+) ([KM]B)/.exec((await status.textContent())!)!;
  expect(Number(size[1]) * (size[2] === 'MB' ? 1024 : 1)).toBeLessThanOrEqual(2 * 1024);
  await expect(form.getByRole('group', { name: 'Preview of your document' }).getByRole('img')).toHaveCount(2);
  await expect(cv).not.toHaveAccessibleDescription(/CV must/);
  await expectAxeClean(page, '/careerForm with a photographed CV');

  const tooLarge = {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024 - 9, 0x20)]),
  };
  await cv.setInputFiles(tooLarge);
  await expect(cv).toHaveAccessibleDescription(
    /This PDF is 3\.0 MB; at most 2 MB can be sent\. Please photograph the pages/,
  );

  await openLive(page, '/hi/careerForm');
  const hindiCv = page.getByRole('form').getByLabel('सीवी (एक ही PDF)', { exact: true });
  await hindiCv.setInputFiles(tooLarge);
  await expect(hindiCv).toHaveAccessibleDescription(/यह PDF 3\.0 MB की है; अधिकतम 2 MB भेजी जा सकती है।/);
  await expectAxeClean(page, '/hi/careerForm with a refused CV');
});
