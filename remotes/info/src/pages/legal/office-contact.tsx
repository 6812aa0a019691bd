import { SITE, telHref } from '@college/remote-kit';
import styles from './legal.module.css';

/** The college office's phone and e-mail, for the "Contact" section of each legal page. */
export function OfficeContact() {
  return (
    <ul className={styles.contact}>
      <li>
        Phone: <a href={telHref(SITE.phone)}>{SITE.phone}</a>
      </li>
      <li>
        E-mail: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
      </li>
    </ul>
  );
}
