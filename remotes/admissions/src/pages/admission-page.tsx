import { Alert, Link, PageHeader, useCatalogue } from '@college/design-system';
import {
  ADMISSION,
  nameIn,
  SITE,
  telHref,
  useAnswer,
  useInLanguage,
  useWindowStatus,
  type RemotePageProps,
  type WindowStatus,
} from '@college/remote-kit';
import {
  ADMISSION_SESSION_PATH,
  admissionSessionAnswerSchema,
  COURSES_PATH,
  registrationClosedMessage,
  registrationNotOpenMessage,
  STATES_PATH,
  VOCATIONAL_SUBJECTS_PATH,
} from '@college/admissions-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import { AdmissionFormIsland, loadAdmissionForm } from '../features/application/admission-form-island';
import messages from './admission-page.messages.json';
import styles from './pages.module.css';

const { helplines } = SITE;
const admission = ADMISSION;

/**
 * What this page shows in its first response (decision 017): the session in force and the lists the
 * form opens with. The form is then live at once, without asking for them again.
 */
export const pageAnswers = [ADMISSION_SESSION_PATH, COURSES_PATH, STATES_PATH, VOCATIONAL_SUBJECTS_PATH];

/** The form's code loads on demand in the browser; a render in Node draws it at once. */
export const beforeRender = loadAdmissionForm;

type Session = { year: string; registration: { opens: string; closes: string } };

/**
 * The admission session in force: the service's answer (the admin may have changed it from the
 * office, decision 014) once it comes, the bundled settings' until then or if it does not.
 */
function useAdmissionSession(): Session {
  const answer = useAnswer(ADMISSION_SESSION_PATH, admissionSessionAnswerSchema, (reply) => reply);
  return answer.status === 'ready' ? answer.data.data : admission;
}

/** Outside the registration window: said before anyone types (the service refuses with the same words). */
function RegistrationNotice({ status, session }: { status: Exclude<WindowStatus, 'open'>; session: Session }) {
  const { t, text } = useCatalogue(messages);
  const say = useInLanguage();
  const { opens, closes } = session.registration;
  const { year } = session;
  const closed = status === 'closed';
  const dates = { year, opens: formatIndianDate(opens), closes: formatIndianDate(closes) };
  return (
    <Alert
      tone={closed ? 'warning' : 'info'}
      title={say(closed ? registrationClosedMessage(year, closes) : registrationNotOpenMessage(year, opens))}
    >
      <p>
        {closed ? text('wasOpen', dates) : text('willOpen', dates)} {closed ? text('nextSession') : text('firstDay')}
      </p>
      <p>{t('helpline', { phone: <a href={telHref(helplines.admission)}>{helplines.admission}</a> })}</p>
    </Alert>
  );
}

/** `/admission`: the admission form of the session's year and the settings' courses, while registration is open. */
export default function AdmissionPage(_props: RemotePageProps) {
  const { t, text, lang } = useCatalogue(messages);
  const session = useAdmissionSession();
  const status = useWindowStatus(session.registration);
  const outside = status === 'closed' || status === 'upcoming';
  return (
    <>
      <PageHeader
        title={text('title', { year: session.year })}
        subtitle={admission.courses.map((course) => nameIn(course.name, lang)).join(' · ')}
      />
      <div className={styles.body}>
        <p>{t('already', { link: (chunks) => <Link to="/admission/status">{chunks}</Link> })}</p>
        {outside ? <RegistrationNotice status={status} session={session} /> : <AdmissionFormIsland />}
      </div>
    </>
  );
}
