import { KeyFacts, Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import messages from './nss-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
/** NSS units at the college. */
const NSS_UNITS = 2;

/** `/nss`: the National Service Scheme and the college's units. */
export default function NssPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <FacilityFigure facilityId="nss" />
      <p>{t('intro', { q: (chunks) => <q>{chunks}</q> })}</p>
      <KeyFacts facts={[{ label: text('units'), value: NSS_UNITS }]} />
      <h2>{text('atCollegeTitle')}</h2>
      <p>{text('atCollege', { units: NSS_UNITS })}</p>
      <h2>{text('doTitle')}</h2>
      <ul>
        <li>{text('do1')}</li>
        <li>{text('do2')}</li>
        <li>{text('do3')}</li>
        <li>{text('do4')}</li>
      </ul>
      <h2>{text('whyTitle')}</h2>
      <ul>
        <li>{text('why1')}</li>
        <li>{text('why2')}</li>
        <li>{text('why3')}</li>
      </ul>
      <h2>{text('howTitle')}</h2>
      <p>{t('how', { link: (chunks) => <Link to="/contact">{chunks}</Link> })}</p>
    </ContentPage>
  );
}
