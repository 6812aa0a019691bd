import { Button, Link } from '@college/design-system';
import { SITE, telHref } from '@college/remote-kit';
import { ADMISSION_YEAR, PROSPECTUS_URL, REGISTRATION } from '../data/courses';
import { CourseSubjectsTable } from './course-subjects-table';
import styles from './admission-notice.module.css';

/** Admission notice for the coming year: dates, courses, helplines and the ways to apply. */
export function AdmissionNotice() {
  return (
    <div className={styles.notice}>
      <h2 id="home-admission-title" className={styles.title}>
        Admission open for A.Y. {ADMISSION_YEAR}
      </h2>
      <p className={styles.dates}>
        Registration (URN generation) dates:{' '}
        <strong>
          <time dateTime={REGISTRATION.opens.iso}>{REGISTRATION.opens.label}</time> to{' '}
          <time dateTime={REGISTRATION.closes.iso}>{REGISTRATION.closes.label}</time>
        </strong>
      </p>

      <CourseSubjectsTable />

      <div className={styles.help}>
        <h3 className={styles.helpTitle}>Need help?</h3>
        <ul className={styles.helplines}>
          <li>
            Admission helpline: <a href={telHref(SITE.helplines.admission)}>{SITE.helplines.admission}</a>
          </li>
          <li>
            Technical helpline: <a href={telHref(SITE.helplines.technical)}>{SITE.helplines.technical}</a>
          </li>
        </ul>
      </div>

      <div className={styles.actions}>
        <Button as={Link} to="/admission" size="lg">
          Apply Online
        </Button>
        <Button as="a" href={PROSPECTUS_URL} target="_blank" rel="noopener noreferrer" variant="outline" size="lg">
          Prospectus {ADMISSION_YEAR} (PDF)
          <span className="ds-visually-hidden">, opens in a new tab</span>
        </Button>
      </div>
    </div>
  );
}
