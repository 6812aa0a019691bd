import { PageHeader, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { NewsFeed } from '../features/news/components/news-feed';
import messages from './news-page.messages.json';
import styles from './news-page.module.css';

/** `/news` (also reached as /News): every notice, newest as the server orders them. */
export default function NewsPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <section className={styles.container} aria-label={text('subtitle')}>
        <NewsFeed />
      </section>
    </>
  );
}
