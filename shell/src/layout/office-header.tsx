import { Link } from 'react-router-dom';
import { useCatalogue } from '@college/design-system';
import { OFFICE_BAR_ID, OFFICE_HOME_PATH } from '@college/remote-kit/office-frame';
import { siteFor } from '../site';
import messages from './header.messages.json';
import { Logo } from './logo';
// The public header's look (one style sheet, already loaded), with the office's own contents.
import styles from './header.module.css';

/**
 * The office's own header on every /office page, instead of the public site's menu, footer and
 * language switch: the college's name leading to the office home, and a place the office page
 * fills with the signed-in user's bar (name, rooms, account, sign out) once it knows the session.
 * No code or call of its own, so public pages carry almost nothing for it.
 */
export function OfficeHeader() {
  const { text } = useCatalogue(messages);
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {text('skip')}
      </a>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <Logo />
          <Link to={OFFICE_HOME_PATH} className={styles.name}>
            {/* The office is English for now, as its pages are. */}
            {siteFor('en').name} Office
          </Link>
        </div>
        <div id={OFFICE_BAR_ID} className={styles.officeBar} />
      </div>
    </header>
  );
}
