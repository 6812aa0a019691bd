import { Link, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import messages from './objective-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';

/** `/objective`. */
export default function ObjectivePage(_props: RemotePageProps) {
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <p>{text('intro')}</p>
      <h2>{text('accessTitle')}</h2>
      <ul>
        <li>{text('access1')}</li>
        <li>{text('access2')}</li>
      </ul>
      <h2>{text('learningTitle')}</h2>
      <ul>
        <li>{text('learning1')}</li>
        <li>{text('learning2')}</li>
        <li>{text('learning3')}</li>
      </ul>
      <h2>{text('characterTitle')}</h2>
      <ul>
        <li>{text('character1')}</li>
        <li>{text('character2')}</li>
      </ul>
      <h2>{text('opennessTitle')}</h2>
      <ul>
        <li>{t('openness1', { link: (chunks) => <Link to="/news">{chunks}</Link> })}</li>
        <li>{t('openness2', { link: (chunks) => <Link to="/complaints">{chunks}</Link> })}</li>
      </ul>
    </ContentPage>
  );
}
