/**
 * The careers service's e-mails to applicants, in plain words. The call letter is in the language
 * the applicant applied in (migration 005 keeps it); a mail to someone whose language is not known
 * (an application before it, or a moved interview told to all at once) is English then Hindi.
 * Only the values below: never a document, never a phone number.
 */
import type { CollegeSettings } from '@college/settings/node';
import { formatIndianDate } from '@college/settings/dates';
import { postalAddress } from '@college/settings/format';
import type { ShortlistedContact } from './plugins/review-repository';

export interface MailText {
  subject: string;
  text: string;
}

/** The interview of a shortlisted applicant moved: the new day, time and place. */
export function interviewMovedMail(
  college: CollegeSettings,
  applicant: ShortlistedContact,
  interview: { date: string; time: string },
): MailText {
  const day = formatIndianDate(interview.date);
  const venue = `${college.name}, ${postalAddress(college.address)}`;
  const hindiName = college.hi.name;
  return {
    subject: `Interview moved to ${day}: ${applicant.application_no}`,
    text: [
      `Dear ${applicant.name},`,
      '',
      `You are shortlisted for the interview for ${applicant.profile}${applicant.subject === 'N/A' ? '' : ` (${applicant.subject})`}, application ${applicant.application_no}.`,
      `The interview has moved. It is now on ${day} from ${interview.time}, at ${venue}.`,
      'Please bring your acknowledgement, your original certificates and a photo identity card.',
      '',
      `प्रिय ${applicant.name},`,
      `आवेदन ${applicant.application_no} के साक्षात्कार की तिथि बदल गई है। साक्षात्कार अब ${day} को ${interview.time} बजे से ${hindiName} में होगा।`,
      'कृपया अपनी पावती, मूल प्रमाण पत्र और एक फ़ोटो पहचान पत्र साथ लाएँ।',
      '',
      // No phone number: the outbox refuses 12 digits in a row, as an Aadhaar number could be.
      `Questions: ${college.contact.email}`,
      `Recruitment office, ${college.name}`,
    ].join('\n'),
  };
}

const postOf = (applicant: { profile: string; subject: string }) =>
  `${applicant.profile}${applicant.subject === 'N/A' ? '' : ` (${applicant.subject})`}`;

/**
 * The interview call letter as a mail: the same words as the printed letter (the office's print
 * view). `newDate`: an earlier letter named another day or time, so this one says it is new.
 */
export function callLetterMail(
  college: CollegeSettings,
  applicant: ShortlistedContact,
  interview: { date: string; time: string },
  lang: 'en' | 'hi' | null,
  newDate: boolean,
): MailText {
  const day = formatIndianDate(interview.date);
  const english = [
    `Dear ${applicant.name},`,
    '',
    `You are shortlisted for the interview for the post of ${postOf(applicant)}, application ${applicant.application_no}.`,
    ...(newDate ? ['The interview date has changed: this letter replaces the one sent before.'] : []),
    `Interview: ${day} at ${interview.time}`,
    `Place: ${college.name}, ${postalAddress(college.address)}`,
    '',
    'Please bring:',
    '- the originals of your certificates and mark sheets',
    '- a photo identity card',
    '- the print of your application (acknowledgement)',
  ];
  const hindi = [
    `प्रिय ${applicant.name},`,
    '',
    `आवेदन ${applicant.application_no} (${postOf(applicant)}) के लिए आप साक्षात्कार हेतु चयनित (शॉर्टलिस्ट) हैं।`,
    ...(newDate ? ['साक्षात्कार की तिथि बदल गई है: यह पत्र पहले भेजे गए पत्र का स्थान लेता है।'] : []),
    `साक्षात्कार: ${day}, ${interview.time} बजे`,
    `स्थान: ${college.hi.name}, ${postalAddress({ ...college.address, lines: college.hi.address.lines, district: college.hi.address.district, state: college.hi.address.state })}`,
    '',
    'कृपया साथ लाएँ:',
    '- सभी प्रमाण पत्रों और अंकपत्रों की मूल प्रतियाँ',
    '- एक फ़ोटो पहचान पत्र',
    '- अपने आवेदन का प्रिंट (पावती)',
  ];
  // No phone number: the outbox refuses 12 digits in a row, as an Aadhaar number could be.
  const closing =
    lang === 'hi'
      ? [`प्रश्न: ${college.contact.email}`, `भर्ती कार्यालय, ${college.hi.name}`]
      : [`Questions: ${college.contact.email}`, `Recruitment office, ${college.name}`];
  const body = lang === 'en' ? english : lang === 'hi' ? hindi : [...english, '', ...hindi];
  const subject =
    lang === 'hi'
      ? `साक्षात्कार पत्र${newDate ? ' (नई तिथि)' : ''}: ${applicant.application_no}`
      : `Interview call letter${newDate ? ' (new date)' : ''}: ${applicant.application_no}`;
  return { subject, text: [...body, '', ...closing].join('\n') };
}
