import { screen, within } from '@testing-library/react';
import OpenDataPage from './open-data-page';
import PrivacyPolicyPage from './privacy-policy-page';
import RefundCancellationPage from './refund-cancellation-page';
import TermsConditionsPage from './terms-conditions-page';
import { h1, renderPage, section } from '../../testing/hindi';

describe('Privacy Policy page', { timeout: 20_000 }, () => {
  it('says what the portal collects', () => {
    renderPage(PrivacyPolicyPage);
    expect(h1()).toHaveTextContent('Privacy Policy');
    const collected = section('What we collect');
    for (const item of [
      'Feedback, grievance and contact forms',
      'Admission applications',
      'Career (job) applications',
      'upload',
    ]) {
      expect(collected).toContain(item);
    }
  });

  it('says how the Aadhaar number is kept: a one-way code and an encrypted copy, shown by its last 4 digits, never logged', () => {
    renderPage(PrivacyPolicyPage);
    const aadhaar = section('Aadhaar numbers');
    expect(aadhaar).toMatch(/never stored in clear/);
    expect(aadhaar).toMatch(/a one-way code, made with a secret key of the college, used to find your application/);
    expect(aadhaar).toMatch(/an encrypted copy, which only the college's own key can read/);
    expect(aadhaar).toMatch(/never shown whole: .* only its last 4 digits/);
    expect(aadhaar).toMatch(/never written to the portal's logs/);
    expect(section('Who can see it')).toMatch(/do not sell, rent or trade your information/);
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
  it('lets applicants of 14 or more use the forms (as the admission form does), with a parent or guardian under 18', () => {
    renderPage(TermsConditionsPage);
    expect(h1()).toHaveTextContent('Terms & Conditions');
    expect(screen.getByText('14 years of age or more')).toBeInTheDocument();
    const age = section('Age');
    expect(age).toMatch(/Applicants of 14 years of age or more may use its forms/);
    expect(age).toMatch(
      /under 18 years of age, a parent or guardian should help you fill in the forms and give their consent/,
    );
    expect(age).not.toMatch(/over 18/);
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
      ['Up to 30-09-2024', 'Full refund of the fees paid.'],
      ['From 01-10-2024 to 31-10-2024', 'Full refund after a deduction of at most ₹1,000 as processing fee.'],
      ['After 31-10-2024', "As per the UGC's notification on the refund of fees."],
    ]);
  });

  it('explains how to apply: a written application to the office', () => {
    renderPage(RefundCancellationPage);
    const steps = screen.getByRole('heading', { level: 2, name: 'How to apply for a refund' })
      .nextElementSibling as HTMLElement;
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
      screen.getByText(
        /States, districts and sub-districts: Local Government Directory \(LGD\), Ministry of Panchayati Raj, Government\s+of India,/,
      ),
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

describe('the legal pages in Hindi', { timeout: 20_000 }, () => {
  it('the privacy policy says in Hindi how the Aadhaar number is kept', () => {
    renderPage(PrivacyPolicyPage, 'hi');
    expect(h1()).toHaveTextContent('गोपनीयता नीति');
    const aadhaar = section('आधार संख्या');
    expect(aadhaar).toMatch(/एक एकतरफ़ा कोड/);
    expect(aadhaar).toMatch(/एक कूटबद्ध \(एन्क्रिप्टेड\) प्रति, जिसे केवल महाविद्यालय की अपनी कुंजी से पढ़ा जा सकता है/);
    expect(aadhaar).toMatch(/केवल उसके अंतिम 4 अंक दिखते हैं/);
    expect(aadhaar).toMatch(/लॉग में कभी नहीं लिखी जाती/);
    // Links keep the language: the Hindi terms page.
    expect(screen.getByRole('link', { name: 'नियम एवं शर्तें' })).toHaveAttribute('href', '/hi/TermsConditions');
  });

  it('the terms let applicants of 14 or more use the forms, in Hindi', () => {
    renderPage(TermsConditionsPage, 'hi');
    expect(h1()).toHaveTextContent('नियम एवं शर्तें');
    expect(section('आयु')).toMatch(/14 वर्ष या उससे अधिक आयु के आवेदक इसके फ़ॉर्म का उपयोग कर सकते हैं/);
  });

  it('the refund table gives its dates as dd-mm-yyyy and the amount in rupees, in Hindi', () => {
    renderPage(RefundCancellationPage, 'hi');
    const table = screen.getByRole('table', { name: 'प्रवेश निरस्त होने पर शुल्क की वापसी, शैक्षणिक सत्र 2024-25' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['30-09-2024 तक', '01-10-2024 से 31-10-2024 तक', '31-10-2024 के बाद']);
    expect(table).toHaveTextContent('अधिकतम ₹1,000 प्रसंस्करण शुल्क काटकर');
    expect(screen.getByText(/फ़ोन:/)).toHaveTextContent('फ़ोन: +91 91234 50000');
  });
});
