import { Button } from '@college/design-system';
import type { NewsItem } from '@college/info-service/contract';
import styles from './news-list.module.css';

function ArrowIcon() {
  return (
    <svg className={styles.arrow} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5 2.5 10.5 8 5 13.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Tells screen-reader users what the link opens before they leave the page. */
export function newLinkLabel(item: NewsItem) {
  const kind = /\.pdf(?:$|[?#])/i.test(item.file) ? 'PDF, opens in a new tab' : 'opens in a new tab';
  return `new — open notice: ${item.description} (${kind})`;
}

export type NewsListProps = { items: NewsItem[] };

/** Notices as a list: description, an arrow, and a red 'new' link to the notice's file (spec §2). */
export function NewsList({ items }: NewsListProps) {
  if (items.length === 0) {
    return <p className={styles.empty}>No news or notifications have been published yet. Please check again later.</p>;
  }
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={`${index}-${item.file}`} className={styles.item}>
          <ArrowIcon />
          <span className={styles.description}>{item.description}</span>
          {/* A notice without a file still shows its text; a link to nowhere would only confuse. */}
          {item.file && (
            <Button
              as="a"
              variant="danger"
              size="sm"
              className={styles.new}
              href={item.file}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={newLinkLabel(item)}
            >
              new
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
