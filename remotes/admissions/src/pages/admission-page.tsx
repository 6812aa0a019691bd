import { Alert, Link, PageHeader } from '@college/design-system';
import { getJson, SITE, telHref, useResource, useWindowStatus, type RemotePageProps, type WindowStatus } from '@college/remote-kit';
import {
  ADMISSION_SESSION_PATH,
  admissionSessionAnswerSchema,
  registrationClosedMessage,
  registrationNotOpenMessage,
} from '@college/admissions-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import { AdmissionForm } from '../features/application/admission-form';
import styles from './pages.module.css';

const { admission, helplines } = SITE;

type Session = { year: string; registration: { opens: string; closes: string } };

/**
 * The admission session in force: the service's answer (the admin may have changed it from the
 * office, decision 014) once it comes, the bundled settings' until then or if it does not.
 */
function useAdmissionSession(): Session {
  const answer = useResource((signal) => getJson(ADMISSION_SESSION_PATH, admissionSessionAnswerSchema, signal));
  return answer.status === 'ready' ? answer.data.data : admission;
}

/** Outside the registration window: said before anyone types (the service refuses with the same words). */
function RegistrationNotice({ status, session }: { status: Exclude<WindowStatus, 'open'>; session: Session }) {
  const { opens, closes } = session.registration;
  const { year } = session;
  const closed = status === 'closed';
  return (
    <Alert
      tone={closed ? 'warning' : 'info'}
      title={closed ? registrationClosedMessage(year, closes) : registrationNotOpenMessage(year, opens)}
    >
      <p>
        Registration for A.Y. {year} {closed ? 'was' : 'will be'} open from {formatIndianDate(opens)} to{' '}
        {formatIndianDate(closes)}.{' '}
        {closed ? 'Dates for the next session will be announced under News & Notifications.' : 'The form opens here on the first day.'}
      </p>
      <p>
        Admission helpline: <a href={telHref(helplines.admission)}>{helplines.admission}</a>
      </p>
    </Alert>
  );
}

/** `/admission`: the admission form of the session's year and the settings' courses, while registration is open. */
export default function AdmissionPage(_props: RemotePageProps) {
  const session = useAdmissionSession();
  const status = useWindowStatus(session.registration);
  const outside = status === 'closed' || status === 'upcoming';
  return (
    <>
      <PageHeader title={`Admission Form A.Y. ${session.year}`} subtitle={admission.courses.map((course) => course.name).join(' · ')} />
      <div className={styles.body}>
        <p>
          Already applied? <Link to="/admission/status">Check your application, pay the fee later or print the acknowledgement</Link>.
        </p>
        {outside ? <RegistrationNotice status={status} session={session} /> : <AdmissionForm />}
      </div>
    </>
  );
}
