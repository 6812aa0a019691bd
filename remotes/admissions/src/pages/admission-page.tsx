import { Alert, Link, PageHeader } from '@college/design-system';
import { SITE, telHref, useWindowStatus, type RemotePageProps, type WindowStatus } from '@college/remote-kit';
import { registrationClosedMessage, registrationNotOpenMessage } from '@college/admissions-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import { AdmissionForm } from '../features/application/admission-form';
import styles from './pages.module.css';

const { admission, helplines } = SITE;

/** Outside the registration window: said before anyone types (the service refuses with the same words). */
function RegistrationNotice({ status }: { status: Exclude<WindowStatus, 'open'> }) {
  const { opens, closes } = admission.registration;
  const closed = status === 'closed';
  return (
    <Alert
      tone={closed ? 'warning' : 'info'}
      title={closed ? registrationClosedMessage(admission.year, closes) : registrationNotOpenMessage(admission.year, opens)}
    >
      <p>
        Registration for A.Y. {admission.year} {closed ? 'was' : 'will be'} open from {formatIndianDate(opens)} to{' '}
        {formatIndianDate(closes)}.{' '}
        {closed ? 'Dates for the next session will be announced under News & Notifications.' : 'The form opens here on the first day.'}
      </p>
      <p>
        Admission helpline: <a href={telHref(helplines.admission)}>{helplines.admission}</a>
      </p>
    </Alert>
  );
}

/** `/admission`: the admission form of the settings' year and courses, while registration is open. */
export default function AdmissionPage(_props: RemotePageProps) {
  const status = useWindowStatus(admission.registration);
  const outside = status === 'closed' || status === 'upcoming';
  return (
    <>
      <PageHeader title={`Admission Form A.Y. ${admission.year}`} subtitle={admission.courses.map((course) => course.name).join(' · ')} />
      <div className={styles.body}>
        <p>
          Already applied? <Link to="/admission/status">Check your application, pay the fee later or print the acknowledgement</Link>.
        </p>
        {outside ? <RegistrationNotice status={status} /> : <AdmissionForm />}
      </div>
    </>
  );
}
