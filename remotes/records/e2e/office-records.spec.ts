import { expect, type Page, test } from '@playwright/test';
import { signIn } from '@college/remote-kit/testing/office-e2e';
import { axeAtWidths, openLive } from '@college/remote-kit/testing/e2e';

/**
 * The content editor's public records through the running portal: a students sheet
 * with one bad line shows that line's problem and stores nothing; fixed and confirmed, the new
 * student is on the public /student_data listing of their class. The import is undone at the end
 * (the other specs count the seeded classes). axe on both office pages at 375 and 1280 px.
 * The class is B.Ed., Second Year, 2024-2025 (ids 1, 2 and 3 of the seeded look-ups).
 */

const HEADER =
  'course_id,part_id,acd_year,stu_fname,stu_mname,stu_lname,stu_father_fname,stu_father_mname,stu_father_lname,stu_cast,stu_gender';

async function uploadSheet(page: Page, lines: string[]) {
  const form = page.getByRole('form', { name: 'Check a records sheet' });
  await form
    .getByLabel(/^Sheet \(CSV file/)
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) });
  await form.getByRole('button', { name: 'Check the sheet' }).click();
}

test('a students sheet with a bad line stores nothing; fixed and confirmed, the new student is on /student_data; the import is undone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).replace(/\d/g, '');
  const surname = `Officeimport${run}`;
  const student = (first: string, cast: string) => `1,2,3,${first},,${surname},Ramesh,,${surname},${cast},Female`;

  await openLive(page, '/office/records');
  await signIn(page, 'content_editor');
  await expect(page).toHaveURL(/\/office\/records$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public records' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datasets and their last import' })).toBeVisible();
  await axeAtWidths(page, '/office/records');

  await page.getByRole('link', { name: 'Students', exact: true }).click();
  await expect(page).toHaveURL(/\/office\/records\/students$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Students' })).toBeVisible();
  await axeAtWidths(page, '/office/records/students');

  // One bad line: its problem by line, and nothing stored.
  await uploadSheet(page, [HEADER, student('Aadya', 'OBC'), student('Aarohi', 'Martian')]);
  await expect(page.getByRole('heading', { level: 2, name: 'Problems to fix (1)' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Problems by line' }).getByRole('row', { name: /^3 stu_cast: must be one of/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await axeAtWidths(page, '/office/records/students (problems)');
  const search = page.getByRole('search', { name: 'Search the records' });
  await search.getByRole('searchbox', { name: 'Search the records' }).fill(surname);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('region', { name: 'Records (0)' })).toBeVisible();

  // Fixed: the preview says what it adds; confirmed, it is stored.
  await page.getByRole('button', { name: 'Check a corrected sheet' }).click();
  await uploadSheet(page, [HEADER, student('Aadya', 'OBC'), student('Aarohi', 'SC')]);
  await expect(page.getByRole('heading', { level: 2, name: 'What this sheet would do' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Records added (2)' })).toContainText(`Aadya, ${surname}`);
  await axeAtWidths(page, '/office/records/students (preview)');
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText(/2 rows imported: 2 added/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Records (2)' })).toBeVisible();

  // A visitor: the class's list has the new student.
  const visitor = await page.context().newPage();
  await openLive(visitor, '/student_data');
  const filters = visitor.getByRole('form', { name: 'Filters' });
  for (const [label, option] of Object.entries({
    'Academic Year': '2024-2025',
    Course: 'B.Ed.',
    Semester: 'Second Year',
  })) {
    const select = filters.getByLabel(label, { exact: true });
    await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
    await select.selectOption({ label: option });
  }
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(
    visitor.getByRole('table', { name: 'Students' }).getByRole('row').filter({ hasText: surname }).first(),
  ).toBeVisible();
  await visitor.close();

  // Undone: the class is as it was (the records e2e counts the seeded classes).
  await page.getByRole('link', { name: 'All datasets' }).first().click();
  await expect(page).toHaveURL(/\/office\/records$/);
  await page
    .getByRole('button', { name: /^Undo this import: Students/ })
    .first()
    .click();
  const undo = page.getByRole('form', { name: 'Undo the last import' });
  await undo.getByLabel(/Why undo it/).fill('end-to-end test: put the class back');
  await undo.getByRole('button', { name: 'Undo the import' }).click();
  await expect(page.getByText(/Import undone/)).toBeVisible();
});
