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
