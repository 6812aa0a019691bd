import { LanguageProvider, MemoryNavigation } from '@college/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AttendancePage from './attendance-page';
import BedFacultyPage from './bed-faculty-page';
import FacultyPage from './faculty-page';
import FinancialDocumentPage from './financial-document-page';
import NcteOrderPage from './ncte-order-page';
import StudentDataPage from './student-data-page';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const student = (i: number) => ({
  stu_fname: `Ravi${i}`,
  stu_mname: '',
  stu_lname: 'Yadav',
  stu_father_fname: 'Ram',
  stu_father_mname: '',
  stu_father_lname: 'Yadav',
  stu_cast: 'sc',
  stu_gender: 'male',
});
const lookups = (url: string) => {
  if (url.includes('getAcademicYear')) return json([{ id: 3, start_year: 2024, end_year: 2025 }]);
  if (url.includes('getAllCourse')) return json({ data: [{ id: 1, course: 'B.Ed.' }] });
  if (url.includes('getYearSem')) return json({ data: [{ base_id: 1, base_name: 'First Year' }] });
  return undefined;
};

/** A fetch that answers the look-ups and hands every other call to `rest`, recording the calls. */
function serve(rest: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      return lookups(url) ?? rest(url, init);
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string, page: React.ReactNode) =>
  render(<MemoryNavigation initialPath={path}>{page}</MemoryNavigation>);
const inHindi = (path: string, page: React.ReactNode) =>
  render(
    <LanguageProvider lang="hi">
      <MemoryNavigation initialPath={path}>{page}</MemoryNavigation>
    </LanguageProvider>,
  );

describe('records listings', () => {
  it('pages to the last page: Sr.No. continues, Next and Last are gone there', async () => {
    serve(() => json({ data: Array.from({ length: 47 }, (_, i) => student(i + 1)) }));
    const user = userEvent.setup();
    renderAt('/student_data?acd_year=3&course_id=1&part_id=1', <StudentDataPage />);
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(screen.getByText('page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('page 3 of 3')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('41');
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('SC');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('page 1 of 3')).toBeInTheDocument();
  });

  it('an empty class says No records found', async () => {
    serve(() => json({ data: [] }));
    renderAt('/student_data?acd_year=3&course_id=1&part_id=1', <StudentDataPage />);
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(within(table).getByText('No records found')).toBeInTheDocument();
  });

  it('a failed call shows its message and Retry, keeps the filters, and Retry loads the list', async () => {
    let down = true;
    serve(() =>
      down
        ? json(
            {
              result: 'failure',
              message: 'This service is not available right now. Please try again in a few minutes.',
              errors: {},
              requestId: 'req-7',
            },
            503,
            { 'x-request-id': 'req-7' },
          )
        : json({ data: [student(1)] }),
    );
    const user = userEvent.setup();
    renderAt('/student_data?acd_year=3&course_id=1&part_id=1', <StudentDataPage />);
    const alert = (await screen.findByText('The records could not be loaded')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('not available right now');
    expect(alert).toHaveTextContent('req-7');
    expect(screen.getByLabelText('Course')).toHaveValue('1');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('The records could not be loaded')).not.toBeInTheDocument();
  });
});

describe('faculty', () => {
  it('asks for course and type, then lists the staff with their photos', async () => {
    const calls = serve(() =>
      json({
        data: [
          {
            photo: '/uploads/docs/records/faculty/a.png',
            name: 'Dr. Sunita Verma',
            qualification: 'M.Ed., Ph.D.',
            designation: 'Principal',
            joindate: '2008-07-01',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderAt('/faculty', <FacultyPage />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Type')).toHaveAccessibleDescription(/Choose teaching or non-teaching staff/);
    await user.selectOptions(screen.getByLabelText('Course'), await screen.findByRole('option', { name: 'B.Ed.' }));
    await user.selectOptions(screen.getByLabelText('Type'), 'Non-Teaching');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Faculty' });
    expect(within(table).getByRole('img', { name: 'Photo of Dr. Sunita Verma' })).toHaveAttribute(
      'src',
      '/uploads/docs/records/faculty/a.png',
    );
    expect(calls.some((url) => url.includes('getFacultyRecord'))).toBe(true);
  });

  it('/bed shows each member as a card and leads on to the course page', async () => {
    serve(() =>
      json({
        data: [
          { photo: '/p/1.png', name: 'Neha Srivastava', course: 'B.Ed.', subject: 'Mathematics Teaching' },
          { photo: '/p/2.png', name: 'Ashok Pandey', course: 'D.El.Ed.', subject: 'Hindi' },
        ],
      }),
    );
    renderAt('/bed', <BedFacultyPage />);
    const cards = await screen.findByRole('list', { name: 'B.Ed. faculty' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cards).getByText(/Mathematics Teaching/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /About the B\.Ed\. course/ })).toHaveAttribute('href', '/course_bed');
  });
});

describe('documents', () => {
  it('NCTE orders open in a new tab', async () => {
    serve(() => json({ data: [{ title: 'Recognition order 2024', file: '/uploads/docs/records/ncte/x.pdf' }] }));
    renderAt('/ncteOrder', <NcteOrderPage />);
    const table = await screen.findByRole('table', { name: 'NCTE orders' });
    const link = within(table).getByRole('link', { name: /Recognition order 2024/ });
    expect(link).toHaveAttribute('href', '/uploads/docs/records/ncte/x.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a financial page embeds its own statement with a link for phones', () => {
    renderAt(
      '/receiptpayment2023',
      <FinancialDocumentPage document="receiptpayment2023" title="Receipt Payment 2023" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2023');
    expect(screen.getByTitle(/2023/)).toHaveAttribute('src', '/uploads/docs/records/financial/receiptpayment2023.pdf');
    expect(screen.getByRole('link', { name: /Open .*\(PDF\)/ })).toHaveAttribute(
      'href',
      '/uploads/docs/records/financial/receiptpayment2023.pdf',
    );
  });
});

describe('records in Hindi', () => {
  it('/hi/student_data: Hindi filters and errors, then the list with Hindi headers and categories, names kept in English', async () => {
    serve(() =>
      json({
        data: [
          {
            ...student(1),
            stu_fname: 'Asha',
            stu_lname: 'Kumari',
            stu_father_lname: 'Kumar',
            stu_father_fname: 'Ramesh',
            stu_cast: 'obc',
            stu_gender: 'female',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    inHindi('/hi/student_data', <StudentDataPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'छात्र विवरण' })).toBeInTheDocument();
    expect(screen.getByText('शैक्षणिक सत्र, पाठ्यक्रम और सेमेस्टर चुनें, फिर खोजें दबाएँ।')).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'फ़िल्टर' });
    await user.click(within(filters).getByRole('button', { name: 'खोजें' }));
    expect(screen.getByLabelText('शैक्षणिक सत्र')).toHaveAccessibleDescription(/शैक्षणिक सत्र चुनें/);
    expect(screen.getByRole('heading', { name: 'कोई समस्या है' })).toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText('शैक्षणिक सत्र'),
      await screen.findByRole('option', { name: '2024-2025' }),
    );
    await user.selectOptions(screen.getByLabelText('पाठ्यक्रम'), await screen.findByRole('option', { name: 'बी.एड.' }));
    await user.selectOptions(
      screen.getByLabelText('सेमेस्टर / वर्ष'),
      await screen.findByRole('option', { name: 'प्रथम वर्ष' }),
    );
    await user.click(within(filters).getByRole('button', { name: 'खोजें' }));

    const table = await screen.findByRole('table', { name: 'छात्र' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['छात्र का नाम', 'पिता का नाम', 'श्रेणी', 'लिंग']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'Asha Kumari',
      'Ramesh Kumar',
      'अन्य पिछड़ा वर्ग',
      'महिला',
    ]);
    expect(within(cells[1]).getByText('Asha Kumari')).toHaveAttribute('lang', 'en');
  });

  it('/hi/attendence: months in Hindi and a Hindi View link', async () => {
    serve(() => json({ data: [{ month: 'July', year: 2024, file: '/uploads/docs/records/attendance/a.pdf' }] }));
    inHindi('/hi/attendence?acd_year=3&course_id=1&part_id=1', <AttendancePage />);
    const table = await screen.findByRole('table', { name: 'उपस्थिति पत्रक' });
    expect(within(table).getByRole('cell', { name: 'जुलाई' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'उपस्थिति जुलाई 2024 देखें (PDF, नए टैब में खुलता है)' })).toHaveTextContent(
      'देखें',
    );
  });

  it('/hi/faculty: Hindi types, designations and dd-mm-yyyy dates; qualifications as written', async () => {
    serve(() =>
      json({
        data: [
          {
            photo: '/p/a.png',
            name: 'Dr. Sunita Verma',
            qualification: 'M.A. (Hindi), Ph.D.',
            designation: 'Assistant Professor',
            joindate: '2008-07-01',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    inHindi('/hi/faculty', <FacultyPage />);
    await user.selectOptions(screen.getByLabelText('पाठ्यक्रम'), await screen.findByRole('option', { name: 'बी.एड.' }));
    await user.selectOptions(screen.getByLabelText('प्रकार'), screen.getByRole('option', { name: 'शिक्षणेतर' }));
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    const table = await screen.findByRole('table', { name: 'संकाय' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(within(table).getByRole('img', { name: 'Dr. Sunita Verma का फ़ोटो' })).toBeInTheDocument();
    expect(cells.slice(2).map((cell) => cell.textContent)).toEqual([
      'Dr. Sunita Verma',
      'M.A. (Hindi), Ph.D.',
      'असिस्टेंट प्रोफेसर',
      '01-07-2008',
    ]);
    expect(within(cells[3]).getByText('M.A. (Hindi), Ph.D.')).toHaveAttribute('lang', 'en');
  });

  it('/hi/bed: the course page link and cards in Hindi, a subject with no Hindi marked English', async () => {
    serve(() =>
      json({ data: [{ photo: '/p/1.png', name: 'Neha Srivastava', course: 'B.Ed.', subject: 'Pedagogy of Science' }] }),
    );
    inHindi('/hi/bed', <BedFacultyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'बी.एड. संकाय' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'बी.एड. संकाय' });
    expect(within(cards).getByText('Pedagogy of Science')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'बी.एड. पाठ्यक्रम के बारे में: शुल्क, सीटें और पात्रता' })).toHaveAttribute(
      'href',
      '/hi/course_bed',
    );
  });

  it('/hi/ncteOrder and a financial page: Hindi headings, titles as stored', async () => {
    serve(() => json({ data: [{ title: 'Recognition order 2024', file: '/uploads/docs/records/ncte/x.pdf' }] }));
    inHindi('/hi/ncteOrder', <NcteOrderPage />);
    const table = await screen.findByRole('table', { name: 'एन.सी.टी.ई. आदेश' });
    expect(within(table).getByRole('columnheader', { name: 'शीर्षक' })).toBeInTheDocument();
    expect(within(table).getByText('Recognition order 2024')).toHaveAttribute('lang', 'en');
  });

  it('/hi/receiptpayment2023: the Hindi title names the embedded statement', () => {
    inHindi('/hi/receiptpayment2023', <FinancialDocumentPage document="receiptpayment2023" />);
    expect(screen.getByRole('heading', { level: 1, name: 'प्राप्ति-भुगतान 2023' })).toBeInTheDocument();
    expect(screen.getByTitle('प्राप्ति-भुगतान 2023')).toHaveAttribute(
      'src',
      '/uploads/docs/records/financial/receiptpayment2023.pdf',
    );
  });
});
