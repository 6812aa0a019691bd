import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryNavigation } from '@college/design-system';
import { ABSENT, ELIGIBLE, failureReply, resultReply, sentBody, stubFetch, WITHHELD } from '../testing/fixtures';
import ResultPage from './result-page';

afterEach(() => vi.unstubAllGlobals());

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
  it('shows the title, the exam date, the roll number box and the sample certificate', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Talent Search Exam 2024 Result' })).toBeInTheDocument();
    expect(screen.getByText('Exam held on 07-01-2024')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Search result by roll number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Roll number' })).toBeRequired();
    expect(screen.getByRole('img', { name: /^Sample of the participation certificate/ })).toHaveAttribute('src');
    expect(screen.getByText('Sample certificate')).toBeInTheDocument();
  });

  it('finds an eligible result: the grid with every field, focus on its heading, and the printer link', async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    const { user } = renderPage();
    await search(user, ' 240118 ');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Result of roll number 240118' });
    expect(heading).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/api/getResultByRollNo');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ rollno: '240118' });

    expect(cell('Name')).toHaveTextContent('Priya Yadav');
    expect(cell("Father's name")).toHaveTextContent('Ramesh Yadav');
    expect(cell('School')).toHaveTextContent('Government Girls Inter College, Rampur');
    expect(cell('Score')).toHaveTextContent('99');
    expect(cell('Result')).toHaveTextContent('Qualified');
    expect(cell('Prize')).toHaveTextContent('First Prize');
    expect(cell('Remark')).toHaveTextContent('Excellent');
    expect(screen.getByRole('link', { name: 'Print certificate' })).toHaveAttribute('href', '/certificate/240118');
    expect(screen.queryByText(/No certificate/)).not.toBeInTheDocument();
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
