import type { ReactNode } from 'react';
import { Link, useCatalogue } from '@college/design-system';
import { useSite, type RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { GIGW_REVIEWED } from './gigw';
import { PhoneAndEmail } from './phone-and-email';
import messages from './website-policies.messages.json';

const linkTo = (to: string) => (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;

/**
 * `/website-policies` (GIGW 3.0): copyright, hyperlinking, privacy and terms in brief (the full
 * texts have pages of their own), content review and archival, contingency.
 */
export default function WebsitePoliciesPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  const site = useSite();
  return (
    <ContentPage title={text('title')} reviewed={GIGW_REVIEWED}>
      <p>{text('intro', { college: site.name })}</p>

      <h2>{text('copyrightTitle')}</h2>
      <p>{text('copyright')}</p>

      <h2>{text('linkingTitle')}</h2>
      <p>{t('linksOut', {})}</p>
      <p>{t('linksIn', {})}</p>

      <h2>{text('privacyTitle')}</h2>
      <p>{text('privacyCollect')}</p>
      <p>{text('privacyAadhaar')}</p>
      <p>{text('privacyAge')}</p>
      <p>{t('privacyMore', { link: linkTo('/PrivacyPolicy') })}</p>

      <h2>{text('termsTitle')}</h2>
      <p>{text('terms')}</p>
      <p>{t('termsMore', { link: linkTo('/TermsConditions') })}</p>

      <h2>{text('reviewTitle')}</h2>
      <p>{text('review')}</p>

      <h2>{text('archiveTitle')}</h2>
      <p>{t('archive', { news: linkTo('/news') })}</p>

      <h2>{text('contingencyTitle')}</h2>
      <p>{text('contingency')}</p>

      <h2>{text('contactTitle')}</h2>
      <p>{t('contact', { contact: linkTo('/contact') })}</p>
      <PhoneAndEmail phone={site.phone} email={site.email} />
    </ContentPage>
  );
}
