import { Link } from 'react-router-dom';
import { OFFICE_BAR_ID, OFFICE_HOME_PATH } from '@college/remote-kit/office-frame';
import { siteFor } from '../site';
import { Logo } from './logo';
import styles from './office-header.module.css';

/** The office is English for now, as its pages are. */
const TEXT = { skip: 'Skip to the page', office: 'Office', homeLink: 'office home' } as const;

/**
 * The office's own header on every /office page, instead of the public site's menu, footer and
 * language switch: the college's name leading to the office home, and a place the office page
 * fills with the signed-in user's bar (name, rooms, account, sign out) once it knows the session.
 * No code or call of its own, so public pages carry almost nothing for it.
 */
export function OfficeHeader() {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {TEXT.skip}
      </a>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <Logo size={36} />
          <Link to={OFFICE_HOME_PATH} className={styles.name}>
            {siteFor('en').name} {TEXT.office} <span className="ds-visually-hidden">({TEXT.homeLink})</span>
          </Link>
        </div>
        <div id={OFFICE_BAR_ID} className={styles.slot} />
      </div>
    </header>
  );
}
