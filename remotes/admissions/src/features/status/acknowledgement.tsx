import { Button, KeyFacts, Link, useCatalogue } from '@college/design-system';
import { collegeTime, nameIn } from '@college/remote-kit';
import { rupees } from '@college/settings/format';
import { type Acknowledgement, canPayOnline } from '@college/admissions-service/contract';
import type { PaymentHandover } from '../shared/payment-session';
import { KeepAccessCode, useAccessCodeFact } from '../shared/access-code';
import { Letterhead } from '../shared/letterhead';
import { printPart } from '../shared/print-part';
import { usePaymentWords } from '../shared/payment-words';
import messages from './application-status.messages.json';
import styles from './application-status.module.css';

/** The chosen subjects in form order, without the N/A choices, named in the page's language. */
export const subjectsOf = ({ subjects }: Pick<Acknowledgement, 'subjects'>, lang: 'en' | 'hi' = 'en') =>
  [...subjects.major, subjects.minor, subjects.cocurricular, subjects.vocational]
    .filter((subject) => subject && subject !== 'N/A')
    .map((subject) => nameIn(subject, lang))
    .join(', ');

/** A moment the service recorded, as the college's day (IST) it was: dd-mm-yyyy. */
const dayOf = (instant: string) => collegeTime(instant, 'day');

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
  const { text, lang } = useCatalogue(messages);
  const words = usePaymentWords();
  const accessCodeFact = useAccessCodeFact();
  const payment = found.payment;
  const paid = payment?.state === 'verified';
  // The service hands over a token only while the fee can still be paid online.
  const token = canPayOnline(payment) ? found.payment_token : null;
  return (
    <section aria-labelledby="acknowledgement-heading" data-acknowledgement="" className={styles.found}>
      <Letterhead printOnly />
      <h2 id="acknowledgement-heading" tabIndex={-1}>
        {text('heading', { number: found.application_no })}
      </h2>
      <p className={styles.state} data-state={payment?.state ?? 'unpaid'}>
        {words.stateLine(payment?.state ?? null)}
      </p>
      {payment && <p>{words.next(payment.state, found.fee)}</p>}
      {/* The accountant's own words, in the language they wrote them in. */}
      {payment?.state === 'returned' && payment.return_reason && (
        <p>{words.text('returnReason', { reason: payment.return_reason })}</p>
      )}
      <KeyFacts
        facts={[
          { label: words.text('fact.applicationNo'), value: found.application_no },
          accessCodeFact(accessCode),
          { label: words.text('fact.name'), value: found.name },
          { label: words.text('fact.father'), value: found.father },
          { label: words.text('fact.course'), value: nameIn(found.course, lang) },
          { label: words.text('fact.subjects'), value: subjectsOf(found, lang) },
          { label: text('submittedOn'), value: dayOf(found.submitted_at) },
          ...(payment
            ? [
                { label: words.amountLabel(payment.state), value: rupees(payment.amount) },
                {
                  label: text('payment'),
                  value:
                    payment.mode === 'cash'
                      ? words.text('mode.cash')
                      : text('paymentUpi', { reference: payment.trans_no }),
                },
                {
                  label: text(payment.mode === 'cash' && payment.state === 'due_at_counter' ? 'chosenOn' : 'sentOn'),
                  value: dayOf(payment.paid_at),
                },
                // The office's answer: a confirmation, or the claim returned (the day it said so).
                ...(payment.confirmed_at
                  ? [
                      {
                        label: text(payment.state === 'returned' ? 'returnedOn' : 'confirmedOn'),
                        value: dayOf(payment.confirmed_at),
                      },
                    ]
                  : []),
              ]
            : [{ label: words.text('fact.fee'), value: rupees(found.fee) }]),
        ]}
      />
      <KeepAccessCode />
      <div className={styles.actions} data-print-hidden="">
        {token && (
          <Button as={Link} to="/payment" state={handoverOf(found, token, accessCode)}>
            {text('pay', { fee: rupees(found.fee) })}
          </Button>
        )}
        <Button type="button" variant={paid ? 'primary' : 'outline'} onClick={() => printPart('acknowledgement')}>
          {words.text('printAcknowledgement')}
        </Button>
      </div>
    </section>
  );
}
