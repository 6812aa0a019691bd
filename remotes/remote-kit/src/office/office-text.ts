import type { OfficeRole } from '@college/office-service/contract';

/** Words every office page shares, whichever remote serves it. */
export const OFFICE_TEXT = {
  checking: 'Checking your office session…',
  forbiddenTitle: 'You do not have access to this page',
  forbidden: 'Your office account does not have the role this page needs. If you need it, ask an office administrator.',
  backHome: 'Go to the office home',
  loadFailedTitle: 'This page could not be loaded',
  tryAgain: 'Try again',
  scriptNeeded: 'The office pages need JavaScript. Please turn it on in your browser.',
  keptTyping: 'What you had typed here is back, as you left it. Check it, then save.',
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
