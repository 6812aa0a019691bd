import { PageHeader } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { NewsFeed } from '../features/news/components/news-feed';
import styles from './news-page.module.css';

/** `/news` (also reached as /News): every notice, newest as the server orders them. */
export default function NewsPage(_props: RemotePageProps) {
  return (
    <>
      <PageHeader title="News & Notifications" subtitle="Notifications" />
      <section className={styles.container} aria-label="Notifications">
        <NewsFeed />
      </section>
    </>
  );
}
