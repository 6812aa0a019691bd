import { expect, type Page, test } from '@playwright/test';
import { edgeBrightness, expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

/**
 * Records through the running portal on its seeded demo data (B.Ed., First Year, 2024-2025 has 47
 * students: three pages of 20): filters with their messages, the address keeping them, paging,
 * View links to real PDFs, the document lists and a financial statement.
 */

const filters = (page: Page, name = 'Filters') => page.getByRole('form', { name });

async function chooseFilters(page: Page, values: Record<string, string>, form = 'Filters') {
  for (const [label, option] of Object.entries(values)) {
    const select = filters(page, form).getByLabel(label, { exact: true });
    await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
    await select.selectOption({ label: option });
  }
}

test('student data: each empty filter says what to choose, a search kept in the address, paging to the last page, the page kept too', async ({
  page,
}) => {
  await openLive(page, '/student_data');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Details' })).toBeVisible();
  await filters(page).getByRole('button', { name: 'Search' }).click();
  for (const [label, message] of [
    ['Academic Year', 'Choose the academic year'],
    ['Course', 'Choose a course'],
    ['Semester', 'Choose the year or semester'],
  ]) {
    await expect(filters(page).getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(message));
  }

  await chooseFilters(page, { 'Academic Year': '2024-2025', Course: 'B.Ed.', Semester: 'First Year' });
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/acd_year=3&course_id=1&part_id=1/);
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(page.getByText('page 1 of 3')).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  await expectAxeClean(page, '/student_data with results');

  await page.getByRole('button', { name: 'Last' }).click();
  await expect(page.getByText('page 3 of 3')).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('41');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Last' })).toHaveCount(0);

  await expect(page).toHaveURL(/acd_year=3&course_id=1&part_id=1&page=3$/);

  // A reload (or a shared link) shows the same result with its filters, on the same page.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await expect(page.getByText('page 3 of 3')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Students' }).getByRole('row').nth(1).getByRole('cell').first(),
  ).toHaveText('41');
  await expect(filters(page).getByLabel('Course', { exact: true })).toHaveValue('1');
  // Back returns to the page before; a new search starts again at page 1.
  await page.goBack();
  await expect(page.getByText('page 1 of 3')).toBeVisible();
  await chooseFilters(page, { Semester: 'Second Year' });
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/acd_year=3&course_id=1&part_id=2$/);
});

test('attendance: a View link opens a real PDF in a new tab', async ({ page, context }) => {
  await openLive(page, '/attendence');
  await chooseFilters(page, { 'Academic Year': '2024-2025', Course: 'B.Ed.', Semester: 'First Year' });
  await filters(page).getByRole('button', { name: 'Search' }).click();
  const view = page
    .getByRole('table', { name: 'Attendance sheets' })
    .getByRole('link', { name: /^View attendance/ })
    .first();
  await expect(view).toHaveAttribute('target', '_blank');
  const href = (await view.getAttribute('href'))!;
  const response = await context.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('NCTE orders, the annual report and a financial statement show their documents', async ({ page, context }) => {
  await openLive(page, '/ncteOrder');
  await expect(page.getByRole('table', { name: 'NCTE orders' }).getByRole('link').first()).toBeVisible();
  await openLive(page, '/annualReport');
  await expect(page.getByRole('table', { name: 'Annual reports' }).getByRole('link').first()).toBeVisible();
  await openLive(page, '/receiptpayment2023');
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt Payment 2023' })).toBeVisible();
  const download = page
    .getByRole('main')
    .getByRole('link', { name: /download|open/i })
    .first();
  const href = (await download.getAttribute('href'))!;
  expect(href).toContain('receiptpayment2023');
  expect((await context.request.get(href)).headers()['content-type']).toBe('application/pdf');
  await expectAxeClean(page, '/receiptpayment2023');
});

test('faculty by course and type, and the B.Ed. faculty cards leading on to the course', async ({ page }) => {
  await openLive(page, '/faculty');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(filters(page).getByLabel('Type', { exact: true })).toHaveAccessibleDescription(
    /Choose teaching or non-teaching staff/,
  );
  await chooseFilters(page, { Course: 'B.Ed.', Type: 'Teaching' });
  await filters(page).getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Faculty' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('img').first()).toHaveAttribute('alt', /^Photo of /);
  // The search is in the address: a reload shows the same staff with the filters filled in.
  await expect(page).toHaveURL(/\/faculty\?course_id=1&type=1$/);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.portal === 'live');
  await expect(page.getByRole('table', { name: 'Faculty' }).getByRole('row').nth(1)).toBeVisible();
  await expect(filters(page).getByLabel('Type', { exact: true })).toHaveValue('1');

  await openLive(page, '/BEd');
  const cards = page.getByRole('list', { name: 'B.Ed. faculty' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards.getByRole('listitem').first()).toContainText('B.Ed.');
  await expectAxeClean(page, '/bed');
  await page.getByRole('link', { name: /About the B\.Ed\. course/ }).click();
  await expect(page).toHaveURL(/\/course_bed$/);
});

test('time table and calendar by Type, each with a real PDF', async ({ page, context }) => {
  await openLive(page, '/timetable');
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(filters(page).getByLabel('Type', { exact: true })).toHaveAccessibleDescription(
    /Choose timetable or calendar/,
  );
  for (const type of ['Time Table', 'Academic Calendar']) {
    await chooseFilters(page, { 'Academic Year': '2023-2024', Course: 'B.A.', Semester: 'First Semester', Type: type });
    await filters(page).getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Time tables and calendars' });
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('2023');
    await expect(row).toContainText('B.A.');
    const href = (await row.getByRole('link').getAttribute('href'))!;
    const response = await context.request.get(href);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  await expect(page).toHaveURL(/type=calendar/);
  await expectAxeClean(page, '/timetable with results');
});

test('disciplinary cell notices open as PDFs', async ({ page, context }) => {
  await openLive(page, '/disciplinary');
  const links = page.getByRole('table', { name: 'Disciplinary cell notices' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const response = await context.request.get((await links.first().getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline/);
});

test('the D.El.Ed. faculty cards, reached as /DelEd, lead on to the course page', async ({ page }) => {
  await openLive(page, '/DelEd');
  const cards = page.getByRole('list', { name: 'D.El.Ed. faculty' });
  await expect(cards.getByRole('listitem').first()).toContainText('D.El.Ed.');
  await expect(cards.getByRole('listitem').first().getByRole('img')).toHaveAttribute('alt', /^Photo of /);
  await expectAxeClean(page, '/deled');
  await page.getByRole('link', { name: /About the D\.El\.Ed\. course/ }).click();
  await expect(page).toHaveURL(/\/course_deled$/);
});

test('each of the six financial pages embeds its own statement', async ({ page, context }) => {
  const pages: [string, string, string][] = [
    ['/balancesheet2022', 'Balance Sheet 2022', 'balancesheet2022'],
    ['/balancsheet2023', 'Balance Sheet 2023', 'balancesheet2023'],
    ['/incomeexpenditure2022', 'Income Expenditure 2022', 'incomeexpenditure2022'],
    ['/incomeexpenditure2023', 'Income Expenditure 2023', 'incomeexpenditure2023'],
    ['/receiptpayment2022', 'Receipt Payment 2022', 'receiptpayment2022'],
    ['/receiptpayment2023', 'Receipt Payment 2023', 'receiptpayment2023'],
  ];
  const seen = new Set<string>();
  for (const [route, heading, file] of pages) {
    await openLive(page, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const frame = page.getByRole('main').locator('iframe');
    await expect(frame).toHaveAttribute('height', '500');
    const src = (await frame.getAttribute('src'))!;
    expect(src).toContain(file);
    const body = await (await context.request.get(src)).body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    seen.add(body.toString('base64'));
  }
  // Six different documents (the original site showed the wrong one on /receiptpayment2023).
  expect(seen.size).toBe(6);
});

// Issue 23: the same listing on its Hindi address: Hindi filters, choices, headers and categories;
// the students' names as the records write them.
test('/hi/student_data: filters, choices and the list in Hindi', async ({ page }) => {
  await openLive(page, '/hi/student_data');
  await expect(page.getByRole('heading', { level: 1, name: 'छात्र विवरण' })).toBeVisible();
  await chooseFilters(page, { 'शैक्षणिक सत्र': '2024-2025', पाठ्यक्रम: 'बी.एड.', 'सेमेस्टर / वर्ष': 'प्रथम वर्ष' }, 'फ़िल्टर');
  await filters(page, 'फ़िल्टर').getByRole('button', { name: 'खोजें' }).click();
  await expect(page).toHaveURL(/\/hi\/student_data\?acd_year=3&course_id=1&part_id=1/);
  const table = page.getByRole('table', { name: 'छात्र' });
  await expect(table.getByRole('row')).toHaveCount(21);
  // The first column's heading (the serial number) is the design system's.
  await expect(table.getByRole('columnheader')).toHaveText([/./, 'छात्र का नाम', 'पिता का नाम', 'श्रेणी', 'लिंग']);
  const category = table.getByRole('row').nth(1).getByRole('cell').nth(3);
  await expect(category).toHaveText(/^(सामान्य|अन्य पिछड़ा वर्ग|अनुसूचित जाति|अनुसूचित जनजाति|आर्थिक रूप से कमजोर वर्ग)$/);
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1).locator('[lang="en"]')).toHaveCount(1);
});

test('on a phone, a table wider than the screen shades the edge that has more to see, and the shade follows the scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openLive(page, '/student_data?acd_year=3&course_id=1&part_id=1');
  const box = page.getByRole('region', { name: 'Students' });
  await expect(box.getByRole('row')).toHaveCount(21);
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  // At the start: the right edge is shaded (more to the right), the left is not.
  const right = await edgeBrightness(box, 'right');
  const left = await edgeBrightness(box, 'left');
  await box.evaluate((element) => element.classList.remove('ds-scroll-cue'));
  const rightWithout = await edgeBrightness(box, 'right');
  await box.evaluate((element) => element.classList.add('ds-scroll-cue'));
  expect(rightWithout - right).toBeGreaterThan(8);
  expect(left).toBeGreaterThan(right + 8);

  // At the end: the left edge is shaded, the right is not any more.
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect
    .poll(() => box.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1))
    .toBe(true);
  expect(await edgeBrightness(box, 'left')).toBeLessThan(left - 8);
  expect(await edgeBrightness(box, 'right')).toBeGreaterThan(right + 8);
});
