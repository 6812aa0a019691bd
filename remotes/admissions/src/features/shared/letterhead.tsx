import { LETTERHEAD_TEXT } from './letterhead-text';
import styles from './letterhead.module.css';

/**
 * The college's name, address and the academic year, at the top of a printout (the shell's header
 * is not printed). `printOnly`: drawn on paper only, where the screen already shows the page's own
 * heading. A div, not a <header>: the print stylesheets hide the shell's header elements.
 */
export function Letterhead({ printOnly = false }: { printOnly?: boolean }) {
  return (
    <div className={printOnly ? `${styles.letterhead} ${styles.printOnly}` : styles.letterhead} data-letterhead="">
      <p className={styles.name}>{LETTERHEAD_TEXT.name}</p>
      <p className={styles.address}>{LETTERHEAD_TEXT.address}</p>
      <p className={styles.year}>{LETTERHEAD_TEXT.year}</p>
    </div>
  );
}
