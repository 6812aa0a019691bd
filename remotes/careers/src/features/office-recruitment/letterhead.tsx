import { siteFor } from '@college/remote-kit';
import styles from './letterhead.module.css';

/**
 * The college's name and address at the top of an office printout (the shell's header is not
 * printed), from the settings as the site shows them. The careers remote's own: a remote never
 * imports another's. A div, not a <header>: the print stylesheets hide the shell's header elements.
 */
export function Letterhead() {
  const site = siteFor('en');
  return (
    <div className={styles.letterhead} data-letterhead="">
      <p className={styles.name}>{site.name}</p>
      <p className={styles.address}>{site.address}</p>
    </div>
  );
}
