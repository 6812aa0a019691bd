/** The recovery codes' sheet (after enrolment, and a new set on the account page): its words. */
export const RECOVERY_CODES_TEXT = {
  codesList: 'Recovery codes',
  codesSheetTitle: (username: string, day: string) => `College office recovery codes for ${username}, made on ${day}`,
  codesFileTitle: (username: string, day: string) => `College office recovery codes for ${username}, made on ${day}.`,
  codesFileNote: 'Each code works once instead of a code from the authenticator app. Keep this somewhere safe.',
  codesFileName: (username: string, day: string) => `office-recovery-codes-${username}-${day}.txt`,
  printCodes: 'Print the codes',
  downloadCodes: 'Download the codes (.txt)',
} as const;
