import { Link, PageHeader } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { AdmissionForm } from '../features/application/admission-form';
import styles from './pages.module.css';

/** `/admission`: the admission form A.Y. 2025-26 (B.A., B.Sc., M.A.). */
export default function AdmissionPage(_props: RemotePageProps) {
  return (
    <>
      <PageHeader title="Admission Form A.Y. 2025-26" subtitle="B.A. · B.Sc. · M.A." />
      <div className={styles.body}>
        <p>
          Already applied? <Link to="/admission/status">Check your application, pay the fee later or print the acknowledgement</Link>.
        </p>
        <AdmissionForm />
      </div>
    </>
  );
}
