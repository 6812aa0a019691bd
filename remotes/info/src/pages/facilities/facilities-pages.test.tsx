import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { RemotePageProps } from '@college/remote-kit';
import CollegeCampusPage from './college-campus-page';
import ComputerCenterPage from './computer-center-page';
import GalleryPage from './gallery-page';
import LabPage from './lab-page';
import LibraryPage from './library-page';
import NssPage from './nss-page';
import SmartClassPage from './smart-class-page';
import SportsPage from './sports-page';
import SwayamPrabhaPage from './swayam-prabha-page';
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
const imagesOf = (root: HTMLElement = document.body) => within(root).queryAllByRole('img') as HTMLImageElement[];

describe('Facilities pages', { timeout: 20_000 }, () => {
  it.each([
    ['Smart Classroom', SmartClassPage],
    ['Laboratories', LabPage],
    ['Library', LibraryPage],
    ['Sports', SportsPage],
    ['National Service Scheme (NSS)', NssPage],
    ['Computer Center', ComputerCenterPage],
    ['College Campus', CollegeCampusPage],
    ['Swayam Prabha', SwayamPrabhaPage],
    ['Gallery', GalleryPage],
  ] as const)('%s: one h1, sections as h2, every picture sized and described', (title, Page) => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1()).toHaveTextContent(title);
    // Sections sit under the h1 as h2 (cards as h3); the gallery is one grid of captioned pictures.
    if (Page !== GalleryPage) expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);

    const images = imagesOf();
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img.getAttribute('alt')?.trim()).toBeTruthy();
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('Smart Classroom: projectors and interactive boards, and the online-classes note', () => {
    renderPage(SmartClassPage);
    expect(screen.getByText(/projector and an interactive board/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Online classes' })).toBeInTheDocument();
    expect(screen.getByText(/classes can also be attended online/i)).toBeInTheDocument();
    expect(screen.getByText(/Teachers share the link to each online class/i)).toBeInTheDocument();
    expect(screen.getByText(/Where a lecture has been recorded/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'News & Notifications' })).toHaveAttribute('href', '/news');
  });

  it('Laboratories: one card per lab, all seven named', () => {
    renderPage(LabPage);
    const list = screen.getByRole('region', { name: 'Our laboratories' });
    const cards = within(list).getAllByRole('heading', { level: 3 });
    expect(cards.map((heading) => heading.textContent)).toEqual([
      'Physics Laboratory',
      'Chemistry Laboratory',
      'Biology Laboratory',
      'Zoology Laboratory',
      'Botany Laboratory',
      'Home Science Laboratory',
      'Geography Laboratory',
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const images = imagesOf(list);
    expect(images).toHaveLength(7);
    // The first card may load at once; the rest are below the fold.
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('Library: books, hours, borrowing limits, fines and the rules link', () => {
    renderPage(LibraryPage);
    expect(screen.getByText(/about 10,000 books/i)).toBeInTheDocument();
    expect(screen.getAllByText(/10 a\.m\. to 4 p\.m\./).length).toBeGreaterThan(0);

    const limits = screen.getByRole('table', { name: 'Books a member may borrow at one time' });
    const rows = within(limits)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Faculty member', '5'],
      ['Non-teaching staff', '2'],
      ['Student', '3'],
    ]);

    expect(screen.getByText('₹5 per day')).toBeInTheDocument();
    expect(screen.getByText('₹20')).toBeInTheDocument();
    expect(screen.getByText(/double its cost/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rules and Regulations for the Library' })).toHaveAttribute(
      'href',
      '/library-rules-and-regulations',
    );
  });

  it('Sports: playground and Physical Education', () => {
    renderPage(SportsPage);
    expect(screen.getByText(/playground on the campus/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Physical Education as a subject' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'undergraduate courses' })).toHaveAttribute('href', '/undergraduate');
  });

  it('NSS: the college has 2 units', () => {
    renderPage(NssPage);
    expect(screen.getByText('The college has 2 NSS units.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('NSS units at the college').nextElementSibling).toHaveTextContent('2');
  });

  it('Computer Center: about 20 computers, 20 Mbps broadband and the course list', () => {
    renderPage(ComputerCenterPage);
    expect(screen.getByText(/about 20 computers connected to a 20 Mbps broadband line/i)).toBeInTheDocument();

    const courses = screen.getByRole('region', { name: 'Courses' });
    const items = within(courses).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText((_, el) => el?.tagName === 'STRONG').textContent)).toEqual([
      'Basics of computers',
      'MS Office / LibreOffice',
      'Internet and e-mail',
      'Hindi and English typing',
      'Tally and accounting basics',
      'CCC preparation',
    ]);
  });

  it('College Campus: an overview and a card linking to every facility page', () => {
    renderPage(CollegeCampusPage);
    expect(screen.getByText(/about 20 km from the district city/i)).toBeInTheDocument();

    const facilities = screen.getByRole('region', { name: 'Our facilities' });
    const cards = within(facilities).getAllByRole('heading', { level: 3 });
    expect(
      cards.map((heading) => [heading.textContent, within(heading).getByRole('link').getAttribute('href')]),
    ).toEqual([
      ['Smart Classrooms', '/smartClass'],
      ['Laboratories', '/lab'],
      ['Library', '/library'],
      ['Sports', '/sports'],
      ['National Service Scheme (NSS)', '/nss'],
      ['Computer Center', '/computer-center'],
      ['Swayam Prabha', '/swyamPrabha'],
    ]);
    expect(imagesOf(facilities).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
  });

  it('Swayam Prabha: explains the channels and opens each outside link in a new tab', () => {
    renderPage(SwayamPrabhaPage);
    expect(screen.getByText(/educational television channels run by the Government of India/i)).toBeInTheDocument();

    const links = within(screen.getByRole('region', { name: 'Useful links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.swayamprabha.gov.in/',
      'https://swayam.gov.in/',
      'https://ndl.iitkgp.ac.in/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(another website, opens in a new tab\)$/);
    }
    expect(screen.getByRole('link', { name: /^National Digital Library of India/ })).toBeInTheDocument();
  });
});

describe('Facilities pages in Hindi', { timeout: 20_000 }, () => {
  it.each([
    ['स्मार्ट कक्षा', SmartClassPage],
    ['प्रयोगशालाएँ', LabPage],
    ['पुस्तकालय', LibraryPage],
    ['खेलकूद', SportsPage],
    ['राष्ट्रीय सेवा योजना (एन.एस.एस.)', NssPage],
    ['कंप्यूटर केंद्र', ComputerCenterPage],
    ['महाविद्यालय परिसर', CollegeCampusPage],
    ['स्वयं प्रभा', SwayamPrabhaPage],
    ['चित्र दीर्घा', GalleryPage],
  ] as const)('%s: a Hindi h1, Hindi alt texts and no English left', (title, Page) => {
    renderInHindi(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const img of imagesOf()) expect(img.alt).toMatch(/[\u0900-\u097F]/);
    expect(englishWords()).toEqual([]);
  });

  it('shows the library borrowing limits and charges in Hindi, in rupees', () => {
    renderInHindi(LibraryPage);
    const limits = screen.getByRole('table', { name: 'एक सदस्य एक समय में कितनी पुस्तकें ले सकता है' });
    expect(
      within(limits)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['शिक्षक', 'शिक्षणेतर कर्मचारी', 'विद्यार्थी']);
    expect(screen.getByText('₹5 प्रतिदिन')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पुस्तकालय के नियम एवं विनियम' })).toHaveAttribute(
      'href',
      '/hi/library-rules-and-regulations',
    );
  });
});
