import { PageHeader, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { NEWS_ARCHIVE_PATH, NEWS_PATH } from '@college/info-service/contract';
import { NewsFeed } from '../features/news/components/news-feed';
import { useNews, useNewsArchive } from '../features/news/hooks/use-news';
import messages from './news-page.messages.json';
import styles from './news-page.module.css';

/** What this page shows, in its first response (decision 017). */
export const pageAnswers = [NEWS_PATH, NEWS_ARCHIVE_PATH];

/** `/news` (also reached as /News): every current notice, pinned first, then the earlier ones. */
export default function NewsPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const news = useNews();
  const archive = useNewsArchive();
  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <section className={styles.container} aria-label={text('subtitle')}>
        <NewsFeed news={news} />
      </section>
      {/* Notices past their last day stay readable here; nothing to say while there are none. */}
      {archive.status === 'ready' && archive.data.length > 0 && (
        <section className={styles.container} aria-labelledby="news-archive-title">
          <h2 id="news-archive-title" className={styles.archiveTitle}>
            {text('archiveTitle')}
          </h2>
          <NewsFeed news={archive} />
        </section>
      )}
    </>
  );
}
