import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider, type Lang } from '@college/design-system';
import { PUBLIC_PAGES, ROUTES, routeTitle } from '../routes/route-table';
import { Sitemap, sitemapGroups } from './sitemap';

function renderSitemap(lang: Lang) {
  return render(
    <MemoryRouter>
      <LanguageProvider lang={lang}>
        <Sitemap />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

describe('sitemap', { timeout: 20_000 }, () => {
  it('puts every public page in exactly one group, and no office or parameter route', () => {
    const listed = sitemapGroups().flatMap((group) => group.routes.map((route) => route.path));
    expect([...listed].sort()).toEqual(PUBLIC_PAGES.map((route) => route.path).sort());
    expect(listed.some((path) => path.startsWith('/office') || path.includes(':'))).toBe(false);
    expect(PUBLIC_PAGES.length).toBeGreaterThan(50);
    expect(PUBLIC_PAGES.length).toBe(
      ROUTES.filter((route) => !route.path.startsWith('/office') && !route.path.includes(':')).length,
    );
  });

  it('groups pages as the menus do', () => {
    const group = (id: string) =>
      sitemapGroups()
        .find((g) => g.id === id)
        ?.routes.map((route) => route.path);
    expect(group('about')).toEqual(['/history', '/mission&vision', '/objective']);
    expect(group('facilities')).toContain('/swyamPrabha');
    expect(group('policies')).toEqual(
      expect.arrayContaining(['/accessibility-statement', '/help', '/website-policies', '/sitemap']),
    );
  });

  it('links every page with its English title on the English page', () => {
    renderSitemap('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(PUBLIC_PAGES.length);
    expect(screen.getByRole('link', { name: 'Mission and Vision' })).toHaveAttribute('href', '/mission&vision');
    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByRole('link', { name: 'College History' })).toHaveAttribute('href', '/history');
  });

  it('links the Hindi pages with their Hindi titles on the Hindi page', () => {
    renderSitemap('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'साइटमैप' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(PUBLIC_PAGES.length);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/hi\//);
    const news = PUBLIC_PAGES.find((route) => route.path === '/news')!;
    expect(screen.getByRole('link', { name: routeTitle(news, 'hi') })).toHaveAttribute('href', '/hi/news');
    expect(screen.getByRole('region', { name: 'परिचय' })).toBeInTheDocument();
  });
});
