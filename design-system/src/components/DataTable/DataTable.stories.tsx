import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { componentDocs } from '../../internal/story-docs';
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
  parameters: componentDocs(
    'Use a DataTable for lists of records that readers compare by column, such as a merit list. It pages long lists itself and scrolls sideways on a phone.',
  ),
  argTypes: {
    columns: {
      description: 'Columns in display order: key, header and an optional `render` for the cell.',
      control: 'object',
    },
    rows: { description: 'All the rows; the table pages them itself unless `paged` is false.', control: 'object' },
    caption: { description: 'Names the table for everyone, screen readers included. Required.', control: 'text' },
    captionHidden: {
      description: 'Keeps the caption for screen readers only, e.g. when a heading above says it. Defaults to false.',
      control: 'boolean',
    },
    pageSize: { description: 'Rows per page. Defaults to 20.', control: { type: 'number', min: 1 } },
    paged: {
      description:
        'Set false when `rows` is already one page from the server: every row shown, no pager. Defaults to true.',
      control: 'boolean',
    },
    emptyMessage: {
      description:
        'Shown in place of rows when there are none. Defaults to "No records to show." in the page\'s language.',
      control: 'text',
    },
    getRowKey: {
      description: "Stable key of a row, e.g. its roll number. Defaults to the row's index.",
      control: false,
    },
    numbered: {
      description: 'Adds a first "Sr.No." column that keeps counting across pages. Defaults to false.',
      control: 'boolean',
    },
    page: {
      description:
        'The page shown, when the caller keeps it (e.g. in the address). Without it the table keeps its own.',
      control: { type: 'number', min: 1 },
    },
    onPageChange: {
      description: 'Called with the new page number whenever the reader moves to another page.',
      control: false,
    },
    pagerLabel: {
      description: 'Name of the pager for screen readers. Defaults to "<caption> pagination" when the caption is text.',
      control: 'text',
    },
    className: { description: 'Extra class names for the wrapper.', control: 'text' },
  },
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
