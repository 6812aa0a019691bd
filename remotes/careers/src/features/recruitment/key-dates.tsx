import styles from './key-dates.module.css';
import { RECRUITMENT } from './recruitment';

/** Opening date, last date and interview: what an applicant looks for first. */
export function KeyDates() {
  const facts = [
    { label: 'Applications open', value: RECRUITMENT.opens },
    { label: 'Last date to apply', value: RECRUITMENT.closes },
    { label: 'Interview', value: `${RECRUITMENT.interviewDate} from ${RECRUITMENT.interviewTime}` },
  ];
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
