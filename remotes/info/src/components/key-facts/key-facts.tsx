import type { ReactNode } from 'react';
import styles from './key-facts.module.css';

export type KeyFact = { label: string; value: ReactNode };

/** Headline numbers of a course or facility (seats, fees, hours…) at a glance, as a description list. */
export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
