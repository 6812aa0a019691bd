import { renderStandalone } from '@college/remote-kit';

// `pnpm dev` in this folder: the module's pages without the shell.
renderStandalone({
  '/career': () => import('./pages/career-page'),
  '/careerForm': () => import('./pages/career-form-page'),
  '/careerConfirmation': () => import('./pages/career-confirmation-page'),
  '/careerStatus': () => import('./pages/career-status-page'),
  '*': () => import('./pages/coming-soon'),
});
