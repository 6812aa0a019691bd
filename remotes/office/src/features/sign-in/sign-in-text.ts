/** The office's sign-in, set-up and second-factor steps: every word they show. */
export const SIGN_IN_LABELS = {
  username: 'Username',
  password: 'Password',
  setupCode: 'Set-up code',
  newPassword: 'New password',
  confirmPassword: 'New password again',
  code: '6-digit code',
  recoveryCode: 'Recovery code',
  writtenDown: 'I have written these recovery codes down and will keep them safe',
} as const;

export const SIGN_IN_TEXT = {
  passwordForm: 'Sign in to the office',
  intro: 'For college staff. Sign in with the username and password the office gave you.',
  signIn: 'Sign in',
  notSent: 'You are not signed in.',
  firstTime: 'First time here, or was your password reset?',
  /** After an admin reset the authenticator app: the code they gave goes with the password. */
  setupCodeHint: 'The one-time code an office administrator gave you when your authenticator app was reset.',
  setUpLink: 'Set up your account with a set-up code',
  signedOut: 'You have signed out of the office.',
  /** Why the session of this browser ended, when the service still knows (a day after). */
  endedTitle: 'Your session ended',
  ended: {
    idle: 'Nobody used the office pages for 30 minutes, so you were signed out to keep the records safe.',
    expired: 'A session lasts at most 12 hours; please sign in again.',
    everywhere: 'You chose "Sign out everywhere" (on this or another device).',
    admin: 'An office administrator ended your sessions (a change to your account).',
  },
  endedKept: 'Sign in again to go on: what you had typed into an office form is still there when you return to it.',

  setUpForm: 'Set up your office account',
  setUpIntro:
    'An office administrator gave you a one-time set-up code. Enter it with your username and choose your password. The code works once, for three days.',
  passwordHint: 'At least 10 characters. A few words you can remember make a good password.',
  passwordsDiffer: 'The two passwords are not the same.',
  setUp: 'Set my password',
  setUpNotSent: 'Your password was not set.',
  haveAccount: 'Already set up?',
  signInLink: 'Sign in',

  secondFactorHeading: 'Enter the code from your authenticator app',
  secondFactorIntro:
    'Open the authenticator app on your phone and type the 6-digit code it shows for the college office.',
  recoveryHeading: 'Enter a recovery code',
  recoveryIntro:
    'Type one of the recovery codes you wrote down when you set up your authenticator app. Each code works once.',
  codeHint: 'The newest code, without spaces',
  recoveryHint: 'As written down, e.g. 3F7K-9QXM-2C4D-8HJP',
  recoveryNeeded: 'Please enter a recovery code.',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use a code from the app instead',
  verify: 'Continue',
  codeNotSent: 'The code was not accepted.',

  enrolHeading: 'Set up your authenticator app',
  enrolIntro:
    'The office needs a second step at every sign-in: a code from an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or FreeOTP).',
  enrolScan: '1. Scan this QR code with the app.',
  qrAlt: 'QR code to add the college office to your authenticator app',
  enrolType: 'Or, if the app cannot scan, add an account by hand and type this key:',
  enrolKeyLabel: 'Key',
  enrolConfirm: '2. Type the 6-digit code the app now shows, to check it works.',
  enrolLoading: 'Making your authenticator key…',
  confirm: 'Confirm',

  codesHeading: 'Your recovery codes',
  codesIntro:
    'If you lose your phone, each of these codes lets you sign in once instead of a code from the app. Write them down now and keep them somewhere safe: they are shown only this once.',
  writtenDownNeeded: 'Please confirm that you have written the recovery codes down.',
  codesDone: 'Continue to the office',
  codesNotSent: 'Not yet.',

  startAgain: 'Start again',
} as const;
