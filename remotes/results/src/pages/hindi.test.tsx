import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider, MemoryNavigation } from '@college/design-system';
import { setPageAnswers, siteFor } from '@college/remote-kit';
import sampleInHindi from '../assets/sample-certificate.hi.svg';
import {
  ABSENT,
  ELIGIBLE,
  EXAM_2024,
  EXAM_2025,
  failureReply,
  resultReply,
  sentBody,
  stubFetch,
  withExams,
} from '../testing/fixtures';
import CertificatePage from './certificate-page';
import ResultPage from './result-page';

beforeEach(() => withExams([EXAM_2024]));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setPageAnswers(undefined, null);
});

const inHindi = (path: string, page: React.ReactNode, params?: Record<string, string>) =>
  render(
    <LanguageProvider lang="hi">
      <MemoryNavigation initialPath={path} params={params}>
        {page}
      </MemoryNavigation>
    </LanguageProvider>,
  );

async function search(user: ReturnType<typeof userEvent.setup>, rollno: string) {
  const box = screen.getByRole('textbox', { name: 'अनुक्रमांक' });
  await user.clear(box);
  if (rollno) await user.type(box, rollno);
  await user.click(screen.getByRole('button', { name: 'खोजें' }));
}

const cell = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;

describe('/hi/result', () => {
  it('is in Hindi: title, exam date, form and sample', () => {
    inHindi('/hi/result', <ResultPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'प्रतिभा खोज परीक्षा 2024 परिणाम' })).toBeInTheDocument();
    expect(screen.getByText('परीक्षा तिथि: 07-01-2024')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'अनुक्रमांक से परिणाम खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'अनुक्रमांक' })).toHaveAccessibleDescription(
      'जैसा आपके प्रवेश पत्र पर छपा है, जैसे 240001',
    );
    expect(screen.getByRole('img', { name: /^सहभागिता प्रमाण पत्र का नमूना/ })).toHaveAttribute('src', sampleInHindi);
  });

  it('offers the exams by their Hindi names, the newest first and chosen, and shows a result’s own exam in Hindi', async () => {
    withExams([EXAM_2025, EXAM_2024]);
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    const user = userEvent.setup();
    inHindi('/hi/result', <ResultPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'प्रतिभा खोज परीक्षा 2025 परिणाम' })).toBeInTheDocument();
    expect(screen.getByText('परीक्षा तिथि: 12-01-2025')).toBeInTheDocument();
    const exam = screen.getByRole('combobox', { name: 'परीक्षा' });
    expect(
      within(exam)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025: प्रतिभा खोज परीक्षा 2025', '2024: प्रतिभा खोज परीक्षा 2024']);
    expect(exam).toHaveValue('2025');
    await user.selectOptions(exam, '2024');
    await search(user, '240118');
    await screen.findByRole('heading', { level: 2, name: 'अनुक्रमांक 240118 का परिणाम' });
    expect(sentBody(fetchMock)).toEqual({ rollno: '240118', year: 2024 });
    expect(cell('परीक्षा')).toHaveTextContent('प्रतिभा खोज परीक्षा 2024');
    expect(cell('आयोजन तिथि')).toHaveTextContent('07-01-2024');
  });

  it("shows the service's Hindi word on an exam it does not know under the choice of exam", async () => {
    const hindi = 'वर्ष 2024 की कोई प्रतिभा खोज परीक्षा इस साइट पर नहीं है। कृपया सूची से परीक्षा चुनें।';
    stubFetch(failureReply(404, hindi, { year: hindi }));
    const user = userEvent.setup();
    inHindi('/hi/result', <ResultPage />);
    await search(user, '240118');
    expect(
      await within(screen.getByRole('alert')).findByRole('link', { name: `परीक्षा: ${hindi}` }),
    ).toBeInTheDocument();
  });

  it('asks for the roll number in Hindi without calling the service', async () => {
    const fetchMock = stubFetch(resultReply(ELIGIBLE));
    const user = userEvent.setup();
    inHindi('/hi/result', <ResultPage />);
    await search(user, '');
    expect(screen.getByRole('textbox', { name: 'अनुक्रमांक' })).toHaveAccessibleDescription(
      expect.stringContaining('अपना अनुक्रमांक भरें'),
    );
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'अनुक्रमांक: अपना अनुक्रमांक भरें' }),
    ).toBeInTheDocument();
    await search(user, '24 01');
    expect(screen.getByRole('textbox', { name: 'अनुक्रमांक' })).toHaveAccessibleDescription(
      expect.stringContaining('केवल अक्षर, अंक, - या /'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a result in Hindi: labels and the sheet's fixed words translated, names marked English", async () => {
    stubFetch(resultReply(ELIGIBLE));
    const user = userEvent.setup();
    inHindi('/hi/result', <ResultPage />);
    await search(user, '240118');
    expect(await screen.findByRole('heading', { level: 2, name: 'अनुक्रमांक 240118 का परिणाम' })).toHaveFocus();
    expect(cell('नाम').querySelector('[lang="en"]')).toHaveTextContent('Priya Yadav');
    expect(cell('परिणाम')).toHaveTextContent('उत्तीर्ण');
    expect(cell('पुरस्कार')).toHaveTextContent('प्रथम पुरस्कार');
    expect(cell('टिप्पणी')).toHaveTextContent('उत्कृष्ट');
    expect(screen.getByRole('link', { name: 'प्रमाण पत्र प्रिंट करें' })).toHaveAttribute(
      'href',
      '/hi/certificate/240118?year=2024',
    );
  });

  it("says in Hindi why an absent student has no certificate, and shows the service's Hindi message for an unknown roll", async () => {
    const hindiNotFound = 'अनुक्रमांक 249999 का कोई परिणाम नहीं मिला। कृपया अपने प्रवेश पत्र पर छपा अनुक्रमांक देखकर फिर प्रयास करें।';
    stubFetch(resultReply(ABSENT), failureReply(404, hindiNotFound));
    const user = userEvent.setup();
    inHindi('/hi/result', <ResultPage />);
    await search(user, '240007');
    await screen.findByRole('heading', { name: 'अनुक्रमांक 240007 का परिणाम' });
    expect(screen.getByText('प्रमाण पत्र नहीं: छात्र/छात्रा परीक्षा में अनुपस्थित रहे।')).toBeInTheDocument();
    expect(within(cell('प्राप्तांक')).getByTitle('नहीं दिया गया')).toBeInTheDocument();
    await search(user, '249999');
    expect(await screen.findByText(hindiNotFound)).toBeInTheDocument();
    expect(screen.getByText('परिणाम नहीं मिला')).toBeInTheDocument();
  });
});

describe('/hi/certificate/:roll', () => {
  it("prints the certificate in Hindi under the college's Hindi name", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(resultReply(ELIGIBLE));
    inHindi('/hi/certificate/240118', <CertificatePage />, { roll: '240118' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 1, name: 'प्रमाण पत्र' })).toBeInTheDocument();
    expect(screen.getByText('अनुक्रमांक: 240118')).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'सहभागिता प्रमाण पत्र' });
    expect(sheet).toHaveTextContent(siteFor('hi').name);
    expect(sheet).toHaveTextContent('प्रमाण पत्र संख्या TSE24/0107');
    expect(sheet).toHaveTextContent('ने 07-01-2024 को आयोजित प्रतिभा खोज परीक्षा 2024 में भाग लिया और 99 अंक प्राप्त किए।');
    expect(sheet).toHaveTextContent('पुरस्कार: प्रथम पुरस्कार');
    expect(within(sheet).getByText('Priya Yadav')).toHaveAttribute('lang', 'en');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('प्रमाण पत्र प्रिंट के लिए तैयार है।');
    expect(screen.getByRole('link', { name: 'परिणाम पृष्ठ पर वापस जाएँ' })).toHaveAttribute('href', '/hi/result');
  });
});
