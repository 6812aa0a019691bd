import { PageHeader, Skeleton, useCatalogue } from '@college/design-system';
import { ACADEMIC_YEAR, type RemotePageProps } from '@college/remote-kit';
import { PaymentForm } from '../features/payment/payment-form';
import { useHandover } from '../features/payment/use-handover';
import { ToStatus } from './to-status';
import messages from './payment-pages.messages.json';
import styles from './pages.module.css';
import './success-print.css';

/** `/payment`: the fee of the application just submitted (or found again by its number). */
// The heading is the page's own, in its language (the prerendered HTML has no route title to use).
export default function PaymentPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const { ready, handover } = useHandover();
  return (
    <>
      <PageHeader
        title={text('paymentTitle')}
        subtitle={text('feeSubtitle', { year: ACADEMIC_YEAR })}
        data-print-hidden=""
      />
      <div className={styles.body}>
        {!ready && <Skeleton height="24rem" />}
        {ready && handover && <PaymentForm handover={handover} />}
        <ToStatus from="payment" go={ready && !handover} />
      </div>
    </>
  );
}
