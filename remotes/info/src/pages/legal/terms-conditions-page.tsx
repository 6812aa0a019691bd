import { Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { OfficeContact } from './office-contact';
import messages from './terms-conditions-page.messages.json';

/** `/TermsConditions`: who may use the portal and how. */
export default function TermsConditionsPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{t('intro')}</p>

      {/* The admission form takes applicants from 14 years (AGE_RANGE in services/admissions/src/contract.ts). */}
      <h2>{t('ageTitle')}</h2>
      <p>{t('age', {})}</p>
      <p>{t('ageMinor')}</p>

      <h2>{t('useTitle')}</h2>
      <p>{t('useIntro')}</p>
      <ul>
        <li>{t('useImpersonate')}</li>
        <li>{t('useHarmful')}</li>
        <li>{t('useBreakIn')}</li>
        <li>{t('useBulk')}</li>
      </ul>

      <h2>{t('accuracyTitle')}</h2>
      <ul>
        <li>{t('accuracyTrue')}</li>
        <li>{t('accuracyFalse')}</li>
        <li>{t('accuracyNotAdmission')}</li>
        <li>{t('accuracyKeep')}</li>
      </ul>

      <h2>{t('feesTitle')}</h2>
      <p>{t('fees', { link: (chunks) => <Link to="/RefundCancellation">{chunks}</Link> })}</p>

      <h2>{t('infoTitle')}</h2>
      <p>{t('info')}</p>

      <h2>{t('privacyTitle')}</h2>
      <p>{t('privacy', { link: (chunks) => <Link to="/PrivacyPolicy">{chunks}</Link> })}</p>

      <h2>{t('changesTitle')}</h2>
      <p>{t('changes')}</p>

      <h2>{t('contactTitle')}</h2>
      <OfficeContact />
    </ContentPage>
  );
}
