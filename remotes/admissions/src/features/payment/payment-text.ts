/** The note under the payment buttons, around its link to the status page. */
export const PAY_LATER_NOTE = {
  before: 'Paying later? Keep your application number and access code (above). With them and your date of birth you can come back to',
  link: 'Check application / pay later',
  after: 'and pay, or pay at the college office.',
} as const;

/** What "Pay later" shows: the number to write down and the way back, instead of the home page. */
export const PAY_LATER_TEXT = {
  heading: 'Write down your application number',
  intro:
    'Your application is submitted; the fee is not paid yet. Write down your application number and access code (or print this page): with them and your date of birth you can pay the fee later on the status page, or pay at the college office.',
  statusLink: 'Check application / pay later',
  print: 'Print this page',
  payNow: 'Pay now instead',
  home: 'Back to the home page',
} as const;
