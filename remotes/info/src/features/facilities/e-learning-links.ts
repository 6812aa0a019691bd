/** Government of India learning resources linked from the Swayam Prabha page. All open in a new tab. */
export type ELearningLink = { id: string; name: string; href: string; description: string };

export const E_LEARNING_LINKS: readonly ELearningLink[] = [
  {
    id: 'swayam-prabha',
    name: 'SWAYAM PRABHA',
    href: 'https://www.swayamprabha.gov.in/',
    description: 'Channel list, programme schedules and recorded programmes of the SWAYAM PRABHA channels.',
  },
  {
    id: 'swayam',
    name: 'SWAYAM',
    href: 'https://swayam.gov.in/',
    description: 'Free online courses taught by teachers from colleges and universities across India.',
  },
  {
    id: 'ndl',
    name: 'National Digital Library of India',
    href: 'https://ndl.iitkgp.ac.in/',
    description: 'Books, articles, question papers and other learning material in one searchable library.',
  },
];
