import { Button, Link, useCatalogue } from '@college/design-system';
import { SITE, telHref } from '@college/remote-kit';
import { PROSPECTUS_URL } from '../data/courses';
import type { AdmissionStatus } from '../admission-status';
import { useAdmissionSession, useRegistrationStatus } from '../use-admission-session';
import { CourseSubjectsTable } from './course-subjects-table';
import messages from '../home.messages.json';
import styles from './admission-notice.module.css';

// Each state's badge and line, in the order they stack; the line names the window's first or last day.
const STATUS_TEXT = {
  upcoming: { badge: 'upcomingBadge', text: 'upcomingText', date: 'opens' },
  open: { badge: 'openBadge', text: 'openText', date: 'closes' },
  closed: { badge: 'closedBadge', text: 'closedText', date: 'closes' },
} as const satisfies Record<
  AdmissionStatus,
  { badge: keyof typeof messages.en; text: keyof typeof messages.en; date: 'opens' | 'closes' }
>;

type Window = ReturnType<typeof useAdmissionSession>['registration'];

/**
 * Open, upcoming or closed, from the registration window in the settings and the visitor's today.
 * Every state's line is always in the page, stacked in one grid cell with only the current one
 * visible, so the box is as tall as its longest state at any width: no shift when the prerendered
 * page (which cannot know the day, and shows none) learns it in the browser.
 */
function RegistrationStatus({ current, registration }: { current: AdmissionStatus | null; registration: Window }) {
  const { text } = useCatalogue(messages);
  return (
    <div className={styles.status}>
      {(Object.keys(STATUS_TEXT) as AdmissionStatus[]).map((status) => (
        <p key={status} className={styles.state} data-status={status} aria-hidden={status !== current || undefined}>
          <strong className={styles.badge}>{text(STATUS_TEXT[status].badge)}</strong>{' '}
          {text(STATUS_TEXT[status].text, { date: registration[STATUS_TEXT[status].date].label })}
        </p>
      ))}
    </div>
  );
}

/** Admission notice for the year the admissions office set: status, dates, courses, helplines and the ways to apply. */
export function AdmissionNotice() {
  const { year, registration } = useAdmissionSession();
  const current = useRegistrationStatus();
  const { t, text } = useCatalogue(messages);
  return (
    <div className={styles.notice}>
      <h2 id="home-admission-title" className={styles.title}>
        {text('admissionTitle', { year })}
      </h2>
      <RegistrationStatus current={current} registration={registration} />
      <p className={styles.dates}>
        {t('registrationDates', {
          opens: <time dateTime={registration.opens.iso}>{registration.opens.label}</time>,
          closes: <time dateTime={registration.closes.iso}>{registration.closes.label}</time>,
        })}
      </p>

      <CourseSubjectsTable year={year} />

      <div className={styles.help}>
        <h3 className={styles.helpTitle}>{text('needHelp')}</h3>
        <ul className={styles.helplines}>
          <li>
            {text('admissionHelpline')} <a href={telHref(SITE.helplines.admission)}>{SITE.helplines.admission}</a>
          </li>
          <li>
            {text('technicalHelpline')} <a href={telHref(SITE.helplines.technical)}>{SITE.helplines.technical}</a>
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
          {text('applyOnline')}
        </Button>
        <Button as="a" href={PROSPECTUS_URL} target="_blank" rel="noopener noreferrer" variant="outline" size="lg">
          {text('prospectus', { year })}
          <span className="ds-visually-hidden">{text('newTab')}</span>
        </Button>
      </div>
    </div>
  );
}
