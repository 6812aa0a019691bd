import * as v from 'valibot';
import { Alert, Button, KeyFacts, Link, PageHeader, Skeleton, useHydrated, useLocation } from '@college/design-system';
import { SITE, postJson, type RemotePageProps, useResource } from '@college/remote-kit';
import { APPLICATION_STATUS_PATH, statusResponseSchema } from '@college/admissions-service/contract';
import { paymentReceipt, paymentReceiptSchema } from '../features/shared/payment-session';
import { accessCodeFact, KeepAccessCode } from '../features/shared/access-code';
import { subjectsOf } from '../features/status/acknowledgement';
import styles from './pages.module.css';
import './success-print.css';

/** `/success`: the payment recorded, as a printable acknowledgement. */
export default function SuccessPage({ title = 'Payment Successful' }: RemotePageProps) {
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
            <h2 id="acknowledgement-heading">Payment acknowledgement</h2>
            <p>Your admission fee is recorded. Keep this page (print it or save it as PDF) for the college office.</p>
            <KeyFacts
              facts={[
                { label: 'Application number', value: receipt.application_no },
                ...(receipt.access_code ? [accessCodeFact(receipt.access_code)] : []),
                { label: 'Transaction number', value: receipt.transactionNumber === '0' ? '0 (cash)' : receipt.transactionNumber },
                { label: 'Amount paid', value: `₹${receipt.amount}` },
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
              <Button type="button" onClick={() => window.print()}>
                Print acknowledgement
              </Button>
              <Button as={Link} to="/" variant="outline">
                Back to the home page
              </Button>
            </div>
          </section>
        )}
        {hydrated && !receipt && (
          <Alert tone="warning" title="No payment to show">
            <p>This page shows the acknowledgement right after a fee payment. Nothing was paid in this browser tab.</p>
            <Button as={Link} to="/admission">
              Go to the admission form
            </Button>
          </Alert>
        )}
      </div>
    </>
  );
}
