/** The note under the payment buttons, around its link to the status page. */
export const PAY_LATER_NOTE = {
  before: 'Paying later? Keep your application number and access code (above). With them and your date of birth you can come back to',
  link: 'Check application / pay later',
  after: 'and pay, or pay at the college office.',
} as const;
