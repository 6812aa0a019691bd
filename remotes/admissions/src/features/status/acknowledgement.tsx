import { Button, KeyFacts, Link } from '@college/design-system';
import type { Acknowledgement } from '@college/admissions-service/contract';
import type { PaymentHandover } from '../shared/payment-session';
import { accessCodeFact, KeepAccessCode } from '../shared/access-code';
import styles from './application-status.module.css';

/** The chosen subjects in form order, without the N/A choices. */
export const subjectsOf = ({ subjects }: Pick<Acknowledgement, 'subjects'>) =>
  [...subjects.major, subjects.minor, subjects.cocurricular, subjects.vocational].filter((subject) => subject && subject !== 'N/A').join(', ');

const rupees = (amount: number) => `₹${amount}`;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

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
  const paid = found.payment;
  // The service hands over a token only while the fee is unpaid.
  const token = paid ? null : found.payment_token;
  return (
    <section aria-labelledby="acknowledgement-heading" data-acknowledgement="" className={styles.found}>
      <h2 id="acknowledgement-heading" tabIndex={-1}>
        Application {found.application_no}
      </h2>
      <p className={styles.state} data-state={paid ? 'paid' : 'unpaid'}>
        {paid ? 'Submitted, fee paid' : 'Submitted, fee not paid yet'}
      </p>
      <KeyFacts
        facts={[
          { label: 'Application number', value: found.application_no },
          accessCodeFact(accessCode),
          { label: 'Name', value: found.name },
          { label: "Father's name", value: found.father },
          { label: 'Course', value: found.course },
          { label: 'Subjects', value: subjectsOf(found) },
          { label: 'Submitted on', value: dateOf(found.submitted_at) },
          ...(paid
            ? [
                { label: 'Amount paid', value: rupees(paid.amount) },
                { label: 'Payment', value: paid.mode === 'cash' ? 'Cash at the college office' : `UPI, reference ${paid.trans_no}` },
                { label: 'Paid on', value: dateOf(paid.paid_at) },
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
        <Button type="button" variant={paid ? 'primary' : 'outline'} onClick={() => window.print()}>
          Print acknowledgement
        </Button>
      </div>
    </section>
  );
}

