import { NOT_APPLICABLE } from '@college/careers-service/contract';
import { formatIndianDate, formatShortDate } from '@college/settings/dates';

/** The college's day (India Standard Time, no daylight saving) of an instant: YYYY-MM-DD. */
export const collegeDayOf = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
/** "06-12-2026 14:05 IST" for an instant. */
const collegeTimeOf = (iso: string) => {
  const at = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
  return `${formatIndianDate(at.slice(0, 10))} ${at.slice(11, 16)} IST`;
};

/** The recruitment office's words: office pages are English only (as every office page is). */
export const RECRUITMENT_TEXT = {
  // The list
  intro:
    'Applications received through the careers page, per post and subject. Open one to see its CV and photo and to shortlist or reject it.',
  windowLink: 'Recruitment dates (application window and interview)',
  perPostHeading: 'Applications per post and subject',
  perPostCaption: 'Applications per post and subject, and their review',
  perPostLoading: 'Counting applications…',
  perPostEmpty: 'No applications yet.',
  postAndSubject: (post: string, subject: string) => (subject === NOT_APPLICABLE ? post : `${post}, ${subject}`),
  filtersHeading: 'Find applications',
  filtersForm: 'Filter the applications',
  post: 'Post',
  anyPost: 'Any post',
  subject: 'Subject',
  anySubject: 'Any subject',
  subjectHint: 'Choose a post first',
  noSubjects: 'This post has no subjects',
  qualification: 'Qualification held',
  anyQualification: 'Any qualification',
  experience: 'Teaching or work experience',
  anyExperience: 'Either',
  experienceOptions: { Yes: 'With experience', No: 'Without experience' } as Record<string, string>,
  category: 'Category',
  anyCategory: 'Any category',
  state: 'State (permanent address)',
  anyState: 'Any state',
  status: 'Review',
  anyStatus: 'Any',
  search: 'Search',
  searchHint: 'Name, application number, mobile number or e-mail',
  searchTooLong: (max: number) => `Please use at most ${max} characters`,
  apply: 'Show applications',
  clear: 'Clear filters',
  notSent: 'The filter could not be applied.',
  resultsHeading: 'Applications',
  loading: 'Loading applications…',
  badFilterTitle: 'This filter cannot be used',
  summary: (page: number, pages: number, total: number) =>
    total === 0
      ? 'No applications match.'
      : `${total} application${total === 1 ? '' : 's'}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`,
  caption: 'Career applications',
  empty: 'No applications match this filter.',
  columns: {
    postAndSubject: 'Post and subject',
    total: 'Applications',
    number: 'Application no.',
    name: 'Name',
    post: 'Post',
    subject: 'Subject',
    qualification: 'Highest qualification',
    experience: 'Experience',
    category: 'Category',
    state: 'State',
    status: 'Review',
  },
  pagesNav: 'Pages of applications',
  previous: 'Previous page',
  next: 'Next page',
  // The interview list
  interviewHeading: 'Interview list',
  interviewChoosePost: 'Choose a post in the filter above (and a subject if you like) to download its interview list.',
  interviewDownload: (post: string, subject: string) =>
    `Download the interview list for ${post}${subject ? `, ${subject}` : ''} (CSV)`,
  interviewHint:
    'Shortlisted applications only, with their contact details. The download is recorded in the audit log.',
  interviewPrint: (post: string, subject: string) =>
    `Print the interview list for ${post}${subject ? `, ${subject}` : ''}`,
  interviewPrintHint:
    'A page for the interview panel: each shortlisted applicant with a column for marks and remarks. Opening it is recorded in the audit log.',
  interviewLoading: 'Loading the interview list…',
  interviewNotLoaded: 'The interview list could not be loaded',
  interviewTitle: (post: string, subject: string) =>
    `Interview list: ${post}${subject && subject !== NOT_APPLICABLE ? `, ${subject}` : ''}`,
  interviewWhen: (date: string, time: string) => `Interview on ${formatIndianDate(date)} at ${time}`,
  interviewCaption: 'Shortlisted applicants for the interview',
  interviewEmpty: 'Nobody is shortlisted for this post yet.',
  interviewColumns: {
    serial: 'S. no.',
    number: 'Application no.',
    name: 'Name',
    subject: 'Subject',
    mobile: 'Mobile',
    email: 'E-mail',
    qualifications: 'Qualifications',
    marks: 'Marks / remarks',
  },
  printNow: 'Print',
  closePrint: 'Back to the applications',
  csvDownload: 'Download as CSV',
  csvFailed: 'The CSV could not be made',
  interviewCsvName: (profile: number | string, day: string) => `interview-list-${profile}-${day}.csv`,

  // One application
  back: 'Back to the applications',
  applicationLoading: 'Loading the application…',
  notFoundTitle: 'Application not found',
  notFound: 'There is no career application with this number. Check the number, or go back to the list.',
  factsLabel: 'The application at a glance',
  facts: { number: 'Application no.', submitted: 'Submitted', post: 'Post', subject: 'Subject', status: 'Review' },
  /** "Shortlisted by Asha K on 06-12-2026: NET qualified": who decided, the college's day, and why. */
  decidedBy: (status: string, by: string | null, at: string | null, reason: string | null) =>
    `${status}${by ? ` by ${by}` : ''}${at ? ` on ${formatIndianDate(collegeDayOf(at))}` : ''}${reason ? `: ${reason}` : ''}`,
  decisionChange: 'To change it, choose again below, with the reason for the change.',
  personalHeading: 'Applicant',
  fields: {
    name: 'Name',
    fname: "Father's name",
    dob: 'Date of birth',
    gender: 'Gender',
    nationality: 'Nationality',
    category: 'Category',
    mobile: 'Mobile number',
    email: 'E-mail',
    permanent: 'Permanent address',
    correspondence: 'Address for letters',
  },
  qualificationsHeading: 'Qualifications',
  qualificationsCaption: 'Qualifications',
  qualificationColumns: {
    qualification: 'Qualification',
    institute: 'Institute / board',
    year: 'Year',
    subject: 'Subject',
    mark: 'Mark (%)',
  },
  experienceHeading: 'Experience',
  noExperience: 'No experience given.',
  experienceCaption: 'Experience',
  experienceColumns: { position: 'Position', duration: 'Where', totalexp: 'Total experience' },
  filesHeading: 'CV and photo',
  photoAlt: (name: string) => `Photograph of ${name}`,
  openCv: (name: string) => `Open the CV of ${name} (PDF)`,
  filesHint: 'Each opening of the CV or photo is recorded in the audit log.',
  decisionHeading: 'Decision',
  decisionForm: 'Shortlist or reject',
  decisionLabel: 'Decision',
  decisionPlaceholder: 'Choose a decision',
  decisionOptions: { shortlisted: 'Shortlist for the interview', rejected: 'Reject' } as Record<string, string>,
  reason: 'Reason',
  reasonHint: 'Kept with the decision and in the audit log.',
  decide: 'Save the decision',
  decisionNotSent: 'The decision could not be saved.',
  // The call letter
  callLetterHeading: 'Interview call letter',
  callLetterIntro:
    'A letter for the interview: print it, or e-mail it to the applicant. The interview day and time are the recruitment dates in force.',
  callLetterPrint: 'Print the call letter',
  callLetterSend: 'Send the call letter by e-mail',
  callLetterNoEmail: 'This applicant gave no e-mail address: print the letter and send it by post.',
  callLetterNotSent: 'The call letter could not be sent.',
  callLetterSent: (sentAt: string, by: string, date: string, time: string) =>
    `E-mailed on ${collegeTimeOf(sentAt)} by ${by}, for the interview on ${formatIndianDate(date)} at ${time}.`,
  callLetterSentList: 'Call letters e-mailed',
  callLetterWindowLoading: 'Loading the interview date…',
  callLetterWindowFailed: 'The interview date could not be loaded',
  backToApplication: 'Back to the application',
  letter: {
    title: 'Interview call letter',
    reference: (no: string) => `Ref.: ${no}`,
    dated: (day: string) => `Date: ${formatIndianDate(day)}`,
    to: 'To',
    subjectLine: (post: string) => `Subject: Interview for the post of ${post}`,
    dear: (name: string) => `Dear ${name},`,
    body: (post: string, no: string) =>
      `With reference to your application ${no} for the post of ${post}, you are shortlisted for the interview. Please attend it as below.`,
    factsLabel: 'The interview',
    candidate: 'Candidate',
    number: 'Application no.',
    post: 'Post',
    date: 'Interview date',
    time: 'Reporting time',
    place: 'Place',
    bringHeading: 'Please bring',
    bring: [
      'The originals of your certificates and mark sheets',
      'A photo identity card',
      'The print of your application (the acknowledgement)',
    ],
    signature: 'Signature',
    signatory: (college: string) => `Recruitment office, ${college}`,
  },
  postOf: (profile: string, subject: string) => (subject === NOT_APPLICABLE ? profile : `${profile} (${subject})`),

  decisionStale:
    'Someone else decided on this application while you were reading it. The page now shows their decision; decide again if needed.',

  // The window
  windowIntro:
    'The dates applications are taken on the careers page, and the interview date. Until they are changed here, the settings file decides them. A change holds at once: the careers page shows it and refuses applications outside it.',
  current: 'In force now',
  opens: 'Applications open',
  closes: 'Last date to apply',
  interviewDate: 'Interview date',
  interviewTime: 'Interview time',
  interviewTimeHint: '24-hour, like 10:00',
  fromSettings: 'From the settings file: nobody has changed them in the office yet.',
  fromOffice: (by: string | null, at: string | null) =>
    `Set in the office by ${by ?? 'someone'}${at ? ` on ${formatShortDate(at.slice(0, 10))}` : ''}.`,
  settingsDefaults: (opens: string, closes: string, interview: string) =>
    `The settings file says: applications from ${formatShortDate(opens)} to ${formatShortDate(closes)}, interview on ${formatShortDate(interview)}.`,
  changeHeading: 'Change the dates',
  windowReason: 'Reason for the change',
  save: 'Save the dates',
  saved: 'The recruitment dates are saved. The careers page shows them now.',
  notSaved: 'The dates could not be saved.',
  staleNote:
    'Someone changed the dates while you were editing them. Reload to see the current dates, then make your change again.',
  reload: 'Reload the dates',
  windowLoading: 'Loading the recruitment dates…',
  windowLoadFailed: 'The recruitment dates could not be loaded',
  tryAgain: 'Try again',
} as const;
