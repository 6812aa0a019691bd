import biologyImg from '../../assets/facilities/lab-biology.svg';
import botanyImg from '../../assets/facilities/lab-botany.svg';
import chemistryImg from '../../assets/facilities/lab-chemistry.svg';
import geographyImg from '../../assets/facilities/lab-geography.svg';
import homeScienceImg from '../../assets/facilities/lab-home-science.svg';
import physicsImg from '../../assets/facilities/lab-physics.svg';
import zoologyImg from '../../assets/facilities/lab-zoology.svg';
import type { Both } from '../shared/both';

/** A laboratory card: the facility card shape (id, img, title, description) with the image's alt text. */
export type Laboratory = {
  id: string;
  img: string;
  alt: Both;
  title: Both;
  description: Both;
};

/** The seven laboratories, in the order the original site lists them. */
export const LABORATORIES: readonly Laboratory[] = [
  {
    id: 'physics',
    img: physicsImg,
    alt: { en: 'Drawing of a pendulum and a horseshoe magnet', hi: 'लोलक और नाल चुंबक का चित्र' },
    title: { en: 'Physics Laboratory', hi: 'भौतिक विज्ञान प्रयोगशाला' },
    description: {
      en: 'Apparatus for practicals in mechanics, heat, light, electricity and magnetism, and basic electronics.',
      hi: 'यांत्रिकी, ऊष्मा, प्रकाश, विद्युत एवं चुंबकत्व और आधारभूत इलेक्ट्रॉनिकी के प्रयोगों के उपकरण।',
    },
  },
  {
    id: 'chemistry',
    img: chemistryImg,
    alt: {
      en: 'Drawing of a conical flask and a round-bottom flask holding coloured liquids',
      hi: 'रंगीन द्रव से भरे शंक्वाकार फ्लास्क और गोल पेंदी वाले फ्लास्क का चित्र',
    },
    title: { en: 'Chemistry Laboratory', hi: 'रसायन विज्ञान प्रयोगशाला' },
    description: {
      en: 'Work benches, glassware and chemicals for inorganic, organic and physical chemistry practicals, done under supervision.',
      hi: 'अकार्बनिक, कार्बनिक और भौतिक रसायन के प्रयोगों के लिए कार्य-मेज़ें, काँच के उपकरण और रसायन; प्रयोग निरीक्षण में कराए जाते हैं।',
    },
  },
  {
    id: 'biology',
    img: biologyImg,
    alt: { en: 'Drawing of a microscope and a cell seen under it', hi: 'सूक्ष्मदर्शी और उसमें दिखती कोशिका का चित्र' },
    title: { en: 'Biology Laboratory', hi: 'जीव विज्ञान प्रयोगशाला' },
    description: {
      en: 'Microscopes, slides, charts and models for studying cells, tissues and living organisms.',
      hi: 'कोशिकाओं, ऊतकों और सजीवों के अध्ययन के लिए सूक्ष्मदर्शी, स्लाइड, चार्ट और मॉडल।',
    },
  },
  {
    id: 'zoology',
    img: zoologyImg,
    alt: { en: 'Drawing of a butterfly specimen', hi: 'तितली के नमूने का चित्र' },
    title: { en: 'Zoology Laboratory', hi: 'प्राणि विज्ञान प्रयोगशाला' },
    description: {
      en: 'Preserved specimens, permanent slides and models for the study of animal diversity, structure and function.',
      hi: 'जंतुओं की विविधता, संरचना और कार्य के अध्ययन के लिए परिरक्षित नमूने, स्थायी स्लाइड और मॉडल।',
    },
  },
  {
    id: 'botany',
    img: botanyImg,
    alt: {
      en: 'Drawing of a potted plant and a pressed leaf on a herbarium sheet',
      hi: 'गमले में लगे पौधे और हर्बेरियम शीट पर दबाई गई पत्ती का चित्र',
    },
    title: { en: 'Botany Laboratory', hi: 'वनस्पति विज्ञान प्रयोगशाला' },
    description: {
      en: 'Plant specimens, herbarium sheets and microscopes for the study of plant structure, classification and physiology.',
      hi: 'पौधों की संरचना, वर्गीकरण और कार्यिकी के अध्ययन के लिए पादप नमूने, हर्बेरियम शीट और सूक्ष्मदर्शी।',
    },
  },
  {
    id: 'home-science',
    img: homeScienceImg,
    alt: { en: 'Drawing of a cooking pot and a plate of food', hi: 'खाना पकाने के बर्तन और भोजन की थाली का चित्र' },
    title: { en: 'Home Science Laboratory', hi: 'गृह विज्ञान प्रयोगशाला' },
    description: {
      en: 'Equipment for practicals in food and nutrition, textiles and clothing, and home management.',
      hi: 'आहार एवं पोषण, वस्त्र एवं परिधान और गृह प्रबंधन के प्रयोगों के उपकरण।',
    },
  },
  {
    id: 'geography',
    img: geographyImg,
    alt: { en: 'Drawing of a globe and a folded map', hi: 'ग्लोब और मुड़े हुए मानचित्र का चित्र' },
    title: { en: 'Geography Laboratory', hi: 'भूगोल प्रयोगशाला' },
    description: {
      en: 'Maps, atlases, globes and simple surveying instruments for map work, surveying and the study of weather.',
      hi: 'मानचित्र कार्य, सर्वेक्षण और मौसम के अध्ययन के लिए मानचित्र, एटलस, ग्लोब और सरल सर्वेक्षण उपकरण।',
    },
  },
];
