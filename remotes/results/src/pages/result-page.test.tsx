import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryNavigation } from '@college/design-system';
import { setPageAnswers } from '@college/remote-kit';
import { EXAMS_PATH } from '@college/results-service/contract';
import {
  ABSENT,
  ELIGIBLE,
  EXAM_2024,
  EXAM_2025,
  examsReply,
  failureReply,
  resultReply,
  sentBody,
  stubFetch,
  withExams,
  WITHHELD,
} from '../testing/fixtures';
import ResultPage, { pageAnswers } from './result-page';

// As the gateway draws the page: with the exams (2025 and 2024), so only look-ups are fetched.
beforeEach(() => withExams());
afterEach(() => {
  vi.unstubAllGlobals();
  setPageAnswers(undefined, null);
});

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryNavigation initialPath="/result">
      <ResultPage />
    </MemoryNavigation>,
  );
  return { user };
}

async function search(user: ReturnType<typeof userEvent.setup>, rollno: string) {
  const box = screen.getByRole('textbox', { name: 'Roll number' });
  await user.clear(box);
  if (rollno) await user.type(box, rollno);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

/** The grid's value for a row label. */
const cell = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling;

describe('Result page', () => {
  it('shows the newest exam as its title with its date, the exams to choose from, the roll number box and the sample certificate', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Talent Search Exam 2025 Result' })).toBeInTheDocument();
    expect(screen.getByText('Exam held on 12-01-2025')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Search result by roll number' })).toBeInTheDocument();
    const exam = screen.getByRole('combobox', { name: 'Exam' });
    expect(
      within(exam)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025: Talent Search Exam 2025', '2024: Talent Search Exam 2024']);
    expect(exam).toHaveValue('2025');
    expect(screen.getByRole('textbox', { name: 'Roll number' })).toBeRequired();
    expect(screen.getByRole('img', { name: /^Sample of the participation certificate/ })).toHaveAttribute('src');
    expect(screen.getByText('Sample certificate')).toBeInTheDocument();
  });

  it('finds an eligible result in an earlier exam: the grid with its exam and every field, focus on its heading, and the printer link', async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    const { user } = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam' }), '2024');
    await search(user, ' 240118 ');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Result of roll number 240118' });
    expect(heading).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/api/getResultByRollNo');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ rollno: '240118', year: 2024 });

    // The result's own exam and date, not the page's newest.
    expect(cell('Exam')).toHaveTextContent('Talent Search Exam 2024');
    expect(cell('Held on')).toHaveTextContent('07-01-2024');
    expect(cell('Name')).toHaveTextContent('Priya Yadav');
    expect(cell("Father's name")).toHaveTextContent('Ramesh Yadav');
    expect(cell('School')).toHaveTextContent('Government Girls Inter College, Rampur');
    expect(cell('Score')).toHaveTextContent('99');
    expect(cell('Result')).toHaveTextContent('Qualified');
    expect(cell('Prize')).toHaveTextContent('First Prize');
    expect(cell('Remark')).toHaveTextContent('Excellent');
    expect(screen.getByRole('link', { name: 'Print certificate' })).toHaveAttribute(
      'href',
      '/certificate/240118?year=2024',
    );
    expect(screen.queryByText(/No certificate/)).not.toBeInTheDocument();
  });

  it('asks the newest exam unless another is chosen', async () => {
    const fetchMock = stubFetch(resultReply({ ...ELIGIBLE, rollno: '250007', exam: EXAM_2025 }));
    const { user } = renderPage();
    await search(user, '250007');
    await screen.findByRole('heading', { level: 2, name: 'Result of roll number 250007' });
    expect(sentBody(fetchMock)).toEqual({ rollno: '250007', year: 2025 });
    expect(cell('Exam')).toHaveTextContent('Talent Search Exam 2025');
    expect(screen.getByRole('link', { name: 'Print certificate' })).toHaveAttribute(
      'href',
      '/certificate/250007?year=2025',
    );
  });

  it("puts the service's word on an exam it does not know under the choice of exam", async () => {
    const message = 'There is no Talent Search Exam of 2025 on this site. Choose the exam from the list.';
    stubFetch(failureReply(404, message, { year: message }));
    const { user } = renderPage();
    await search(user, '240118');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: `Exam: ${message}` })).toHaveAttribute('href', '#result-exam');
    expect(screen.getByRole('combobox', { name: 'Exam' })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.queryByText('Result not found')).not.toBeInTheDocument();
  });

  it('is drawn with the exams in its first response (a live page), the newest chosen', () => {
    expect(pageAnswers).toEqual([EXAMS_PATH]);
    const fetchMock = stubFetch(examsReply());
    const html = renderToString(
      <MemoryNavigation initialPath="/result">
        <ResultPage />
      </MemoryNavigation>,
    );
    expect(html).toContain('Talent Search Exam 2025 Result');
    expect(html).toMatch(/<option value="2025" selected="">2025: Talent Search Exam 2025<\/option>/);
    expect(html).toContain('<option value="2024">2024: Talent Search Exam 2024</option>');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without the exams (drawn at build time, or they cannot be had) names no exam and searches the newest', async () => {
    setPageAnswers(undefined, null);
    const fetchMock = stubFetch(failureReply(503, 'The service is busy.'), resultReply(ELIGIBLE));
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Talent Search Exam Result' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe(EXAMS_PATH);
    expect(screen.queryByRole('combobox', { name: 'Exam' })).not.toBeInTheDocument();
    await search(user, '240118');
    await screen.findByRole('heading', { level: 2, name: 'Result of roll number 240118' });
    expect(sentBody(fetchMock, 1)).toEqual({ rollno: '240118' });
    expect(cell('Exam')).toHaveTextContent('Talent Search Exam 2024');
  });

  it('loads the exams itself when it was not drawn with them, and offers them', async () => {
    setPageAnswers(undefined, null);
    stubFetch(examsReply([EXAM_2024]));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Talent Search Exam 2024 Result' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Exam' })).toHaveValue('2024');
  });

  it('says in words that an absent student has no certificate, and offers no printer link', async () => {
    stubFetch(resultReply(ABSENT));
    const { user } = renderPage();
    await search(user, '240007');
    await screen.findByRole('heading', { name: 'Result of roll number 240007' });
    expect(cell('Result')).toHaveTextContent('Absent');
    // The empty score is shown as "not given", never as a blank cell.
    expect(within(cell('Score') as HTMLElement).getByTitle('not given')).toHaveTextContent('—');
    expect(screen.getByText('No certificate: the student was absent from the exam.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /certificate/i })).not.toBeInTheDocument();
  });

  it('says in words that a withheld result has no certificate', async () => {
    stubFetch(resultReply(WITHHELD));
    const { user } = renderPage();
    await search(user, '240013');
    await screen.findByRole('heading', { name: 'Result of roll number 240013' });
    expect(
      screen.getByText('No certificate: this result is withheld. Please contact the college office.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /certificate/i })).not.toBeInTheDocument();
  });

  it("shows the service's message for an unknown roll number", async () => {
    const message = 'No result found for roll number 249999. Check the number on your admit card and try again.';
    stubFetch(failureReply(404, message));
    const { user } = renderPage();
    await search(user, '249999');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Result not found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the roll number when it is empty without calling the service, and summarises it', async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    const { user } = renderPage();
    await search(user, '');
    const box = screen.getByRole('textbox', { name: 'Roll number' });
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Enter your roll number'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Roll number: Enter your roll number' })).toHaveAttribute(
      'href',
      '#result-rollno',
    );
    // Focus moves in the summary's effect, which may run just after the render that showed it.
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();

    // Re-validates on change: typing clears the message.
    await user.type(box, '240118');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('explains the format of a malformed roll number before sending it', async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    const { user } = renderPage();
    await search(user, '24 01');
    expect(screen.getByRole('textbox', { name: 'Roll number' })).toHaveAccessibleDescription(
      expect.stringContaining('letters, digits, - or / only'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the service's field message under the box, and a refusal such as 429 in an alert", async () => {
    stubFetch(
      failureReply(400, 'Please correct the highlighted fields.', { rollno: 'Enter your roll number' }),
      failureReply(429, 'Too many requests, please try again later.'),
    );
    const { user } = renderPage();
    await search(user, '240118');
    expect(await screen.findByRole('link', { name: 'Roll number: Enter your roll number' })).toBeInTheDocument();

    await search(user, '240118');
    const alert = await screen.findByText('Too many requests, please try again later.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The result could not be loaded');
  });

  it('shows the latest search only: a new result replaces the previous one', async () => {
    stubFetch(resultReply(ELIGIBLE), resultReply(ABSENT));
    const { user } = renderPage();
    await search(user, '240118');
    await screen.findByRole('heading', { name: 'Result of roll number 240118' });
    await search(user, '240007');
    await screen.findByRole('heading', { name: 'Result of roll number 240007' });
    expect(screen.queryByRole('heading', { name: 'Result of roll number 240118' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
