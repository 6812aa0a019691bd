/** The office's own door pages (served by the office remote); other remotes link to them. */
export const OFFICE_HOME_PATH = '/office/home';
export const OFFICE_SIGN_IN_PATH = '/office/sign-in';

/** The sign-in page that comes back to `pathname` afterwards. */
export const signInFor = (pathname: string) => `${OFFICE_SIGN_IN_PATH}?next=${encodeURIComponent(pathname)}`;
