import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable';

interface Student {
  roll: number;
  name: string;
}

const students = (count: number, prefix = 'Student'): Student[] =>
  Array.from({ length: count }, (_, i) => ({ roll: 1000 + i + 1, name: `${prefix} ${i + 1}` }));

const columns: DataTableColumn<Student>[] = [
  { key: 'roll', header: 'Roll No.' },
  { key: 'name', header: 'Name', render: (row) => <strong>{row.name}</strong> },
];

/** Body rows only (the header row lives in thead). */
function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).getAllByRole('row');
}

describe('DataTable', () => {
  it('is a semantic table with caption and column headers', () => {
    render(<DataTable caption="Merit list" columns={columns} rows={students(3)} />);
    const table = screen.getByRole('table', { name: 'Merit list' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Roll No.', 'Name']);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(bodyRows()[0]).toHaveTextContent('1001Student 1');
  });

  it('shows every row without a pager when the rows are already one page (paged={false})', () => {
    render(<DataTable caption="Applications" columns={columns} rows={students(50)} paged={false} />);
    expect(bodyRows()).toHaveLength(50);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages 25 rows as 20 + 5, with Sr.No. continuing to 21 on page 2', async () => {
    render(<DataTable caption="Admissions" columns={columns} rows={students(25)} numbered />);
    expect(screen.getByRole('columnheader', { name: 'Sr.No.' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const rows = bodyRows();
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(within(rows[0]).getByText('Student 21')).toBeInTheDocument();
    expect(within(rows[4]).getAllByRole('cell')[0]).toHaveTextContent('25');
    expect(screen.getByText('page 2 of 2')).toBeInTheDocument();
  });

  it('shows the page its caller keeps (e.g. in the address) and tells it of every change', async () => {
    const changes: number[] = [];
    const { rerender } = render(
      <DataTable
        caption="Students"
        columns={columns}
        rows={students(47)}
        numbered
        page={3}
        onPageChange={(page) => changes.push(page)}
      />,
    );
    expect(screen.getByText('page 3 of 3')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('41');
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(changes).toEqual([1]);
    rerender(<DataTable caption="Students" columns={columns} rows={students(47)} numbered page={99} />);
    // A page beyond the last (an old link) shows the last one.
    expect(screen.getByText('page 3 of 3')).toBeInTheDocument();
  });

  it('has no Sr.No. column unless asked', () => {
    render(<DataTable caption="List" columns={columns} rows={students(2)} />);
    expect(screen.queryByRole('columnheader', { name: 'Sr.No.' })).not.toBeInTheDocument();
  });

  it('honours pageSize', () => {
    render(<DataTable caption="List" columns={columns} rows={students(7)} pageSize={5} />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('page 1 of 2')).toBeInTheDocument();
  });

  it('goes back to page 1 when new rows arrive', async () => {
    const { rerender } = render(<DataTable caption="List" columns={columns} rows={students(45)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('page 3 of 3')).toBeInTheDocument();

    rerender(<DataTable caption="List" columns={columns} rows={students(45, 'Filtered')} />);
    expect(screen.getByText('page 1 of 3')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Filtered 1');
  });

  it('shows the empty message and no pager when there are no rows', () => {
    render(<DataTable caption="List" columns={columns} rows={[]} emptyMessage="No results yet." />);
    expect(screen.getByRole('cell', { name: 'No results yet.' })).toHaveAttribute('colspan', '2');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('can hide the caption visually but keep it as the table name', () => {
    render(<DataTable caption="Fee heads" captionHidden columns={columns} rows={students(1)} />);
    expect(screen.getByRole('table', { name: 'Fee heads' })).toBeInTheDocument();
    expect(screen.getByText('Fee heads')).toHaveClass('ds-visually-hidden');
  });

  it('passes the absolute row index to render', async () => {
    const indexed: DataTableColumn<Student>[] = [{ key: 'i', header: 'Index', render: (_row, index) => `#${index}` }];
    render(<DataTable caption="List" columns={indexed} rows={students(3)} pageSize={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('cell', { name: '#2' })).toBeInTheDocument();
  });

  it('wraps the table in a focusable, labelled scroll region', () => {
    render(<DataTable caption="Wide list" columns={columns} rows={students(1)} />);
    expect(screen.getByRole('region', { name: 'Wide list' })).toHaveAttribute('tabindex', '0');
  });
});
