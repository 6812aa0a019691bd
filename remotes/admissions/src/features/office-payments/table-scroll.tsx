import type { ReactNode } from 'react';
import styles from './payments.module.css';

/** A wide table's sideways scroll on a phone: focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
