import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner, ToastProvider } from '@college/design-system';
import '@college/design-system/tokens.css';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A remote's own page for `pnpm dev`: the exposed page for the address bar's path, without the
 * shell, so one team can work on its module alone. Links load pages in full (no router here).
 */
export function renderStandalone(pages: Record<string, PageLoader>) {
  const root = document.getElementById('root');
  if (!root) return;
  const path = window.location.pathname.toLowerCase();
  const load = pages[Object.keys(pages).find((key) => key.toLowerCase() === path) ?? '*'];
  if (!load) return;
  const Page = lazy(load);
  createRoot(root).render(
    <StrictMode>
      <ToastProvider>
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </ToastProvider>
    </StrictMode>,
  );
}
