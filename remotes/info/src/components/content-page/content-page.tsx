import { useId } from 'react';
import type { ReactNode } from 'react';
import { PageHeader, useCatalogue } from '@college/design-system';
import { formatIndianDate } from '@college/settings/dates';
import messages from './content-page.messages.json';
import styles from './content-page.module.css';

type ContentPageProps = {
  title: string;
  subtitle?: string;
  /** Wider layout for card grids and galleries. */
  wide?: boolean;
  /**
   * The day this page's content was last reviewed (YYYY-MM-DD), written beside the content it
   * dates: change it when the text changes (GIGW asks for it on every content page).
   */
  reviewed?: string;
  children: ReactNode;
};

/**
 * A table that scrolls sideways inside its own box on small phones and with large text, instead of
 * widening the page. The box is a focusable region named by the caption, so keyboard users can
 * scroll it too. Children are the table's rows (thead, tbody).
 */
export function TableScroll({
  caption,
  hideCaption = false,
  children,
}: {
  caption: string;
  /** The caption still names the table for screen readers, when the heading above says it already. */
  hideCaption?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className={`${styles.scroll} ds-scroll-cue`} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className={hideCaption ? 'ds-visually-hidden' : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** The buttons that end a page (Apply Online, Admission procedure…), wrapping on phones. */
export function PageActions({ children }: { children: ReactNode }) {
  return <p className={styles.actions}>{children}</p>;
}

/** The page's last-reviewed day, machine-readable in <time> (GIGW: every content page is dated). */
function ReviewedOn({ day }: { day: string }) {
  const { t } = useCatalogue(messages);
  return (
    <p className={styles.reviewed}>{t('reviewed', { date: <time dateTime={day}>{formatIndianDate(day)}</time> })}</p>
  );
}

/** Every information page: the page band with its h1, then readable prose on phones and desktops. */
export function ContentPage({ title, subtitle, wide = false, reviewed, children }: ContentPageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <article className={styles.body} data-wide={wide}>
        {children}
        {reviewed && <ReviewedOn day={reviewed} />}
      </article>
    </>
  );
}
