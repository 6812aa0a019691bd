import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { RESULT_FIELDS } from '@college/results-service/office/results';
import type { TalentResult } from '@college/results-service/contract';
import { serviceDb, signIn } from '@college/remote-kit/testing/office-e2e';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

/**
 * The results office through the running portal: the results officer uploads a sheet
 * with one bad line and sees that line's problem while the public /result stays as it was; uploads
 * it fixed, confirms, and the public result shows the new row; then corrects that row. The sheet
 * holds every stored result too (an import replaces them all; the other specs use the demo rows).
 * axe on each page at a phone's and a desktop's width.
 */

const WIDTHS = [375, 1280];

async function axeAtWidths(page: Page, where: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${where} at ${width}px`);
  }
}

/** The sheet as a spreadsheet saves it: every cell quoted (the spec may not use the service kit). */
const toSheet = (rows: readonly TalentResult[]) =>
  [RESULT_FIELDS, ...rows.map((row) => RESULT_FIELDS.map((field) => row[field]))]
    .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
    .join('\r\n');

function storedResults(): TalentResult[] {
  const db = serviceDb('results');
  try {
    return db.prepare(`select ${RESULT_FIELDS.join(', ')} from talent_results order by rollno`).all() as TalentResult[];
  } finally {
    db.close();
  }
}

async function publicSearch(page: Page, rollno: string) {
  await openLive(page, '/result');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Roll number' }).fill(rollno);
  await main.getByRole('button', { name: 'Search' }).click();
}
const cell = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

async function uploadSheet(page: Page, csv: string) {
  const main = page.getByRole('main');
  await main
    .getByLabel('Result sheet (CSV file, at most 2 MB)')
    .setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await main.getByRole('button', { name: 'Check the sheet' }).click();
}

test('a sheet with a bad line changes nothing; fixed and confirmed, the public result shows the new row; a correction shows at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const n = randomInt(100_000, 999_999);
  const fresh: TalentResult = {
    rollno: `E2E-${n}`,
    certificate_no: `E2E/${n}`,
    student_name: 'Sunita Office',
    father_name: 'Mahesh Office',
    school_name: 'Janta Inter College, Rampur',
    score: '81',
    result: 'Qualified',
    prize: '',
    remark: 'Very good',
    absent: '0',
    result_status: '1',
  };
  const stored = storedResults();
  const sheetWith = (row: TalentResult) => toSheet([...stored, row]);
  const badLine = stored.length + 2;

  await openLive(page, '/office/results');
  await expect(page).toHaveURL(/\/office\/sign-in\?next=/);
  await signIn(page, 'results_officer');
  await expect(page).toHaveURL(/\/office\/results$/, { timeout: 15_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Results office' })).toBeVisible();
  await axeAtWidths(page, '/office/results (file)');

  // One bad line: its problem by line number, and nothing to confirm.
  await uploadSheet(page, sheetWith({ ...fresh, score: 'eighty-one' }));
  await expect(main.getByRole('heading', { level: 2, name: 'Problems to fix (1)' })).toBeVisible();
  await expect(
    main.getByRole('row', { name: new RegExp(`^${badLine} score: must be a number of marks`) }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await axeAtWidths(page, '/office/results (problems)');

  await publicSearch(page, fresh.rollno);
  await expect(page.getByRole('main').getByText(`No result found for roll number ${fresh.rollno}`)).toBeVisible();

  // Fixed: previewed (one new result, nothing removed), then confirmed.
  await openLive(page, '/office/results');
  await expect(main.getByRole('heading', { level: 1, name: 'Results office' })).toBeVisible();
  await uploadSheet(page, sheetWith(fresh));
  await expect(main.getByRole('heading', { level: 2, name: 'What this sheet would do' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'New results (1)' }).getByRole('cell', { name: fresh.rollno }),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Results removed (not on the sheet) (0)' })).toBeVisible();
  await axeAtWidths(page, '/office/results (preview)');
  await main.getByRole('button', { name: `Import ${stored.length + 1} results` }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Sheet imported' })).toBeVisible();
  await expect(main.getByText(/1 added, 0 changed, 0 removed/)).toBeVisible();
  await axeAtWidths(page, '/office/results (imported)');

  await publicSearch(page, fresh.rollno);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: `Result of roll number ${fresh.rollno}` }),
  ).toBeFocused();
  await expect(cell(page, 'Name')).toHaveText(fresh.student_name);
  await expect(cell(page, 'Score')).toHaveText('81');

  // One roll number's row corrected, with a reason.
  await openLive(page, '/office/results/correct');
  await expect(main.getByRole('heading', { level: 1, name: 'Correct a result' })).toBeVisible();
  await axeAtWidths(page, '/office/results/correct (find)');
  const find = main.getByRole('form', { name: 'Find a result' });
  await find.getByLabel('Roll number').fill(fresh.rollno.toLowerCase());
  await find.getByRole('button', { name: 'Open the result' }).click();
  const form = main.getByRole('form', { name: `Result of roll number ${fresh.rollno}` });
  await expect(form.getByLabel('Student name')).toHaveValue(fresh.student_name);
  await form.getByLabel('Score', { exact: false }).first().fill('');
  await form.getByRole('button', { name: 'Save the correction' }).click();
  await expect(main.getByRole('link', { name: /^Score: must not be empty/ })).toBeVisible();
  await axeAtWidths(page, '/office/results/correct (errors)');
  await form.getByLabel('Score', { exact: false }).first().fill('84.5');
  await form.getByLabel(/Why is it corrected/).fill('Marks rechecked on the answer sheet');
  await form.getByRole('button', { name: 'Save the correction' }).click();
  await expect(main.getByText('Result corrected. The public result and certificate show it now.')).toBeVisible();
  await axeAtWidths(page, '/office/results/correct (saved)');

  await publicSearch(page, fresh.rollno);
  await expect(cell(page, 'Score')).toHaveText('84.5');
});
