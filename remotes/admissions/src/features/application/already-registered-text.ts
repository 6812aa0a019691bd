/** Under the admission form when an Aadhaar number is already registered: the way to the number look-up. */
export const ALREADY_REGISTERED = {
  title: 'Already applied with this Aadhaar number?',
  text: 'Then you do not need to apply again. Find your application with your application number; if you lost it,',
  link: 'find your application number with your mobile number and date of birth',
} as const;
