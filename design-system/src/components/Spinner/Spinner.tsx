import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { useCatalogue } from '../../language/catalogue';
import messages from './Spinner.messages.json';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

interface SpinnerOwnProps {
  /** Read by screen readers; shown too when `showLabel`. Defaults to "Loading…" in the page's language. */
  label?: string;
  /** Shows the label beside the circle instead of only to screen readers. Defaults to false. */
  showLabel?: boolean;
  /** `sm`, `md` or `lg`. Defaults to `md`. */
  size?: SpinnerSize;
}

export type SpinnerProps = SpinnerOwnProps & Omit<ComponentPropsWithRef<'span'>, keyof SpinnerOwnProps | 'children'>;

export function Spinner({ label, showLabel = false, size = 'md', className, ...rest }: SpinnerProps) {
  const { text } = useCatalogue(messages);
  return (
    <span role="status" {...rest} className={cx(styles.spinner, className)} data-size={size}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={showLabel ? styles.label : 'ds-visually-hidden'}>{label ?? text('loading')}</span>
    </span>
  );
}
