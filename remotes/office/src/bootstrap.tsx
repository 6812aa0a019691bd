import { renderStandalone } from '@college/remote-kit';

// `pnpm dev` in this folder: the office pages without the shell (the API calls need the gateway).
renderStandalone({
  '/office': () => import('./pages/sign-in-page'),
  '/office/sign-in': () => import('./pages/sign-in-page'),
  '/office/set-up': () => import('./pages/set-up-page'),
  '/office/home': () => import('./pages/home-page'),
  '/office/account': () => import('./pages/account-page'),
  '/office/users': () => import('./pages/users-page'),
  '/office/audit': () => import('./pages/audit-page'),
  '*': () => import('./pages/home-page'),
});
