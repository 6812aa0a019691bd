import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Spinner, ToastProvider } from '@college/design-system';
import '@college/design-system/tokens.css';

type PageLoader = () => Promise<{ default: ComponentType<any> }>;

/**
 * A remote's own page for `pnpm dev`: its exposed pages at their portal paths, without the shell,
 * so one team can work on its module alone.
 */
export function renderStandalone(pages: Record<string, PageLoader>) {
  const root = document.getElementById('root');
  if (!root) return;
  const entries = Object.entries(pages).map(([path, load]) => [path, lazy(load)] as const);
  createRoot(root).render(
    <StrictMode>
      <ToastProvider>
        <BrowserRouter>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {entries.map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ToastProvider>
    </StrictMode>,
  );
}
