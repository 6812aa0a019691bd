import type { Both } from '../shared/both';

/** Computer centre facts (about 20 computers on 20 Mbps broadband), and the short courses it runs. */
export const COMPUTER_CENTER = {
  approxComputers: 20,
  broadbandMbps: 20,
} as const;

export type ComputerCourse = { id: string; title: Both; description: Both };

export const COMPUTER_COURSES: readonly ComputerCourse[] = [
  {
    id: 'basics',
    title: { en: 'Basics of computers', hi: 'कंप्यूटर की मूल बातें' },
    description: {
      en: 'Parts of a computer, switching on and off safely, keyboard and mouse, files and folders.',
      hi: 'कंप्यूटर के भाग, सुरक्षित रूप से चालू और बंद करना, कीबोर्ड और माउस, फ़ाइलें और फ़ोल्डर।',
    },
  },
  {
    id: 'office',
    title: { en: 'MS Office / LibreOffice', hi: 'एमएस ऑफ़िस / लिब्रे ऑफ़िस' },
    description: {
      en: 'Letters and applications, spreadsheets for marks and accounts, and slide presentations.',
      hi: 'पत्र और प्रार्थना पत्र, अंकों और हिसाब के लिए स्प्रेडशीट, और स्लाइड प्रस्तुतियाँ।',
    },
  },
  {
    id: 'internet',
    title: { en: 'Internet and e-mail', hi: 'इंटरनेट और ई-मेल' },
    description: {
      en: 'Searching safely, filling online forms, and sending e-mail with attachments.',
      hi: 'सुरक्षित खोज, ऑनलाइन फ़ॉर्म भरना, और संलग्नक सहित ई-मेल भेजना।',
    },
  },
  {
    id: 'typing',
    title: { en: 'Hindi and English typing', hi: 'हिंदी और अंग्रेज़ी टाइपिंग' },
    description: {
      en: 'Touch typing in both languages, with regular practice for speed and accuracy.',
      hi: 'दोनों भाषाओं में बिना देखे टाइपिंग, गति और शुद्धता के लिए नियमित अभ्यास के साथ।',
    },
  },
  {
    id: 'tally',
    title: { en: 'Tally and accounting basics', hi: 'टैली और लेखांकन की मूल बातें' },
    description: {
      en: 'Keeping accounts on the computer: vouchers, ledgers and simple reports.',
      hi: 'कंप्यूटर पर हिसाब रखना: वाउचर, खाता-बही और सरल रिपोर्ट।',
    },
  },
  {
    id: 'ccc',
    title: { en: 'CCC preparation', hi: 'CCC की तैयारी' },
    description: {
      en: 'Revision and practice tests for the Course on Computer Concepts (CCC) examination.',
      hi: 'कोर्स ऑन कंप्यूटर कॉन्सेप्ट्स (CCC) परीक्षा के लिए दोहराई और अभ्यास परीक्षाएँ।',
    },
  },
];
