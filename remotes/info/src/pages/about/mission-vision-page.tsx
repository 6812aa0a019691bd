import { useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import messages from './mission-vision-page.messages.json';
import styles from './about.module.css';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
const MISSION = ['mission1', 'mission2', 'mission3', 'mission4', 'mission5', 'mission6'] as const;

/** `/mission&vision`. */
export default function MissionVisionPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <h2>{text('visionTitle')}</h2>
      <p className={styles.statement}>{text('vision')}</p>
      <h2>{text('missionTitle')}</h2>
      <ul>
        {MISSION.map((id) => (
          <li key={id}>{text(id)}</li>
        ))}
      </ul>
    </ContentPage>
  );
}
