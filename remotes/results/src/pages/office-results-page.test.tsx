import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import {
  IMPORT_STALE_MESSAGE,
  RESULT_IMPORT_COMMIT_PATH,
  RESULT_IMPORT_PREVIEW_PATH,
  type ResultImportPreview,
} from '@college/results-service/office/results';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OfficeResultsPage from './office-results-page';

afterEach(() => vi.unstubAllGlobals());

const HASH = 'f'.repeat(64);
const WITH_PROBLEM: ResultImportPreview = {
  import_id: null,
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
  file_hash: HASH,
  rows: 3,
  problems: [],
  added: [{ line: 4, rollno: 'TSE-9001', student_name: 'Asha Devi' }],
  changed: [{ line: 3, rollno: '240002', student_name: 'Ankit Kumar', fields: ['score', 'remark'] }],
  removed: [{ rollno: '240003', student_name: 'Divya Singh' }],
  unchanged: 1,
};
const COUNTS = { rows: 3, added: 1, changed: 1, removed: 1, unchanged: 1 };

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

async function checkSheet(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Check a result sheet' });
  await user.upload(within(form).getByLabelText(/Result sheet \(CSV file/), sheet());
  await user.click(within(form).getByRole('button', { name: 'Check the sheet' }));
}

describe('/office/results', () => {
  it("shows a sheet's problem by its line and imports nothing; a corrected sheet is previewed and imported on confirmation", async () => {
    const previews = [WITH_PROBLEM, CLEAN];
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      [RESULT_IMPORT_PREVIEW_PATH]: () => json({ result: 'success', data: previews.shift() }),
      [RESULT_IMPORT_COMMIT_PATH]: () =>
        json({
          result: 'success',
          message: '3 results imported: 1 added, 1 changed, 1 removed, 1 left as they were.',
          data: COUNTS,
        }),
    });
    const user = renderPage();
    await checkSheet(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Problems to fix (1)' })).toBeInTheDocument();
    const problems = screen.getByRole('region', { name: 'Problems by line' });
    expect(within(problems).getByRole('row', { name: /3 score: must be a number of marks/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(office.calls.filter((call) => call.path === RESULT_IMPORT_COMMIT_PATH)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Upload a corrected sheet' }));
    await checkSheet(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'What this sheet would do' })).toBeInTheDocument();
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
    expect(screen.getByText(/3 results imported/)).toBeInTheDocument();
    const commit = office.calls.find((call) => call.path === RESULT_IMPORT_COMMIT_PATH)!;
    expect(commit.body).toEqual({ import_id: CLEAN.import_id });
    expect(office.csrfOf(RESULT_IMPORT_COMMIT_PATH)).toBe('csrf-token-of-the-session');
    expect(office.csrfOf(RESULT_IMPORT_PREVIEW_PATH)).toBe('csrf-token-of-the-session');
  });

  it('asks for the file, tied to its field in the error summary, sending nothing', async () => {
    const office = stubOffice(meRoute(meAs(['results_officer'])));
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

  it("shows the service's refusal of a file under its field", async () => {
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
      [RESULT_IMPORT_PREVIEW_PATH]: () =>
        failure('The result sheet cannot be read: unknown column "name".', 400, {
          file: 'The result sheet cannot be read: unknown column "name".',
        }),
    });
    const user = renderPage();
    await checkSheet(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /unknown column "name"/ })).toBeInTheDocument();
  });

  it('says when the stored results changed since the preview, and goes back to the file', async () => {
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
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
