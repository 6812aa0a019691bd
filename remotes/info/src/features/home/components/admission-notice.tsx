import { Button, Link } from '@college/design-system';
import { SITE, telHref } from '@college/remote-kit';
import type { ReactNode } from 'react';
import { useToday } from '../../shared/use-today';
import { ADMISSION_YEAR, PROSPECTUS_URL, REGISTRATION } from '../data/courses';
import { admissionStatus, type AdmissionStatus } from '../admission-status';
import { CourseSubjectsTable } from './course-subjects-table';
import styles from './admission-notice.module.css';

const STATUS_TEXT: Record<AdmissionStatus, { badge: string; text: ReactNode }> = {
  upcoming: {
    badge: 'Opening soon',
    text: <>Registration is not open yet: it opens on {REGISTRATION.opens.label}.</>,
  },
  open: {
    badge: 'Open',
    text: <>Registration is open until {REGISTRATION.closes.label}. Apply online before it closes.</>,
  },
  closed: {
    badge: 'Closed',
    text: (
      <>
        Registration is closed: it ended on {REGISTRATION.closes.label}. Dates for the next session will be announced
        under News &amp; Notifications.
      </>
    ),
  },
};

/**
 * Open, upcoming or closed, from the registration window in the settings and the visitor's today.
 * Every state's line is always in the page, stacked in one grid cell with only the current one
 * visible, so the box is as tall as its longest state at any width: no shift when the prerendered
 * page (which cannot know the day, and shows none) learns it in the browser.
 */
function RegistrationStatus({ current }: { current: AdmissionStatus | null }) {
  return (
    <div className={styles.status}>
      {(Object.keys(STATUS_TEXT) as AdmissionStatus[]).map((status) => (
        <p key={status} className={styles.state} data-status={status} aria-hidden={status !== current || undefined}>
          <strong className={styles.badge}>{STATUS_TEXT[status].badge}</strong> {STATUS_TEXT[status].text}
        </p>
      ))}
    </div>
  );
}

/** Admission notice for the year in the settings: status, dates, courses, helplines and the ways to apply. */
export function AdmissionNotice() {
  const today = useToday();
  const current = today === null ? null : admissionStatus(SITE.admission.registration, today);
  return (
    <div className={styles.notice}>
      <h2 id="home-admission-title" className={styles.title}>
        Admission for A.Y. {ADMISSION_YEAR}
      </h2>
      <RegistrationStatus current={current} />
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
        {/* Kept in place but hidden (from sight, keyboard and screen readers) once the day says closed: no shift. */}
        <Button
          as={Link}
          to="/admission"
          size="lg"
          className={current === 'closed' ? styles.hidden : undefined}
          aria-hidden={current === 'closed' || undefined}
          tabIndex={current === 'closed' ? -1 : undefined}
        >
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
