import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import {
  EXAM_NAME_HI_SCRIPT_MESSAGE,
  examYearTakenMessage,
  IMPORT_STALE_MESSAGE,
  importUndoPath,
  type ImportSummary,
  OFFICE_EXAMS_PATH,
  type OfficeExam,
  RESULT_IMPORT_COMMIT_PATH,
  RESULT_IMPORT_PREVIEW_PATH,
  type ResultImportPreview,
  UNDO_CHANGED_MESSAGE,
} from '@college/results-service/office/results';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OfficeResultsPage from './office-results-page';

afterEach(() => vi.unstubAllGlobals());

const HASH = 'f'.repeat(64);
const INTO_2025 = { year: 2025, name_en: 'Talent Search Exam 2025' };
const WITH_PROBLEM: ResultImportPreview = {
  import_id: null,
  exam: INTO_2025,
  file_hash: HASH,
  rows: 0,
  problems: [{ line: 3, reason: 'score: must be a number of marks such as 87 or 87.5' }],
  added: [],
  changed: [],
  removed: [],
  unchanged: 0,
};
const CLEAN: ResultImportPreview = {
  import_id: '00000000-0000-0000-0000-000000000001',
  exam: INTO_2025,
  file_hash: HASH,
  rows: 3,
  problems: [],
  added: [{ line: 4, rollno: 'TSE-9001', student_name: 'Asha Devi' }],
  changed: [{ line: 3, rollno: '250002', student_name: 'Ankit Kumar', fields: ['score', 'remark'] }],
  removed: [{ rollno: '250003', student_name: 'Divya Singh' }],
  unchanged: 1,
};
const COUNTS = { rows: 3, added: 1, changed: 1, removed: 1, unchanged: 1 };
const LAST_IMPORT: ImportSummary = {
  id: '00000000-0000-0000-0000-00000000000a',
  committed_at: '2025-02-10T06:30:00.000Z',
  committed_by: 'rekha.results',
  ...COUNTS,
  before: 2,
  undone_at: null,
  undone_by: null,
  undoable: true,
};
const EXAM_2025: OfficeExam = {
  year: 2025,
  name_en: 'Talent Search Exam 2025',
  name_hi: 'प्रतिभा खोज परीक्षा 2025',
  held_on: '2025-01-12',
  certificate_prefix: 'TSE25-',
  results: 3,
  last_import: LAST_IMPORT,
};
const EXAM_2024: OfficeExam = {
  year: 2024,
  name_en: 'Talent Search Exam 2024',
  name_hi: 'प्रतिभा खोज परीक्षा 2024',
  held_on: '2024-01-07',
  certificate_prefix: 'TSE24/',
  results: 320,
  last_import: null,
};

/** The exams route: GET lists `exams()` (read each time), POST answers with `created`. */
const examsRoute = (exams: () => OfficeExam[], created?: (body: unknown) => Response) => ({
  [OFFICE_EXAMS_PATH]: ({ method, body }: { method: string; body: unknown }) =>
    method === 'POST' && created ? created(body) : json({ result: 'success', data: exams() }),
});

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/results">
      <OfficeResultsPage />
    </MemoryNavigation>,
  );
  return user;
}
const sheet = (name = 'results.csv') => new File(['rollno,...'], name, { type: 'text/csv' });

async function checkSheet(user: ReturnType<typeof userEvent.setup>, year?: string) {
  const form = await screen.findByRole('form', { name: 'Check a result sheet' });
  if (year) await user.selectOptions(within(form).getByRole('combobox', { name: /Exam the sheet is for/ }), year);
  await user.upload(within(form).getByLabelText(/Result sheet \(CSV file/), sheet());
  await user.click(within(form).getByRole('button', { name: 'Check the sheet' }));
}

describe('/office/results: the import into one exam', () => {
  it("shows a sheet's problem by its line and imports nothing; a corrected sheet is previewed into the newest exam and imported on confirmation", async () => {
    const previews = [WITH_PROBLEM, CLEAN];
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...examsRoute(() => [EXAM_2025, EXAM_2024]),
      [RESULT_IMPORT_PREVIEW_PATH]: () => json({ result: 'success', data: previews.shift() }),
      [RESULT_IMPORT_COMMIT_PATH]: () =>
        json({
          result: 'success',
          message:
            '3 results imported into Talent Search Exam 2025: 1 added, 1 changed, 1 removed, 1 left as they were.',
          data: COUNTS,
        }),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Check a result sheet' });
    // The newest exam is chosen unless another is.
    expect(within(form).getByRole('combobox', { name: /Exam the sheet is for/ })).toHaveValue('2025');
    await checkSheet(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Problems to fix (1)' })).toBeInTheDocument();
    const problems = screen.getByRole('region', { name: 'Problems by line' });
    expect(within(problems).getByRole('row', { name: /3 score: must be a number of marks/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(office.calls.filter((call) => call.path === RESULT_IMPORT_COMMIT_PATH)).toEqual([]);
    const upload = office.calls.find((call) => call.path === RESULT_IMPORT_PREVIEW_PATH)!;
    expect((upload.body as Record<string, unknown>).year).toBe('2025');

    await user.click(screen.getByRole('button', { name: 'Upload a corrected sheet' }));
    await checkSheet(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'What this sheet would do' })).toBeInTheDocument();
    expect(screen.getByText("Into Talent Search Exam 2025. Other exams' results are not touched.")).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'New results (1)' })).getByRole('cell', { name: 'TSE-9001' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Changed results (1)' })).getByRole('cell', { name: 'score, remark' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Results removed (not on the sheet) (1)' })).getByRole('cell', {
        name: 'Divya Singh',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 result left as they are')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 3 results' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sheet imported' })).toBeInTheDocument();
    expect(screen.getByText(/3 results imported into Talent Search Exam 2025/)).toBeInTheDocument();
    const commit = office.calls.find((call) => call.path === RESULT_IMPORT_COMMIT_PATH)!;
    expect(commit.body).toEqual({ import_id: CLEAN.import_id });
    expect(office.csrfOf(RESULT_IMPORT_COMMIT_PATH)).toBe('csrf-token-of-the-session');
    expect(office.csrfOf(RESULT_IMPORT_PREVIEW_PATH)).toBe('csrf-token-of-the-session');
    // The exams are read again (counts, last import) without leaving the outcome.
    expect(office.calls.filter((call) => call.path === OFFICE_EXAMS_PATH && call.method === 'GET')).toHaveLength(2);
  });

  it('sends the sheet into the exam chosen', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...examsRoute(() => [EXAM_2025, EXAM_2024]),
      [RESULT_IMPORT_PREVIEW_PATH]: () =>
        json({ result: 'success', data: { ...CLEAN, exam: { year: 2024, name_en: 'Talent Search Exam 2024' } } }),
    });
    const user = renderPage();
    await checkSheet(user, '2024');
    expect(
      await screen.findByText("Into Talent Search Exam 2024. Other exams' results are not touched."),
    ).toBeInTheDocument();
    const upload = office.calls.find((call) => call.path === RESULT_IMPORT_PREVIEW_PATH)!;
    expect((upload.body as Record<string, unknown>).year).toBe('2024');
    expect((upload.body as Record<string, unknown>).file).toBeInstanceOf(File);
  });

  it('asks for the file, tied to its field in the error summary, sending nothing', async () => {
    const office = stubOffice({ ...meRoute(meAs(['results_officer'])), ...examsRoute(() => [EXAM_2024]) });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Check a result sheet' });
    // The columns the sheet needs are named, not left to a command's documentation.
    expect(
      screen.getByText(
        /Its first line names the columns, in any order: rollno, certificate_no, student_name, .*result_status\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Check the sheet' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: /Result sheet \(CSV file, at most 2 MB\): Choose the result sheet file/,
      }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Result sheet \(CSV file/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose the result sheet file'),
    );
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the service's refusal of a file, or of the exam, under its field", async () => {
    const answers = [
      failure('The result sheet cannot be read: unknown column "name".', 400, {
        file: 'The result sheet cannot be read: unknown column "name".',
      }),
      failure('Please correct the highlighted fields.', 400, {
        year: 'There is no exam of 2025. Add it under "Add an exam" first, then import its sheet.',
      }),
    ];
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...examsRoute(() => [EXAM_2025, EXAM_2024]),
      [RESULT_IMPORT_PREVIEW_PATH]: () => answers.shift()!,
    });
    const user = renderPage();
    await checkSheet(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /unknown column "name"/ })).toBeInTheDocument();
    await checkSheet(user);
    expect(
      await within(screen.getByRole('alert')).findByRole('link', {
        name: /^Exam the sheet is for: There is no exam of 2025/,
      }),
    ).toHaveAttribute('href', '#result-sheet-exam');
  });

  it("says when the exam's stored results changed since the preview, and goes back to the file", async () => {
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...examsRoute(() => [EXAM_2025, EXAM_2024]),
      [RESULT_IMPORT_PREVIEW_PATH]: () => json({ result: 'success', data: CLEAN }),
      [RESULT_IMPORT_COMMIT_PATH]: () => failure(IMPORT_STALE_MESSAGE, 409),
    });
    const user = renderPage();
    await checkSheet(user);
    await user.click(await screen.findByRole('button', { name: 'Import 3 results' }));
    expect(await screen.findByText('The stored results changed after this preview')).toBeInTheDocument();
    expect(screen.getByText(IMPORT_STALE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Check a result sheet' })).toBeInTheDocument();
  });

  it('is closed to an accountant', async () => {
    stubOffice(meRoute(meAs(['accountant'])));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('/office/results: the exams', () => {
  it('lists the exams, newest first, with their results and last import', async () => {
    stubOffice({ ...meRoute(meAs(['results_officer'])), ...examsRoute(() => [EXAM_2025, EXAM_2024]) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Exams, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['2025', '2024']);
    expect(within(rows[0]).getByText('प्रतिभा खोज परीक्षा 2025')).toHaveAttribute('lang', 'hi');
    expect(within(rows[0]).getByRole('cell', { name: '12-01-2025' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('cell', { name: 'TSE25-' })).toBeInTheDocument();
    // When, on the college's clock: 06:30 UTC is 12:00 in India.
    expect(
      within(rows[0]).getByText('10-02-2025 12:00 IST by rekha.results: 3 results from the sheet'),
    ).toBeInTheDocument();
    expect(within(rows[1]).getByText('None yet')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
  });

  it('adds an exam: the same schema as the service checks each field first, then the list is read again', async () => {
    let exams = [EXAM_2024];
    const created: OfficeExam = { ...EXAM_2025, results: 0, last_import: null };
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...examsRoute(
        () => exams,
        () => {
          exams = [created, EXAM_2024];
          return json({
            result: 'success',
            message: 'Talent Search Exam 2025 added. Choose it below to import its result sheet.',
            data: created,
          });
        },
      ),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Add an exam' });
    await user.type(within(form).getByLabelText(/^Name in Hindi/), 'Pratibha Khoj 2025');
    await user.click(within(form).getByRole('button', { name: 'Add the exam' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: /^Name in English: Write the exam's name in English/ }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: `Name in Hindi: ${EXAM_NAME_HI_SCRIPT_MESSAGE}` }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /^Year: Enter the year of the exam/ })).toBeInTheDocument();
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name in English/), 'Talent Search Exam 2025');
    const hindi = within(form).getByLabelText(/^Name in Hindi/);
    await user.clear(hindi);
    await user.type(hindi, 'प्रतिभा खोज परीक्षा 2025');
    await user.type(within(form).getByLabelText(/^Year/), '2025');
    await user.type(within(form).getByLabelText(/^Held on/), '2025-01-12');
    await user.type(within(form).getByLabelText(/^Certificate numbers begin with/), 'TSE25-');
    await user.click(within(form).getByRole('button', { name: 'Add the exam' }));
    expect(await screen.findByText(/^Talent Search Exam 2025 added\./)).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === OFFICE_EXAMS_PATH && call.method === 'POST')!.body).toEqual({
      name_en: 'Talent Search Exam 2025',
      name_hi: 'प्रतिभा खोज परीक्षा 2025',
      year: 2025,
      held_on: '2025-01-12',
      certificate_prefix: 'TSE25-',
    });
    expect(office.csrfOf(OFFICE_EXAMS_PATH)).toBe('csrf-token-of-the-session');
    // Listed, and chosen for the next import as the newest.
    const table = screen.getByRole('table', { name: 'Exams, newest first' });
    expect(await within(table).findByRole('cell', { name: 'TSE25-' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Exam the sheet is for/ })).toHaveValue('2025');
    expect(within(form).getByLabelText(/^Year/)).toHaveValue('');
  });

  it("puts the service's refusal of a year already taken under the year", async () => {
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...examsRoute(
        () => [EXAM_2024],
        () => failure(examYearTakenMessage(2024), 409, { year: examYearTakenMessage(2024) }),
      ),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Add an exam' });
    await user.type(within(form).getByLabelText(/^Name in English/), 'Talent Search Exam 2024');
    await user.type(within(form).getByLabelText(/^Name in Hindi/), 'प्रतिभा खोज परीक्षा 2024');
    await user.type(within(form).getByLabelText(/^Year/), '2024');
    await user.type(within(form).getByLabelText(/^Held on/), '2024-01-07');
    await user.type(within(form).getByLabelText(/^Certificate numbers begin with/), 'TSE24B-');
    await user.click(within(form).getByRole('button', { name: 'Add the exam' }));
    expect(await within(form).findByRole('link', { name: `Year: ${examYearTakenMessage(2024)}` })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Year/)).toHaveAccessibleDescription(
      expect.stringContaining(examYearTakenMessage(2024)),
    );
  });

  it("undoes an exam's last import only after asking, with a reason, then reads the exams again", async () => {
    let exams = [EXAM_2025, EXAM_2024];
    const message =
      'Import undone: Talent Search Exam 2025 has its 2 results from before it again, and the public result and certificates show them now.';
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...examsRoute(() => exams),
      [importUndoPath(LAST_IMPORT.id)]: () => {
        const undone = { ...LAST_IMPORT, undone_at: '2025-02-11T05:00:00.000Z', undoable: false };
        exams = [{ ...EXAM_2025, results: 2, last_import: undone }, EXAM_2024];
        return json({ result: 'success', message, data: undone });
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Undo this import: Talent Search Exam 2025/ }));
    const undo = screen.getByRole('form', { name: 'Undo the last import' });
    expect(
      within(undo).getByRole('heading', { name: 'Undo the last import of Talent Search Exam 2025?' }),
    ).toBeInTheDocument();
    expect(
      within(undo).getByText(
        /Talent Search Exam 2025 goes back to the 2 results it had before this import; the 3 results it has now are replaced\. Other exams are not touched\./,
      ),
    ).toBeInTheDocument();

    // Asked for a reason first; nothing is sent without one.
    await user.click(within(undo).getByRole('button', { name: 'Undo the import' }));
    expect(within(undo).getByLabelText(/Why undo it/)).toHaveAccessibleDescription(
      expect.stringContaining('Say why the import is undone'),
    );
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(undo).getByLabelText(/Why undo it/), 'The 2024 sheet was chosen by mistake');
    await user.click(within(undo).getByRole('button', { name: 'Undo the import' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(office.calls.find((call) => call.path === importUndoPath(LAST_IMPORT.id))!.body).toEqual({
      reason: 'The 2024 sheet was chosen by mistake',
    });
    expect(office.csrfOf(importUndoPath(LAST_IMPORT.id))).toBe('csrf-token-of-the-session');
    expect(screen.queryByRole('form', { name: 'Undo the last import' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Exams, newest first' });
    expect(await within(table).findByText(/; undone 11-02-2025 10:30 IST$/)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Undo this import/ })).toBeNull();
  });

  it("says why the service refused an undo (the exam's results changed since), and Cancel leaves it", async () => {
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...examsRoute(() => [EXAM_2025, EXAM_2024]),
      [importUndoPath(LAST_IMPORT.id)]: () => failure(UNDO_CHANGED_MESSAGE, 409),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Undo this import/ }));
    const undo = screen.getByRole('form', { name: 'Undo the last import' });
    await user.type(within(undo).getByLabelText(/Why undo it/), 'Wrong sheet');
    await user.click(within(undo).getByRole('button', { name: 'Undo the import' }));
    expect(await within(undo).findByText(`The import was not undone. ${UNDO_CHANGED_MESSAGE}`)).toBeInTheDocument();
    await user.click(within(undo).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Undo the last import' })).toBeNull();
  });
});
