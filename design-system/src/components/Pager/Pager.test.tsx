import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from './Pager';

describe('Pager', () => {
  it('is a labelled nav showing "page X of Y"', () => {
    render(<Pager page={2} pageCount={5} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('page 2 of 5')).toBeInTheDocument();
  });

  it('disables First and Previous on the first page', () => {
    render(<Pager page={1} pageCount={3} onPageChange={() => {}} label="Results pages" />);
    expect(screen.getByRole('navigation', { name: 'Results pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeEnabled();
  });

  it('hides Next and Last on the last page', () => {
    render(<Pager page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByText('page 3 of 3')).toBeInTheDocument();
  });

  it('calls onPageChange with the target page for each button', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pageCount={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onPageChange.mock.calls).toEqual([[3], [4], [1], [1]]);
  });

  it('is not there at all for a single page (or none)', () => {
    for (const pageCount of [1, 0]) {
      const { unmount } = render(<Pager page={1} pageCount={pageCount} onPageChange={() => {}} />);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
  });

  function Controlled({ initialPage = 1, pageCount = 2 }: { initialPage?: number; pageCount?: number }) {
    const [page, setPage] = useState(initialPage);
    return <Pager page={page} pageCount={pageCount} onPageChange={setPage} />;
  }

  it('moves focus to Previous when Next disappears under the keyboard', async () => {
    render(<Controlled />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it.each(['Previous', 'First'])(
    'keeps focus in the pager when %s reaches page 1 and disables itself',
    async (name) => {
      render(<Controlled initialPage={2} pageCount={3} />);
      screen.getByRole('button', { name }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByText('page 1 of 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    },
  );

  it('leaves focus alone when the pressed button still works', async () => {
    render(<Controlled initialPage={1} pageCount={3} />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
