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

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The look-ups as the service answers them (English, as stored), every other call by `rest`. */
function serve(rest: (url: string) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('getAcademicYear')) return json([{ id: 3, start_year: 2024, end_year: 2025 }]);
      if (url.includes('getAllCourse')) return json({ data: [{ id: 1, course: 'B.Ed.' }] });
      if (url.includes('getYearSem')) return json({ data: [{ base_id: 1, base_name: 'First Year' }] });
      return json(rest(url));
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

const inHindi = (path: string, page: React.ReactNode) =>
  render(
    <LanguageProvider lang="hi">
      <MemoryNavigation initialPath={path}>{page}</MemoryNavigation>
    </LanguageProvider>,
  );

describe('records in Hindi', () => {
  it('/hi/student_data: Hindi filters and errors, then the list with Hindi headers and categories, names kept in English', async () => {
    serve(() => ({
      data: [{ stu_fname: 'Asha', stu_mname: '', stu_lname: 'Kumari', stu_father_fname: 'Ramesh', stu_father_mname: '', stu_father_lname: 'Kumar', stu_cast: 'obc', stu_gender: 'female' }],
    }));
    const user = userEvent.setup();
    inHindi('/hi/student_data', <StudentDataPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'छात्र विवरण' })).toBeInTheDocument();
    expect(screen.getByText('शैक्षणिक सत्र, पाठ्यक्रम और सेमेस्टर चुनें, फिर खोजें दबाएँ।')).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'फ़िल्टर' });
    await user.click(within(filters).getByRole('button', { name: 'खोजें' }));
    expect(screen.getByLabelText('शैक्षणिक सत्र')).toHaveAccessibleDescription(/कृपया यह फ़ील्ड भरें/);
    expect(screen.getByRole('heading', { name: 'कुछ जानकारी ठीक करनी है' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('शैक्षणिक सत्र'), await screen.findByRole('option', { name: '2024-2025' }));
    await user.selectOptions(screen.getByLabelText('पाठ्यक्रम'), await screen.findByRole('option', { name: 'बी.एड.' }));
    await user.selectOptions(screen.getByLabelText('सेमेस्टर / वर्ष'), await screen.findByRole('option', { name: 'प्रथम वर्ष' }));
    await user.click(within(filters).getByRole('button', { name: 'खोजें' }));

    const table = await screen.findByRole('table', { name: 'छात्र' });
    expect(within(table).getAllByRole('columnheader').slice(1).map((cell) => cell.textContent)).toEqual(['छात्र का नाम', 'पिता का नाम', 'श्रेणी', 'लिंग']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['Asha Kumari', 'Ramesh Kumar', 'अन्य पिछड़ा वर्ग', 'महिला']);
    expect(within(cells[1]).getByText('Asha Kumari')).toHaveAttribute('lang', 'en');
  });

  it('/hi/attendence: months in Hindi and a Hindi View link', async () => {
    serve(() => ({ data: [{ month: 'July', year: 2024, file: '/uploads/docs/records/attendance/a.pdf' }] }));
    inHindi('/hi/attendence?acd_year=3&course_id=1&part_id=1', <AttendancePage />);
    const table = await screen.findByRole('table', { name: 'उपस्थिति पत्रक' });
    expect(within(table).getByRole('cell', { name: 'जुलाई' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'उपस्थिति जुलाई 2024 देखें (PDF, नए टैब में खुलता है)' })).toHaveTextContent('देखें');
  });

  it('/hi/faculty: Hindi types, designations and dd-mm-yyyy dates; qualifications as written', async () => {
    serve(() => ({ data: [{ photo: '/p/a.png', name: 'Dr. Sunita Verma', qualification: 'M.A. (Hindi), Ph.D.', designation: 'Assistant Professor', joindate: '2008-07-01' }] }));
    const user = userEvent.setup();
    inHindi('/hi/faculty', <FacultyPage />);
    await user.selectOptions(screen.getByLabelText('पाठ्यक्रम'), await screen.findByRole('option', { name: 'बी.एड.' }));
    await user.selectOptions(screen.getByLabelText('प्रकार'), screen.getByRole('option', { name: 'शिक्षणेतर' }));
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    const table = await screen.findByRole('table', { name: 'संकाय' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(within(table).getByRole('img', { name: 'Dr. Sunita Verma का फ़ोटो' })).toBeInTheDocument();
    expect(cells.slice(2).map((cell) => cell.textContent)).toEqual(['Dr. Sunita Verma', 'M.A. (Hindi), Ph.D.', 'असिस्टेंट प्रोफेसर', '01-07-2008']);
    expect(within(cells[3]).getByText('M.A. (Hindi), Ph.D.')).toHaveAttribute('lang', 'en');
  });

  it('/hi/bed: the course page link and cards in Hindi, a subject with no Hindi marked English', async () => {
    serve(() => ({ data: [{ photo: '/p/1.png', name: 'Neha Srivastava', course: 'B.Ed.', subject: 'Pedagogy of Science' }] }));
    inHindi('/hi/bed', <BedFacultyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'बी.एड. संकाय' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'बी.एड. संकाय' });
    expect(within(cards).getByText('Pedagogy of Science')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'बी.एड. पाठ्यक्रम के बारे में: शुल्क, सीटें और पात्रता' })).toHaveAttribute('href', '/hi/course_bed');
  });

  it('/hi/ncteOrder and a financial page: Hindi headings, titles as stored', async () => {
    serve(() => ({ data: [{ title: 'Recognition order 2024', file: '/uploads/docs/records/ncte/x.pdf' }] }));
    inHindi('/hi/ncteOrder', <NcteOrderPage />);
    const table = await screen.findByRole('table', { name: 'एन.सी.टी.ई. आदेश' });
    expect(within(table).getByRole('columnheader', { name: 'शीर्षक' })).toBeInTheDocument();
    expect(within(table).getByText('Recognition order 2024')).toHaveAttribute('lang', 'en');
  });

  it('/hi/receiptpayment2023: the Hindi title names the embedded statement', () => {
    inHindi('/hi/receiptpayment2023', <FinancialDocumentPage document="receiptpayment2023" />);
    expect(screen.getByRole('heading', { level: 1, name: 'प्राप्ति-भुगतान 2023' })).toBeInTheDocument();
    expect(screen.getByTitle('प्राप्ति-भुगतान 2023')).toHaveAttribute('src', '/uploads/docs/records/financial/receiptpayment2023.pdf');
  });
});
