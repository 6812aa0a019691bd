import { Letterhead } from '../shared/letterhead';
import type { OfficePayment } from '@college/admissions-service/office/payments';
import { COUNTER_TEXT } from './payments-text';
import styles from './receipt-slip.module.css';
import './receipt-slip.css';

const S = COUNTER_TEXT.slip;
const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
    : '';

/** The slip the applicant takes home: the college letterhead and the cash receipt's facts; alone on paper. */
export function ReceiptSlip({ payment }: { payment: OfficePayment }) {
  return (
    <section className={styles.slip} data-receipt-slip="" aria-labelledby="receipt-slip-title">
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
        <dd>₹{payment.amount}</dd>
        <dt>{S.at}</dt>
        <dd>{when(payment.confirmed_at)}</dd>
        <dt>{S.by}</dt>
        <dd>{payment.confirmed_by}</dd>
      </dl>
    </section>
  );
}
