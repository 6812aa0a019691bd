import { Button, Link } from '@college/design-system';
import type { NewsItem } from '@college/info-service/contract';
import { SITE } from '@college/remote-kit';
import { daysBetween, formatShortDate } from '@college/settings/dates';
import { useToday } from '../../shared/use-today';
import styles from './news-list.module.css';

function ArrowIcon() {
  return (
    <svg className={styles.arrow} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5 2.5 10.5 8 5 13.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Tells screen-reader users what the link opens before they leave the page. The name starts with
 * the link's visible text ('new' or 'open'), as speech users say it.
 */
export function newsLinkLabel(item: NewsItem, isNew: boolean) {
  const kind = /\.pdf(?:$|[?#])/i.test(item.file) ? 'PDF, opens in a new tab' : 'opens in a new tab';
  return `${isNew ? 'new — open' : 'open'} notice: ${item.description} (${kind})`;
}

/** Published within the last `days` days (a notice dated ahead counts as new too). */
export function isRecent(item: NewsItem, today: string | null, days: number = SITE.news.newForDays) {
  return today !== null && daysBetween(item.published_on, today) < days;
}

export type NewsListProps = { items: NewsItem[] };

/**
 * Notices as a list: description, publish date, an arrow, and a link to the notice's file (spec §2):
 * the red 'new' of the spec for recent notices, a plain 'open' for older ones.
 */
export function NewsList({ items }: NewsListProps) {
  const today = useToday();
  if (items.length === 0) {
    return <p className={styles.empty}>No news or notifications have been published yet. Please check again later.</p>;
  }
  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const recent = isRecent(item, today);
        return (
          <li key={`${index}-${item.file}`} className={styles.item}>
            <ArrowIcon />
            <span className={styles.text}>
              {/* A notice about a page of the portal (the result notice → /result) leads there. */}
              {item.link ? <Link to={item.link}>{item.description}</Link> : <span>{item.description}</span>}
              <time className={styles.date} dateTime={item.published_on}>
                {formatShortDate(item.published_on)}
              </time>
            </span>
            {/* A notice without a file still shows its text; a link to nowhere would only confuse. */}
            {item.file && (
              <Button
                as="a"
                variant={recent ? 'danger' : 'outline'}
                size="sm"
                className={styles.link}
                href={item.file}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={newsLinkLabel(item, recent)}
              >
                {recent ? 'new' : 'open'}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
