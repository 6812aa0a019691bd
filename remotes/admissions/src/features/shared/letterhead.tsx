import { useLanguage } from '@college/design-system';
import { letterheadText } from './letterhead-text';
import styles from './letterhead.module.css';

/**
 * The college's name, address and the academic year, at the top of a printout (the shell's header
 * is not printed), in the page's language. `printOnly`: drawn on paper only, where the screen
 * already shows the page's own heading. A div, not a <header>: the print stylesheets hide the shell's header elements.
 */
export function Letterhead({ printOnly = false }: { printOnly?: boolean }) {
  const words = letterheadText(useLanguage());
  return (
    <div className={printOnly ? `${styles.letterhead} ${styles.printOnly}` : styles.letterhead} data-letterhead="">
      <p className={styles.name}>{words.name}</p>
      <p className={styles.address}>{words.address}</p>
      <p className={styles.year}>{words.year}</p>
    </div>
  );
}
