import { PageHeader, useCatalogue, useLocation } from '@college/design-system';
import { ACADEMIC_YEAR, type RemotePageProps } from '@college/remote-kit';
import { PrintApplication } from '../features/print/application-print';
import { ApplicationStatus } from '../features/status/application-status';
import { ForgotNumber } from '../features/status/forgot-number';
import { OpenedDirectlyNotice, openedDirectlyFrom } from './to-status';
import messages from './payment-pages.messages.json';
import styles from './pages.module.css';
import './success-print.css';

/** `/admission/status`: find a submitted application again, pay its fee later, reprint it. */
// The heading is the page's own, in its language (the prerendered HTML has no route title to use).
export default function StatusPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  // The admission form sends an applicant whose Aadhaar is already registered with { forgot: true }.
  const { state } = useLocation();
  const forgot = typeof state === 'object' && state !== null && (state as { forgot?: unknown }).forgot === true;
  const from = openedDirectlyFrom(state);
  return (
    <>
      <PageHeader
        title={text('statusTitle')}
        subtitle={text('subtitle', { year: ACADEMIC_YEAR })}
        data-print-hidden=""
      />
      <div className={styles.body}>
        {from && <OpenedDirectlyNotice from={from} />}
        <ApplicationStatus after={(query) => <PrintApplication key={query.application_no} query={query} />} />
        <ForgotNumber initiallyOpen={forgot} />
      </div>
    </>
  );
}
