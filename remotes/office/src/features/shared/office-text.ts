export { OFFICE_TEXT, ROLE_NAMES } from '@college/remote-kit/office';

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
