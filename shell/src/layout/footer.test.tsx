import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { addressLines } from '../../../settings/src/format';
import { TEST_SETTINGS as S } from '../../../settings/test/fixture';
import { Footer } from './footer';

/** What the design system's ExternalLink adds to a link's name. */
const EXTERNAL_LINK_NOTE = '(another website, opens in a new tab)';

// The footer shows the college's settings: those of the fixture this run uses (vitest.config.ts).
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
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
    const { phone, email, officeHours } = S.contact;
    expect(contact.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''))).toEqual([
      S.name,
      ...addressLines(S.address),
      `Phone: ${phone}`,
      `E-mail: ${email}`,
      `Office hours: ${officeHours.days}, ${officeHours.opens} to ${officeHours.closes}`,
    ]);
    expect(within(contact).getByRole('link', { name: phone })).toHaveAttribute('href', tel(phone));
    expect(within(contact).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });

  it('links the outside sites in new tabs and shows the national anti-ragging helpline', () => {
    const footer = renderFooter();
    const partners = within(footer).getByRole('region', { name: 'Regulators & partners' });
    for (const { name, href } of S.outsideSites) {
      // The note follows the name (a space between them in a browser; jsdom's name leaves it out).
      const link = within(partners).getByRole('link', {
        name: (accessible) => accessible.replace(/\s+/g, '') === `${name}${EXTERNAL_LINK_NOTE}`.replace(/\s+/g, ''),
      });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    const helpline = S.helplines.nationalAntiRagging;
    expect(within(partners).getByRole('link', { name: helpline.phone })).toHaveAttribute('href', tel(helpline.phone));
    expect(within(partners).getByRole('link', { name: helpline.email })).toBeInTheDocument();
  });

  it('credits the designer with a link', () => {
    // A page of this site, or another site (the second fixture has one: its name says new tab).
    const { label, href } = S.designer;
    const link = within(renderFooter()).getByRole('link', { name: (name) => name.startsWith(label) });
    expect(link).toHaveAttribute('href', href);
  });
});
