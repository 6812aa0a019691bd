/** Computer centre facts from spec §9, and the short courses it runs. */
export const COMPUTER_CENTER = {
  approxComputers: 20,
  broadbandMbps: 20,
} as const;

export type ComputerCourse = { id: string; title: string; description: string };

export const COMPUTER_COURSES: readonly ComputerCourse[] = [
  {
    id: 'basics',
    title: 'Basics of computers',
    description: 'Parts of a computer, switching on and off safely, keyboard and mouse, files and folders.',
  },
  {
    id: 'office',
    title: 'MS Office / LibreOffice',
    description: 'Letters and applications, spreadsheets for marks and accounts, and slide presentations.',
  },
  {
    id: 'internet',
    title: 'Internet and e-mail',
    description: 'Searching safely, filling online forms, and sending e-mail with attachments.',
  },
  {
    id: 'typing',
    title: 'Hindi and English typing',
    description: 'Touch typing in both languages, with regular practice for speed and accuracy.',
  },
  {
    id: 'tally',
    title: 'Tally and accounting basics',
    description: 'Keeping accounts on the computer: vouchers, ledgers and simple reports.',
  },
  {
    id: 'ccc',
    title: 'CCC preparation',
    description: 'Revision and practice tests for the Course on Computer Concepts (CCC) examination.',
  },
];
