/** The own-account page's words. */
export const ACCOUNT_TEXT = {
  details: 'Your details',
  name: 'Name',
  username: 'Username',
  roles: 'Roles',
  allCourses: 'all courses',
  courses: (ids: readonly number[]) => `courses ${ids.join(', ')}`,
  secondFactor: 'Second step at sign-in',
  secondFactorOn: 'Authenticator app set up',
  secondFactorOff: 'Not set up',
  passwordHeading: 'Password',
  password:
    'To change your password, ask an office administrator to reset it: you then choose a new one with the set-up code they give you.',
  signOutHeading: 'Sign out',
  signOut: 'Sign out',
  signOutEverywhereHint:
    'Ends your office sessions on every computer and phone, for example if you forgot to sign out elsewhere.',
  signOutEverywhere: 'Sign out everywhere',
  signOutFailed: 'You could not be signed out.',
} as const;
