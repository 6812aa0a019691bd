/**
 * The recruitment office's pages: each route of the shell's table (same path and
 * title, checked by shell/src/routes/remotes.test.ts) and the role that opens it.
 */
export const RECRUITMENT_OFFICE_PAGES = {
  applications: { path: '/office/recruitment', title: 'Recruitment office', roles: ['recruitment_officer'] },
  application: {
    path: '/office/recruitment/applications/:applicationNo',
    title: 'Career application',
    roles: ['recruitment_officer'],
  },
  window: { path: '/office/recruitment/window', title: 'Recruitment dates', roles: ['recruitment_officer'] },
} as const;

/** The office page of one career application. */
export const careerApplicationPage = (applicationNo: string) =>
  `/office/recruitment/applications/${encodeURIComponent(applicationNo)}`;

/** The list's address (its filter and all): where the application page's back link may go, and nowhere else. */
export const isListAddress = (to: unknown): to is string =>
  typeof to === 'string' &&
  (to === RECRUITMENT_OFFICE_PAGES.applications.path ||
    to.startsWith(`${RECRUITMENT_OFFICE_PAGES.applications.path}?`));
