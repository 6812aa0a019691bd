import { render, screen, within } from '@testing-library/react';
import { LanguageProvider, MemoryNavigation } from '@college/design-system';
import { setPageAnswers } from '@college/remote-kit';
import { cellsIn } from '@college/remote-kit/testing';
import { MERIT_LISTS_PATH } from '@college/admissions-service/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MeritListPage, { pageAnswers } from './merit-list-page';

const ANSWER = {
  result: 'success',
  data: {
    year: '2025-26',
    lists: [
      {
        course: 'B.A.',
        subject: null,
        published_at: '2025-07-20T09:30:00.000Z',
        rows: [
          { rank: 1, category_rank: 1, application_no: 'ADM2025-000002', category: 'SC' },
          { rank: 2, category_rank: 1, application_no: 'ADM2025-000003', category: 'General' },
          { rank: 3, category_rank: 2, application_no: 'ADM2025-000001', category: 'General' },
        ],
      },
      {
        course: 'M.A.',
        subject: 'Hindi',
        published_at: '2025-07-21T09:30:00.000Z',
        rows: [{ rank: 1, category_rank: 1, application_no: 'ADM2025-000009', category: 'GEN-EWS' }],
      },
    ],
  },
};

function renderPage(lang: 'en' | 'hi' = 'en') {
  // Rendered with its answer, as the gateway renders a live page: nothing is fetched.
  setPageAnswers({ [MERIT_LISTS_PATH]: ANSWER }, window.location.pathname + window.location.search);
  render(
    <LanguageProvider lang={lang}>
      <MemoryNavigation initialPath={lang === 'hi' ? '/hi/merit-list' : '/merit-list'}>
        <MeritListPage />
      </MemoryNavigation>
    </LanguageProvider>,
  );
}
afterEach(() => {
  setPageAnswers(undefined, null);
  vi.unstubAllGlobals();
});

describe('/merit-list', () => {
  it('is a live page: the published lists are in its first response', () => {
    expect(pageAnswers).toEqual([MERIT_LISTS_PATH]);
  });

  it('shows each published list by course with its date: ranks, numbers and categories only', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Merit lists' })).toBeInTheDocument();
    const ba = screen.getByRole('region', { name: 'B.A.' });
    expect(within(ba).getByText('Published on 20-07-2025')).toBeInTheDocument();
    expect(cellsIn(within(ba).getByRole('table', { name: 'Merit list: B.A.' }))).toEqual([
      ['1', 'ADM2025-000002', 'SC', '1'],
      ['2', 'ADM2025-000003', 'General', '1'],
      ['3', 'ADM2025-000001', 'General', '2'],
    ]);
    expect(screen.getByRole('table', { name: 'Merit list: M.A. – Hindi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your own application and its status' })).toHaveAttribute(
      'href',
      '/admission/status',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when nothing is published', () => {
    setPageAnswers({ [MERIT_LISTS_PATH]: { result: 'success', data: { year: '2025-26', lists: [] } } }, '/');
    render(
      <MemoryNavigation initialPath="/merit-list">
        <MeritListPage />
      </MemoryNavigation>,
    );
    expect(screen.getByText('No merit list has been published yet. Please check again later.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('in Hindi: headings, columns, categories and the date', () => {
    renderPage('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरिट सूची' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'मेरिट सूची: बी.ए.' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['रैंक', 'आवेदन संख्या', 'श्रेणी', 'श्रेणी में रैंक']);
    expect(cellsIn(table)[1]).toEqual(['2', 'ADM2025-000003', 'सामान्य', '1']);
    expect(screen.getByText('20-07-2025 को प्रकाशित')).toBeInTheDocument();
  });
});
