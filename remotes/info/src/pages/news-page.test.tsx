import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_ARCHIVE_PATH } from '@college/info-service/contract';
import { makeNews, newsResponse, stubFetch, stubNetwork } from '../testing/news-fixtures';
import NewsPage from './news-page';
import { MemoryNavigation } from '@college/design-system';

function renderNews() {
  return render(
    <MemoryNavigation initialPath="/News">
      <NewsPage title="News & Notifications" />
    </MemoryNavigation>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Generous timeout: this machine's 2 cores are shared with other builds, and userEvent runs in real time.
describe('News page', { timeout: 20_000 }, () => {
  it('is titled News & Notifications / Notifications', async () => {
    stubFetch(() => newsResponse([]));
    renderNews();
    await screen.findByText(/no news or notifications have been published yet/i);
    expect(screen.getByRole('heading', { level: 1, name: 'News & Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earlier notices' })).not.toBeInTheDocument();
    expect(screen.getByText('Notifications')).toBeInTheDocument();
  });

  it('lists every notice, unpaged, newest first with its date and new-tab link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-04-14T09:00:00'));
    stubFetch(() => newsResponse(makeNews(7)));
    renderNews();
    expect(await screen.findByText(/Notice 7:/)).toBeInTheDocument();

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2025-03-20',
      '2025-03-19',
      '2025-03-18',
      '2025-03-17',
      '2025-03-16',
      '2025-03-15',
      '2025-03-14',
    ]);
    expect(within(items[0]).getByText('20-03-2025')).toBeInTheDocument();
    items.forEach((item, index) => {
      const link = within(item).getByRole('link', { name: /^(new — )?open notice: Notice \d+/ });
      expect(link).toHaveAttribute('href', `/uploads/docs/news/notice-${index + 1}.pdf`);
      expect(link).toHaveAttribute('target', '_blank');
    });
    // A notice is 'new' for 30 days: on 14 Apr, those of 15 Mar and before are not.
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'new',
      'new',
      'new',
      'new',
      'new',
      'open',
      'open',
    ]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps notices past their last day readable under Earlier notices, and shows no such part while there are none', async () => {
    const [current, old] = makeNews(2);
    stubNetwork([() => newsResponse([current])], {
      [NEWS_ARCHIVE_PATH]: () => newsResponse([{ ...old, expires_on: '2025-03-25' }]),
    });
    renderNews();
    const archive = await screen.findByRole('region', { name: 'Earlier notices' });
    expect(within(archive).getByText(/Notice 2:/)).toBeInTheDocument();
    expect(within(archive).queryByText(/Notice 1:/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Earlier notices' })).toBeInTheDocument();
  });

  it('shows loading, then an empty message when nothing is published', async () => {
    stubFetch(() => newsResponse([]));
    renderNews();
    expect(screen.getByRole('status')).toHaveTextContent('Loading news…');
    expect(await screen.findByText(/no news or notifications have been published yet/i)).toBeInTheDocument();
  });

  it('explains a network failure and loads the list on Retry', async () => {
    const fetchMock = stubFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => newsResponse(makeNews(1)),
    );
    const user = userEvent.setup();
    renderNews();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the server');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText(/Notice 1:/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an answer in the wrong shape as a failure, not an empty list', async () => {
    stubFetch(() => newsResponse([{ title: 'no description' } as never]));
    renderNews();
    expect(await screen.findByRole('alert')).toHaveTextContent('unexpected shape');
  });
});
