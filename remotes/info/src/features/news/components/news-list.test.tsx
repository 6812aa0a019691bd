import { render, screen, within } from '@testing-library/react';
import { makeNews } from '../../../testing/news-fixtures';
import { NewsList } from './news-list';

describe('NewsList', () => {
  it('shows each notice with a red "new" link that opens its file in a new tab', () => {
    const items = makeNews(2);
    render(<NewsList items={items} />);

    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    items.forEach((item, index) => {
      const row = rows[index];
      expect(within(row).getByText(item.description)).toBeInTheDocument();
      const link = within(row).getByRole('link', {
        name: `new — open notice: ${item.description} (PDF, opens in a new tab)`,
      });
      expect(link).toHaveTextContent('new');
      expect(link).toHaveAttribute('href', item.file);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('data-variant', 'danger');
      // The arrow is decoration only.
      expect(row.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  it('does not claim a PDF when the file is something else', () => {
    render(<NewsList items={[{ description: 'Campus photos', file: '/uploads/docs/news/photos.jpg' }]} />);
    expect(screen.getByRole('link', { name: 'new — open notice: Campus photos (opens in a new tab)' })).toBeInTheDocument();
  });

  it('keeps a notice without a file but gives it no dead link', () => {
    render(<NewsList items={[{ description: 'Holiday on Monday', file: '' }]} />);
    expect(screen.getByText('Holiday on Monday')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // React drops an empty href, so also check that no inert 'new' badge is left behind.
    expect(screen.queryByText('new')).not.toBeInTheDocument();
  });

  it('says so when there are no notices', () => {
    render(<NewsList items={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/no news or notifications have been published yet/i)).toBeInTheDocument();
  });
});
