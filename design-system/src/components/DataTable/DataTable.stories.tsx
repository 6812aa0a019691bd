import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable';

interface Applicant {
  roll: string;
  name: string;
  course: string;
  marks: number;
}

const courses = ['B.A.', 'B.Sc.', 'B.Com.'];
const applicants: Applicant[] = Array.from({ length: 45 }, (_, i) => ({
  roll: `2025${String(i + 1).padStart(4, '0')}`,
  name: `Applicant ${i + 1}`,
  course: courses[i % courses.length],
  marks: 400 - i * 3,
}));

const columns: DataTableColumn<Applicant>[] = [
  { key: 'roll', header: 'Roll No.' },
  { key: 'name', header: 'Name' },
  { key: 'course', header: 'Course' },
  { key: 'marks', header: 'Marks', render: (row) => `${row.marks} / 500` },
];

// Meta is typed for the row type so stories keep column/row checking.
const meta = {
  title: 'Data/DataTable',
  component: DataTable<Applicant>,
  args: { caption: 'Provisional merit list 2025', columns, rows: applicants, getRowKey: (row) => row.roll },
} satisfies Meta<typeof DataTable<Applicant>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Numbered: Story = { args: { numbered: true } };
export const SmallPages: Story = { args: { numbered: true, pageSize: 5 } };
/** One page of the server's (the caller pages): every row, no pager. */
export const ServerPage: Story = { args: { paged: false } };
export const SinglePage: Story = { args: { rows: applicants.slice(0, 4) } };
export const HiddenCaption: Story = { args: { captionHidden: true, rows: applicants.slice(0, 4) } };
export const Empty: Story = { args: { rows: [], emptyMessage: 'The merit list has not been published yet.' } };
