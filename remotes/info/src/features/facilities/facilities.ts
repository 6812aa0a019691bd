import computerCenterImg from '../../assets/facilities/computer-center.svg';
import libraryImg from '../../assets/facilities/library.svg';
import nssImg from '../../assets/facilities/nss.svg';
import swayamPrabhaImg from '../../assets/facilities/swayam-prabha.svg';
import { FACILITIES as HOME_FACILITIES, type Facility } from '../shared/featured-facilities';

export type { Facility };

/** The home page's three featured facilities stay defined once, in features/shared; this picks them up by id. */
function featured(id: string): Facility {
  const facility = HOME_FACILITIES.find((item) => item.id === id);
  if (!facility) throw new Error(`The home page no longer lists the facility "${id}".`);
  return facility;
}

/**
 * Every facility of the college, in the order of the header's Facilities menu, each leading to its
 * own page. The College Campus page shows all of them; the home page features the first three kinds.
 */
export const ALL_FACILITIES: readonly Facility[] = [
  featured('smart-class'),
  featured('lab'),
  {
    id: 'library',
    img: libraryImg,
    alt: { en: 'Drawing of a bookcase full of books', hi: 'पुस्तकों से भरी अलमारी का चित्र' },
    title: { en: 'Library', hi: 'पुस्तकालय' },
    description: {
      en: 'About 10,000 books for study and reference, open from 10 a.m. to 4 p.m.',
      hi: 'अध्ययन और संदर्भ के लिए लगभग 10,000 पुस्तकें, प्रातः 10 बजे से सायं 4 बजे तक खुला।',
    },
    to: '/library',
  },
  featured('sports'),
  {
    id: 'nss',
    img: nssImg,
    alt: {
      en: 'Drawing of two student volunteers planting a sapling under the NSS wheel',
      hi: 'एन.एस.एस. चक्र के नीचे पौधा लगाते दो विद्यार्थी स्वयंसेवकों का चित्र',
    },
    title: { en: 'National Service Scheme (NSS)', hi: 'राष्ट्रीय सेवा योजना (एन.एस.एस.)' },
    description: {
      en: 'Two NSS units through which students serve the nearby villages and learn by working with people.',
      hi: 'एन.एस.एस. की दो इकाइयाँ, जिनके माध्यम से विद्यार्थी आसपास के गाँवों की सेवा करते हैं और लोगों के साथ काम करके सीखते हैं।',
    },
    to: '/nss',
  },
  {
    id: 'computer-center',
    img: computerCenterImg,
    alt: {
      en: 'Drawing of three computers on a long desk with a Wi-Fi signal',
      hi: 'लंबी मेज़ पर रखे तीन कंप्यूटर और वाई-फ़ाई संकेत का चित्र',
    },
    title: { en: 'Computer Center', hi: 'कंप्यूटर केंद्र' },
    description: {
      en: 'About 20 computers on a 20 Mbps broadband line, with short courses in everyday computer skills.',
      hi: '20 एम.बी.पी.एस. ब्रॉडबैंड से जुड़े लगभग 20 कंप्यूटर, और रोज़मर्रा के कंप्यूटर कौशल के लघु पाठ्यक्रम।',
    },
    to: '/computer-center',
  },
  {
    id: 'swayam-prabha',
    img: swayamPrabhaImg,
    alt: {
      en: 'Drawing of a satellite dish beside a television showing a play button',
      hi: 'प्ले बटन दिखाते टेलीविज़न के पास डिश एंटीना का चित्र',
    },
    title: { en: 'Swayam Prabha', hi: 'स्वयं प्रभा' },
    description: {
      en: 'Free educational TV channels and online courses from the Government of India, and how to use them.',
      hi: 'भारत सरकार के निःशुल्क शैक्षिक टीवी चैनल और ऑनलाइन पाठ्यक्रम, तथा उनके उपयोग की विधि।',
    },
    to: '/swyamPrabha',
  },
];

/** One facility by id, for the page that describes it (its picture and alt text come from here). */
export function getFacility(id: string): Facility {
  const facility = ALL_FACILITIES.find((item) => item.id === id);
  if (!facility) throw new Error(`Unknown facility "${id}".`);
  return facility;
}
