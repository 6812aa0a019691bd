/**
 * The e-mails the office service sends to office users (decision 029). Fixed texts: the caller
 * chooses what it is about and names the record and the office page, never a word of the text.
 */
import type { CollegeSettings } from '@college/settings/node';
import type { TellAbout } from './office-contract/people';

export interface MailText {
  subject: string;
  text: string;
}

export interface Telling {
  about: TellAbout;
  /** Who gave the work: their name (or username). */
  from: string;
  /** Whom the mail is to: their name. */
  to: string;
  reference: string;
  /** An office page of this portal (`/office/…`, checked by the contract's tellSchema). */
  path: string;
}

/** The page's full address when the settings give the portal's `website`, else its path. */
export const officeAddress = (college: Pick<CollegeSettings, 'website'>, path: string) =>
  `${college.website?.replace(/\/$/, '') ?? ''}${path}`;

export const SENT_BY_COMPUTER =
  'This e-mail was sent by the computer of the college office; please do not reply to it.';

export function tellingMail(college: Pick<CollegeSettings, 'website' | 'name'>, telling: Telling): MailText {
  // One text per `about` (TELL_ABOUTS); a new kind of work gets its own case here.
  switch (telling.about) {
    case 'message.assigned':
      return {
        subject: `Message ${telling.reference} is yours to handle`,
        text: [
          `Dear ${telling.to},`,
          '',
          `${telling.from} has given you message ${telling.reference} to handle. Open it in the office: ${officeAddress(college, telling.path)}`,
          '',
          SENT_BY_COMPUTER,
          '',
          `${college.name}, college office`,
        ].join('\n'),
      };
  }
}
