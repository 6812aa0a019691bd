import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { RESULT_FIELDS } from '@college/results-service/office/results';
import type { TalentResult } from '@college/results-service/contract';
import { serviceDb, signIn } from '@college/remote-kit/testing/office-e2e';
import { expectAxeClean, openLive } from '@college/remote-kit/testing/e2e';

/**
 * The results office through the running portal: the results officer adds an earlier year's exam
 * (a year before the demo 2024 exam, so the public page's newest exam stays 2024 for the other
 * specs), uploads that exam's sheet with one line whose certificate number is a 2024 result's and
 * sees that line's problem while the public /result stays as it was; uploads it fixed, confirms,
 * and the public result finds the new row in that exam (its own name and date on the card and the
 * certificate) while the 2024 results are untouched; corrects that row; imports a second sheet into
 * the exam and undoes it (asked first, with a reason). axe on each page at a phone's and a
 * desktop's width.
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

/** A 2024 demo result's certificate number: no other exam's sheet may give it again. */
function certificateOf2024(rollno: string): string {
  const db = serviceDb('results');
  try {
    return db
      .prepare(
        'select r.certificate_no from talent_results r join talent_exams e on e.id = r.exam_id where e.year = 2024 and r.rollno = ?',
      )
      .pluck()
      .get(rollno) as string;
  } finally {
    db.close();
  }
}

async function publicSearch(page: Page, rollno: string, year: number) {
  await openLive(page, '/result');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Exam' }).selectOption(String(year));
  await main.getByRole('textbox', { name: 'Roll number' }).fill(rollno);
  await main.getByRole('button', { name: 'Search' }).click();
}
const cell = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

async function uploadSheet(page: Page, csv: string, year: number) {
  const form = page.getByRole('main').getByRole('form', { name: 'Check a result sheet' });
  await form.getByRole('combobox', { name: /^Exam the sheet is for/ }).selectOption(String(year));
  await form
    .getByLabel('Result sheet (CSV file, at most 2 MB)')
    .setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await form.getByRole('button', { name: 'Check the sheet' }).click();
}

test('an earlier exam is added; its sheet with a bad line changes nothing; fixed and confirmed, the public result shows the row in that exam; a correction shows at once; a second import is undone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const n = randomInt(100_000, 999_999);
  // An earlier year than the demo exam's (2024): the public page's newest exam stays 2024.
  const year = randomInt(2001, 2024);
  const exam = {
    name_en: `Talent Search Exam ${year} (e2e ${n})`,
    name_hi: `प्रतिभा खोज परीक्षा ${year} (जाँच ${n})`,
    held_on: `${year}-01-08`,
    prefix: `E2E${n}-`,
  };
  const fresh: TalentResult = {
    rollno: `E2E-${n}`,
    certificate_no: `${exam.prefix}0001`,
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
  const second: TalentResult = {
    ...fresh,
    rollno: `E2E-${n + 1}`,
    certificate_no: `${exam.prefix}0002`,
    student_name: 'Kavita Office',
  };
  const taken = certificateOf2024('240001');

  await openLive(page, '/office/results');
  await expect(page).toHaveURL(/\/office\/sign-in\?next=/);
  await signIn(page, 'results_officer');
  await expect(page).toHaveURL(/\/office\/results$/, { timeout: 15_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Results office' })).toBeVisible();
  const exams = main.getByRole('table', { name: 'Exams, newest first' });
  await expect(exams.getByRole('cell', { name: 'Talent Search Exam 2024', exact: false })).toBeVisible();
  await axeAtWidths(page, '/office/results (exams, file)');

  // The exam: the Hindi name in Latin letters is refused under its field, then it is added.
  const add = main.getByRole('form', { name: 'Add an exam' });
  await add.getByRole('textbox', { name: /^Name in English/ }).fill(exam.name_en);
  await add.getByRole('textbox', { name: /^Name in Hindi/ }).fill(`Pratibha Khoj ${year}`);
  await add.getByRole('textbox', { name: /^Year/ }).fill(String(year));
  await add.getByLabel(/^Held on/).fill(exam.held_on);
  await add.getByRole('textbox', { name: /^Certificate numbers begin with/ }).fill(exam.prefix);
  await add.getByRole('button', { name: 'Add the exam' }).click();
  await expect(add.getByRole('link', { name: /^Name in Hindi: Write the Hindi name in Hindi letters/ })).toBeVisible();
  await axeAtWidths(page, '/office/results (exam form errors)');
  await add.getByRole('textbox', { name: /^Name in Hindi/ }).fill(exam.name_hi);
  await add.getByRole('button', { name: 'Add the exam' }).click();
  await expect(main.getByText(`${exam.name_en} added.`, { exact: false })).toBeVisible();
  await expect(exams.getByRole('cell', { name: exam.prefix })).toBeVisible();

  // One bad line: a 2024 result's certificate number, named by its line; nothing to confirm.
  await uploadSheet(page, toSheet([fresh, { ...second, certificate_no: taken }]), year);
  await expect(main.getByRole('heading', { level: 2, name: 'Problems to fix (1)' })).toBeVisible();
  await expect(
    main.getByRole('row', {
      name: new RegExp(`^3 certificate_no: ${taken} is already roll number 240001's in Talent Search Exam 2024`),
    }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await axeAtWidths(page, '/office/results (problems)');

  // The public page does not offer an exam without results: nothing of it is public yet.
  await openLive(page, '/result');
  const choice = page.getByRole('main').getByRole('combobox', { name: 'Exam' });
  await expect(choice).toHaveValue('2024');
  await expect(choice.locator(`option[value="${year}"]`)).toHaveCount(0);

  // Fixed: previewed into that exam (one new result, nothing removed), then confirmed.
  await openLive(page, '/office/results');
  await expect(main.getByRole('heading', { level: 1, name: 'Results office' })).toBeVisible();
  await uploadSheet(page, toSheet([fresh]), year);
  await expect(main.getByRole('heading', { level: 2, name: 'What this sheet would do' })).toBeVisible();
  await expect(main.getByText(`Into ${exam.name_en}. Other exams' results are not touched.`)).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'New results (1)' }).getByRole('cell', { name: fresh.rollno }),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Results removed (not on the sheet) (0)' })).toBeVisible();
  await axeAtWidths(page, '/office/results (preview)');
  await main.getByRole('button', { name: 'Import 1 result' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Sheet imported' })).toBeVisible();
  await expect(main.getByText(/1 added, 0 changed, 0 removed/)).toBeVisible();
  await axeAtWidths(page, '/office/results (imported)');

  // The public result: found in its exam, with that exam's name and date, and its certificate.
  await publicSearch(page, fresh.rollno, year);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: `Result of roll number ${fresh.rollno}` }),
  ).toBeFocused();
  await expect(cell(page, 'Name')).toHaveText(fresh.student_name);
  await expect(cell(page, 'Score')).toHaveText('81');
  await expect(cell(page, 'Exam')).toHaveText(exam.name_en);
  await expect(cell(page, 'Held on')).toHaveText(`08-01-${year}`);
  const printLink = page.getByRole('main').getByRole('link', { name: 'Print certificate' });
  await expect(printLink).toHaveAttribute('href', `/certificate/${fresh.rollno}?year=${year}`);
  await printLink.click();
  const sheet = page.getByRole('article', { name: 'Certificate of Participation' });
  await expect(sheet).toContainText(`took part in the ${exam.name_en} held on 08-01-${year}`);
  await expect(sheet).toContainText(`Certificate No. ${fresh.certificate_no}`);
  // The 2024 results are as they were.
  await publicSearch(page, '240118', 2024);
  await expect(cell(page, 'Prize')).toHaveText('First Prize');
  await expect(cell(page, 'Exam')).toHaveText('Talent Search Exam 2024');

  // One roll number's row of that exam corrected, with a reason.
  await openLive(page, '/office/results/correct');
  await expect(main.getByRole('heading', { level: 1, name: 'Correct a result' })).toBeVisible();
  await axeAtWidths(page, '/office/results/correct (find)');
  const find = main.getByRole('form', { name: 'Find a result' });
  await find.getByRole('combobox', { name: /^Exam/ }).selectOption(String(year));
  await find.getByLabel('Roll number').fill(fresh.rollno.toLowerCase());
  await find.getByRole('button', { name: 'Open the result' }).click();
  const form = main.getByRole('form', { name: `Result of roll number ${fresh.rollno}` });
  await expect(form.getByLabel('Student name')).toHaveValue(fresh.student_name);
  await expect(form.getByText(`Exam: ${exam.name_en}`)).toBeVisible();
  await form.getByLabel('Score', { exact: false }).first().fill('');
  await form.getByRole('button', { name: 'Save the correction' }).click();
  await expect(main.getByRole('link', { name: /^Score: must not be empty/ })).toBeVisible();
  await axeAtWidths(page, '/office/results/correct (errors)');
  await form.getByLabel('Score', { exact: false }).first().fill('84.5');
  await form.getByLabel(/Why is it corrected/).fill('Marks rechecked on the answer sheet');
  await form.getByRole('button', { name: 'Save the correction' }).click();
  await expect(main.getByText('Result corrected. The public result and certificate show it now.')).toBeVisible();
  await axeAtWidths(page, '/office/results/correct (saved)');

  await publicSearch(page, fresh.rollno, year);
  await expect(cell(page, 'Score')).toHaveText('84.5');

  // A second sheet for the exam, imported and then undone: asked first, with a reason.
  await openLive(page, '/office/results');
  await expect(main.getByRole('heading', { level: 1, name: 'Results office' })).toBeVisible();
  await uploadSheet(page, toSheet([{ ...fresh, score: '84.5' }, second]), year);
  await main.getByRole('button', { name: 'Import 2 results' }).click();
  await expect(main.getByText(/1 added, 0 changed, 0 removed, 1 left as they were/)).toBeVisible();
  await main
    .getByRole('button', { name: new RegExp(`^Undo this import: ${exam.name_en.replace(/[()]/g, '\\$&')}`) })
    .click();
  const undo = main.getByRole('form', { name: 'Undo the last import' });
  await expect(undo.getByText(/goes back to the 1 result it had before this import/)).toBeVisible();
  await undo.getByRole('button', { name: 'Undo the import' }).click();
  await expect(undo.getByLabel(/Why undo it/)).toHaveAccessibleDescription(/Say why the import is undone/);
  await axeAtWidths(page, '/office/results (undo asked)');
  await undo.getByLabel(/Why undo it/).fill('The second sheet was not signed off');
  await undo.getByRole('button', { name: 'Undo the import' }).click();
  await expect(
    main.getByText(`Import undone: ${exam.name_en} has its 1 result from before it again`, { exact: false }),
  ).toBeVisible();
  await axeAtWidths(page, '/office/results (undone)');

  await publicSearch(page, second.rollno, year);
  await expect(page.getByRole('main').getByText(`No result found for roll number ${second.rollno}`)).toBeVisible();
  await publicSearch(page, fresh.rollno, year);
  await expect(cell(page, 'Score')).toHaveText('84.5');
});
