import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { RemotePageProps } from '@college/remote-kit';
import CourseBedPage from './course-bed-page';
import CourseDeledPage from './course-deled-page';
import CoursesPage from './courses-page';
import { MemoryNavigation } from '@college/design-system';
import { englishWords, renderInHindi } from '../../testing/hindi';

function renderPage(Page: ComponentType<RemotePageProps>) {
  return render(
    <MemoryNavigation>
      <Page />
    </MemoryNavigation>,
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });
const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

describe('Courses page', { timeout: 20_000 }, () => {
  it('shows four course cards, each linking to its page', () => {
    renderPage(CoursesPage);
    expect(h1()).toHaveTextContent('Courses');
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['B.Ed.', 'D.El.Ed.', 'Undergraduate', 'Postgraduate']);
    expect(cards.map((h) => within(h).getByRole('link').getAttribute('href'))).toEqual([
      '/BEd',
      '/DelEd',
      '/undergraduate',
      '/postgraduate',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('B.Ed. Course page', { timeout: 20_000 }, () => {
  it('shows the fees for each year, the seats, eligibility and duration', () => {
    renderPage(CourseBedPage);
    expect(h1()).toHaveTextContent('B.Ed. Course');
    const fees = screen.getByRole('table', { name: 'B.Ed. fees' });
    // Its scroll box is a named region in the tab order: keyboard users can scroll a wide table.
    const box = screen.getByRole('region', { name: 'B.Ed. fees' });
    expect(box).toContainElement(fees);
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(rowOf(fees, 'First year')).getByRole('cell')).toHaveTextContent('₹48,000');
    expect(within(rowOf(fees, 'Second year')).getByRole('cell')).toHaveTextContent('₹32,000');
    expect(within(rowOf(fees, 'Total')).getByRole('cell')).toHaveTextContent('₹80,000');
    expect(screen.getByText('100 seats')).toBeInTheDocument();
    expect(screen.getByText(/70 for the Arts stream and 30 for the\s+Science stream/)).toBeInTheDocument();
    expect(screen.getByText(/at least 50 percent marks in the qualifying examination/i)).toBeInTheDocument();
    expect(screen.getByText('2 years')).toBeInTheDocument();
  });

  it('links to the admission procedure', () => {
    renderPage(CourseBedPage);
    expect(screen.getByRole('link', { name: 'Admission procedure' })).toHaveAttribute('href', '/admission-procedure');
  });
});

describe('D.El.Ed. Course page', { timeout: 20_000 }, () => {
  it('shows the yearly fee and how the first year is paid', () => {
    renderPage(CourseDeledPage);
    expect(h1()).toHaveTextContent('D.El.Ed. Course');
    expect(screen.getByText('₹40,000 per year')).toBeInTheDocument();
    const fee = screen.getByRole('table', { name: 'D.El.Ed. first-year fee' });
    expect(rowOf(fee, 'At seat allotment')).toHaveTextContent(/Online\s*₹9,000/);
    expect(rowOf(fee, 'On joining')).toHaveTextContent(/At the college\s*₹31,000/);
    expect(rowOf(fee, 'Total for the year')).toHaveTextContent('₹40,000');
  });

  it('shows seats, semesters and the relaxation for reserved categories', () => {
    renderPage(CourseDeledPage);
    expect(screen.getByText('100 seats per year')).toBeInTheDocument();
    expect(screen.getByText('2 years (4 semesters)')).toBeInTheDocument();
    expect(screen.getByText(/reserved categories get a relaxation of 5 percent/)).toBeInTheDocument();
  });
});

describe('B.Ed. and D.El.Ed.: admission through the state counselling, from the settings', { timeout: 20_000 }, () => {
  it.each([
    [CourseBedPage, 'B.Ed.', 'Test State B.Ed. Counselling Board', 'https://bed-counselling.test.example/'],
    [CourseDeledPage, 'D.El.Ed.', 'Test State D.El.Ed. Counselling Cell', 'https://deled-counselling.test.example/'],
  ] as const)('%#: %s names the body that allots the seats and links its site', (Page, course, authority, href) => {
    renderPage(Page);
    const notice = screen.getByText('Admission through the state counselling').closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(
      `Seats in the ${course} course are not applied for with this website's admission form`,
    );
    expect(notice).toHaveTextContent(`They are allotted by ${authority} through its counselling`);
    const site = within(notice).getByRole('link', {
      // (The page's words before the external-link note; the note itself is ExternalLink's.)
      name: (name) => name.startsWith(`${authority}: counselling site`),
    });
    expect(site).toHaveAttribute('href', href);
    expect(site).toHaveAttribute('target', '_blank');
  });

  it("in Hindi, with the body's Hindi name", () => {
    renderInHindi(CourseBedPage);
    const notice = screen.getByText('राज्य काउंसलिंग के माध्यम से प्रवेश').closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('सीटें परीक्षण राज्य बी.एड. काउंसलिंग बोर्ड अपनी काउंसलिंग के माध्यम से आवंटित करता है');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', 'https://bed-counselling.test.example/');
  });
});

describe('Course pages in Hindi', { timeout: 20_000 }, () => {
  it.each([
    ['पाठ्यक्रम', CoursesPage],
    ['बी.एड. पाठ्यक्रम', CourseBedPage],
    ['डी.एल.एड. पाठ्यक्रम', CourseDeledPage],
  ] as const)('%s: a Hindi h1 and no English left', (title, Page) => {
    renderInHindi(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(englishWords()).toEqual([]);
  });

  it('shows the B.Ed. fees in a Hindi table, in rupees', () => {
    renderInHindi(CourseBedPage);
    const fees = screen.getByRole('table', { name: 'बी.एड. शुल्क' });
    expect(
      within(fees)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['वर्ष', 'शुल्क']);
    expect(within(rowOf(fees, 'प्रथम वर्ष')).getByRole('cell')).toHaveTextContent('₹48,000');
    expect(within(rowOf(fees, 'कुल')).getByRole('cell')).toHaveTextContent('₹80,000');
    expect(screen.getByText('पाठ्यक्रम में कुल 100 सीटें हैं: कला वर्ग के लिए 70 और विज्ञान वर्ग के लिए 30।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रवेश प्रक्रिया' })).toHaveAttribute('href', '/hi/admission-procedure');
  });

  it('names the course cards in Hindi, keeping their links', () => {
    renderInHindi(CoursesPage);
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['बी.एड.', 'डी.एल.एड.', 'स्नातक', 'स्नातकोत्तर']);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/hi/BEd');
  });
});
