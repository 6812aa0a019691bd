import { collegeTime, printSheet } from '@college/remote-kit/office';
import { rupees } from '@college/settings/format';
import { rupeesInWords } from '@college/settings/rupees-in-words';
import { Letterhead } from '../shared/letterhead';
import type { OfficePayment } from '@college/admissions-service/office/payments';
import { COUNTER_TEXT } from './payments-text';
import styles from './receipt-slip.module.css';

const S = COUNTER_TEXT.slip;
/** 02-07-2025 10:30 IST: the college's day and clock. */
const when = (iso: string | null) => (iso ? collegeTime(iso, 'minute') : '');

/**
 * The slip the applicant takes home: the college letterhead, the cash receipt's facts with the
 * amount in figures and in words, who received it (by name), and lines for the accountant's
 * signature and the college's stamp; alone on paper.
 */
export function ReceiptSlip({ payment, receivedBy }: { payment: OfficePayment; receivedBy: string }) {
  return (
    <section className={styles.slip} {...printSheet('a6')} aria-labelledby="receipt-slip-title">
      <Letterhead />
      <h2 id="receipt-slip-title" className={styles.title}>
        {COUNTER_TEXT.slipTitle}
      </h2>
      <dl className={styles.rows}>
        <dt>{S.receipt}</dt>
        <dd>{payment.receipt_no}</dd>
        <dt>{S.application}</dt>
        <dd>{payment.application_no}</dd>
        <dt>{S.name}</dt>
        <dd>{payment.name}</dd>
        <dt>{S.course}</dt>
        <dd>{payment.course}</dd>
        <dt>{S.amount}</dt>
        <dd>
          {rupees(payment.amount)}
          <br />
          <span className={styles.words}>{rupeesInWords(payment.amount)}</span>
        </dd>
        <dt>{S.at}</dt>
        <dd>{when(payment.confirmed_at)}</dd>
        <dt>{S.by}</dt>
        <dd>{receivedBy}</dd>
      </dl>
      <div className={styles.signatures}>
        <p>{S.signature}</p>
        <p>{S.stamp}</p>
      </div>
    </section>
  );
}
