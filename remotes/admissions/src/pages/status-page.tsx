import { PageHeader } from '@college/design-system';
import { SITE, type RemotePageProps } from '@college/remote-kit';
import { ApplicationStatus } from '../features/status/application-status';
import styles from './pages.module.css';
import './success-print.css';

/** `/admission/status`: find a submitted application again, pay its fee later, reprint it. */
export default function StatusPage({ title = 'Check application / pay later' }: RemotePageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={`Admission A.Y. ${SITE.admission.year}`} data-print-hidden="" />
      <div className={styles.body}>
        <ApplicationStatus />
      </div>
    </>
  );
}
