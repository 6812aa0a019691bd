import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';

// The footer shows the college's settings (settings/college.json, demo values).
function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it("gives the college's full postal address with PIN, phone, e-mail and office hours", () => {
    const contact = renderFooter().querySelector('address')!;
    expect(contact.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''))).toEqual([
      'Gramin Mahavidyalaya',
      'College Campus, Village Road',
      'Near Gramin Bazar, 20 km from the district headquarters',
      'Example District, Uttar Pradesh 221001',
      'Phone: +91 98765 43210',
      'E-mail: office@college.example.in',
      'Office hours: Monday to Saturday, 09:30 to 16:00',
    ]);
    expect(within(contact).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(contact).getByRole('link', { name: 'office@college.example.in' })).toHaveAttribute(
      'href',
      'mailto:office@college.example.in',
    );
  });

  it('links the three outside sites in new tabs and shows the national anti-ragging helpline', () => {
    const footer = renderFooter();
    const partners = within(footer).getByRole('region', { name: 'Regulators & partners' });
    for (const [name, href] of [
      ['National Council for Teacher Education', 'https://ncte.gov.in/'],
      ['Affiliating State University', 'https://www.ugc.gov.in/'],
      ['Anti-Ragging (UGC)', 'https://www.antiragging.in/'],
    ]) {
      const link = within(partners).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(within(partners).getByRole('link', { name: '1800-180-5522' })).toHaveAttribute('href', 'tel:18001805522');
    expect(within(partners).getByRole('link', { name: 'helpline@antiragging.in' })).toBeInTheDocument();
  });

  it('credits the designer with a link', () => {
    expect(within(renderFooter()).getByRole('link', { name: 'College Web Team' })).toHaveAttribute('href', '/contact');
  });
});
