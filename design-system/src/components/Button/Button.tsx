import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'outline' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps<C extends ElementType> {
  /** Element or component to render, e.g. `'a'` or a router `Link`. Defaults to `'button'`. */
  as?: C;
  /** Look of the button: `primary` for the main action, `secondary`, `danger` for destructive ones, `outline`, or `link`. Defaults to `primary`. */
  variant?: ButtonVariant;
  /** `sm`, `md` or `lg`. Defaults to `md`. */
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks, but keeps focus (a disabled button would drop it). Defaults to false. */
  loading?: boolean;
  /** Full width of the container; useful for the main action on phones. Defaults to false. */
  block?: boolean;
  /** Extra class names, added to the button's own. */
  className?: string;
  /** The button's text (and icon, if any). */
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps<C>>;

export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    as,
    variant = 'primary',
    size = 'md',
    loading = false,
    block = false,
    className,
    children,
    onClick,
    ...rest
  } = props as ButtonOwnProps<ElementType> & {
    onClick?: (event: MouseEvent<HTMLElement>) => void;
    [prop: string]: unknown;
  };
  const Component: ElementType = as ?? 'button';
  const isNativeButton = Component === 'button';

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // Also blocks the implicit submit a form fires on Enter while saving.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <Component
      {...(isNativeButton ? { type: 'button' } : null)}
      {...rest}
      className={cx(styles.button, className)}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || (rest['aria-disabled'] as boolean | undefined) || undefined}
      onClick={handleClick}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </Component>
  );
}
