import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import {
  OFFICE_EXAMS_PATH,
  type OfficeExam,
  officeResultPath,
  RESULT_CORRECTED_MESSAGE,
  RESULT_STALE_MESSAGE,
  resultNotFoundMessage,
} from '@college/results-service/office/results';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELIGIBLE as RESULT, EXAM_2024, EXAM_2025, rowOf } from '../testing/fixtures';
import OfficeCorrectPage from './office-correct-page';

afterEach(() => vi.unstubAllGlobals());

const ELIGIBLE = rowOf(RESULT);
const VERSION = '0123456789abcdef';
const PATH = officeResultPath(ELIGIBLE.rollno);
const officeExam = (exam: typeof EXAM_2024): OfficeExam => ({
  ...exam,
  certificate_prefix: 'TSE',
  results: 1,
  last_import: null,
});
/** The exams to find a result in: 2025 (the newest) and 2024. */
const EXAMS = {
  [OFFICE_EXAMS_PATH]: () => json({ result: 'success', data: [officeExam(EXAM_2025), officeExam(EXAM_2024)] }),
};

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/results/correct">
      <OfficeCorrectPage />
    </MemoryNavigation>,
  );
  return user;
}

async function open(user: ReturnType<typeof userEvent.setup>, rollno = ELIGIBLE.rollno, year = '2024') {
  const find = await screen.findByRole('form', { name: 'Find a result' });
  await user.selectOptions(within(find).getByRole('combobox', { name: /Exam/ }), year);
  await user.type(within(find).getByLabelText(/Roll number/), rollno);
  await user.click(within(find).getByRole('button', { name: 'Open the result' }));
}

describe('/office/results/correct', () => {
  it("opens a roll number's result and saves a correction with its version, reason and CSRF token", async () => {
    let row = ELIGIBLE;
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...EXAMS,
      [PATH]: ({ method, body }) => {
        if (method === 'POST') {
          const { version: _version, reason: _reason, ...fields } = body as Record<string, string>;
          row = { ...row, ...fields } as typeof row;
          return json({
            result: 'success',
            message: RESULT_CORRECTED_MESSAGE,
            data: { row, version: 'fedcba9876543210', exam: EXAM_2024 },
          });
        }
        return json({ result: 'success', data: { row, version: VERSION, exam: EXAM_2024 } });
      },
    });
    const user = renderPage();
    await open(user);
    const form = await screen.findByRole('form', { name: `Result of roll number ${ELIGIBLE.rollno}` });
    expect(within(form).getByLabelText(/Student name/)).toHaveValue(ELIGIBLE.student_name);
    expect(within(form).getByRole('radio', { name: 'Declared' })).toBeChecked();
    const score = within(form).getByLabelText(/^Score/);
    await user.clear(score);
    await user.type(score, '91');
    await user.type(within(form).getByLabelText(/Why is it corrected/), 'Marks rechecked');
    await user.click(within(form).getByRole('button', { name: 'Save the correction' }));

    expect(await screen.findByText(RESULT_CORRECTED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the public certificate page' })).toHaveAttribute(
      'href',
      `/certificate/${ELIGIBLE.rollno}?year=2024`,
    );
    const post = office.calls.find((call) => call.method === 'POST')!;
    const { rollno: _rollno, ...fields } = ELIGIBLE;
    expect(post.body).toEqual({ ...fields, score: '91', version: VERSION, reason: 'Marks rechecked' });
    // The exam chosen names the row, on the way in and out.
    expect(
      office.calls.filter((call) => call.path.startsWith(PATH)).map((call) => `${call.method} ${call.path}`),
    ).toEqual([`GET ${officeResultPath(ELIGIBLE.rollno, 2024)}`, `POST ${officeResultPath(ELIGIBLE.rollno, 2024)}`]);
    expect(screen.getByText('Exam: Talent Search Exam 2024')).toBeInTheDocument();
    expect(office.csrfOf(officeResultPath(ELIGIBLE.rollno, 2024))).toBe('csrf-token-of-the-session');
    // The form now holds the saved row's version, ready for the next correction.
    expect(
      within(await screen.findByRole('form', { name: `Result of roll number ${ELIGIBLE.rollno}` })).getByLabelText(
        /^Score/,
      ),
    ).toHaveValue('91');
  });

  it("checks the fields with the sheet's rules, each tied to its field and summarised, sending nothing", async () => {
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...EXAMS,
      [PATH]: () => json({ result: 'success', data: { row: ELIGIBLE, version: VERSION, exam: EXAM_2024 } }),
    });
    const user = renderPage();
    await open(user);
    const form = await screen.findByRole('form', { name: `Result of roll number ${ELIGIBLE.rollno}` });
    await user.clear(within(form).getByLabelText(/Student name/));
    await user.clear(within(form).getByLabelText(/^Certificate number/));
    await user.click(within(form).getByRole('button', { name: 'Save the correction' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Student name'),
      expect.stringContaining('Certificate number'),
      expect.stringContaining('Why is it corrected'),
    ]);
    expect(within(form).getByLabelText(/Student name/)).toHaveAccessibleDescription(
      expect.stringContaining('must not be empty'),
    );
    expect(office.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says when the result changed meanwhile, and reloads it', async () => {
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...EXAMS,
      [PATH]: ({ method }) =>
        method === 'POST'
          ? failure(RESULT_STALE_MESSAGE, 409)
          : json({ result: 'success', data: { row: ELIGIBLE, version: VERSION, exam: EXAM_2024 } }),
    });
    const user = renderPage();
    await open(user);
    const form = await screen.findByRole('form', { name: `Result of roll number ${ELIGIBLE.rollno}` });
    await user.type(within(form).getByLabelText(/Why is it corrected/), 'Typo');
    await user.type(within(form).getByLabelText(/^Remark/), '!');
    await user.click(within(form).getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText(/changed after you opened it/)).toBeInTheDocument();
    expect(screen.getByText(/out of date/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload the result' }));
    expect(await screen.findByRole('form', { name: `Result of roll number ${ELIGIBLE.rollno}` })).toBeInTheDocument();
  });

  it('looks in the newest exam unless another is chosen', async () => {
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...EXAMS,
      [PATH]: () => json({ result: 'success', data: { row: ELIGIBLE, version: VERSION, exam: EXAM_2025 } }),
    });
    const user = userEvent.setup();
    render(
      <MemoryNavigation initialPath="/office/results/correct">
        <OfficeCorrectPage />
      </MemoryNavigation>,
    );
    const find = await screen.findByRole('form', { name: 'Find a result' });
    expect(within(find).getByRole('combobox', { name: /Exam/ })).toHaveValue('2025');
    await user.type(within(find).getByLabelText(/Roll number/), ELIGIBLE.rollno);
    await user.click(within(find).getByRole('button', { name: 'Open the result' }));
    expect(await screen.findByText('Exam: Talent Search Exam 2025')).toBeInTheDocument();
    expect(office.calls.find((call) => call.path.startsWith(PATH))!.path).toBe(officeResultPath(ELIGIBLE.rollno, 2025));
  });

  it('says when no result is stored for the roll number', async () => {
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
      ...EXAMS,
      [officeResultPath('249999')]: () => failure(resultNotFoundMessage('249999'), 404),
    });
    const user = renderPage();
    await open(user, '249999');
    expect(await screen.findByText(new RegExp(resultNotFoundMessage('249999')))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Result of roll number/ })).toBeNull();
  });

  it('is closed to an accountant', async () => {
    stubOffice(meRoute(meAs(['accountant'])));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});
