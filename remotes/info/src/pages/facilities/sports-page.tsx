import { Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import messages from './sports-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';

/** `/sports`: the playground, games equipment and Physical Education as a subject. */
export default function SportsPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <FacilityFigure facilityId="sports" />
      <p>{text('intro')}</p>
      <h2>{text('facilitiesTitle')}</h2>
      <ul>
        <li>{text('facility1')}</li>
        <li>{text('facility2')}</li>
      </ul>
      <h2>{text('subjectTitle')}</h2>
      <p>{t('subject', { link: (chunks) => <Link to="/undergraduate">{chunks}</Link> })}</p>
      <h2>{text('partTitle')}</h2>
      <p>{text('part')}</p>
    </ContentPage>
  );
}
