import { render, screen, within } from '@testing-library/react';
import { LanguageProvider } from '@college/design-system';
import type { NewsItem } from '@college/info-service/contract';
import { makeNews } from '../../../testing/news-fixtures';
import { NewsList } from './news-list';

const notice = (
  description: string,
  published_on: string,
  file = `/uploads/docs/news/${published_on}.pdf`,
): NewsItem => ({
  description,
  file,
  published_on,
});

/** The visitor's today, in their own time zone. */
function today(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T09:00:00`));
}

afterEach(() => vi.useRealTimers());

describe('NewsList', () => {
  it('shows each notice with its date and a red "new" link that opens its file in a new tab', () => {
    today('2025-03-25');
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
    expect(within(rows[0]).getByText('20-03-2025')).toHaveAttribute('datetime', '2025-03-20');
    expect(within(rows[1]).getByText('19-03-2025')).toHaveAttribute('datetime', '2025-03-19');
  });

  it("marks 'new' only the notices of the last 30 days (the settings' value)", () => {
    today('2025-04-10');
    render(
      <NewsList
        items={[
          notice('Published today', '2025-04-10'),
          notice('Published 29 days ago', '2025-03-12'),
          notice('Published 30 days ago', '2025-03-11'),
          notice('Published a year ago', '2024-04-10'),
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('data-variant')])).toEqual([
      ['new', 'danger'],
      ['new', 'danger'],
      ['open', 'outline'],
      ['open', 'outline'],
    ]);
    // An older notice still opens its file, under a name that starts with what the link shows.
    expect(
      screen.getByRole('link', { name: 'open notice: Published a year ago (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', '/uploads/docs/news/2024-04-10.pdf');
    expect(screen.getByText('12-03-2025', { selector: 'time' })).toHaveAttribute('datetime', '2025-03-12');
  });

  it("marks nothing 'new' today (22 Nov 2026) among notices of 2025", () => {
    today('2026-11-22');
    render(<NewsList items={makeNews(3)} />);
    expect(screen.queryByText('new')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^open notice: Notice \d/ })).toHaveLength(3);
  });

  it('makes the text of a notice with a page of the portal a link to that page', () => {
    today('2026-11-22');
    render(
      <NewsList
        items={[
          { ...notice('Talent Search Exam 2024 result declared', '2024-02-10'), link: '/result' },
          notice('Holiday notice', '2025-03-10'),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Talent Search Exam 2024 result declared' })).toHaveAttribute(
      'href',
      '/result',
    );
    expect(screen.queryByRole('link', { name: 'Holiday notice' })).not.toBeInTheDocument();
    // The notice's own file is still there beside it.
    expect(screen.getAllByRole('link', { name: /^open notice:/ })).toHaveLength(2);
  });

  it('does not claim a PDF when the file is something else', () => {
    today('2025-03-25');
    render(<NewsList items={[notice('Campus photos', '2025-03-20', '/uploads/docs/news/photos.jpg')]} />);
    expect(
      screen.getByRole('link', { name: 'new — open notice: Campus photos (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('keeps a notice without a file, with its date, but gives it no dead link', () => {
    today('2025-03-25');
    render(<NewsList items={[notice('Holiday on Monday', '2025-03-24', '')]} />);
    expect(screen.getByText('Holiday on Monday')).toBeInTheDocument();
    expect(screen.getByText('24-03-2025')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // React drops an empty href, so also check that no inert 'new' badge is left behind.
    expect(screen.queryByText('new')).not.toBeInTheDocument();
  });

  it('says so when there are no notices', () => {
    render(<NewsList items={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/no news or notifications have been published yet/i)).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    const renderHindi = (items: NewsItem[]) =>
      render(
        <LanguageProvider lang="hi">
          <NewsList items={items} />
        </LanguageProvider>,
      );

    it("shows a notice's Hindi line with a Hindi 'new' link that names it", () => {
      today('2025-03-25');
      renderHindi([{ ...notice('Holiday on Monday', '2025-03-24'), description_hi: 'सोमवार को अवकाश' }]);
      const line = screen.getByText('सोमवार को अवकाश');
      expect(line).not.toHaveAttribute('lang');
      expect(screen.queryByText('Holiday on Monday')).not.toBeInTheDocument();
      const link = screen.getByRole('link', { name: 'नया — खोलें, सूचना: सोमवार को अवकाश (PDF, नए टैब में खुलेगी)' });
      expect(link).toHaveTextContent('नया');
      expect(screen.getByText('24-03-2025', { selector: 'time' })).toHaveAttribute('datetime', '2025-03-24');
    });

    it('falls back to the English line, marked as English, when the notice has no Hindi', () => {
      today('2026-11-22');
      renderHindi([
        { ...notice('Talent Search Exam 2024 result declared', '2024-02-10'), link: '/result' },
        notice('Campus photos', '2024-02-01', '/x.jpg'),
      ]);
      expect(screen.getByRole('link', { name: 'Talent Search Exam 2024 result declared' })).toHaveAttribute(
        'lang',
        'en',
      );
      expect(screen.getByText('Campus photos')).toHaveAttribute('lang', 'en');
      // The name starts with what the link shows, as speech users say it.
      expect(screen.getByRole('link', { name: 'खोलें, सूचना: Campus photos (नए टैब में खुलेगी)' })).toHaveTextContent(/^खोलें$/);
    });

    it('says so in Hindi when there are no notices', () => {
      renderHindi([]);
      expect(screen.getByText('अभी तक कोई समाचार या सूचना प्रकाशित नहीं हुई है। कृपया बाद में फिर देखें।')).toBeInTheDocument();
    });
  });
});
