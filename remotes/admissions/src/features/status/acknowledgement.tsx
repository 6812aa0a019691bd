import { Button, KeyFacts, Link } from '@college/design-system';
import { type Acknowledgement, canPayOnline } from '@college/admissions-service/contract';
import { AMOUNT_LABEL, RETURN_REASON_LABEL, PAYMENT_NEXT, paymentStateLine } from '../shared/payment-state-text';
import type { PaymentHandover } from '../shared/payment-session';
import { accessCodeFact, KeepAccessCode } from '../shared/access-code';
import { Letterhead } from '../shared/letterhead';
import { printPart } from '../shared/print-part';
import { dateOf } from '../shared/dates';
import styles from './application-status.module.css';

/** The chosen subjects in form order, without the N/A choices. */
export const subjectsOf = ({ subjects }: Pick<Acknowledgement, 'subjects'>) =>
  [...subjects.major, subjects.minor, subjects.cocurricular, subjects.vocational].filter((subject) => subject && subject !== 'N/A').join(', ');

const rupees = (amount: number) => `₹${amount}`;

/** What /payment needs to take the fee of this application (the same state the form hands over). */
export const handoverOf = (found: Acknowledgement, paymentToken: string, accessCode: string): PaymentHandover => ({
  id: found.id,
  name: found.name,
  father: found.father,
  application_no: found.application_no,
  course: found.course,
  fee: found.fee,
  payment_token: paymentToken,
  dob: found.dob,
  access_code: accessCode,
});

/**
 * The application as the college holds it: a printable acknowledgement (number, name, course,
 * subjects, payment), and the way to pay if it is unpaid. /admission/status and /success show it.
 */
export function AcknowledgementView({ found, accessCode }: { found: Acknowledgement; accessCode: string }) {
  const payment = found.payment;
  const paid = payment?.state === 'verified';
  // The service hands over a token only while the fee can still be paid online.
  const token = canPayOnline(payment) ? found.payment_token : null;
  return (
    <section aria-labelledby="acknowledgement-heading" data-acknowledgement="" className={styles.found}>
      <Letterhead printOnly />
      <h2 id="acknowledgement-heading" tabIndex={-1}>
        Application {found.application_no}
      </h2>
      <p className={styles.state} data-state={payment?.state ?? 'unpaid'}>
        {paymentStateLine(payment?.state ?? null)}
      </p>
      {payment && <p>{PAYMENT_NEXT[payment.state](found.fee)}</p>}
      {payment?.state === 'returned' && payment.return_reason && <p>{RETURN_REASON_LABEL} {payment.return_reason}</p>}
      <KeyFacts
        facts={[
          { label: 'Application number', value: found.application_no },
          accessCodeFact(accessCode),
          { label: 'Name', value: found.name },
          { label: "Father's name", value: found.father },
          { label: 'Course', value: found.course },
          { label: 'Subjects', value: subjectsOf(found) },
          { label: 'Submitted on', value: dateOf(found.submitted_at) },
          ...(payment
            ? [
                { label: AMOUNT_LABEL[payment.state], value: rupees(payment.amount) },
                { label: 'Payment', value: payment.mode === 'cash' ? 'Cash at the college office' : `UPI, reference ${payment.trans_no}` },
                { label: payment.mode === 'cash' && payment.state === 'due_at_counter' ? 'Chosen on' : 'Sent on', value: dateOf(payment.paid_at) },
                ...(payment.confirmed_at ? [{ label: 'Confirmed by the office on', value: dateOf(payment.confirmed_at) }] : []),
              ]
            : [{ label: 'Admission fee', value: rupees(found.fee) }]),
        ]}
      />
      <KeepAccessCode />
      <div className={styles.actions} data-print-hidden="">
        {token && (
          <Button as={Link} to="/payment" state={handoverOf(found, token, accessCode)}>
            Pay the fee of {rupees(found.fee)}
          </Button>
        )}
        <Button type="button" variant={paid ? 'primary' : 'outline'} onClick={() => printPart('acknowledgement')}>
          Print acknowledgement
        </Button>
      </div>
    </section>
  );
}

