import type { Both } from '../shared/both';

/** Government of India learning resources linked from the Swayam Prabha page. All open in a new tab. */
export type ELearningLink = { id: string; name: Both; href: string; description: Both };

export const E_LEARNING_LINKS: readonly ELearningLink[] = [
  {
    id: 'swayam-prabha',
    name: { en: 'SWAYAM PRABHA', hi: 'स्वयं प्रभा' },
    href: 'https://www.swayamprabha.gov.in/',
    description: {
      en: 'Channel list, programme schedules and recorded programmes of the SWAYAM PRABHA channels.',
      hi: 'स्वयं प्रभा चैनलों की सूची, कार्यक्रमों की समय-सारणी और रिकॉर्ड किए गए कार्यक्रम।',
    },
  },
  {
    id: 'swayam',
    name: { en: 'SWAYAM', hi: 'स्वयं' },
    href: 'https://swayam.gov.in/',
    description: {
      en: 'Free online courses taught by teachers from colleges and universities across India.',
      hi: 'देश भर के महाविद्यालयों और विश्वविद्यालयों के शिक्षकों द्वारा पढ़ाए जाने वाले निःशुल्क ऑनलाइन पाठ्यक्रम।',
    },
  },
  {
    id: 'ndl',
    name: { en: 'National Digital Library of India', hi: 'भारतीय राष्ट्रीय डिजिटल पुस्तकालय' },
    href: 'https://ndl.iitkgp.ac.in/',
    description: {
      en: 'Books, articles, question papers and other learning material in one searchable library.',
      hi: 'पुस्तकें, लेख, प्रश्न पत्र और अन्य अध्ययन सामग्री, एक ही खोजने योग्य पुस्तकालय में।',
    },
  },
];
