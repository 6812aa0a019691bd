import { expect, test } from '@playwright/test';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

/**
 * A listing whose filters are in the address (a shared link, a bookmark, a reload) is in the page's
 * first response (a live page): read on a phone with script off, in English and Hindi, and taken
 * over by the page's code without fetching it again. Seeded data: B.Ed., First Year, 2024-2025 has
 * 47 students.
 */

const SEARCH = 'acd_year=3&course_id=1&part_id=1';

test.use({ viewport: { width: 375, height: 740 } });

for (const [lang, prefix, caption, course] of [
  ['English', '', 'Students', 'Course'],
  ['Hindi', '/hi', 'छात्र', 'पाठ्यक्रम'],
] as const) {
  test(`${lang}: /student_data?${SEARCH} with script off shows the first 20 students and the filters chosen`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    try {
      const response = await page.goto(`${prefix}/student_data?${SEARCH}&page=2`);
      expect(response?.status()).toBe(200);
      const table = page.getByRole('table', { name: caption });
      await expect(table.getByRole('row')).toHaveCount(21);
      await expect(page.getByRole('form').getByLabel(course, { exact: true })).toHaveValue('1');
      // Without filters in the address, the page asks for them as before.
      await page.goto(`${prefix}/student_data`);
      await expect(page.getByRole('table')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

test('with script, the page takes the listing over from its first response: nothing fetched again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
  });
  await openLive(page, `/student_data?${SEARCH}`);
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(page.getByText('page 1 of 3')).toBeVisible();
  expect(asked).toEqual([]);
  await expectAxeClean(page, `/student_data?${SEARCH}`);

  // Paging and a new search still work as before.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('page 2 of 3')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
});
