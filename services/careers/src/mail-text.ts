/**
 * The careers service's e-mails to applicants, in plain words, English then Hindi (the form keeps
 * no language per application). Only the values below: never a document, never a phone number.
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
