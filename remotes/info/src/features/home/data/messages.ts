import managerImg from '../../../assets/manager.svg';
import principalImg from '../../../assets/principal.svg';

/** Whose greeting it is; the card's heading, greeting and link text are in the home catalogue under this id. */
export type LeaderMessage = { id: 'manager' | 'principal'; img: string; to: string };

export const LEADER_MESSAGES: readonly LeaderMessage[] = [
  { id: 'manager', img: managerImg, to: '/manager-msg' },
  { id: 'principal', img: principalImg, to: '/principal-msg' },
];
