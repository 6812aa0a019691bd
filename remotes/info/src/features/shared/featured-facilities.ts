import laboratoryImg from '../../assets/laboratory.svg';
import smartClassImg from '../../assets/smart-class.svg';
import sportsImg from '../../assets/sports.svg';
import type { Both } from './both';

/** A facility card (id, img, title, description) plus where it leads; text in both languages. */
export type Facility = {
  id: string;
  img: string;
  alt: Both;
  title: Both;
  description: Both;
  to: string;
};

/** The facilities the home page features; the facilities feature lists them among all the others. */
export const FACILITIES: readonly Facility[] = [
  {
    id: 'smart-class',
    img: smartClassImg,
    alt: { en: 'Drawing of a classroom with a projector screen', hi: 'प्रोजेक्टर स्क्रीन वाली कक्षा का चित्र' },
    title: { en: 'Smart Classrooms', hi: 'स्मार्ट कक्षाएँ' },
    description: {
      en: 'Projector-equipped classrooms make lectures clearer, and online classes keep teaching going when students cannot reach the campus.',
      hi: 'प्रोजेक्टर से सुसज्जित कक्षाएँ व्याख्यान को अधिक स्पष्ट बनाती हैं, और जब विद्यार्थी परिसर तक नहीं पहुँच पाते तब ऑनलाइन कक्षाओं से पढ़ाई जारी रहती है।',
    },
    to: '/smartClass',
  },
  {
    id: 'lab',
    img: laboratoryImg,
    alt: { en: 'Drawing of a laboratory flask and test tubes', hi: 'प्रयोगशाला के फ्लास्क और परखनलियों का चित्र' },
    title: { en: 'Laboratories', hi: 'प्रयोगशालाएँ' },
    description: {
      en: 'Practical work in physics, chemistry, biology, zoology, botany, home science and geography laboratories.',
      hi: 'भौतिक विज्ञान, रसायन विज्ञान, जीव विज्ञान, प्राणि विज्ञान, वनस्पति विज्ञान, गृह विज्ञान और भूगोल की प्रयोगशालाओं में प्रायोगिक कार्य।',
    },
    to: '/lab',
  },
  {
    id: 'sports',
    img: sportsImg,
    alt: { en: 'Drawing of a football and a trophy on a playing field', hi: 'खेल के मैदान पर फुटबॉल और ट्रॉफी का चित्र' },
    title: { en: 'Sports', hi: 'खेलकूद' },
    description: {
      en: 'A playground and equipment for outdoor and indoor games, so that students stay fit and learn to play as a team.',
      hi: 'बाहरी और भीतरी खेलों के लिए खेल का मैदान और उपकरण, ताकि विद्यार्थी स्वस्थ रहें और मिलकर खेलना सीखें।',
    },
    to: '/sports',
  },
];
