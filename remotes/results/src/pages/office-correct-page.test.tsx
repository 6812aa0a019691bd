import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import {
  officeResultPath,
  RESULT_CORRECTED_MESSAGE,
  RESULT_STALE_MESSAGE,
  resultNotFoundMessage,
} from '@college/results-service/office/results';
import { failure, json, meAs, meRoute, stubOffice } from '@college/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELIGIBLE } from '../testing/fixtures';
import OfficeCorrectPage from './office-correct-page';

afterEach(() => vi.unstubAllGlobals());

const VERSION = '0123456789abcdef';
const PATH = officeResultPath(ELIGIBLE.rollno);

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/office/results/correct">
      <OfficeCorrectPage />
    </MemoryNavigation>,
  );
  return user;
}

async function open(user: ReturnType<typeof userEvent.setup>, rollno = ELIGIBLE.rollno) {
  const find = await screen.findByRole('form', { name: 'Find a result' });
  await user.type(within(find).getByLabelText(/Roll number/), rollno);
  await user.click(within(find).getByRole('button', { name: 'Open the result' }));
}

describe('/office/results/correct', () => {
  it("opens a roll number's result and saves a correction with its version, reason and CSRF token", async () => {
    let row = ELIGIBLE;
    const office = stubOffice({
      ...meRoute(meAs(['results_officer'])),
      [PATH]: ({ method, body }) => {
        if (method === 'POST') {
          const { version: _version, reason: _reason, ...fields } = body as Record<string, string>;
          row = { ...row, ...fields } as typeof row;
          return json({
            result: 'success',
            message: RESULT_CORRECTED_MESSAGE,
            data: { row, version: 'fedcba9876543210' },
          });
        }
        return json({ result: 'success', data: { row, version: VERSION } });
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
      `/certificate/${ELIGIBLE.rollno}`,
    );
    const post = office.calls.find((call) => call.method === 'POST')!;
    const { rollno: _rollno, ...fields } = ELIGIBLE;
    expect(post.body).toEqual({ ...fields, score: '91', version: VERSION, reason: 'Marks rechecked' });
    expect(office.csrfOf(PATH)).toBe('csrf-token-of-the-session');
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
      [PATH]: () => json({ result: 'success', data: { row: ELIGIBLE, version: VERSION } }),
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
      [PATH]: ({ method }) =>
        method === 'POST'
          ? failure(RESULT_STALE_MESSAGE, 409)
          : json({ result: 'success', data: { row: ELIGIBLE, version: VERSION } }),
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

  it('says when no result is stored for the roll number', async () => {
    stubOffice({
      ...meRoute(meAs(['results_officer'])),
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
