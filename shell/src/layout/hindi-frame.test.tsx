import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LanguageProvider } from '@college/design-system';
import { addressLines } from '../../../settings/src/format';
import { TEST_SETTINGS as S } from '../../../settings/test/fixture';
import { RemoteBoundary } from '../federation/remote-boundary';
import { RemoteLoadError } from '../federation/runtime-plugin';
import { FOOTER_LINKS, NAV } from '../site';
import { Footer } from './footer';
import { Header } from './header';

// Issue 23: the frame of a /hi/ page is Hindi, and its links stay on Hindi pages.
const HI = S.hi!;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderFrame(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <LanguageProvider lang="hi">
        <Header />
        <Footer />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </LanguageProvider>
    </MemoryRouter>,
  );
}

const allLinks = NAV.flatMap((item) => ('links' in item ? item.links : [item]));

describe('the frame of a Hindi page', () => {
  it('the header: skip link, name, menu button and main menu in Hindi, every link to a /hi/ page', () => {
    renderFrame('/hi/');
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: `${HI.name} मुखपृष्ठ` })).toHaveAttribute('href', '/hi/');
    expect(screen.getByText(HI.tagline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेनू' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    for (const name of ['परिचय', 'पाठ्यक्रम', 'छात्र', 'प्रवेश', 'सुविधाएँ'])
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    const hrefs = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(allLinks.map((link) => (link.to === '/' ? '/hi/' : `/hi${link.to}`)));
    expect(within(nav).getByRole('link', { name: 'मुखपृष्ठ' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the current page on a /hi/ address and navigates to Hindi pages from the menu', async () => {
    const user = userEvent.setup();
    renderFrame('/hi/history');
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'इतिहास', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'मुखपृष्ठ' })).not.toHaveAttribute('aria-current');
    await user.click(within(nav).getByRole('button', { name: 'पाठ्यक्रम' }));
    await user.click(within(nav).getByRole('link', { name: 'स्नातकोत्तर' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/hi/postgraduate');
  });

  it('the footer: headings, contact lines, office hours and quick links in Hindi', () => {
    renderFrame('/hi/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'नियामक एवं सहयोगी संस्थाएँ' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'राष्ट्रीय रैगिंग-निरोधक हेल्पलाइन' })).toBeInTheDocument();
    expect(within(footer).getByText(/टोल फ्री:/)).toBeInTheDocument();
    const contact = footer.querySelector('address')!;
    const { phone, email, officeHours } = S.contact;
    expect(contact.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''))).toEqual([
      HI.name,
      ...addressLines({ ...S.address, ...HI.address }),
      `फ़ोन: ${phone}`,
      `ई-मेल: ${email}`,
      `कार्यालय समय: ${HI.officeHoursDays}, ${officeHours.opens} से ${officeHours.closes}`,
    ]);
    const quick = within(footer).getByRole('navigation', { name: 'त्वरित लिंक' });
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      FOOTER_LINKS.map((link) => (link.to === '/' ? '/hi/' : `/hi${link.to}`)),
    );
    for (const name of ['वेबसाइट नीतियाँ', 'सुगम्यता विवरण', 'स्क्रीन रीडर सुविधा', 'सहायता'])
      expect(within(quick).getByRole('link', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
  });

  it("names the outside sites and the designer from the settings' Hindi", () => {
    renderFrame('/hi/');
    const partners = screen.getByRole('region', { name: 'नियामक एवं सहयोगी संस्थाएँ' });
    for (const name of HI.outsideSites) {
      expect(
        within(partners).getByRole('link', {
          name: (accessible) => accessible.startsWith(name) && accessible.includes('दूसरी वेबसाइट'),
        }),
      ).toBeInTheDocument();
    }
    const designer = screen.getByRole('link', { name: (name) => name.startsWith(HI.designerLabel) });
    if (S.designer.href.startsWith('/')) expect(designer).toHaveAttribute('href', `/hi${S.designer.href}`);
    expect(designer.parentElement).toHaveTextContent(`${HI.name}। वेबसाइट निर्माण: ${HI.designerLabel}`);
  });

  it('a section that cannot load says so in Hindi, with a Hindi Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new RemoteLoadError('records/Faculty', new Error('404'));
    }
    function Harness() {
      const [fixed, setFixed] = useState(false);
      return (
        <RemoteBoundary title="संकाय" onRetry={() => setFixed(true)}>
          {fixed ? <h1>संकाय पृष्ठ</h1> : <Broken />}
        </RemoteBoundary>
      );
    }
    render(
      <LanguageProvider lang="hi">
        <Harness />
      </LanguageProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('यह भाग लोड नहीं हो सका');
    expect(screen.getByRole('alert')).toHaveTextContent('“संकाय” डाउनलोड नहीं हो सका।');
    await userEvent.click(screen.getByRole('button', { name: 'फिर से प्रयास करें' }));
    expect(screen.getByRole('heading', { name: 'संकाय पृष्ठ' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
