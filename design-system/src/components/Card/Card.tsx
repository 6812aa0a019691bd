import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Card.module.css';

export type CardHeadingLevel = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type CardVariant = 'plain' | 'elevated';

interface CardOwnProps {
  /** Heading of the card. Optional. */
  title?: ReactNode;
  /** Image or other media shown edge to edge above the title. */
  media?: ReactNode;
  /** Shown at the bottom, below a rule, e.g. a button or a date. Optional. */
  footer?: ReactNode;
  /** Heading element for the title, to fit the page outline. Defaults to h2. */
  as?: CardHeadingLevel;
  /** `plain` (a border) or `elevated` (a shadow, to stand out). Defaults to `plain`. */
  variant?: CardVariant;
  /** Body content, below the title. */
  children?: ReactNode;
}

export type CardProps = CardOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof CardOwnProps>;

export function Card({
  title,
  media,
  footer,
  as: Heading = 'h2',
  variant = 'plain',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <div {...rest} className={cx(styles.card, className)} data-variant={variant}>
      {media && <div className={styles.media}>{media}</div>}
      {(title || children) && (
        <div className={styles.body}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {children}
        </div>
      )}
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
