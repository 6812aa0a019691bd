import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { RemotePageProps } from '@college/remote-kit';
import CourseBedPage from './course-bed-page';
import CourseDeledPage from './course-deled-page';
import CoursesPage from './courses-page';
import { MemoryNavigation } from '@college/design-system';

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
    expect(within(rowOf(fees, 'First year')).getByRole('cell')).toHaveTextContent('Rs. 48000');
    expect(within(rowOf(fees, 'Second year')).getByRole('cell')).toHaveTextContent('Rs. 32000');
    expect(within(rowOf(fees, 'Total')).getByRole('cell')).toHaveTextContent('Rs. 80000');
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
