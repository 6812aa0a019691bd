import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastProvider } from '@college/design-system';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { OfficeHeader } from '../layout/office-header';
import { PageLoadingBar } from '../federation/page-loading-bar';
import { isOfficePath } from '../routes/route-table';
import styles from './app.module.css';

/**
 * The frame of every page. The same markup is prerendered at build time and drawn by the client.
 * Office pages get the office's own header and no public menu, footer or language switch.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const office = isOfficePath(useLocation().pathname);
  return (
    <ToastProvider>
      <div className={styles.page}>
        <PageLoadingBar />
        {office ? <OfficeHeader /> : <Header />}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {!office && <Footer />}
      </div>
    </ToastProvider>
  );
}
