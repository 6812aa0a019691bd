import { renderStandalone } from '@college/remote-kit';

// `pnpm dev` in this folder: the module's pages without the shell.
renderStandalone({
  '/attendence': () => import('./pages/attendance-page'),
  '/timetable': () => import('./pages/timetable-page'),
  '/faculty': () => import('./pages/faculty-page'),
  '*': () => import('./pages/student-data-page'),
});
