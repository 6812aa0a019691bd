import { screen, within } from '@testing-library/react';
import { siteFor } from '@college/remote-kit';
import { APPLICANT_FILES, SCREENSHOT_RULE } from '../../../../../services/admissions/src/contract';
import { CAREER_FILES } from '../../../../../services/careers/src/contract';
import AccessibilityStatementPage from './accessibility-statement-page';
import HelpPage, { FILE_LIMITS } from './help-page';
import ScreenReaderAccessPage from './screen-reader-access-page';
import WebsitePoliciesPage from './website-policies-page';
import { h1, renderPage, section } from '../../testing/hindi';

describe('Accessibility Statement', { timeout: 20_000 }, () => {
  it('names the standard, the known limits, how to report a barrier and the officer', () => {
    renderPage(AccessibilityStatementPage);
    expect(h1()).toHaveTextContent('Accessibility Statement');
    expect(section('Standards we follow')).toMatch(/WCAG\) 2\.1 at level AA.*GIGW\) 3\.0/);
    expect(section('Known limitations')).toMatch(/PDF.*scanned.*English only/s);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    const officer = siteFor('en').officers.grievance;
    expect(section('Officer to contact')).toContain(officer.name);
    expect(screen.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
    expect(section('Date of this statement')).toContain('26-11-2026');
    expect(screen.getByText(/Last reviewed:/)).toHaveTextContent('Last reviewed: 26-11-2026');
  });

  it('is all Hindi on a Hindi page, with the officer in Hindi', () => {
    renderPage(AccessibilityStatementPage, 'hi');
    expect(h1()).toHaveTextContent('सुगम्यता विवरण');
    expect(section('ज्ञात सीमाएँ')).toMatch(/पीडीएफ़/);
    expect(screen.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
    expect(section('संपर्क अधिकारी')).toContain(siteFor('hi').officers.grievance.name);
    expect(screen.getByText(/अंतिम समीक्षा:/)).toHaveTextContent('26-11-2026');
  });
});

describe('Screen Reader Access', { timeout: 20_000 }, () => {
  it('lists the screen readers with their type and a link that says it leaves the site', () => {
    renderPage(ScreenReaderAccessPage);
    const table = screen.getByRole('table', { name: 'Screen readers' });
    const nvda = within(table).getByRole('row', { name: /NVDA/ });
    expect(nvda).toHaveTextContent('Free');
    expect(within(nvda).getByRole('link')).toHaveAttribute('href', 'https://www.nvaccess.org/');
    expect(within(nvda).getByRole('link')).toHaveAttribute('target', '_blank');
    expect(within(table).getByRole('row', { name: /JAWS/ })).toHaveTextContent('Commercial');
    for (const name of ['TalkBack', 'VoiceOver', 'Orca'])
      expect(within(table).getByRole('rowheader', { name })).toHaveAttribute('lang', 'en');
    expect(section('Reading pages in Hindi')).toMatch(/Hindi voice/);
  });

  it('says it in Hindi, the product names marked English', () => {
    renderPage(ScreenReaderAccessPage, 'hi');
    expect(h1()).toHaveTextContent('स्क्रीन रीडर सुविधा');
    const table = screen.getByRole('table', { name: 'स्क्रीन रीडर' });
    expect(within(table).getByRole('row', { name: /NVDA/ })).toHaveTextContent('निःशुल्क');
    expect(within(table).getByRole('rowheader', { name: 'NVDA' })).toHaveAttribute('lang', 'en');
  });
});

describe('Help', { timeout: 20_000 }, () => {
  it('gives the upload limits the services enforce', () => {
    const limit = (id: string) => FILE_LIMITS.find((file) => file.id === id)!.maxBytes;
    expect(limit('admissionPhoto')).toBe(APPLICANT_FILES.photo.maxBytes);
    expect(limit('admissionSignature')).toBe(APPLICANT_FILES.signature.maxBytes);
    expect(limit('admissionDocuments')).toBe(APPLICANT_FILES.highschool.maxBytes);
    expect(limit('paymentScreenshot')).toBe(SCREENSHOT_RULE.maxBytes);
    expect(limit('careerPhoto')).toBe(CAREER_FILES.photo.maxBytes);
    expect(limit('careerCv')).toBe(CAREER_FILES.cv.maxBytes);
    expect(FILE_LIMITS.find((file) => file.id === 'careerCv')!.formats).toBe('PDF');
    expect(APPLICANT_FILES.photo.kinds).toEqual(['jpeg', 'png']);
  });

  it('shows the files table, the sitemap link and whom to contact', () => {
    renderPage(HelpPage);
    expect(h1()).toHaveTextContent('Help');
    expect(screen.getByRole('rowheader', { name: 'Admission form: photograph' }).closest('tr')).toHaveTextContent(
      'JPEG, PNG100 KB',
    );
    expect(screen.getByRole('rowheader', { name: 'Job application: CV' }).closest('tr')).toHaveTextContent('PDF2 MB');
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
    expect(screen.getByRole('link', { name: siteFor('en').email })).toBeInTheDocument();
  });

  it('says it in Hindi', () => {
    renderPage(HelpPage, 'hi');
    expect(h1()).toHaveTextContent('सहायता');
    expect(screen.getByRole('link', { name: 'साइटमैप' })).toHaveAttribute('href', '/hi/sitemap');
    expect(screen.getByRole('rowheader', { name: 'प्रवेश आवेदन पत्र: हस्ताक्षर' }).closest('tr')).toHaveTextContent('50 KB');
    expect(screen.getByText('Ctrl+F')).toHaveAttribute('lang', 'en');
  });
});

describe('Website Policies', { timeout: 20_000 }, () => {
  it('covers every policy GIGW asks for, true to the system', () => {
    renderPage(WebsitePoliciesPage);
    expect(h1()).toHaveTextContent('Website Policies');
    for (const heading of [
      'Copyright policy',
      'Hyperlinking policy',
      'Privacy policy',
      'Terms and conditions',
      'Content review policy',
      'Content archival policy',
      'Contingency and security',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(section('Privacy policy')).toMatch(/one-way code.*encrypted copy.*never shown/s);
    expect(section('Privacy policy')).toMatch(/14 years.*under 18.*parent or guardian/s);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/PrivacyPolicy');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/TermsConditions');
    expect(section('Content review policy')).toMatch(/at least once a year/);
  });

  it('says it in Hindi', () => {
    renderPage(WebsitePoliciesPage, 'hi');
    expect(h1()).toHaveTextContent('वेबसाइट नीतियाँ');
    expect(section('गोपनीयता नीति')).toMatch(/कूटबद्ध/);
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/PrivacyPolicy');
    expect(screen.getByText(/अंतिम समीक्षा:/)).toBeInTheDocument();
  });
});
