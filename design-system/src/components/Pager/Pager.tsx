import { useEffect, useRef } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import { useCatalogue } from '../../language/catalogue';
import messages from './Pager.messages.json';
import styles from './Pager.module.css';

interface PagerOwnProps {
  /** Current page, 1-based. */
  page: number;
  /** Total number of pages. On the last page Next and Last are hidden; with one page (or none) there is no pager. */
  pageCount: number;
  /** Called with the page the reader asks for. */
  onPageChange: (page: number) => void;
  /** aria-label of the nav landmark; give each pager on a page its own. Defaults to "Pagination". */
  label?: string;
}

export type PagerProps = PagerOwnProps & Omit<ComponentPropsWithRef<'nav'>, keyof PagerOwnProps | 'children'>;

export function Pager({ page, pageCount, onPageChange, label, className, ...rest }: PagerProps) {
  const { text } = useCatalogue(messages);
  // Clamp so bad input still renders something sensible.
  const total = Math.max(1, Math.floor(pageCount) || 1);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);
  const isFirst = current === 1;
  const isLast = current === total;

  // Next/Last unmount on the last page and First/Previous are disabled on the first, so the button
  // just pressed would drop focus to <body>. Keyboard and screen-reader users land on the button that
  // still works instead: Previous on the last page, Next on the first.
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const moved = useRef<'back' | 'forward' | null>(null);
  useEffect(() => {
    const direction = moved.current;
    moved.current = null;
    if (!direction) return;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (focusLost) (direction === 'forward' ? previousRef : nextRef).current?.focus();
  }, [current]);

  const goTo = (target: number) => {
    if (target === current) return;
    moved.current = target > current ? 'forward' : 'back';
    onPageChange(target);
  };

  // One page has nowhere to go: buttons that can only be disabled would just be in the way.
  if (total === 1) return null;

  return (
    <nav {...rest} aria-label={label ?? text('label')} className={cx(styles.pager, className)}>
      <Button variant="outline" size="sm" disabled={isFirst} onClick={() => goTo(1)}>
        {text('first')}
      </Button>
      <Button ref={previousRef} variant="outline" size="sm" disabled={isFirst} onClick={() => goTo(current - 1)}>
        {text('previous')}
      </Button>
      <p className={styles.status} aria-live="polite">
        {text('status', { current, total })}
      </p>
      {!isLast && (
        <>
          <Button ref={nextRef} variant="outline" size="sm" onClick={() => goTo(current + 1)}>
            {text('next')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => goTo(total)}>
            {text('last')}
          </Button>
        </>
      )}
    </nav>
  );
}
