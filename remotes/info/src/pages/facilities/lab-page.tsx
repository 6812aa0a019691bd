import { useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { FacilityGrid } from '../../features/facilities/components/facility-grid';
import { LABORATORIES } from '../../features/facilities/labs';
import messages from './lab-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
const SAFETY = ['safety1', 'safety2', 'safety3', 'safety4'] as const;

/** `/lab`: one card per laboratory, from data. */
export default function LabPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} wide reviewed={REVIEWED}>
      <p>{text('intro', { count: LABORATORIES.length })}</p>
      <section aria-labelledby="labs-list-title">
        <h2 id="labs-list-title">{text('listTitle')}</h2>
        <FacilityGrid items={LABORATORIES} headingLevel="h3" eagerCount={1} />
      </section>
      <h2>{text('safetyTitle')}</h2>
      <ul>
        {SAFETY.map((id) => (
          <li key={id}>{text(id)}</li>
        ))}
      </ul>
    </ContentPage>
  );
}
