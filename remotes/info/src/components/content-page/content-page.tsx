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
