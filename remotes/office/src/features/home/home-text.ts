/** The office home: its tiles' words. */
export const HOME_TEXT = {
  welcome: (name: string) => `Signed in as ${name}.`,
  tilesLabel: 'What you can open',
  users: 'Office users',
  usersPurpose: 'Add staff, give and take roles, reset passwords and second factors, unlock and disable accounts.',
  audit: 'Audit log',
  auditPurpose: 'Who signed in and what was changed, with filters and a CSV file to download.',
  session: 'Admission session',
  sessionPurpose: 'The academic year, the registration window and the fee deadline the public pages and the admissions service follow.',
  account: 'Your account',
  accountPurpose: 'Your name and roles; sign out here or on every device.',
  notBuilt: 'Not built yet: comes in a later step of the office.',
} as const;
