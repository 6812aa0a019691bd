import { OFFICE_HOME_PATH, OFFICE_SIGN_IN_PATH } from '@college/remote-kit/office';

/** The office's own pages (each a route of the shell's table). */
export const OFFICE_PATHS = {
  signIn: OFFICE_SIGN_IN_PATH,
  setUp: '/office/set-up',
  home: OFFICE_HOME_PATH,
  account: '/office/account',
  users: '/office/users',
  audit: '/office/audit',
} as const;

/** Where to go after signing in: `next` only if it is an office page of this site, else the office home. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !/^\/office(\/[A-Za-z0-9_-]+)*\/?$/.test(next)) return OFFICE_PATHS.home;
  const bare = next.replace(/\/$/, '').toLowerCase();
  // Back to sign-in (or its bare /office) would only loop.
  if (bare === '/office' || bare === OFFICE_PATHS.signIn || bare === OFFICE_PATHS.setUp) return OFFICE_PATHS.home;
  return next;
}
