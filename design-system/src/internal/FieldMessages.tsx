import type { ReactNode } from 'react';
import { useCatalogue } from '../language/catalogue';
import messages from './FieldMessages.messages.json';
import { ErrorIcon } from './icons';
import styles from './field.module.css';

export const controlClassName = styles.control;

/** Treats '', false and null as "no message", so `error={errors.name?.message}` just works. */
export function hasMessage(message: ReactNode): boolean {
  return message !== undefined && message !== null && message !== false && message !== '';
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const { text } = useCatalogue(messages);
  return (
    <p id={id} className={styles.error}>
      <ErrorIcon />
      <span>
        <span className="ds-visually-hidden">{text('error')}</span> {children}
      </span>
    </p>
  );
}
