import { Link, useCatalogue } from '@college/design-system';
import { useSite, type RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import messages from './history-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';

/** `/history`: how and why the college began. */
export default function HistoryPage(_props: RemotePageProps) {
  const { name } = useSite();
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <h2>{text('beganTitle')}</h2>
      <p>{text('began', { name })}</p>
      <h2>{text('whereTitle')}</h2>
      <p>{text('where')}</p>
      <h2>{text('whomTitle')}</h2>
      <p>{text('whom1')}</p>
      <p>{t('whom2', { link: (chunks) => <Link to="/courses">{chunks}</Link> })}</p>
      <h2>{text('recordsTitle')}</h2>
      <p>{t('records', { link: (chunks) => <Link to="/contact">{chunks}</Link> })}</p>
    </ContentPage>
  );
}
