import type { HTMLAttributes, ReactNode } from 'react';
import styles from './KeyFacts.module.css';

export type KeyFact = {
  /** What the fact is, e.g. "Seats". */
  label: string;
  /** The fact itself, e.g. "100". */
  value: ReactNode;
};

export interface KeyFactsProps extends HTMLAttributes<HTMLDListElement> {
  /** The facts to show, in order; each label must be unique. */
  facts: readonly KeyFact[];
}

/**
 * Headline facts at a glance (seats, fees, hours, key dates) as a description list: each label
 * stays tied to its value for a screen reader, and the tiles wrap on a phone.
 */
export function KeyFacts({ facts, className, ...rest }: KeyFactsProps) {
  return (
    <dl className={[styles.facts, className].filter(Boolean).join(' ')} {...rest}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
