import type { ForgotNumberQuery } from '@college/admissions-service/contract';

/** "Forgot your application number?" on /admission/status: its fields by their visible labels. */
export const FORGOT_LABELS: Record<keyof ForgotNumberQuery, string> = {
  mobile: 'Mobile Number',
  dob: 'Date of Birth',
};

export const FORGOT_TEXT = {
  /** The button that opens the form, and the form's heading. */
  open: 'Forgot your application number?',
  formName: 'Find my application number',
  intro: 'Enter the mobile number and the date of birth given on your admission form. Both must match your application.',
  find: 'Find my application number',
  foundTitle: 'Your application number',
  found: (masked: string) => `Your application number is ${masked} (the X's stand for digits kept hidden).`,
  afterFound:
    'Your full application number is on your acknowledgement and the payment page. If you cannot find it, the college office tells you after checking who you are.',
  emailed: 'We have also sent the full number to the e-mail address on your application.',
  notFoundTitle: 'Application not found',
  waitTitle: 'Please wait before trying again',
  lookupFailed: 'The application number could not be looked up. Check your connection and try again.',
} as const;
