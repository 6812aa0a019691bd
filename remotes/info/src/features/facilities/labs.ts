import biologyImg from '../../assets/facilities/lab-biology.svg';
import botanyImg from '../../assets/facilities/lab-botany.svg';
import chemistryImg from '../../assets/facilities/lab-chemistry.svg';
import geographyImg from '../../assets/facilities/lab-geography.svg';
import homeScienceImg from '../../assets/facilities/lab-home-science.svg';
import physicsImg from '../../assets/facilities/lab-physics.svg';
import zoologyImg from '../../assets/facilities/lab-zoology.svg';

/** A laboratory card: the facility card shape (id, img, title, description) with the image's alt text. */
export type Laboratory = {
  id: string;
  img: string;
  alt: string;
  title: string;
  description: string;
};

/** The seven laboratories named in the spec (§2), in that order. */
export const LABORATORIES: readonly Laboratory[] = [
  {
    id: 'physics',
    img: physicsImg,
    alt: 'Drawing of a pendulum and a horseshoe magnet',
    title: 'Physics Laboratory',
    description:
      'Apparatus for practicals in mechanics, heat, light, electricity and magnetism, and basic electronics.',
  },
  {
    id: 'chemistry',
    img: chemistryImg,
    alt: 'Drawing of a conical flask and a round-bottom flask holding coloured liquids',
    title: 'Chemistry Laboratory',
    description:
      'Work benches, glassware and chemicals for inorganic, organic and physical chemistry practicals, done under supervision.',
  },
  {
    id: 'biology',
    img: biologyImg,
    alt: 'Drawing of a microscope and a cell seen under it',
    title: 'Biology Laboratory',
    description: 'Microscopes, slides, charts and models for studying cells, tissues and living organisms.',
  },
  {
    id: 'zoology',
    img: zoologyImg,
    alt: 'Drawing of a butterfly specimen',
    title: 'Zoology Laboratory',
    description: 'Preserved specimens, permanent slides and models for the study of animal diversity, structure and function.',
  },
  {
    id: 'botany',
    img: botanyImg,
    alt: 'Drawing of a potted plant and a pressed leaf on a herbarium sheet',
    title: 'Botany Laboratory',
    description: 'Plant specimens, herbarium sheets and microscopes for the study of plant structure, classification and physiology.',
  },
  {
    id: 'home-science',
    img: homeScienceImg,
    alt: 'Drawing of a cooking pot and a plate of food',
    title: 'Home Science Laboratory',
    description: 'Equipment for practicals in food and nutrition, textiles and clothing, and home management.',
  },
  {
    id: 'geography',
    img: geographyImg,
    alt: 'Drawing of a globe and a folded map',
    title: 'Geography Laboratory',
    description: 'Maps, atlases, globes and simple surveying instruments for map work, surveying and the study of weather.',
  },
];
