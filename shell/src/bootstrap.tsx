import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@college/design-system/tokens.css';
import { PortalRoutes } from './app/router';
import { pagePromise } from './federation/page-cache';
import { ensureRemotes } from './federation/remotes';
import { findRoute } from './routes/route-table';

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  ensureRemotes().catch(() => undefined);
  // The prerendered page stays on screen until the route's code is here; then one commit swaps it
  // for the live page, which draws the same thing (no spinner, no shift). A failure shows Retry.
  const route = findRoute(window.location.pathname);
  if (route) await pagePromise(route).catch(() => undefined);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
