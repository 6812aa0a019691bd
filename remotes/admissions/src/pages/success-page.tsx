import * as v from 'valibot';
import {
  Button,
  KeyFacts,
  Link,
  PageHeader,
  Skeleton,
  useCatalogue,
  useHydrated,
  useLocation,
} from '@college/design-system';
import { ACADEMIC_YEAR, nameIn, postJson, type RemotePageProps, useResource } from '@college/remote-kit';
import { rupees } from '@college/settings/format';
import { APPLICATION_STATUS_PATH, statusResponseSchema } from '@college/admissions-service/contract';
import { paymentReceipt, paymentReceiptSchema } from '../features/shared/payment-session';
import { KeepAccessCode, useAccessCodeFact } from '../features/shared/access-code';
import { usePaymentWords } from '../features/shared/payment-words';
import { subjectsOf } from '../features/status/acknowledgement';
import { PrintApplication } from '../features/print/application-print';
import { Letterhead } from '../features/shared/letterhead';
import { printPart } from '../features/shared/print-part';
import { CashAtCounter } from '../features/payment/cash-at-counter';
import { ToStatus } from './to-status';
import messages from './payment-pages.messages.json';
import styles from './pages.module.css';
import './success-print.css';

/**
 * `/success`: the payment details received, as a printable acknowledgement. Cash chosen is due at the
 * counter, a UPI reference is a claim: the page says what happens next, never that the fee is paid.
 */
// The heading is the page's own, in its language (the prerendered HTML has no route title to use).
export default function SuccessPage(_props: RemotePageProps) {
  const { text, lang } = useCatalogue(messages);
  const words = usePaymentWords();
  const accessCodeFact = useAccessCodeFact();
  const hydrated = useHydrated();
  const { state } = useLocation();
  const fromState = v.safeParse(paymentReceiptSchema, state);
  const receipt = hydrated ? (fromState.success ? fromState.output : paymentReceipt.read()) : undefined;
  // The whole acknowledgement (name, course, subjects) from the service; the receipt alone if not.
  const full = useResource(
    (signal) =>
      receipt?.dob && receipt.access_code
        ? postJson(
            APPLICATION_STATUS_PATH,
            { application_no: receipt.application_no, dob: receipt.dob, access_code: receipt.access_code },
            statusResponseSchema,
            signal,
          )
        : Promise.resolve(undefined),
    [receipt?.application_no, receipt?.dob, receipt?.access_code],
  );
  const acknowledgement = full.status === 'ready' ? full.data?.data : undefined;

  return (
    <>
      <PageHeader
        title={receipt ? text(`title.${receipt.payment_state}`, { fee: rupees(receipt.amount) }) : text('successTitle')}
        subtitle={text('subtitle', { year: ACADEMIC_YEAR })}
        data-print-hidden=""
      />
      <div className={styles.body}>
        {!hydrated && <Skeleton height="16rem" />}
        {receipt && (
          <section aria-labelledby="acknowledgement-heading" data-acknowledgement="">
            <Letterhead printOnly />
            <h2 id="acknowledgement-heading">{text('heading')}</h2>
            <p data-state={receipt.payment_state}>
              <strong>{words.stateLine(receipt.payment_state)}</strong>
            </p>
            {receipt.payment_state === 'due_at_counter' ? (
              <CashAtCounter fee={rupees(receipt.amount)} />
            ) : (
              <p>{words.next(receipt.payment_state, receipt.amount)}</p>
            )}
            <p>{text('keep')}</p>
            <KeyFacts
              facts={[
                { label: words.text('fact.applicationNo'), value: receipt.application_no },
                ...(receipt.access_code ? [accessCodeFact(receipt.access_code)] : []),
                // Cash has no transaction yet: the office's receipt is its record.
                ...(receipt.transactionNumber === '0'
                  ? []
                  : [{ label: text('transaction'), value: receipt.transactionNumber }]),
                { label: words.amountLabel(receipt.payment_state), value: rupees(receipt.amount) },
                ...(acknowledgement
                  ? [
                      { label: words.text('fact.name'), value: acknowledgement.name },
                      { label: words.text('fact.father'), value: acknowledgement.father },
                      { label: words.text('fact.course'), value: nameIn(acknowledgement.course, lang) },
                      { label: words.text('fact.subjects'), value: subjectsOf(acknowledgement, lang) },
                    ]
                  : []),
              ]}
            />
            {receipt.access_code && <KeepAccessCode />}
            <div className={styles.actions} data-print-hidden="">
              <Button type="button" onClick={() => printPart('acknowledgement')}>
                {words.text('printAcknowledgement')}
              </Button>
              <Button as={Link} to="/admission/status" variant="outline">
                {text('status')}
              </Button>
              <Button as={Link} to="/" variant="outline">
                {words.text('home')}
              </Button>
            </div>
          </section>
        )}
        {/* The whole application to print needs the three proofs the handover brought. */}
        {receipt?.dob && receipt.access_code && (
          <PrintApplication
            key={receipt.application_no}
            query={{ application_no: receipt.application_no, dob: receipt.dob, access_code: receipt.access_code }}
          />
        )}
        <ToStatus from="success" go={hydrated && !receipt} />
      </div>
    </>
  );
}
