import { renderStandalone } from '@college/remote-kit';

// `pnpm dev` in this folder: the module's pages without the shell.
renderStandalone({
  '/payment': () => import('./pages/payment-page'),
  '/success': () => import('./pages/success-page'),
  '*': () => import('./pages/admission-page'),
});
