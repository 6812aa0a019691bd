/** The office's own door pages (served by the office remote); other remotes link to them. */
export const OFFICE_HOME_PATH = '/office/home';
export const OFFICE_SIGN_IN_PATH = '/office/sign-in';

/** The sign-in page that comes back to `pathname` afterwards. */
export const signInFor = (pathname: string) => `${OFFICE_SIGN_IN_PATH}?next=${encodeURIComponent(pathname)}`;

/**
 * The empty place in the shell's office header where each office page puts the signed-in user's
 * bar (name, rooms, account, sign out): the page has the session, so the header needs no code or
 * call of its own. Served alone as `@college/remote-kit/office-frame` for the shell.
 */
export const OFFICE_BAR_ID = 'office-header-bar';
