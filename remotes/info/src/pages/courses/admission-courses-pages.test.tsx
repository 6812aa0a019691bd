// Run on both fixtures (vitest.config.ts, 'other-settings'): the course pages follow the settings file.
import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryNavigation } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { formatIndianDate, isoDay, windowStatus } from '@college/settings/dates';
import { TEST_SETTINGS } from '@college/settings/testing';
import PostgraduatePage from './postgraduate-page';
import UndergraduatePage from './undergraduate-page';
import { nameIn, setPageAnswers } from '@college/remote-kit';
import { ADMISSION_SESSION_PATH } from '@college/admissions-service/contract';
import { englishWords, renderInHindi } from '../../testing/hindi';

function renderPage(Page: ComponentType<RemotePageProps>) {
  return render(
    <MemoryNavigation>
      <Page />
    </MemoryNavigation>,
  );
}

const { admission } = TEST_SETTINGS;
const ofLevel = (level: string) => admission.courses.filter((course) => course.level === level);
/** The test settings' window on the day the tests run: the demo fixture's is open, the other's closed. */
const open = windowStatus(admission.registration, isoDay()) === 'open';
const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

describe('Undergraduate Courses page', { timeout: 20_000 }, () => {
  it("shows the admission window the admissions office set (the page is rendered with its answer), not the settings' copy", () => {
    setPageAnswers(
      {
        [ADMISSION_SESSION_PATH]: {
          result: 'success',
          data: { year: '2031-32', registration: { opens: '2031-06-01', closes: '2031-07-15' }, fee_deadline: null },
        },
      },
      window.location.pathname + window.location.search,
    );
    try {
      renderPage(UndergraduatePage);
      expect(screen.getByRole('heading', { level: 2, name: /2031-32/ })).toBeInTheDocument();
      expect(screen.getByText('15-07-2031', { selector: 'time' })).toHaveAttribute('datetime', '2031-07-15');
    } finally {
      setPageAnswers(undefined, null);
    }
  });

  it("lists the settings' undergraduate courses with their seats and subjects", () => {
    renderPage(UndergraduatePage);
    const table = screen.getByRole('table', { name: 'Undergraduate courses, seats and subjects' });
    const courses = ofLevel('undergraduate');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(courses.map((course) => course.name));
    for (const course of courses) {
      const [seats, subjects] = within(rowOf(table, course.name)).getAllByRole('cell');
      expect(seats).toHaveTextContent(String(course.seats));
      expect(subjects.textContent?.split(', ')).toEqual(course.subjects.map((subject) => subject.name));
    }
  });

  it('gives the registration dates of the year, and Apply Online only while registration is open', () => {
    renderPage(UndergraduatePage);
    expect(screen.getByRole('heading', { level: 2, name: `Admission for A.Y. ${admission.year}` })).toBeInTheDocument();
    const opens = screen.getByText(formatIndianDate(admission.registration.opens));
    expect(opens).toHaveAttribute('datetime', admission.registration.opens);
    expect(opens.parentElement).toHaveTextContent(
      `${formatIndianDate(admission.registration.opens)} to ${formatIndianDate(admission.registration.closes)}`,
    );
    if (open) expect(screen.getByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/admission');
    else expect(screen.queryByRole('link', { name: 'Apply Online' })).not.toBeInTheDocument();
  });
});

describe('Postgraduate Courses page', { timeout: 20_000 }, () => {
  it('shows each postgraduate course with the seats of every subject the admission form offers', () => {
    renderPage(PostgraduatePage);
    for (const course of ofLevel('postgraduate')) {
      const table = screen.getByRole('table', { name: `${course.name} seats by subject` });
      const seats = Object.fromEntries(
        within(table)
          .getAllByRole('rowheader')
          .map((th) => [th.textContent, th.closest('tr')?.querySelector('td')?.textContent]),
      );
      const total = course.subjects.reduce((sum, subject) => sum + (subject.seats ?? 0), 0);
      expect(seats).toEqual({
        ...Object.fromEntries(course.subjects.map((subject) => [subject.name, String(subject.seats)])),
        Total: String(total),
      });
    }
    if (open) expect(screen.getByRole('link', { name: 'Apply Online' })).toHaveAttribute('href', '/admission');
    else expect(screen.queryByRole('link', { name: 'Apply Online' })).not.toBeInTheDocument();
  });

  it('lists Geography for M.A. in the test fixture, as the form offers it', () => {
    const ma = admission.courses.find((course) => course.name === 'M.A.');
    if (!ma) return; // the other fixture has no M.A.
    renderPage(PostgraduatePage);
    expect(
      within(screen.getByRole('table', { name: 'M.A. seats by subject' })).getByRole('rowheader', {
        name: 'Geography',
      }),
    ).toBeInTheDocument();
  });
});

describe('Undergraduate and postgraduate pages in Hindi', { timeout: 20_000 }, () => {
  it("lists the undergraduate courses and subjects by the settings' Hindi names", () => {
    renderInHindi(UndergraduatePage);
    expect(screen.getByRole('heading', { level: 1, name: 'स्नातक पाठ्यक्रम' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'स्नातक पाठ्यक्रम, सीटें एवं विषय' });
    const courses = ofLevel('undergraduate');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(courses.map((course) => nameIn(course.name, 'hi')));
    for (const course of courses) {
      const [, subjects] = within(rowOf(table, nameIn(course.name, 'hi'))).getAllByRole('cell');
      expect(subjects.textContent?.split(', ')).toEqual(course.subjects.map((subject) => nameIn(subject.name, 'hi')));
    }
    const opens = screen.getByText(formatIndianDate(admission.registration.opens));
    expect(opens.parentElement).toHaveTextContent(
      `${formatIndianDate(admission.registration.opens)} से ${formatIndianDate(admission.registration.closes)} तक`,
    );
    expect(englishWords()).toEqual([]);
  });

  it('names each postgraduate table in Hindi', () => {
    renderInHindi(PostgraduatePage);
    for (const course of ofLevel('postgraduate')) {
      expect(screen.getByRole('table', { name: `${nameIn(course.name, 'hi')} की विषयवार सीटें` })).toBeInTheDocument();
    }
    expect(englishWords()).toEqual([]);
  });
});
