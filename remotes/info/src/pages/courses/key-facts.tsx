import type { ReactNode } from 'react';
import styles from './courses.module.css';

export type KeyFact = { label: string; value: ReactNode };

/** A course's headline numbers (duration, seats, fees…) as a description list. */
export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
