import type { OfficeRole } from '@college/office-service/contract';

/**
 * The admissions team's office pages: each route of the shell's table (same path and
 * title, checked by shell/src/routes/remotes.test.ts) and the roles that open it.
 */
export const ADMISSIONS_OFFICE_PAGES = {
  admissions: {
    path: '/office/admissions',
    title: 'Admissions office',
    roles: ['admission_officer', 'document_verifier'],
  },
  inbox: {
    path: '/office/admissions/applications',
    title: 'Applications',
    roles: ['admission_officer', 'document_verifier'],
  },
  application: {
    path: '/office/admissions/applications/:applicationNo',
    title: 'Application',
    roles: ['admission_officer', 'document_verifier'],
  },
  verification: {
    path: '/office/verification',
    title: 'Document verification',
    roles: ['document_verifier', 'admission_officer'],
  },
  merit: { path: '/office/admissions/merit', title: 'Merit lists and admission', roles: ['admission_officer'] },
  session: { path: '/office/admissions/session', title: 'Admission session', roles: ['admin'] },
  payments: { path: '/office/accounts', title: 'Accounts office', roles: ['accountant'] },
  statement: { path: '/office/accounts/statement', title: 'Import a bank or UPI statement', roles: ['accountant'] },
  counter: { path: '/office/accounts/counter', title: 'Fee counter', roles: ['accountant'] },
} as const satisfies Record<string, { path: string; title: string; roles: readonly OfficeRole[] }>;

export type AdmissionsOfficePage = keyof typeof ADMISSIONS_OFFICE_PAGES;

/** The page of one application in the office. */
export const officeApplicationPage = (applicationNo: string) =>
  `/office/admissions/applications/${encodeURIComponent(applicationNo)}`;

const INBOX_PATHS = [ADMISSIONS_OFFICE_PAGES.inbox.path, ADMISSIONS_OFFICE_PAGES.verification.path];
/** An inbox's address (its filter and all): where the application page's back link may go, and nowhere else. */
export const isInboxAddress = (to: unknown): to is string =>
  typeof to === 'string' && INBOX_PATHS.some((path) => to === path || to.startsWith(`${path}?`));
