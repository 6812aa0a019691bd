import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../../internal/cx';
import styles from './Skeleton.module.css';

interface SkeletonOwnProps {
  /** Number of placeholder bars; the last is shorter when there are several, like a paragraph. Defaults to 1. */
  lines?: number;
  /** Height of each bar (CSS length or px number). Defaults to `1em`. */
  height?: CSSProperties['height'];
}

export type SkeletonProps = SkeletonOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof SkeletonOwnProps | 'children'>;

/** Placeholder while content loads. Hidden from screen readers: pair it with a Spinner or aria-busy. */
export function Skeleton({ lines = 1, height = '1em', className, ...rest }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div {...rest} aria-hidden="true" className={cx(styles.skeleton, className)}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.line} style={{ height }} />
      ))}
    </div>
  );
}
