import { useEffect, useRef } from 'react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { useCatalogue } from '../../language/catalogue';
import messages from './ErrorSummary.messages.json';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryItem {
  /** Id of the control the link moves focus to. */
  fieldId: string;
  /** The field's label; the link reads "label: message", since messages alone can repeat ("Fill value"). */
  label?: ReactNode;
  /** What is wrong and how to fix it. */
  message: ReactNode;
}

export type ErrorSummaryHeadingLevel = 2 | 3;

interface ErrorSummaryOwnProps {
  /** One link per field in error, in the form's order. Nothing renders when empty. */
  errors: ErrorSummaryItem[];
  /** Defaults to "There is a problem" in the page's language. */
  title?: ReactNode;
  /** Heading level of the title (2 or 3), to fit the page outline. Defaults to 2. */
  headingLevel?: ErrorSummaryHeadingLevel;
  /**
   * Focus moves to the summary when it appears and whenever this value changes: pass the number of
   * failed submits, so each one lands the user here again.
   */
  focusKey?: string | number;
  /** A line under the title, e.g. what happens to what was typed. */
  children?: ReactNode;
}

export type ErrorSummaryProps = ErrorSummaryOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof ErrorSummaryOwnProps>;

/** Moves focus to the field itself (a plain #id jump only scrolls) with its label in view above it. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = (field as HTMLInputElement).labels?.[0];
  (label ?? field).scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * The GOV.UK error summary: shown at the top of a form after a failed submit, it takes focus, is
 * announced as an alert and links to every field in error.
 */
export function ErrorSummary({
  errors,
  title,
  headingLevel = 2,
  focusKey,
  className,
  children,
  ref,
  ...rest
}: ErrorSummaryProps) {
  const { text } = useCatalogue(messages);
  const summaryRef = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (shown) summaryRef.current?.focus();
    // Only a new attempt (or the first showing) moves focus, never a change in the list itself.
  }, [focusKey, shown]);

  if (!shown) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...rest}
      ref={mergeRefs(summaryRef, ref)}
      // Focusable from script only, so the summary is where a failed submit leaves the user.
      tabIndex={-1}
      className={cx(styles.summary, className)}
    >
      <div role="alert">
        <Heading className={styles.title}>{title ?? text('title')}</Heading>
        {children && <div className={styles.description}>{children}</div>}
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                {error.label ? (
                  <>
                    {error.label}: {error.message}
                  </>
                ) : (
                  error.message
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
