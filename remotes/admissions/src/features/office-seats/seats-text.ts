import { collegeTime } from '@college/remote-kit/office';
import { formatIndianDate } from '@college/settings/dates';

/** Seats, merit and the admission session in the office: every word the pages show. */
export const SEATS_TEXT = {
  roomsLabel: 'Rooms of the admissions office',
  roomPurpose: {
    inbox: 'Every application, with filters, search and a CSV file.',
    verification: 'Check the documents applicants uploaded.',
    merit: 'Merit lists per course and category; admit up to the intake.',
  },
  seatsHeading: (year: string) => `Seats, A.Y. ${year}`,
  loading: 'Loading the seats…',
  loadFailed: 'The seats could not be loaded just now.',
  tryAgain: 'Try again',
  noCourses: 'No course you may see has seats in the settings.',
  placeName: (course: string, subject: string | null) => (subject ? `${course} – ${subject}` : course),
  caption: (place: string, seats: number, left: number) => `${place}: ${seats} seats, ${left} left`,
  category: 'Category',
  applied: 'Applied',
  verified: 'Verified',
  paid: 'Paid',
  admitted: 'Admitted',
  total: 'All categories',
  countsNote: 'Verified counts the admitted too. Paid: fees the accounts office has verified.',
  seatsOfCategory: 'Seats',
  leftOfCategory: 'Left',
  reservationNote:
    "Seats per category by the state's reservation in the settings (intake × share, rounded down; General, unreserved, takes the rest). A reserved-category applicant may take a free General seat on merit once the category's own seats are taken.",
  onGeneral: (count: number) =>
    `${count} reserved-category applicant${count === 1 ? '' : 's'} admitted on merit sit${count === 1 ? 's' : ''} on General seats (counted in General's seats left).`,

  chooseHeading: 'Choose a merit list',
  place: 'Course (and subject)',
  placePlaceholder: 'Choose a course…',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  meritLoading: 'Loading the merit list…',
  meritLoadFailed: 'The merit list could not be loaded just now.',
  meritCaption: (place: string, category: string | null) => `Merit list: ${place}${category ? `, ${category}` : ''}`,
  meritOrder:
    'Ordered by the percentage in the qualifying examination (applications without one last); equal percentages: the older applicant first.',
  seatsLeft: (left: number, seats: number) => `${left} of ${seats} seats left.`,
  noSeatsLeft: 'Every seat is taken: nobody more can be admitted to this course.',
  empty: 'No verified application in this list yet.',
  rank: 'Rank',
  applicationNo: 'Application',
  name: 'Name',
  percent: '%',
  noPercent: '–',
  dob: 'Date of birth',
  state: 'Where it stands',
  fee: 'Fee',
  feeText: {
    verified: 'Fee verified',
    claimed: 'Claimed, not verified',
    due_at_counter: 'Due at the counter',
    returned: 'Claim returned',
    none: 'Not paid',
  },
  feeFirst: 'Admit after the fee is verified',
  categoryFull: (category: string) =>
    category === 'General' ? 'No General seat left' : `No ${category} or General seat left`,
  action: 'Action',
  admit: 'Admit',
  admitLabel: (name: string, applicationNo: string) => `Admit ${name} (${applicationNo})`,
  admittedNow: (name: string, applicationNo: string) => `${name} (${applicationNo}) is admitted.`,
  admittedOnGeneral: (name: string, applicationNo: string) =>
    `${name} (${applicationNo}) is admitted on an unreserved (General) seat, taken on merit.`,
  admitFailed: 'Not admitted.',
  cancelAdmission: 'Cancel admission',
  cancelLabel: (name: string, applicationNo: string) => `Cancel admission of ${name} (${applicationNo})`,
  cancelledNow: (name: string, applicationNo: string) =>
    `The admission of ${name} (${applicationNo}) is cancelled: the seat is free again.`,
  cancelFailed: 'The admission was not cancelled.',
  back: 'Back to the list',
  confirmAdmit: {
    heading: (name: string, applicationNo: string) => `Admit ${name} (${applicationNo})?`,
    what: (place: string, left: number) =>
      `This takes one of the ${left} seat${left === 1 ? '' : 's'} left in ${place}. The applicant's status page then says admitted and offers the provisional admission letter. It can be cancelled later, with a reason.`,
    onGeneral: (category: string, seats: number) =>
      `The ${seats} ${category} seats are all taken: this takes an unreserved (General) seat instead, which a ${category} applicant may take on merit.`,
    feeNotVerified: (fee: string) =>
      `The fee is not verified by the accounts office: ${fee}. Admit now only if the college admits before the fee is paid; otherwise go back and admit once it is verified.`,
    confirm: 'Confirm the admission',
  },
  confirmCancel: {
    heading: (name: string, applicationNo: string) => `Cancel the admission of ${name} (${applicationNo})?`,
    what: (place: string) =>
      `The seat in ${place} becomes free for the next on the merit list. The application goes back to verified, and the applicant's status page no longer offers the admission letter.`,
    reason: 'Why is the admission cancelled? (required, kept in the audit log)',
    reasonNeeded: 'Say why the admission is cancelled',
    confirm: 'Cancel the admission',
  },
  reload: 'Reload',
  exports: 'Download',
  meritCsv: 'Merit list (CSV)',
  admittedCsv: 'Admitted list (CSV)',
  csvNote: 'The CSV files carry each applicant’s mobile number and e-mail address, to call them.',
  printMerit: 'Print the merit list',
  printAdmitted: 'Print the admitted list',
  admittedCaption: (place: string, category: string | null) =>
    `Admitted list: ${place}${category ? `, ${category}` : ''}`,
  printedOn: (day: string) => `Printed on ${day}.`,
  noneAdmitted: 'Nobody is admitted in this list yet.',

  sessionIntro:
    'The academic year, the registration window and the fee deadline. The admission form, the payment page and the admissions service follow a change at once.',
  current: 'In force now',
  fromSettings: 'From the settings file: nobody has changed them in the office yet.',
  fromOffice: (by: string | null, at: string | null) =>
    `Set in the office${by ? ` by ${by}` : ''}${at ? ` on ${collegeTime(at, 'day')}` : ''}.`,
  settingsDefaults: (year: string, opens: string, closes: string) =>
    `The settings file says A.Y. ${year}, registration ${formatIndianDate(opens)} to ${formatIndianDate(closes)}.`,
  year: 'Academic year',
  yearHint: 'Two years in a row, like 2025-26',
  opens: 'Registration opens',
  closes: 'Registration closes',
  feeDeadline: 'Fee deadline',
  feeDeadlineHint:
    'Applicants who applied in time may pay until this day, also after registration closed. Leave empty for no deadline.',
  noDeadline: 'No fee deadline',
  reason: 'Reason for the change (kept in the audit log)',
  save: 'Save the session',
  notSaved: 'The session was not saved.',
  saved: 'The admission session is saved.',
  staleNote:
    'Your change was not saved: someone else changed the session meanwhile. Reload to see it, then make your change again.',
  sessionLoading: 'Loading the admission session…',
  sessionLoadFailed: 'The admission session could not be loaded just now.',
} as const;

/** The merit list on the public page: what the admission officer publishes and withdraws. */
export const PUBLICATION_TEXT = {
  heading: 'On the public page',
  notPublished: 'This merit list is not on the public page (/merit-list).',
  publishedSince: (at: string, by: string, rows: number) =>
    `On the public page (/merit-list) since ${collegeTime(at, 'day')}, published by ${by}: ${rows} ${rows === 1 ? 'application' : 'applications'}. A change in the list shows there only when it is published again.`,
  reason: 'Reason (kept in the audit log)',
  publish: 'Publish on the public page',
  publishAgain: 'Publish again as it stands now',
  withdraw: 'Withdraw from the public page',
  confirmTitle: 'Please confirm',
  publishWhat:
    'Everyone will see this list on the public page, in English and Hindi: the application numbers, categories and ranks of the verified and admitted applications as they stand now (no names, no marks). A list published before is replaced. Press Confirm to publish.',
  withdrawWhat:
    'The list will no longer be on the public page; applicants who saw it are not told. Press Confirm to withdraw it.',
  confirmPublish: 'Confirm: publish',
  confirmWithdraw: 'Confirm: withdraw',
  notSaved: 'The public page was not changed.',
} as const;
