import managerImg from '../../../assets/manager.svg';
import principalImg from '../../../assets/principal.svg';

export type LeaderMessage = { id: string; role: string; img: string; greeting: string; to: string; linkText: string };

export const LEADER_MESSAGES: readonly LeaderMessage[] = [
  {
    id: 'manager',
    role: 'Manager',
    img: managerImg,
    greeting:
      'Namaste, and welcome. Our society opened this college so that the young people of these villages, and our daughters above all, can study close to home.',
    to: '/manager-msg',
    linkText: "Read the Manager's message",
  },
  {
    id: 'principal',
    role: 'Principal',
    img: principalImg,
    greeting:
      'Dear students, a warm welcome. Our teachers are here to help each of you learn with confidence and grow into responsible citizens.',
    to: '/principal-msg',
    linkText: "Read the Principal's message",
  },
];
