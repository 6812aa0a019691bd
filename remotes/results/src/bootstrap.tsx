import { renderStandalone } from '@college/remote-kit';

// `pnpm dev` in this folder: the module's pages without the shell. (The certificate needs the
// shell's route params, so it is only reachable through the portal.)
renderStandalone({
  '/result': () => import('./pages/result-page'),
  '*': () => import('./pages/coming-soon'),
});
