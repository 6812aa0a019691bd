import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './PageHeader.module.css';

interface PageHeaderOwnProps {
  /** The page's title, rendered as its one h1. Required. */
  title: ReactNode;
  /** A line under the title. Optional. */
  subtitle?: ReactNode;
  /** Extra content under the title, e.g. a breadcrumb or actions. Optional. */
  children?: ReactNode;
}

export type PageHeaderProps = PageHeaderOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof PageHeaderOwnProps>;

/** A div, not <header>: the shell's navbar already owns the banner landmark. */
export function PageHeader({ title, subtitle, className, children, ...rest }: PageHeaderProps) {
  return (
    <div {...rest} className={cx(styles.header, className)}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children && <div className={styles.extra}>{children}</div>}
    </div>
  );
}
