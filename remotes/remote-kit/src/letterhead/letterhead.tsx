import type { ReactNode } from 'react';
import type { Lang } from '@college/design-system';
import { siteFor } from '../site';
import styles from './letterhead.module.css';

/**
 * The college's name and address at the top of a printout (the shell's header is not printed), in
 * the page's language, with a line of the printout's own below them (the academic year).
 * `printOnly`: drawn on paper only, where the screen already shows the page's own heading. A div,
 * not a <header>: the print stylesheets hide the shell's header elements.
 */
export function Letterhead({
  lang = 'en',
  line,
  printOnly = false,
}: {
  lang?: Lang;
  line?: ReactNode;
  printOnly?: boolean;
}) {
  const site = siteFor(lang);
  return (
    <div className={printOnly ? `${styles.letterhead} ${styles.printOnly}` : styles.letterhead} data-letterhead="">
      <p className={styles.name}>{site.name}</p>
      <p className={styles.address}>{site.address}</p>
      {line && <p className={styles.line}>{line}</p>}
    </div>
  );
}
