import { Alert, Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityFigure } from '../../features/facilities/components/facility-figure';
import messages from './smart-class-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
const ONLINE = ['online1', 'online2', 'online3', 'online4'] as const;

/** `/smartClass`: projector and interactive-board classrooms, and how online classes work. */
export default function SmartClassPage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <FacilityFigure facilityId="smart-class" />
      <p>{text('intro')}</p>
      <h2>{text('helpTitle')}</h2>
      <ul>
        <li>{text('help1')}</li>
        <li>{text('help2')}</li>
        <li>{t('help3', { link: (chunks) => <Link to="/swyamPrabha">{chunks}</Link> })}</li>
        <li>{text('help4')}</li>
      </ul>
      <h2>{text('onlineTitle')}</h2>
      <p>{text('online')}</p>
      <ul>
        {ONLINE.map((id) => (
          <li key={id}>{text(id)}</li>
        ))}
      </ul>
      <Alert tone="info" title={text('watchTitle')}>
        <p>{t('watch', { link: (chunks) => <Link to="/news">{chunks}</Link> })}</p>
      </Alert>
    </ContentPage>
  );
}
