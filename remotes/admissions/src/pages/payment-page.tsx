import { Alert, Button, Link, PageHeader, Skeleton } from '@college/design-system';
import { SITE, type RemotePageProps } from '@college/remote-kit';
import { PaymentForm } from '../features/payment/payment-form';
import { useHandover } from '../features/payment/use-handover';
import styles from './pages.module.css';
import './success-print.css';

/** `/payment`: the fee of the application just submitted (or found again by its number). */
export default function PaymentPage({ title = 'Payment' }: RemotePageProps) {
  const { ready, handover } = useHandover();
  return (
    <>
      <PageHeader title={title} subtitle={`Admission fee A.Y. ${SITE.admission.year}`} data-print-hidden="" />
      <div className={styles.body}>
        {!ready && <Skeleton height="24rem" />}
        {ready && handover && <PaymentForm handover={handover} />}
        {ready && !handover && (
          <Alert tone="warning" title="No application to pay for">
            <p>
              This page takes the fee of an application right after it is submitted. Submit the admission form first; if
              you have already submitted it and chose to pay later, the college office can take the fee with your
              application number.
            </p>
            <Button as={Link} to="/admission">
              Go to the admission form
            </Button>
          </Alert>
        )}
      </div>
    </>
  );
}
