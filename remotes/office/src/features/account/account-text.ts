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
  emailHeading: 'E-mail address',
  emailWhy:
    'The office e-mails you here when a colleague gives you work, such as a message to handle. It is optional: without it you find such work in your room, for example under "Assigned to you".',
  emailLoading: 'Reading your e-mail address…',
  emailForm: 'Your e-mail address',
  emailLabel: 'Your e-mail address (optional)',
  emailHint: 'Leave it empty, and save, for no e-mails.',
  saveEmail: 'Save the e-mail address',
  emailNotSaved: 'Your e-mail address was not saved.',
  emailSaved: (email: string | null) =>
    email ? `Saved: the office will e-mail you at ${email}.` : 'Cleared: the office will not e-mail you.',
  passwordHeading: 'Password',
  password:
    'To change your password, ask an office administrator to reset it: you then choose a new one with the set-up code they give you.',
  signOutHeading: 'Sign out',
  signOut: 'Sign out',
  signOutEverywhereHint:
    'Ends your office sessions on every computer and phone, for example if you forgot to sign out elsewhere.',
  signOutEverywhere: 'Sign out everywhere',
  signOutFailed: 'You could not be signed out.',

  codesHeading: 'Recovery codes',
  codesLoading: 'Counting your recovery codes…',
  codesLeft: (unused: number) =>
    unused === 0
      ? 'You have no unused recovery codes. Make a new set below, so you can still sign in if you lose your phone.'
      : `You have ${unused} unused recovery ${unused === 1 ? 'code' : 'codes'} (each works once instead of a code from the app).`,
  newCodesForm: 'Make a new set of recovery codes',
  newCodesAsk:
    'Lost your codes, or used most of them? Make a new set: your old codes stop working at once. Enter a code from your authenticator app to confirm it is you.',
  codeLabel: '6-digit code from your authenticator app',
  codeHint: 'The newest code, without spaces',
  makeNewCodes: 'Make new recovery codes',
  codesNotMade: 'No new recovery codes were made.',
  newCodesHeading: 'Your new recovery codes',
  newCodesIntro:
    'Write them down, print them or save them now: they are shown only this once. Your old recovery codes no longer work.',
} as const;
