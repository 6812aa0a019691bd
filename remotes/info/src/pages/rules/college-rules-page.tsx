import { Alert, ExternalLink, Link } from '@college/design-system';
import { SITE, telHref, type RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import styles from './rules.module.css';

const ANTI_RAGGING_SITE = SITE.outsideSites.find((site) => site.short === 'ANTI RAGGING')?.href ?? 'https://www.antiragging.in/';

/** A college officer from the settings, with phone and e-mail links. */
function OfficerContact({ officer }: { officer: (typeof SITE.officers)[keyof typeof SITE.officers] }) {
  return (
    <p>
      {officer.designation}: <strong>{officer.name}</strong>, phone{' '}
      <a href={telHref(officer.phone)}>{officer.phone}</a>, e-mail <a href={`mailto:${officer.email}`}>{officer.email}</a>.
    </p>
  );
}

/** `/college-rules-and-regulations`: what every student must know and follow on the campus. */
export default function CollegeRulesPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Rules and Regulations for College">
      <p>
        These rules help every student study in a safe, orderly and respectful college. By taking admission, a student
        agrees to follow them. The rules of the affiliating university and of the regulators apply as well.
      </p>

      <h2>Attendance</h2>
      <ul>
        <li>Attend every class, practical and teaching-practice session regularly and on time.</li>
        <li>
          Attendance is recorded biometrically and published on the{' '}
          <Link to="/attendence">biometric attendance</Link> page.
        </li>
        <li>
          Students without the minimum attendance required by the university and the regulators may not be allowed to
          sit the examinations. Ask the office for the figure that applies to your course.
        </li>
        <li>For absence due to illness or an emergency, give a written application to the office.</li>
      </ul>

      <h2>Identity card</h2>
      <ul>
        <li>Every student is given a college identity card. Carry it whenever you are on the campus.</li>
        <li>Show it when a teacher, the library or the office asks for it. It may not be lent to anyone else.</li>
        <li>Report a lost identity card to the office at once to get a new one.</li>
      </ul>

      <h2>Conduct and discipline</h2>
      <ul>
        <li>Treat teachers, staff and fellow students with respect. Harassment of any kind is not tolerated.</li>
        <li>Keep classrooms, laboratories and the campus clean; take care of college property.</li>
        <li>Smoking, tobacco, alcohol and drugs are forbidden on the campus.</li>
        <li>Unfair means in examinations and tests lead to strict action under the university&apos;s rules.</li>
        <li>Pay fees on time and read the notices on this website and on the notice board.</li>
        <li>
          Cases of indiscipline are dealt with by the <Link to="/disciplinary">disciplinary cell</Link>.
        </li>
      </ul>

      <h2>Mobile phones</h2>
      <ul>
        <li>Keep mobile phones switched off or silent in classrooms, laboratories and the library.</li>
        <li>Phones and other electronic devices are not allowed in the examination hall.</li>
        <li>Do not photograph or record anyone on the campus without their permission.</li>
      </ul>

      <h2>Anti-ragging</h2>
      <Alert tone="warning" title="Ragging is a punishable offence">
        Ragging in any form is banned. A student found guilty can be suspended, expelled and reported to the police.
      </Alert>
      <p>
        If you are ragged or see someone being ragged, tell the Principal, any teacher or the college&apos;s
        anti-ragging committee at once, or call the national anti-ragging helpline (toll free, 24 hours):{' '}
        <a className={styles.helpline} href={telHref(SITE.antiRagging.helpline)}>
          {SITE.antiRagging.helpline}
        </a>
        . You can also write to <a href={`mailto:${SITE.antiRagging.email}`}>{SITE.antiRagging.email}</a> or visit{' '}
        <ExternalLink href={ANTI_RAGGING_SITE}>the national anti-ragging website</ExternalLink>
        .
      </p>
      <OfficerContact officer={SITE.officers.antiRagging} />

      <h2>Grievances</h2>
      <p>
        Complaints can be given in writing to the office or sent through the{' '}
        <Link to="/complaints">online grievance form</Link>. Suggestions are welcome on the{' '}
        <Link to="/feedback">feedback form</Link>.
      </p>
      <OfficerContact officer={SITE.officers.grievance} />
    </ContentPage>
  );
}
