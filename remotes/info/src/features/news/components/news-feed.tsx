import { useState } from 'react';
import { Alert, Button, Pager, Skeleton, Spinner, useCatalogue } from '@college/design-system';
import type { Resource } from '@college/remote-kit';
import type { NewsItem } from '@college/info-service/contract';
import messages from '../news.messages.json';
import { NewsList } from './news-list';
import styles from './news-feed.module.css';

export type NewsFeedProps = {
  /** The notices (useNews or useNewsArchive). */
  news: Resource<NewsItem[]>;
  /** Notices per page; without it the whole list shows (the News page). */
  pageSize?: number;
  /** Name of the pager's nav landmark. */
  pagerLabel?: string;
};

/** Shows notices with loading, error (with Retry), empty and paged states. */
export function NewsFeed({ news, pageSize, pagerLabel }: NewsFeedProps) {
  const { text } = useCatalogue(messages);
  const [page, setPage] = useState(1);

  // Back to page 1 whenever a new list arrives. Adjusting state while rendering avoids
  // one frame of an out-of-range page that an effect would show.
  const [seenData, setSeenData] = useState(news.data);
  if (news.data !== seenData) {
    setSeenData(news.data);
    setPage(1);
  }

  // Keep the alert up while a retry runs, so focus stays on the (busy) Retry button.
  const [failure, setFailure] = useState<Error | null>(null);
  if (news.status === 'error' && failure !== news.error) setFailure(news.error);
  if (news.status === 'ready' && failure) setFailure(null);

  if (news.status === 'error' || (news.status === 'loading' && failure)) {
    const error = news.error ?? failure;
    return (
      <Alert
        tone="danger"
        title={text('loadFailed')}
        action={
          <Button variant="outline" size="sm" loading={news.status === 'loading'} onClick={news.reload}>
            {text('retry')}
          </Button>
        }
      >
        <p>{error?.message}</p>
      </Alert>
    );
  }

  if (news.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="sm" label={text('loading')} />
        <Skeleton lines={pageSize ?? 5} height="1.5rem" />
      </div>
    );
  }

  const items = news.data;
  if (!pageSize || items.length <= pageSize) return <NewsList items={items} />;

  const pageCount = Math.ceil(items.length / pageSize);
  const current = Math.min(page, pageCount);
  const start = (current - 1) * pageSize;
  return (
    <>
      <NewsList items={items.slice(start, start + pageSize)} />
      <Pager page={current} pageCount={pageCount} onPageChange={setPage} label={pagerLabel ?? text('pagerLabel')} />
    </>
  );
}
