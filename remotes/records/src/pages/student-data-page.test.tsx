import { LanguageProvider, MemoryNavigation } from '@college/design-system';
import { filledAnswerPath, setPageAnswers } from '@college/remote-kit';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StudentDataPage, { pageAnswers } from './student-data-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const student = (i: number) => ({
  stu_fname: `Asha${i}`,
  stu_mname: '',
  stu_lname: 'Kumari',
  stu_father_fname: 'Ramesh',
  stu_father_mname: 'Prasad',
  stu_father_lname: 'Kumar',
  stu_cast: 'obc',
  stu_gender: 'female',
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('getAcademicYear')) return json([{ id: 3, start_year: 2024, end_year: 2025 }]);
      if (url.includes('getAllCourse')) return json({ data: [{ id: 1, course: 'B.Ed.' }] });
      if (url.includes('getYearSem')) return json({ data: [{ base_id: 1, base_name: 'First Year' }] });
      return json({ data: Array.from({ length: 25 }, (_, i) => student(i + 1)) });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/student_data', () => {
  it('says under each empty filter what to choose, then lists the students 20 a page with names joined', async () => {
    const user = userEvent.setup();
    render(
      <MemoryNavigation initialPath="/student_data">
        <StudentDataPage />
      </MemoryNavigation>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    for (const [label, message] of [
      ['Academic Year', 'Choose the academic year'],
      ['Course', 'Choose a course'],
      ['Semester', 'Choose the year or semester'],
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(new RegExp(message));
    }
    await user.selectOptions(
      screen.getByLabelText('Academic Year'),
      await screen.findByRole('option', { name: '2024-2025' }),
    );
    await user.selectOptions(screen.getByLabelText('Course'), await screen.findByRole('option', { name: 'B.Ed.' }));
    await user.selectOptions(
      screen.getByLabelText('Semester'),
      await screen.findByRole('option', { name: 'First Year' }),
    );
    expect(screen.getByLabelText('Course')).not.toHaveAccessibleDescription(/Choose a course/);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Students' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Asha1 Kumari', 'Ramesh Prasad Kumar', 'OBC', 'FEMALE']);
    expect(screen.getByText('page 1 of 2')).toBeInTheDocument();
  });
});

describe('/student_data with its filters in the address, rendered with its answers (live page)', () => {
  const search = 'acd_year=3&course_id=1&part_id=1';
  const answers = {
    '/api/v1/api/getAcademicYear': [{ id: 3, start_year: 2024, end_year: 2025 }],
    '/api/v1/api/getAllCourse': { data: [{ id: 1, course: 'B.Ed.' }] },
    '/api/v1/api/getYearSem?brc_id=1': { data: [{ base_id: 1, base_name: 'First Year' }] },
    [`/api/v1/api/getStudentRecord?${search}`]: { data: Array.from({ length: 25 }, (_, i) => student(i + 1)) },
  };
  afterEach(() => setPageAnswers(undefined, null));

  it('declares the lists and the listing its address names, filled from the query', () => {
    expect(pageAnswers).toEqual([
      '/api/v1/api/getAcademicYear',
      '/api/v1/api/getAllCourse',
      '/api/v1/api/getYearSem?brc_id={course_id}',
      '/api/v1/api/getStudentRecord?acd_year={acd_year}&course_id={course_id}&part_id={part_id}',
    ]);
    const query = new URLSearchParams(`${search}&page=2`);
    expect(pageAnswers.map((template) => filledAnswerPath(template, query))).toEqual(Object.keys(answers));
  });

  it('is drawn on the server with the filters chosen and the first 20 students, readable without script', () => {
    setPageAnswers(answers, null, search);
    const html = renderToString(
      <LanguageProvider lang="en">
        <StudentDataPage />
      </LanguageProvider>,
    );
    document.body.innerHTML = html;
    const table = screen.getByRole('table', { name: 'Students' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByLabelText('Academic Year')).toHaveValue('3');
    expect(screen.getByLabelText('Course')).toHaveValue('1');
    expect(screen.getByLabelText('Semester')).toHaveValue('1');
    expect(fetch).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });

  it('starts from the same answers in the browser: the table at once, nothing fetched again', async () => {
    setPageAnswers(answers, window.location.pathname + window.location.search, search);
    render(
      <MemoryNavigation initialPath={`/student_data?${search}`}>
        <StudentDataPage />
      </MemoryNavigation>,
    );
    expect(within(screen.getByRole('table', { name: 'Students' })).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('page 1 of 2')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'First Year' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
