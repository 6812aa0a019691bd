import type { ReactNode } from 'react';
import { PageHeader } from '@college/design-system';
import styles from './content-page.module.css';

type ContentPageProps = {
  title: string;
  subtitle?: string;
  /** Wider layout for card grids and galleries. */
  wide?: boolean;
  children: ReactNode;
};

/** A wide table scrolls sideways inside the page on small phones instead of widening the page. */
export function TableScroll({ children }: { children: ReactNode }) {
  return <div className={styles.scroll}>{children}</div>;
}

/** The buttons that end a page (Apply Online, Admission procedure…), wrapping on phones. */
export function PageActions({ children }: { children: ReactNode }) {
  return <p className={styles.actions}>{children}</p>;
}

/** Every information page: the page band with its h1, then readable prose on phones and desktops. */
export function ContentPage({ title, subtitle, wide = false, children }: ContentPageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <article className={styles.body} data-wide={wide}>
        {children}
      </article>
    </>
  );
}
