import laboratoryImg from '../../assets/laboratory.svg';
import smartClassImg from '../../assets/smart-class.svg';
import sportsImg from '../../assets/sports.svg';

/** A facility card (spec §2: id, img, title, description) plus where it leads. */
export type Facility = {
  id: string;
  img: string;
  alt: string;
  title: string;
  description: string;
  to: string;
};

/** The facilities the home page features; the facilities feature lists them among all the others. */
export const FACILITIES: readonly Facility[] = [
  {
    id: 'smart-class',
    img: smartClassImg,
    alt: 'Drawing of a classroom with a projector screen',
    title: 'Smart Classrooms',
    description:
      'Projector-equipped classrooms make lectures clearer, and online classes keep teaching going when students cannot reach the campus.',
    to: '/smartClass',
  },
  {
    id: 'lab',
    img: laboratoryImg,
    alt: 'Drawing of a laboratory flask and test tubes',
    title: 'Laboratories',
    description:
      'Practical work in physics, chemistry, biology, zoology, botany, home science and geography laboratories.',
    to: '/lab',
  },
  {
    id: 'sports',
    img: sportsImg,
    alt: 'Drawing of a football and a trophy on a playing field',
    title: 'Sports',
    description: 'A playground and equipment for outdoor and indoor games, so that students stay fit and learn to play as a team.',
    to: '/sports',
  },
];
