import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryNavigation } from '@college/design-system';
import {
  ABSENT,
  ELIGIBLE,
  EXAM_2025,
  failureReply,
  resultReply,
  sentBody,
  stubFetch,
  WITHHELD,
} from '../testing/fixtures';
import CertificatePage from './certificate-page';

beforeEach(() => {
  // Only the page's own timer is faked; promises (fetch, JSON) run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets the stubbed call and its JSON settle, and moves the clock on by `ms`. */
const elapse = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderCertificate(roll: string, search = '') {
  render(
    <MemoryNavigation initialPath={`/certificate/${roll}${search}`} params={{ roll }}>
      <CertificatePage />
    </MemoryNavigation>,
  );
  await elapse();
}

describe('Certificate page', () => {
  it("prerenders a Loading page of the sheet's size, without the roll number or a call", () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    const html = renderToString(
      <MemoryNavigation initialPath="/certificate/240118" params={{ roll: '240118' }}>
        <CertificatePage />
      </MemoryNavigation>,
    );
    expect(html).toContain('Loading…');
    expect(html).not.toContain('240118');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the eligible student's certificate of the exam in its address, and Print as soon as it is drawn (no fixed wait)", async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderCertificate('240118', '?year=2024');
    expect(sentBody(fetchMock)).toEqual({ rollno: '240118', year: 2024 });
    expect(screen.getByText('Roll number: 240118')).toBeInTheDocument();

    const sheet = screen.getByRole('article', { name: 'Certificate of Participation' });
    for (const text of [
      'TSE24/0107',
      'Priya Yadav',
      'Ramesh Yadav',
      'Government Girls Inter College, Rampur',
      '99',
      'First Prize',
    ]) {
      expect(sheet).toHaveTextContent(text);
    }
    expect(sheet).toHaveTextContent('Talent Search Exam 2024 held on 07-01-2024');
    const button = screen.getByRole('button', { name: 'Print' });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The certificate is ready to print.');
    act(() => button.click());
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the result page' })).toHaveAttribute('href', '/result');
  });

  it("prints the result's own exam and date: a 2025 certificate names the 2025 exam", async () => {
    stubFetch(resultReply({ ...ELIGIBLE, rollno: '250001', certificate_no: 'TSE25-0001', exam: EXAM_2025 }));
    await renderCertificate('250001', '?year=2025');
    const sheet = screen.getByRole('article', { name: 'Certificate of Participation' });
    expect(sheet).toHaveTextContent('Certificate No. TSE25-0001');
    expect(sheet).toHaveTextContent('took part in the Talent Search Exam 2025 held on 12-01-2025');
    expect(sheet).not.toHaveTextContent('2024');
  });

  it('keeps an old link (no year) working: it asks for the newest exam’s result', async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    await renderCertificate('240118');
    expect(sentBody(fetchMock)).toEqual({ rollno: '240118' });
    expect(screen.getByRole('article', { name: 'Certificate of Participation' })).toHaveTextContent(
      'Talent Search Exam 2024 held on 07-01-2024',
    );
  });

  it('does not ask the service about a year that is none, and says there is no certificate there', async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    await renderCertificate('240118', '?year=last');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('No certificate at this address')).toBeInTheDocument();
    expect(screen.getByText(/“last” is not the year of an exam/)).toBeInTheDocument();
  });

  it.each([
    { result: ABSENT, reason: 'No certificate: the student was absent from the exam.' },
    { result: WITHHELD, reason: 'No certificate: this result is withheld. Please contact the college office.' },
  ])(
    'gives roll number $result.rollno ($result.result) no certificate, says why, and leads back',
    async ({ result, reason }) => {
      stubFetch(resultReply(result));
      await renderCertificate(result.rollno);
      expect(screen.getByText(`No certificate for roll number ${result.rollno}`)).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(screen.queryByText(result.student_name)).not.toBeInTheDocument();
      await elapse(10_000);
      expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the result page' })).toHaveAttribute('href', '/result');
    },
  );

  it("says an unknown roll number has no result, in the service's words, and leads back", async () => {
    const message = 'No result found for roll number 249999. Check the number on your admit card and try again.';
    stubFetch(failureReply(404, message));
    await renderCertificate('249999');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the result page' })).toBeInTheDocument();
  });

  it('does not ask the service about an address that holds no roll number', async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    await renderCertificate('<b>x</b>');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('No certificate at this address')).toBeInTheDocument();
    expect(screen.getByText(/“<b>x<\/b>” is not a roll number/)).toBeInTheDocument();
  });

  it('offers Retry when the service cannot answer, and shows the certificate once it does', async () => {
    const fetchMock = stubFetch(failureReply(429, 'Too many requests, please try again later.'), resultReply(ELIGIBLE));
    await renderCertificate('240118');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await elapse();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('article', { name: 'Certificate of Participation' })).toBeInTheDocument();
  });
});
