import { Link, useCatalogue } from '@college/design-system';
import { useSite, type RemotePageProps } from '@college/remote-kit';
import portrait from '../../assets/pages/manager-portrait.svg';
import { ContentPage } from '../../components/content-page/content-page';
import messages from './manager-message-page.messages.json';
import styles from './about.module.css';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';

/** `/manager-msg`. The portrait is a drawn placeholder until the college supplies a photograph. */
export default function ManagerMessagePage(_props: RemotePageProps) {
  const { name } = useSite();
  const { t, text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <div className={styles.message}>
        <figure className={styles.portrait}>
          <img src={portrait} alt={text('portraitAlt')} width={240} height={280} />
          <figcaption>{text('role')}</figcaption>
        </figure>
        <div>
          <p>{text('p1', { name })}</p>
          <p>{text('p2')}</p>
          <p>{text('p3')}</p>
          <p>{t('p4', { link: (chunks) => <Link to="/feedback">{chunks}</Link> })}</p>
          <p>{text('p5')}</p>
          <p className={styles.signature}>
            {text('role')}
            <span>{name}</span>
          </p>
        </div>
      </div>
    </ContentPage>
  );
}
