import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { RemotePageProps } from '@college/remote-kit';
import OpenDataPage from './open-data-page';
import PrivacyPolicyPage from './privacy-policy-page';
import RefundCancellationPage from './refund-cancellation-page';
import TermsConditionsPage from './terms-conditions-page';
import { MemoryNavigation } from '@college/design-system';

function renderPage(Page: ComponentType<RemotePageProps>) {
  return render(
    <MemoryNavigation>
      <Page />
    </MemoryNavigation>,
  );
}

const h1 = () => screen.getByRole('heading', { level: 1 });
const section = (heading: string) => {
  // Text between this h2 and the next one.
  const h2 = screen.getByRole('heading', { level: 2, name: heading });
  const parts: string[] = [];
  for (let el = h2.nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling) parts.push(el.textContent ?? '');
  return parts.join(' ');
};

describe('Privacy Policy page', { timeout: 20_000 }, () => {
  it('says what the portal collects', () => {
    renderPage(PrivacyPolicyPage);
    expect(h1()).toHaveTextContent('Privacy Policy');
    const collected = section('What we collect');
    for (const item of ['Feedback, grievance and contact forms', 'Admission applications', 'Career (job) applications', 'upload']) {
      expect(collected).toContain(item);
    }
  });

  it('promises Aadhaar numbers are never stored in clear and data is never sold', () => {
    renderPage(PrivacyPolicyPage);
    expect(section('Aadhaar numbers')).toMatch(/never stored in clear/);
    expect(section('Who can see it')).toMatch(/do not sell, rent or trade your information/);
  });

  it('gives the office contact', () => {
    renderPage(PrivacyPolicyPage);
    expect(screen.getByRole('link', { name: 'office@fixture-college.example.org' })).toHaveAttribute(
      'href',
      'mailto:office@fixture-college.example.org',
    );
    expect(screen.getByRole('link', { name: '+91 91234 50000' })).toHaveAttribute('href', 'tel:+919123450000');
  });
});

describe('Terms & Conditions page', { timeout: 20_000 }, () => {
  it('requires users to be over 18 years', () => {
    renderPage(TermsConditionsPage);
    expect(h1()).toHaveTextContent('Terms & Conditions');
    expect(screen.getByText('over 18 years')).toBeInTheDocument();
    expect(section('Age')).toMatch(/You must be over 18 years of age to use this website/);
  });

  it('covers acceptable use and the accuracy of submissions', () => {
    renderPage(TermsConditionsPage);
    expect(screen.getByRole('heading', { level: 2, name: 'Acceptable use' })).toBeInTheDocument();
    expect(section('Accuracy of submissions')).toMatch(/must be true, complete and your own/);
    expect(screen.getByRole('link', { name: 'Refund & Cancellation' })).toHaveAttribute('href', '/RefundCancellation');
  });
});

describe('Refund & Cancellation page', { timeout: 20_000 }, () => {
  it("cites the UGC's 2024-25 refund policy with its dates", () => {
    renderPage(RefundCancellationPage);
    expect(h1()).toHaveTextContent('Refund & Cancellation');
    const table = screen.getByRole('table', { name: 'Refund of fees on cancellation of admission, session 2024-25' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => [th.textContent, th.closest('tr')?.querySelector('td')?.textContent]);
    expect(rows).toEqual([
      ['Up to 30 September 2024', 'Full refund of the fees paid.'],
      ['From 1 to 31 October 2024', 'Full refund after a deduction of at most Rs. 1,000 as processing fee.'],
      ['After 31 October 2024', "As per the UGC's notification on the refund of fees."],
    ]);
  });

  it('explains how to apply: a written application to the office', () => {
    renderPage(RefundCancellationPage);
    const steps = screen.getByRole('heading', { level: 2, name: 'How to apply for a refund' }).nextElementSibling as HTMLElement;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(steps).toHaveTextContent(/Write an application to the Principal/);
    expect(steps).toHaveTextContent(/Hand in the application at the college office/);
  });
});

describe('Open Data page', { timeout: 20_000 }, () => {
  it('credits the LGD data with provider, source and licence links', () => {
    renderPage(OpenDataPage);
    expect(h1()).toHaveTextContent('Open Data');
    expect(
      screen.getByText(/States, districts and sub-districts: Local Government Directory \(LGD\), Ministry of Panchayati Raj, Government\s+of India,/),
    ).toHaveTextContent(
      'States, districts and sub-districts: Local Government Directory (LGD), Ministry of Panchayati Raj, Government of India, https://lgdirectory.gov.in/ ↗ (another website, opens in a new tab) — Government Open Data License – India ↗ (another website, opens in a new tab)',
    );
    expect(screen.getByRole('link', { name: /^https:\/\/lgdirectory\.gov\.in\// })).toHaveAttribute(
      'href',
      'https://lgdirectory.gov.in/',
    );
    const licence = screen.getByRole('link', { name: /^Government Open Data License – India/ });
    expect(licence).toHaveAttribute('href', 'https://data.gov.in/government-open-data-license-india');
    expect(licence).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
