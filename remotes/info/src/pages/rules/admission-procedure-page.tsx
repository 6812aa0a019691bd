import { Alert, Button, Link } from '@college/design-system';
import { SITE, telHref, useWindowStatus, type RemotePageProps } from '@college/remote-kit';
import { ContentPage, PageActions } from '../../components/content-page/content-page';
import { ADMISSION_YEAR, courseList, REGISTRATION } from '../../features/home/data/courses';
import styles from './rules.module.css';

/** `/admission-procedure`: the five steps from registration to verification, with dates and office hours (spec §9). */
export default function AdmissionProcedurePage(_props: RemotePageProps) {
  const status = useWindowStatus(SITE.admission.registration);
  return (
    <ContentPage title="Admission Procedure">
      <p>
        Admission for A.Y. {ADMISSION_YEAR} to {courseList()} is made online through this website and completed
        at the college. Admissions start in the first week of July. B.Ed. and D.El.Ed. admissions follow their own
        process: see the <Link to="/course_bed">B.Ed.</Link> and <Link to="/course_deled">D.El.Ed.</Link> pages or ask
        the college office.
      </p>

      <Alert tone="info" title="Important dates">
        Online registration (URN generation):{' '}
        <strong>
          <time dateTime={REGISTRATION.opens.iso}>{REGISTRATION.opens.label}</time> to{' '}
          <time dateTime={REGISTRATION.closes.iso}>{REGISTRATION.closes.label}</time>
        </strong>
        . Admissions start in the first week of July.
      </Alert>

      <h2>Steps</h2>
      <ol className={styles.steps}>
        <li>
          <h3>Register online</h3>
          <p>
            Register between {REGISTRATION.opens.label} and {REGISTRATION.closes.label}. Registration generates your URN
            (registration number); write it down and keep it safe.
          </p>
        </li>
        <li>
          <h3>Fill in the admission form</h3>
          <p>
            Fill in the <Link to="/admission">online admission form</Link>: personal details, address, course and
            subjects. Check every entry before you submit; your Aadhaar number and e-mail can be used for only one
            application.
          </p>
        </li>
        <li>
          <h3>Upload your documents</h3>
          <p>
            Upload clear scans of the documents listed below. Keep the originals ready for verification.
          </p>
        </li>
        <li>
          <h3>Pay the fee</h3>
          <p>
            After the form is saved you can pay online (scan the QR code and enter the transaction number) or record a
            cash payment if you will pay at the college. You may also choose to pay later. Keep the transaction number or receipt.
          </p>
        </li>
        <li>
          <h3>Office verification</h3>
          <p>
            Bring the printed form, the fee receipt and your original documents to the college office. Your admission
            is confirmed only after the office has checked them.
          </p>
        </li>
      </ol>

      <h2>Documents to upload</h2>
      <ul>
        <li>High School (Class 10) mark sheet and certificate</li>
        <li>Intermediate (Class 12) mark sheet</li>
        <li>A recent passport-size photograph and your signature</li>
        <li>Aadhaar card</li>
        <li>Domicile certificate</li>
        <li>Transfer certificate (TC), if you have it</li>
        <li>Caste certificate (SC, ST, OBC) or income/EWS certificate (GEN-EWS), if you claim a reservation</li>
      </ul>

      <h2>Office hours for admission forms</h2>
      <p>
        The college office deals with admission forms from{' '}
        <strong>
          {SITE.officeHours.opens} to {SITE.officeHours.closes}
        </strong>{' '}
        ({SITE.officeHours.days}). Call the admission helpline
        if you need help:{' '}
        <a className={styles.helpline} href={telHref(SITE.helplines.admission)}>
          {SITE.helplines.admission}
        </a>
        . For problems with the website, call the technical helpline:{' '}
        <a href={telHref(SITE.helplines.technical)}>{SITE.helplines.technical}</a>.
      </p>

      <PageActions>
        {status === 'open' && (
          <Button as={Link} to="/admission" size="lg">
            Apply Online
          </Button>
        )}
        <Button as={Link} to="/courses" variant="outline" size="lg">
          Our courses
        </Button>
      </PageActions>
    </ContentPage>
  );
}
