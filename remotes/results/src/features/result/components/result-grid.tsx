import { forwardRef } from 'react';
import { Alert, Button, Link, useCatalogue } from '@college/design-system';
import { useInLanguage } from '@college/remote-kit';
import {
  certificateBlocker,
  certificatePath,
  examName,
  NO_CERTIFICATE_MESSAGES,
  type PublicResult,
  type TalentResult,
} from '@college/results-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import { useResultText } from '../../shared/use-result-text';
import { PrinterIcon } from './printer-icon';
import messages from './result.messages.json';
import styles from './result-grid.module.css';

/** The grid's rows: the spec's fields in its order, with the labels a student reads. */
const ROWS = [
  { field: 'student_name', label: 'name' },
  { field: 'father_name', label: 'fatherName' },
  { field: 'school_name', label: 'school' },
  { field: 'score', label: 'score' },
  { field: 'result', label: 'result' },
  { field: 'prize', label: 'prize' },
  { field: 'remark', label: 'remark' },
] as const satisfies readonly { field: keyof TalentResult; label: keyof (typeof messages)['en'] }[];

/** A field the sheet leaves empty (an absent student's score) shows a dash, read as "not given". */
function Value({ value }: { value: string }) {
  const { text } = useCatalogue(messages);
  const { sheetValue } = useResultText();
  return value.trim() === '' ? <abbr title={text('notGiven')}>—</abbr> : <>{sheetValue(value)}</>;
}

/**
 * One student's result: a two-column grid, its own exam and date first, then either the printer
 * link to that exam's certificate or, in words, why there is none (absent, or the result withheld).
 */
export const ResultGrid = forwardRef<HTMLHeadingElement, { result: PublicResult }>(function ResultGrid(
  { result },
  headingRef,
) {
  const { text, lang } = useCatalogue(messages);
  const say = useInLanguage();
  const blocker = certificateBlocker(result);
  const headingId = `result-${result.rollno}`;
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      {/* Focus lands here after a search, so the result is read out from its heading on. */}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {text('heading', { roll: result.rollno })}
      </h2>
      <table className={styles.grid}>
        <tbody>
          <tr>
            <th scope="row">{text('exam')}</th>
            <td>{examName(result.exam, lang)}</td>
          </tr>
          <tr>
            <th scope="row">{text('heldOn')}</th>
            <td>{formatIndianDate(result.exam.held_on)}</td>
          </tr>
          {ROWS.map(({ field, label }) => (
            <tr key={field}>
              <th scope="row">{text(label)}</th>
              <td>
                <Value value={result[field]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {blocker ? (
        <Alert tone="warning" title={text('noCertificate')} className={styles.certificate}>
          <p>{say(NO_CERTIFICATE_MESSAGES[blocker])}</p>
        </Alert>
      ) : (
        <p className={styles.certificate}>
          <Button as={Link} to={certificatePath(result.rollno, result.exam.year)} variant="secondary">
            <PrinterIcon className={styles.icon} />
            {text('printCertificate')}
          </Button>
        </p>
      )}
    </section>
  );
});
