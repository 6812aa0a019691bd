import type { ReactNode } from 'react';
import { ToastProvider } from '@college/design-system';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { PageLoadingBar } from '../federation/page-loading-bar';
import styles from './app.module.css';

/** The frame of every page. The same markup is prerendered at build time and drawn by the client. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <ToastProvider>
      <div className={styles.page}>
        <PageLoadingBar />
        <Header />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </ToastProvider>
  );
}
