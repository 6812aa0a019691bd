import { useSyncExternalStore } from 'react';
import { pageLoads } from './page-cache';
import styles from './page-loading-bar.module.css';

/** A thin bar at the top while a page's code is on its way (the old page stays readable). */
export function PageLoadingBar() {
  const busy = useSyncExternalStore(
    pageLoads.subscribe,
    () => pageLoads.count() > 0,
    () => false,
  );
  return <div className={styles.bar} data-busy={busy || undefined} aria-hidden="true" />;
}
