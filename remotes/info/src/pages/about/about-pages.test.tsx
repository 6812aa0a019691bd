import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { RemotePageProps } from '@college/remote-kit';
import HistoryPage from './history-page';
import KulgeetPage from './kulgeet-page';
import ManagerMessagePage from './manager-message-page';
import MissionVisionPage from './mission-vision-page';
import ObjectivePage from './objective-page';
import PrincipalMessagePage from './principal-message-page';
import { MemoryNavigation } from '@college/design-system';
import { englishWords, renderInHindi } from '../../testing/hindi';

function renderPage(Page: ComponentType<RemotePageProps>) {
  return render(
    <MemoryNavigation>
      <Page />
    </MemoryNavigation>,
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('About pages', { timeout: 20_000 }, () => {
  it.each([
    ['College History', HistoryPage],
    ['Mission and Vision', MissionVisionPage],
    ['Objective', ObjectivePage],
    ["Manager's Message", ManagerMessagePage],
    ["Principal's Message", PrincipalMessagePage],
    ['College Kulgeet', KulgeetPage],
  ] as const)('%s has its title as the only h1', (title, Page) => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1()).toHaveTextContent(title);
  });

  it('tells the history: a society under its president, 20 km from the city, 5 km before the market, for girls', () => {
    renderPage(HistoryPage);
    expect(
      screen.getByText(/founded by an educational society under the leadership of its president/),
    ).toBeInTheDocument();
    expect(screen.getByText(/about 20 km from the district city, 5 km before the local market/)).toBeInTheDocument();
    expect(screen.getByText(/no other college in this area/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Whom we serve' })).toBeInTheDocument();
    expect(screen.getByText(/served girls in particular/)).toBeInTheDocument();
  });

  it('states the vision and the mission', () => {
    renderPage(MissionVisionPage);
    expect(screen.getByRole('heading', { level: 2, name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
  });

  it('lists the objectives under headings', () => {
    renderPage(ObjectivePage);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Access',
      'Learning',
      'Character and service',
      'Openness',
    ]);
    expect(screen.getByRole('link', { name: 'online grievances' })).toHaveAttribute('href', '/complaints');
  });

  it.each([
    [ManagerMessagePage, 'Portrait of the Manager (placeholder drawing)'],
    [PrincipalMessagePage, 'Portrait of the Principal (placeholder drawing)'],
  ] as const)('shows a sized portrait with alt text (%#)', (Page, alt) => {
    renderPage(Page);
    const img = screen.getByRole('img', { name: alt });
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '280');
    expect(img.getAttribute('src')).toMatch(/\S/);
  });

  it('shows the kulgeet image with alt text and its words as text', () => {
    renderPage(KulgeetPage);
    const img = screen.getByRole('img', { name: /college kulgeet, “O Temple of Learning”/i });
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '660');
    expect(img.getAttribute('src')).toMatch(/\S/);
    const words = screen.getByRole('region', { name: 'Words of the kulgeet: O Temple of Learning' });
    expect(words).toHaveTextContent('O temple of learning among the fields,');
    expect(words).toHaveTextContent('our lives will be faithful and true.');
  });
});

describe('About pages in Hindi', { timeout: 20_000 }, () => {
  it.each([
    ['महाविद्यालय का इतिहास', HistoryPage],
    ['ध्येय एवं दृष्टि', MissionVisionPage],
    ['उद्देश्य', ObjectivePage],
    ['प्रबंधक का संदेश', ManagerMessagePage],
    ['प्राचार्य का संदेश', PrincipalMessagePage],
    ['महाविद्यालय कुलगीत', KulgeetPage],
  ] as const)('%s: a Hindi h1 and no English left outside passages marked English', (title, Page) => {
    renderInHindi(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(englishWords()).toEqual([]);
  });

  it("keeps the kulgeet's own words, marked as English, under a Hindi heading and a Hindi alt text", () => {
    renderInHindi(KulgeetPage);
    expect(screen.getByRole('img', { name: /महाविद्यालय का कुलगीत “विद्या का मंदिर”/ })).toBeInTheDocument();
    const words = screen.getByRole('region', { name: 'कुलगीत के बोल: विद्या का मंदिर' });
    const verse = within(words).getByText(/O temple of learning among the fields,/);
    expect(verse.closest('p')).toHaveAttribute('lang', 'en');
  });

  it("links the principal's message to the Hindi rules and grievance pages", () => {
    renderInHindi(PrincipalMessagePage);
    expect(screen.getByRole('link', { name: 'महाविद्यालय के नियम' })).toHaveAttribute(
      'href',
      '/hi/college-rules-and-regulations',
    );
    expect(screen.getByRole('link', { name: 'ऑनलाइन शिकायत फ़ॉर्म' })).toHaveAttribute('href', '/hi/complaints');
    expect(screen.getByRole('img', { name: 'प्राचार्य का चित्र (अस्थायी रेखाचित्र)' })).toBeInTheDocument();
  });
});
