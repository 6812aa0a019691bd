import * as v from 'valibot';
import { Alert, Button, KeyFacts, Link, PageHeader, Skeleton, useHydrated, useLocation } from '@college/design-system';
import { SITE, postJson, type RemotePageProps, useResource } from '@college/remote-kit';
import { APPLICATION_STATUS_PATH, statusResponseSchema } from '@college/admissions-service/contract';
import { paymentReceipt, paymentReceiptSchema } from '../features/shared/payment-session';
import { AMOUNT_LABEL, PAYMENT_NEXT, paymentStateLine, SUCCESS_TEXT } from '../features/shared/payment-state-text';
import { accessCodeFact, KeepAccessCode } from '../features/shared/access-code';
import { subjectsOf } from '../features/status/acknowledgement';
import { PrintApplication } from '../features/print/application-print';
import { Letterhead } from '../features/shared/letterhead';
import { printPart } from '../features/shared/print-part';
import styles from './pages.module.css';
import './success-print.css';

/**
 * `/success`: the payment details received, as a printable acknowledgement. Cash chosen is due at the
 * counter, a UPI reference is a claim: the page says what happens next, never that the fee is paid.
 */
export default function SuccessPage({ title = SUCCESS_TEXT.title }: RemotePageProps) {
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
      <PageHeader title={title} subtitle={`Admission A.Y. ${SITE.admission.year}`} data-print-hidden="" />
      <div className={styles.body}>
        {!hydrated && <Skeleton height="16rem" />}
        {receipt && (
          <section aria-labelledby="acknowledgement-heading" data-acknowledgement="">
            <Letterhead printOnly />
            <h2 id="acknowledgement-heading">{SUCCESS_TEXT.heading}</h2>
            <p data-state={receipt.payment_state}>
              <strong>{paymentStateLine(receipt.payment_state)}</strong>
            </p>
            <p>{PAYMENT_NEXT[receipt.payment_state](receipt.amount)}</p>
            <p>{SUCCESS_TEXT.keep}</p>
            <KeyFacts
              facts={[
                { label: 'Application number', value: receipt.application_no },
                ...(receipt.access_code ? [accessCodeFact(receipt.access_code)] : []),
                { label: 'Transaction number', value: receipt.transactionNumber === '0' ? '0 (cash)' : receipt.transactionNumber },
                { label: AMOUNT_LABEL[receipt.payment_state], value: `₹${receipt.amount}` },
                ...(acknowledgement
                  ? [
                      { label: 'Name', value: acknowledgement.name },
                      { label: "Father's name", value: acknowledgement.father },
                      { label: 'Course', value: acknowledgement.course },
                      { label: 'Subjects', value: subjectsOf(acknowledgement) },
                    ]
                  : []),
              ]}
            />
            {receipt.access_code && <KeepAccessCode />}
            <div className={styles.actions} data-print-hidden="">
              <Button type="button" onClick={() => printPart('acknowledgement')}>
                Print acknowledgement
              </Button>
              <Button as={Link} to="/admission/status" variant="outline">
                {SUCCESS_TEXT.status}
              </Button>
              <Button as={Link} to="/" variant="outline">
                Back to the home page
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
        {hydrated && !receipt && (
          <Alert tone="warning" title={SUCCESS_TEXT.nothingTitle}>
            <p>{SUCCESS_TEXT.nothing}</p>
            <Button as={Link} to="/admission">
              Go to the admission form
            </Button>
          </Alert>
        )}
      </div>
    </>
  );
}
