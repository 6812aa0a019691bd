import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';
import styles from './Alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const toneIcons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon } as const;

interface AlertOwnProps {
  /** Colour, icon and urgency: `danger` is announced at once (role alert), the others politely. Defaults to `info`. */
  tone?: AlertTone;
  /** Bold first line that sums up the message. Optional. */
  title?: ReactNode;
  /** A control shown beside the message, e.g. a Retry button. Optional. */
  action?: ReactNode;
  /** The message itself. */
  children?: ReactNode;
}

export type AlertProps = AlertOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof AlertOwnProps>;

export function Alert({ tone = 'info', title, action, className, children, ...rest }: AlertProps) {
  const Icon = toneIcons[tone];
  // Only failures interrupt the screen reader; the rest wait politely.
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      {...rest}
      className={cx(styles.alert, className)}
      data-tone={tone}
    >
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
