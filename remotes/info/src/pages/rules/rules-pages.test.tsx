import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { RemotePageProps } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import AdmissionProcedurePage from './admission-procedure-page';
import CollegeRulesPage from './college-rules-page';
import LibraryRulesPage from './library-rules-page';
import { LanguageProvider, MemoryNavigation, type Lang } from '@college/design-system';

function renderPage(Page: ComponentType<RemotePageProps>, lang: Lang = 'en') {
  return render(
    <LanguageProvider lang={lang}>
      <MemoryNavigation initialPath={lang === 'hi' ? '/hi/' : '/'}>
        <Page />
      </MemoryNavigation>
    </LanguageProvider>,
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('Admission Procedure page', { timeout: 20_000 }, () => {
  it('lists the five steps in order', () => {
    renderPage(AdmissionProcedurePage);
    expect(h1()).toHaveTextContent('Admission Procedure');
    const steps = screen.getByRole('heading', { level: 2, name: 'Steps' }).nextElementSibling as HTMLElement;
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Fill in the admission form online',
      'Upload your documents',
      'Keep your application number and access code',
      'Pay the fee',
      'Office verification',
    ]);
    expect(within(steps).getByRole('link', { name: 'online admission form' })).toHaveAttribute('href', '/admission');
    expect(within(steps).getByRole('link', { name: 'Check application / pay later' })).toHaveAttribute(
      'href',
      '/admission/status',
    );
    // What an applicant really gets: no "URN", no registration step of its own.
    expect(steps).not.toHaveTextContent(/URN|registration number/);
  });

  it('gives the application dates (the admissions session) and office hours, and promises no date of its own', () => {
    renderPage(AdmissionProcedurePage);
    const dates = screen.getByRole('status');
    const { opens, closes } = TEST_SETTINGS.admission.registration;
    expect(dates).toHaveTextContent(`Online applications: ${formatIndianDate(opens)} to ${formatIndianDate(closes)}`);
    expect(document.body).not.toHaveTextContent(/July|URN/);
    expect(screen.getByText('10:00 to 17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/admission');
    expect(screen.getByRole('link', { name: '+91 91234 50001' })).toHaveAttribute('href', 'tel:+919123450001');
  });
});

describe('Rules and Regulations for College page', { timeout: 20_000 }, () => {
  it('covers attendance, identity card, conduct, mobile phones and anti-ragging', () => {
    renderPage(CollegeRulesPage);
    expect(h1()).toHaveTextContent('Rules and Regulations for College');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Attendance',
      'Identity card',
      'Conduct and discipline',
      'Mobile phones',
      'Anti-ragging',
      'Grievances',
    ]);
  });

  it('gives the national anti-ragging helpline as a phone link', () => {
    renderPage(CollegeRulesPage);
    expect(screen.getByRole('link', { name: '1800-000-1111' })).toHaveAttribute('href', 'tel:18000001111');
    expect(screen.getByRole('link', { name: /national anti-ragging website/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'online grievance form' })).toHaveAttribute('href', '/complaints');
  });

  it("names the college's anti-ragging and grievance officers (from the settings) in their sections", () => {
    renderPage(CollegeRulesPage);
    const sectionOf = (element: HTMLElement) => {
      let node = element.previousElementSibling;
      while (node && node.tagName !== 'H2') node = node.previousElementSibling;
      return node?.textContent;
    };
    const antiRagging = screen.getByText(/Convener, Anti-Ragging Committee/);
    expect(antiRagging).toHaveTextContent(
      'Convener, Anti-Ragging Committee: Dr. Vikram Sample, phone +91 91234 50004, e-mail antiragging@fixture-college.example.org.',
    );
    expect(sectionOf(antiRagging)).toBe('Anti-ragging');
    expect(screen.getByRole('link', { name: '+91 91234 50004' })).toHaveAttribute('href', 'tel:+919123450004');

    const grievance = screen.getByText(/Grievance Redressal Officer/);
    expect(grievance).toHaveTextContent(
      'Grievance Redressal Officer: Dr. Asha Fixture, phone +91 91234 50003, e-mail grievance@fixture-college.example.org.',
    );
    expect(sectionOf(grievance)).toBe('Grievances');
    expect(screen.getByRole('link', { name: 'grievance@fixture-college.example.org' })).toHaveAttribute(
      'href',
      'mailto:grievance@fixture-college.example.org',
    );
  });
});

describe('Rules and Regulations for Library page', { timeout: 20_000 }, () => {
  it('gives the collection size, hours and borrowing limits', () => {
    renderPage(LibraryRulesPage);
    expect(h1()).toHaveTextContent('Rules and Regulations for Library');
    expect(screen.getByText(/about 10,000 books/)).toBeInTheDocument();
    expect(screen.getByText('10 a.m. to 4 p.m.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Borrowing limit' });
    const limits = within(table)
      .getAllByRole('rowheader')
      .map((th) => [th.textContent, th.closest('tr')?.querySelector('td')?.textContent]);
    expect(limits).toEqual([
      ['Faculty member', '5'],
      ['Non-teaching staff', '2'],
      ['Student', '3'],
    ]);
  });

  it('states the fine, the card replacement charge and the rule for lost books', () => {
    renderPage(LibraryRulesPage);
    expect(screen.getByText('₹5 per day')).toBeInTheDocument();
    expect(screen.getByText('₹20').closest('li')).toHaveTextContent('Lost library card: a new card is issued for ₹20.');
    expect(screen.getByText('double its cost').closest('li')).toHaveTextContent(
      /replace it with a new copy or pay double its cost/,
    );
  });
});

describe('the rules pages in Hindi', { timeout: 20_000 }, () => {
  it('the admission procedure: steps, dates and the courses in Hindi', () => {
    renderPage(AdmissionProcedurePage, 'hi');
    expect(h1()).toHaveTextContent('प्रवेश प्रक्रिया');
    expect(screen.getByText(/बी.ए., बी.एससी. और एम.ए. में प्रवेश/)).toBeInTheDocument();
    const steps = screen.getByRole('heading', { level: 2, name: 'चरण' }).nextElementSibling as HTMLElement;
    expect(within(steps).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(steps).getByRole('link', { name: 'ऑनलाइन प्रवेश फ़ॉर्म' })).toHaveAttribute('href', '/hi/admission');
    const { opens, closes } = TEST_SETTINGS.admission.registration;
    expect(screen.getByRole('status')).toHaveTextContent(
      `ऑनलाइन आवेदन: ${formatIndianDate(opens)} से ${formatIndianDate(closes)} तक`,
    );
    expect(screen.getByText(/सोमवार से शुक्रवार/)).toBeInTheDocument();
  });

  it("the college rules name the officers in Hindi, from the settings' Hindi", () => {
    renderPage(CollegeRulesPage, 'hi');
    expect(h1()).toHaveTextContent('महाविद्यालय के नियम एवं विनियम');
    expect(screen.getByText(/संयोजक, रैगिंग-निरोधक समिति/)).toHaveTextContent(
      'संयोजक, रैगिंग-निरोधक समिति: डॉ. विक्रम सैंपल, फ़ोन +91 91234 50004, ई-मेल antiragging@fixture-college.example.org।',
    );
    expect(screen.getByRole('link', { name: 'ऑनलाइन शिकायत फ़ॉर्म' })).toHaveAttribute('href', '/hi/complaints');
  });

  it('the library rules give the fines in rupees, in Hindi', () => {
    renderPage(LibraryRulesPage, 'hi');
    expect(h1()).toHaveTextContent('पुस्तकालय के नियम एवं विनियम');
    expect(screen.getByText('₹5 प्रतिदिन')).toBeInTheDocument();
    expect(screen.getByText('₹20').closest('li')).toHaveTextContent('पुस्तकालय कार्ड खो जाने पर: नया कार्ड ₹20 में बनता है।');
    expect(screen.getByRole('table', { name: 'पुस्तकें लेने की सीमा' })).toBeInTheDocument();
  });
});
