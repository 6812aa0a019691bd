import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';
import styles from './Alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const toneIcons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon } as const;

interface AlertOwnProps {
  tone?: AlertTone;
  title?: ReactNode;
  /** e.g. a Retry button. */
  action?: ReactNode;
  children?: ReactNode;
}

export type AlertProps = AlertOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof AlertOwnProps>;

export function Alert({ tone = 'info', title, action, className, children, ...rest }: AlertProps) {
  const Icon = toneIcons[tone];
  // Only failures interrupt the screen reader; the rest wait politely.
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} {...rest} className={cx(styles.alert, className)} data-tone={tone}>
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
