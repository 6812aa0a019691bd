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
 * Every facility of the college, in the order of the Facilities menu (spec §2), each leading to its
 * own page. The College Campus page shows all of them; the home page features the first three kinds.
 */
export const ALL_FACILITIES: readonly Facility[] = [
  featured('smart-class'),
  featured('lab'),
  {
    id: 'library',
    img: libraryImg,
    alt: 'Drawing of a bookcase full of books',
    title: 'Library',
    description: 'About 10,000 books for study and reference, open from 10 a.m. to 4 p.m.',
    to: '/library',
  },
  featured('sports'),
  {
    id: 'nss',
    img: nssImg,
    alt: 'Drawing of two student volunteers planting a sapling under the NSS wheel',
    title: 'National Service Scheme (NSS)',
    description: 'Two NSS units through which students serve the nearby villages and learn by working with people.',
    to: '/nss',
  },
  {
    id: 'computer-center',
    img: computerCenterImg,
    alt: 'Drawing of three computers on a long desk with a Wi-Fi signal',
    title: 'Computer Center',
    description: 'About 20 computers on a 20 Mbps broadband line, with short courses in everyday computer skills.',
    to: '/computer-center',
  },
  {
    id: 'swayam-prabha',
    img: swayamPrabhaImg,
    alt: 'Drawing of a satellite dish beside a television showing a play button',
    title: 'Swayam Prabha',
    description: "Free educational TV channels and online courses from the Government of India, and how to use them.",
    to: '/swyamPrabha',
  },
];

/** One facility by id, for the page that describes it (its picture and alt text come from here). */
export function getFacility(id: string): Facility {
  const facility = ALL_FACILITIES.find((item) => item.id === id);
  if (!facility) throw new Error(`Unknown facility "${id}".`);
  return facility;
}
