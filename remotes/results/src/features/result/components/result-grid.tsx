import { forwardRef } from 'react';
import { Alert, Button, Link } from '@college/design-system';
import {
  certificateBlocker,
  certificatePath,
  NO_CERTIFICATE_MESSAGES,
  type TalentResult,
} from '@college/results-service/contract';
import { PrinterIcon } from './printer-icon';
import styles from './result-grid.module.css';

/** The grid's rows: the spec's fields in its order, with the labels a student reads. */
const ROWS: { field: keyof TalentResult; label: string }[] = [
  { field: 'student_name', label: 'Name' },
  { field: 'father_name', label: "Father's name" },
  { field: 'school_name', label: 'School' },
  { field: 'score', label: 'Score' },
  { field: 'result', label: 'Result' },
  { field: 'prize', label: 'Prize' },
  { field: 'remark', label: 'Remark' },
];

/** A field the sheet leaves empty (an absent student's score) shows a dash, read as "not given". */
function Value({ text }: { text: string }) {
  return text.trim() === '' ? <abbr title="not given">—</abbr> : <>{text}</>;
}

/**
 * One student's result: a two-column grid, then either the printer link to the certificate or, in
 * words, why there is none (spec §4: absent, or the result withheld).
 */
export const ResultGrid = forwardRef<HTMLHeadingElement, { result: TalentResult }>(function ResultGrid({ result }, headingRef) {
  const blocker = certificateBlocker(result);
  const headingId = `result-${result.rollno}`;
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      {/* Focus lands here after a search, so the result is read out from its heading on. */}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        Result of roll number {result.rollno}
      </h2>
      <table className={styles.grid}>
        <tbody>
          {ROWS.map(({ field, label }) => (
            <tr key={field}>
              <th scope="row">{label}</th>
              <td>
                <Value text={result[field]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {blocker ? (
        <Alert tone="warning" title="No certificate for this result" className={styles.certificate}>
          <p>{NO_CERTIFICATE_MESSAGES[blocker]}</p>
        </Alert>
      ) : (
        <p className={styles.certificate}>
          <Button as={Link} to={certificatePath(result.rollno)} variant="secondary">
            <PrinterIcon className={styles.icon} />
            Print certificate
          </Button>
        </p>
      )}
    </section>
  );
});
