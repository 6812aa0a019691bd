import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import {
  type ClassNames,
  datasetRowPath,
  datasetRowRemovePath,
  datasetRowsPath,
  type DatasetOverview,
  financialStatementPath,
  IMPORT_COMMIT_PATH,
  IMPORT_HISTORY_PATH,
  IMPORT_STALE_MESSAGE,
  type ImportPreview,
  importPreviewPath,
  type ImportSummary,
  importUndoPath,
  OFFICE_ACADEMIC_YEARS_PATH,
  OFFICE_CLASS_NAMES_PATH,
  OFFICE_DATASETS_PATH,
  OFFICE_FINANCIAL_PATH,
} from '@college/records-service/office/records';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OfficeDatasetPage from './office-dataset-page';
import OfficeRecordsPage from './office-records-page';

afterEach(() => vi.unstubAllGlobals());

const COLUMNS = [
  'course_id',
  'part_id',
  'acd_year',
  'stu_fname',
  'stu_mname',
  'stu_lname',
  'stu_father_fname',
  'stu_father_mname',
  'stu_father_lname',
  'stu_cast',
  'stu_gender',
];
const SUMMARY: ImportSummary = {
  id: '00000000-0000-0000-0000-000000000001',
  dataset: 'students',
  committed_at: '2026-11-26T10:00:00.000Z',
  committed_by: 'demo.content_editor',
  file_sha256: 'f'.repeat(64),
  rows: 1,
  added: 1,
  changed: 0,
  unchanged: 0,
  files_published: 0,
  undone_at: null,
  undone_by: null,
  undoable: true,
};
const STUDENTS: DatasetOverview = {
  name: 'students',
  label: 'Students',
  columns: COLUMNS,
  file_columns: [],
  records: 640,
  last_import: SUMMARY,
};
const ATTENDANCE: DatasetOverview = {
  name: 'attendance',
  label: 'Attendance sheets',
  columns: ['course_id', 'part_id', 'acd_year', 'month', 'year', 'file'],
  file_columns: ['file'],
  records: 120,
  last_import: null,
};
const VALUES = {
  course_id: '1',
  part_id: '2',
  acd_year: '3',
  stu_fname: 'Anya',
  stu_mname: '',
  stu_lname: 'Rao',
  stu_father_fname: 'Ravi',
  stu_father_mname: '',
  stu_father_lname: 'Rao',
  stu_cast: 'OBC',
  stu_gender: 'Female',
};
const WITH_PROBLEM: ImportPreview = {
  import_id: null,
  dataset: 'students',
  file_sha256: 'f'.repeat(64),
  rows: 2,
  problems: [{ line: 3, reason: 'stu_cast: must be one of General, OBC, SC, ST, GEN-EWS' }],
  added: [],
  changed: [],
  unchanged: 0,
  new_files: 0,
};
const CLEAN: ImportPreview = {
  ...WITH_PROBLEM,
  import_id: SUMMARY.id,
  problems: [],
  added: [{ line: 2, values: VALUES }],
  unchanged: 1,
};

/** The lists as seeded: B.Ed. is course 1 (its Second Year part 2), 2024-25 academic year 3. */
const NAMES: ClassNames = {
  courses: [
    {
      id: 1,
      name: 'B.Ed.',
      parts: [
        { id: 1, name: 'First Year' },
        { id: 2, name: 'Second Year' },
      ],
    },
    {
      id: 3,
      name: 'B.A.',
      parts: [
        { id: 7, name: 'First Semester' },
        { id: 8, name: 'Second Semester' },
      ],
    },
  ],
  years: [
    { id: 1, name: '2022-23', start_year: 2022 },
    { id: 2, name: '2023-24', start_year: 2023 },
    { id: 3, name: '2024-25', start_year: 2024 },
  ],
  next_year: { start_year: 2025, name: '2025-26' },
};
const datasetsRoute = {
  [OFFICE_DATASETS_PATH]: () => json({ result: 'success', data: [STUDENTS, ATTENDANCE] }),
  [OFFICE_CLASS_NAMES_PATH]: () => json({ result: 'success', data: NAMES }),
};
const rowsRoute = {
  [datasetRowsPath('students')]: () =>
    json({
      result: 'success',
      data: {
        rows: [{ id: 7, version: '0123456789abcdef', values: VALUES }],
        total: 1,
        columns: COLUMNS,
        file_columns: [],
      },
    }),
};

function renderAt(path: string, page: ReactNode, params: Record<string, string> = {}) {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath={path} params={params}>
      {page}
    </MemoryNavigation>,
  );
  return user;
}
const studentsPage = () => renderAt('/office/records/students', <OfficeDatasetPage />, { dataset: 'students' });
const sheet = () => new File(['course_id,...'], 'students.csv', { type: 'text/csv' });

async function checkSheet(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Check a records sheet' });
  await user.upload(within(form).getByLabelText(/Sheet \(CSV file/), sheet());
  await user.click(within(form).getByRole('button', { name: 'Check the sheet' }));
}

// Generous timeouts: this machine's 2 cores are shared, and userEvent runs in real time.
describe('/office/records/:dataset', { timeout: 20_000 }, () => {
  it("shows a sheet's problem by its line and imports nothing; a corrected sheet is previewed and imported on confirmation", async () => {
    const previews = [WITH_PROBLEM, CLEAN];
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      ...datasetsRoute,
      ...rowsRoute,
      [importPreviewPath('students')]: () => json({ result: 'success', data: previews.shift() }),
      [IMPORT_COMMIT_PATH]: () =>
        json({
          result: 'success',
          message: '1 rows imported: 1 added, 0 changed, 1 left as they were.',
          data: SUMMARY,
        }),
    });
    const user = studentsPage();
    await checkSheet(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Problems to fix (1)' })).toBeInTheDocument();
    const problems = screen.getByRole('region', { name: 'Problems by line' });
    expect(within(problems).getByRole('row', { name: /3 stu_cast: must be one of/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(office.calls.filter((call) => call.path === IMPORT_COMMIT_PATH)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Check a corrected sheet' }));
    await checkSheet(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'What this sheet would do' })).toBeInTheDocument();
    // The class by its names, never its codes.
    expect(
      within(screen.getByRole('region', { name: 'Records added (1)' })).getByRole('cell', {
        name: 'B.Ed., Second Year, 2024-25, Anya, Rao, Ravi, Rao, OBC, Female',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 record left as they are')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('Sheet imported')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === IMPORT_COMMIT_PATH)!.body).toEqual({ import_id: SUMMARY.id });
    expect(office.csrfOf(IMPORT_COMMIT_PATH)).toBe('csrf-token-of-the-session');
    expect(office.csrfOf(importPreviewPath('students'))).toBe('csrf-token-of-the-session');
  });

  it('asks for the sheet, tied to its field, sending nothing; a stale preview goes back to the file saying why', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      ...datasetsRoute,
      ...rowsRoute,
      [importPreviewPath('students')]: () => json({ result: 'success', data: CLEAN }),
      [IMPORT_COMMIT_PATH]: () => failure(IMPORT_STALE_MESSAGE, 409),
    });
    const user = studentsPage();
    const form = await screen.findByRole('form', { name: 'Check a records sheet' });
    await user.click(within(form).getByRole('button', { name: 'Check the sheet' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: /Choose the sheet to check/ }),
    ).toBeInTheDocument();
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await checkSheet(user);
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('This preview can no longer be imported')).toBeInTheDocument();
    expect(screen.getByText(IMPORT_STALE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Check a records sheet' })).toBeInTheDocument();
  });

  it('sends the files a sheet names with it', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      ...datasetsRoute,
      [datasetRowsPath('attendance')]: () =>
        json({ result: 'success', data: { rows: [], total: 0, columns: ATTENDANCE.columns, file_columns: ['file'] } }),
      [importPreviewPath('attendance')]: () =>
        json({ result: 'success', data: { ...CLEAN, dataset: 'attendance', added: [] } }),
    });
    const user = renderAt('/office/records/attendance', <OfficeDatasetPage />, { dataset: 'attendance' });
    const form = await screen.findByRole('form', { name: 'Check a records sheet' });
    await user.upload(within(form).getByLabelText(/Sheet \(CSV file/), sheet());
    await user.upload(within(form).getByLabelText(/Its files/), [
      new File(['%PDF-1.7'], 'july.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(within(form).getByRole('button', { name: 'Check the sheet' }));
    await screen.findByRole('heading', { level: 2, name: 'What this sheet would do' });
    const sent = office.calls.find((call) => call.path === importPreviewPath('attendance'))!.body as Record<
      string,
      File
    >;
    expect(sent.files.name).toBe('july.pdf');
  });

  it('corrects one record with a reason, at the version seen, and removes one', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      ...datasetsRoute,
      ...rowsRoute,
      [datasetRowPath('students', 7)]: () =>
        json({ result: 'success', message: 'Record corrected. The public pages show it now.', data: null }),
      [datasetRowRemovePath('students', 7)]: () =>
        json({ result: 'success', message: 'Record removed. The public pages no longer show it.', data: null }),
    });
    const user = studentsPage();
    await user.click(await screen.findByRole('button', { name: 'Correct record 7' }));
    const editor = screen.getByRole('form', { name: 'Correct record 7' });
    await user.clear(within(editor).getByLabelText('stu_fname'));
    await user.type(within(editor).getByLabelText('stu_fname'), 'Anaya');
    await user.click(within(editor).getByRole('button', { name: 'Save the correction' }));
    expect(await within(editor).findByText(/Say why/)).toBeInTheDocument();
    await user.type(within(editor).getByLabelText(/Reason/), 'spelling');
    await user.click(within(editor).getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText('Record corrected. The public pages show it now.')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === datasetRowPath('students', 7))!.body).toEqual({
      values: { ...VALUES, stu_fname: 'Anaya' },
      version: '0123456789abcdef',
      reason: 'spelling',
    });

    await user.click(await screen.findByRole('button', { name: 'Correct record 7' }));
    const again = screen.getByRole('form', { name: 'Correct record 7' });
    await user.type(within(again).getByLabelText(/Reason/), 'a duplicate');
    await user.click(within(again).getByRole('button', { name: 'Remove this record' }));
    expect(await screen.findByText('Record removed. The public pages no longer show it.')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === datasetRowRemovePath('students', 7))!.body).toEqual({
      version: '0123456789abcdef',
      reason: 'a duplicate',
    });
  });

  it('lists the names a sheet may use beside their codes, shows the records by name, and corrects the class from lists of names', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      ...datasetsRoute,
      ...rowsRoute,
      [datasetRowPath('students', 7)]: () =>
        json({ result: 'success', message: 'Record corrected. The public pages show it now.', data: null }),
    });
    const user = studentsPage();
    const courses = await screen.findByRole('region', { name: 'Courses and their years or semesters' });
    expect(within(courses).getByRole('row', { name: 'B.Ed. 1 Second Year 2' })).toBeInTheDocument();
    expect(within(courses).getByRole('row', { name: 'B.A. 3 First Semester 7' })).toBeInTheDocument();
    const years = screen.getByRole('region', { name: 'Academic years' });
    expect(within(years).getByRole('row', { name: '2024-25 3' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Courses, parts and years this sheet may name' }),
    ).toBeVisible();
    // Not on a dataset's page: the next year is added on the records page.
    expect(screen.queryByRole('button', { name: /^Add the academic year/ })).toBeNull();

    const records = await screen.findByRole('region', { name: 'Records (1)' });
    expect(within(records).getByRole('columnheader', { name: 'Course (course_id)' })).toBeInTheDocument();
    expect(within(records).getByRole('row', { name: /^B\.Ed\. Second Year 2024-25 Anya/ })).toBeInTheDocument();

    await user.click(within(records).getByRole('button', { name: 'Correct record 7' }));
    const editor = screen.getByRole('form', { name: 'Correct record 7' });
    const course = within(editor).getByRole('combobox', { name: 'Course (course_id)' });
    const part = within(editor).getByRole('combobox', { name: 'Year or semester (part_id)' });
    const year = within(editor).getByRole('combobox', { name: 'Academic year (acd_year)' });
    expect(within(course).getByRole('option', { name: 'B.Ed.', selected: true })).toBeInTheDocument();
    expect(within(part).getByRole('option', { name: 'Second Year', selected: true })).toBeInTheDocument();
    expect(within(year).getByRole('option', { name: '2024-25', selected: true })).toBeInTheDocument();

    // Another course: its own semesters to choose from, none chosen for you.
    await user.selectOptions(course, 'B.A.');
    expect(
      within(part)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose the year or semester', 'First Semester', 'Second Semester']);
    await user.type(within(editor).getByLabelText(/Reason/), 'admitted to B.A.');
    await user.click(within(editor).getByRole('button', { name: 'Save the correction' }));
    expect(
      await within(editor).findByText('Choose the year or semester', { selector: ':not(option)' }),
    ).toBeInTheDocument();
    expect(office.calls.filter((call) => call.path === datasetRowPath('students', 7))).toEqual([]);

    await user.selectOptions(part, 'First Semester');
    await user.selectOptions(year, '2023-24');
    await user.click(within(editor).getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText('Record corrected. The public pages show it now.')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === datasetRowPath('students', 7))!.body).toEqual({
      values: { ...VALUES, course_id: '3', part_id: '7', acd_year: '2' },
      version: '0123456789abcdef',
      reason: 'admitted to B.A.',
    });
  });

  it('is closed to a results officer', async () => {
    stubOffice(meRoute(meAs(['results_officer'])));
    studentsPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('/office/records', { timeout: 20_000 }, () => {
  it('lists the datasets and imports, undoes the last import with a reason, and replaces a financial statement', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      ...datasetsRoute,
      [IMPORT_HISTORY_PATH]: () => json({ result: 'success', data: [SUMMARY] }),
      [importUndoPath(SUMMARY.id)]: () =>
        json({
          result: 'success',
          message: 'Import undone: the dataset is as it was before it.',
          data: { ...SUMMARY, undoable: false },
        }),
      [OFFICE_FINANCIAL_PATH]: () =>
        json({
          result: 'success',
          data: [
            {
              name: 'balancesheet2023',
              label: 'Balance sheet 2022-23',
              url: '/uploads/docs/records/financial/balancesheet2023.pdf',
              size: 2048,
              updated_at: '2026-11-01T00:00:00.000Z',
            },
          ],
        }),
      [financialStatementPath('balancesheet2022')]: () =>
        json({
          result: 'success',
          message: 'Statement replaced.',
          data: {
            name: 'balancesheet2022',
            label: 'Balance sheet 2021-22',
            url: '/x.pdf',
            size: 10,
            updated_at: '2026-11-26T00:00:00.000Z',
          },
        }),
    });
    const user = renderAt('/office/records', <OfficeRecordsPage />);
    const datasets = await screen.findByRole('region', { name: 'Datasets and their last import' });
    expect(within(datasets).getByRole('link', { name: 'Students' })).toHaveAttribute(
      'href',
      '/office/records/students',
    );
    expect(within(datasets).getByRole('cell', { name: 'Never imported here' })).toBeInTheDocument();

    // When, on the college's clock (10:00 UTC is 15:30 in India).
    expect(
      await screen.findByRole('button', { name: 'Undo this import: Students, 26-11-2026 15:30 IST' }),
    ).toBeVisible();
    expect(await screen.findByRole('cell', { name: '01-11-2026' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Undo this import: Students/ }));
    const undo = screen.getByRole('form', { name: 'Undo the last import' });
    await user.type(within(undo).getByLabelText(/Why undo it/), 'wrong class');
    await user.click(within(undo).getByRole('button', { name: 'Undo the import' }));
    expect(await screen.findByText(/Import undone/)).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === importUndoPath(SUMMARY.id))!.body).toEqual({
      reason: 'wrong class',
    });

    const replace = await screen.findByRole('form', { name: 'Replace a financial statement' });
    await user.click(within(replace).getByRole('button', { name: 'Replace the statement' }));
    expect(await within(replace).findByText('Choose the new statement as a PDF file')).toBeInTheDocument();
    await user.upload(
      within(replace).getByLabelText(/New statement/),
      new File(['%PDF-1.7'], 'balance.pdf', { type: 'application/pdf' }),
    );
    await user.type(within(replace).getByLabelText(/Reason/), 'the audited one');
    await user.click(within(replace).getByRole('button', { name: 'Replace the statement' }));
    expect(await screen.findByText(/Statement replaced/)).toBeInTheDocument();
    const sent = office.calls.find((call) => call.path === financialStatementPath('balancesheet2022'))!.body as Record<
      string,
      unknown
    >;
    expect(sent.reason).toBe('the audited one');
    expect((sent.file as File).name).toBe('balance.pdf');
  });

  it("adds the next academic year only after asking, and says what happened; one already there is refused in the service's words", async () => {
    let names = NAMES;
    const added: unknown[] = [];
    const office = stubOffice({
      ...meRoute(meAs(['content_editor'])),
      ...datasetsRoute,
      [OFFICE_CLASS_NAMES_PATH]: () => json({ result: 'success', data: names }),
      [IMPORT_HISTORY_PATH]: () => json({ result: 'success', data: [] }),
      [OFFICE_FINANCIAL_PATH]: () => json({ result: 'success', data: [] }),
      [OFFICE_ACADEMIC_YEARS_PATH]: ({ body }) => {
        added.push(body);
        if (added.length > 1) return failure('The academic year 2026-27 is already there; nothing was added.', 409);
        names = {
          ...NAMES,
          years: [...NAMES.years, { id: 4, name: '2025-26', start_year: 2025 }],
          next_year: { start_year: 2026, name: '2026-27' },
        };
        return json({
          result: 'success',
          message: "The academic year 2025-26 is added: the public pages' year lists show it, and sheets may name it.",
          data: { id: 4, name: '2025-26', start_year: 2025 },
        });
      },
    });
    const user = renderAt('/office/records', <OfficeRecordsPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Courses, parts and years the sheets may name' }),
    ).toBeInTheDocument();

    // Asked first; Back sends nothing.
    await user.click(screen.getByRole('button', { name: 'Add the academic year 2025-26' }));
    const ask = screen.getByRole('heading', { level: 3, name: 'Add the academic year 2025-26?' });
    expect(ask).toHaveFocus();
    expect(screen.getByText(/The latest academic year is 2024-25\. 2025-26 then shows/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('heading', { name: 'Add the academic year 2025-26?' })).toBeNull();
    expect(office.calls.filter((call) => call.path === OFFICE_ACADEMIC_YEARS_PATH)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add the academic year 2025-26' }));
    await user.click(screen.getByRole('button', { name: 'Yes, add 2025-26' }));
    expect(await screen.findByText(/The academic year 2025-26 is added/)).toBeInTheDocument();
    expect(added).toEqual([{ start_year: 2025 }]);
    expect(office.csrfOf(OFFICE_ACADEMIC_YEARS_PATH)).toBe('csrf-token-of-the-session');
    const years = await screen.findByRole('region', { name: 'Academic years' });
    expect(within(years).getByRole('row', { name: '2025-26 4' })).toBeInTheDocument();

    // The next one now; refused as already there (a colleague was quicker): said, nothing else.
    await user.click(await screen.findByRole('button', { name: 'Add the academic year 2026-27' }));
    await user.click(screen.getByRole('button', { name: 'Yes, add 2026-27' }));
    expect(
      await screen.findByText('The academic year 2026-27 is already there; nothing was added.'),
    ).toBeInTheDocument();
    expect(added).toEqual([{ start_year: 2025 }, { start_year: 2026 }]);
  });
});
