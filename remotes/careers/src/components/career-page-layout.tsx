import type { ReactNode } from 'react';
import { PageHeader } from '@college/design-system';
import styles from './career-page-layout.module.css';

/** Every careers page: the page band with its h1, then the content at a readable width. */
export function CareerPageLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className={styles.body}>{children}</div>
    </>
  );
}

/** The buttons that end a page, wrapping on phones. */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
