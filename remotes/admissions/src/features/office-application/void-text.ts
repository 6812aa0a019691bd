/** The office's void of an application: every word the control shows (the office reads English). */
export const VOID_TEXT = {
  heading: 'Void this application',
  explain:
    'Only when someone applied with another person\u2019s Aadhaar number and that person has shown you the card. The application is kept on record but is no longer live: it takes no fee or document, its applicant is told it was cancelled, and the Aadhaar number can be used for a new application.',
  form: 'Void this application',
  reason: 'Why is it void? (whose card was shown, when)',
  send: 'Void the application',
  notSent: 'The application was not voided.',
  voidedTitle: 'This application is void',
  voidedBy: (by: string, on: string) => `Voided by ${by} on ${on}.`,
  reasonShown: (reason: string) => `Reason: ${reason}`,
  state: 'Void',
} as const;
