import { Button, Link, useCatalogue, type Lang } from '@college/design-system';
import type { NewsItem } from '@college/info-service/contract';
import { NEWS_NEW_FOR_DAYS } from '@college/remote-kit';
import { daysBetween, formatIndianDate } from '@college/settings/dates';
import { useToday } from '../../shared/use-today';
import messages from '../news.messages.json';
import styles from './news-list.module.css';

function ArrowIcon() {
  return (
    <svg className={styles.arrow} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5 2.5 10.5 8 5 13.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** A notice's line in the page's language: the Hindi one where the office wrote it, else the English. */
export function noticeText(item: NewsItem, lang: Lang): { text: string; english: boolean } {
  return lang === 'hi' && item.description_hi
    ? { text: item.description_hi, english: false }
    : { text: item.description, english: lang === 'hi' };
}

/** Published within the last `days` days (a notice dated ahead counts as new too). */
export function isRecent(item: NewsItem, today: string | null, days: number = NEWS_NEW_FOR_DAYS) {
  return today !== null && daysBetween(item.published_on, today) < days;
}

export type NewsListProps = { items: NewsItem[] };

/**
 * Notices as a list: description, publish date, an arrow, and a link to the notice's file:
 * the original site's red 'new' for recent notices, a plain 'open' for older ones.
 */
export function NewsList({ items }: NewsListProps) {
  const today = useToday();
  const { text, lang } = useCatalogue(messages);
  if (items.length === 0) {
    return <p className={styles.empty}>{text('empty')}</p>;
  }
  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const recent = isRecent(item, today);
        const notice = noticeText(item, lang);
        // An English line on a Hindi page is marked as English (WCAG 3.1.2).
        const textLang = notice.english ? 'en' : undefined;
        // The link's name starts with its visible text ('new' or 'open'), as speech users say it.
        const label = text('linkLabel', {
          action: text(recent ? 'actionNew' : 'actionOpen'),
          description: notice.text,
          kind: text(/\.pdf(?:$|[?#])/i.test(item.file) ? 'kindPdf' : 'kindTab'),
        });
        return (
          <li key={`${index}-${item.file}`} className={styles.item}>
            <ArrowIcon />
            <span className={styles.text}>
              {/* A notice about a page of the portal (the result notice → /result) leads there. */}
              {item.link ? (
                <Link to={item.link} lang={textLang}>
                  {notice.text}
                </Link>
              ) : (
                <span lang={textLang}>{notice.text}</span>
              )}
              <time className={styles.date} dateTime={item.published_on}>
                {formatIndianDate(item.published_on)}
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
                aria-label={label}
              >
                {text(recent ? 'new' : 'open')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
