import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { ToastProvider } from '@college/design-system';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { SITE } from '../site';
import styles from './app.module.css';

/** The page title follows the route, so tabs and history entries are readable. */
function useDocumentTitle() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  useEffect(() => {
    document.title = title && title !== 'Home' ? `${title} | ${SITE.name}` : SITE.name;
  }, [title]);
}

export function AppLayout() {
  useDocumentTitle();
  return (
    <ToastProvider>
      <div className={styles.page}>
        <Header />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
    </ToastProvider>
  );
}
