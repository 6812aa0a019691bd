import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@college/design-system/tokens.css';
import { createRouter } from './app/router';
import { ensureRemotes } from './federation/remotes';

// Start fetching the remotes map at once; pages wait for it only when they need a remote.
ensureRemotes().catch(() => undefined);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
}
