import annualFunctionImg from '../../assets/gallery/annual-function.svg';
import laboratoryImg from '../../assets/gallery/laboratory.svg';
import libraryImg from '../../assets/gallery/library.svg';
import mainBuildingImg from '../../assets/gallery/main-building.svg';
import nssCampImg from '../../assets/gallery/nss-camp.svg';
import sportsGroundImg from '../../assets/gallery/sports-ground.svg';
import type { Both } from '../shared/both';

export type GalleryImage = { id: string; img: string; alt: Both; caption: Both };

/** Intrinsic size of the gallery pictures; set on every <img> so nothing shifts while they load. */
export const GALLERY_IMAGE_SIZE = { width: 480, height: 300 } as const;

/** The six pictures of the Gallery page. */
export const GALLERY_IMAGES: readonly GalleryImage[] = [
  {
    id: 'main-building',
    img: mainBuildingImg,
    alt: {
      en: 'The two-storey main building with the national flag on its roof, trees on either side and a path to the door',
      hi: 'छत पर राष्ट्रीय ध्वज वाला दो मंज़िला मुख्य भवन, दोनों ओर पेड़ और द्वार तक जाता रास्ता',
    },
    caption: { en: 'Main building', hi: 'मुख्य भवन' },
  },
  {
    id: 'library',
    img: libraryImg,
    alt: {
      en: 'A student reading at a table between two tall bookcases in the library',
      hi: 'पुस्तकालय में दो ऊँची अलमारियों के बीच मेज़ पर पढ़ता एक विद्यार्थी',
    },
    caption: { en: 'Library', hi: 'पुस्तकालय' },
  },
  {
    id: 'laboratory',
    img: laboratoryImg,
    alt: {
      en: 'Two students at a laboratory bench with a flask and test tubes, a whiteboard behind them',
      hi: 'फ्लास्क और परखनलियों के साथ प्रयोगशाला की मेज़ पर दो विद्यार्थी, पीछे व्हाइटबोर्ड',
    },
    caption: { en: 'Laboratory', hi: 'प्रयोगशाला' },
  },
  {
    id: 'sports-ground',
    img: sportsGroundImg,
    alt: {
      en: 'Two players and a ball on the marked playing field, with goalposts at each end',
      hi: 'रेखांकित खेल के मैदान पर दो खिलाड़ी और एक गेंद, दोनों छोर पर गोलपोस्ट',
    },
    caption: { en: 'Sports ground', hi: 'खेल का मैदान' },
  },
  {
    id: 'nss-camp',
    img: nssCampImg,
    alt: {
      en: 'NSS volunteers beside a tent and the NSS flag, one of them planting a sapling',
      hi: 'तंबू और एन.एस.एस. ध्वज के पास एन.एस.एस. स्वयंसेवक, जिनमें से एक पौधा लगा रहा है',
    },
    caption: { en: 'NSS camp', hi: 'एन.एस.एस. शिविर' },
  },
  {
    id: 'annual-function',
    img: annualFunctionImg,
    alt: {
      en: 'Three students performing on a decorated stage in front of a seated audience',
      hi: 'बैठे हुए दर्शकों के सामने सजे मंच पर प्रस्तुति देते तीन विद्यार्थी',
    },
    caption: { en: 'Annual function', hi: 'वार्षिकोत्सव' },
  },
];
