import { Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { OfficeContact } from './office-contact';
import messages from './privacy-policy-page.messages.json';

/** `/PrivacyPolicy`: what the portal collects, why, who sees it, and how it is protected. */
export default function PrivacyPolicyPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{t('intro')}</p>

      <h2>{t('collectTitle')}</h2>
      <p>{t('collectIntro')}</p>
      <ul>
        <li>{t('collectForms', {})}</li>
        <li>{t('collectSamarth', {})}</li>
        <li>{t('collectAdmission', {})}</li>
        <li>{t('collectFees', {})}</li>
        <li>{t('collectCareers', {})}</li>
        <li>{t('collectResults', {})}</li>
      </ul>
      <p>{t('technical')}</p>

      {/* As the admissions service keeps it (services/admissions/src/aadhaar-vault.ts): a keyed hash
          to find the application, an AES-GCM copy under the college's key, the last 4 digits shown. */}
      <h2>{t('aadhaarTitle')}</h2>
      <p>{t('aadhaarClear')}</p>
      <ul>
        <li>{t('aadhaarCode', {})}</li>
        <li>{t('aadhaarEncrypted', {})}</li>
      </ul>
      <p>{t('aadhaarShown')}</p>
      <p>{t('aadhaarCard')}</p>

      <h2>{t('useTitle')}</h2>
      <ul>
        <li>{t('useProcess')}</li>
        <li>{t('useAnswer')}</li>
        <li>{t('useRecords')}</li>
      </ul>
      <p>{t('published')}</p>

      <h2>{t('whoTitle')}</h2>
      <p>{t('who')}</p>

      <h2>{t('keepTitle')}</h2>
      <p>{t('keep')}</p>

      <h2>{t('choicesTitle')}</h2>
      <p>{t('choices', { link: (chunks) => <Link to="/TermsConditions">{chunks}</Link> })}</p>

      <h2>{t('contactTitle')}</h2>
      <p>{t('contact')}</p>
      <OfficeContact />
    </ContentPage>
  );
}
