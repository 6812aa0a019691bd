import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastProvider } from '@college/design-system';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { PageLoadingBar } from '../federation/page-loading-bar';
import { isOfficePath } from '../routes/route-table';
import styles from './app.module.css';

// Loaded only on office pages: the office kit it brings never weighs on a public page.
const LazyOfficeHeader = lazy(() => import('../layout/office-header'));

/**
 * The frame of every page. The same markup is prerendered at build time and drawn by the client.
 * Office pages get the office's own header and no public menu, footer or language switch; the
 * prerender passes the office header itself (`officeHeader`), the browser loads it on demand
 * (the Suspense boundary keeps the prerendered header until it has).
 */
export function AppLayout({ children, officeHeader }: { children?: ReactNode; officeHeader?: ComponentType }) {
  const office = isOfficePath(useLocation().pathname);
  const OfficeHeader = officeHeader ?? LazyOfficeHeader;
  return (
    <ToastProvider>
      <div className={styles.page}>
        <PageLoadingBar />
        {office ? (
          <Suspense fallback={null}>
            <OfficeHeader />
          </Suspense>
        ) : (
          <Header />
        )}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {!office && <Footer />}
      </div>
    </ToastProvider>
  );
}
