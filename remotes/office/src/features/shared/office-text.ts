import type { OfficeRole } from '@college/office-service/contract';

/** Words every office page shares. */
export const OFFICE_TEXT = {
  checking: 'Checking your office session…',
  forbiddenTitle: 'You do not have access to this page',
  forbidden: 'Your office account does not have the role this page needs. If you need it, ask an office administrator.',
  backHome: 'Go to the office home',
  loadFailedTitle: 'This page could not be loaded',
  tryAgain: 'Try again',
  scriptNeeded: 'The office pages need JavaScript. Please turn it on in your browser.',
} as const;

/** The roles as people say them. */
export const ROLE_NAMES: Record<OfficeRole, string> = {
  admin: 'Administrator',
  admission_officer: 'Admission officer',
  document_verifier: 'Document verifier',
  accountant: 'Accountant',
  content_editor: 'Content editor',
  recruitment_officer: 'Recruitment officer',
  results_officer: 'Results officer',
  grievance_officer: 'Grievance officer',
};

/**
 * Each page's default heading: the same words as its route's title in the shell's table (the
 * prerendered page has no other; shell/src/routes/remotes.test.ts checks they agree).
 */
export const OFFICE_PAGE_TITLES = {
  '/office/sign-in': 'Office sign-in',
  '/office/set-up': 'Set up your office account',
  '/office/home': 'Office home',
  '/office/account': 'Your office account',
  '/office/users': 'Office users',
  '/office/audit': 'Office audit log',
} as const;

/** A room of the office that a later issue builds. */
export const ROOM_TEXT = {
  notBuiltTitle: 'This room is not built yet',
  notBuilt: 'The office pages for this work come in a later step. Until then, nothing can be done here.',
} as const;
