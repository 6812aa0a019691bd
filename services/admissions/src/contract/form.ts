// The admission form: its messages, options, conditions, Aadhaar and date rules, field and file
// schemas, the look-ups it fills its lists from and what saving it answers.
import * as v from 'valibot';
import { said } from '@college/service-kit/bilingual';

// ---- Messages -----------------------------------------------------------------------------

export const ENTER_VALUE = said('Please enter value', 'कृपया यह जानकारी भरें');
export const SELECT_VALUE = said('Please select value', 'कृपया एक विकल्प चुनें');
/**
 * What each admission field says when it is left empty: the field named and what to do with it
 * (type or choose), so a message read alone, in the summary or by a screen reader, is clear.
 */
export const MISSING = {
  fname: said('Enter your full name', 'अपना पूरा नाम लिखें'),
  father_fname: said("Enter your father's name", 'अपने पिता का नाम लिखें'),
  mother_fname: said("Enter your mother's name", 'अपनी माता का नाम लिखें'),
  dob: said('Enter your date of birth', 'अपनी जन्म तिथि भरें'),
  gender: said('Choose your gender', 'अपना लिंग चुनें'),
  adhar_num: said('Enter your Aadhaar number', 'अपनी आधार संख्या भरें'),
  mobile: said('Enter your mobile number', 'अपना मोबाइल नंबर भरें'),
  email: said('Enter your e-mail address', 'अपना ई-मेल पता भरें'),
  category: said('Choose your category', 'अपनी श्रेणी चुनें'),
  religion: said('Choose your religion', 'अपना धर्म चुनें'),
  marital: said('Choose your marital status', 'अपनी वैवाहिक स्थिति चुनें'),
  address: said('Enter your address', 'अपना पता लिखें'),
  state: said('Choose your state', 'अपना राज्य चुनें'),
  city: said('Choose your district', 'अपना ज़िला चुनें'),
  district: said('Choose your tehsil', 'अपनी तहसील चुनें'),
  pincode: said('Enter your pincode', 'अपना पिनकोड भरें'),
  handicap: said('Choose whether you are a person with disability', 'चुनें कि क्या आप दिव्यांग व्यक्ति हैं'),
  dis_type: said('Choose the type of disability', 'दिव्यांगता का प्रकार चुनें'),
  course: said('Choose the course', 'पाठ्यक्रम चुनें'),
  tc: said('Choose whether you have a transfer certificate (TC)', 'चुनें कि क्या आपके पास स्थानांतरण प्रमाण पत्र (टी.सी.) है'),
  qual_board: said('Enter the board or university', 'बोर्ड या विश्वविद्यालय का नाम लिखें'),
  qual_year: said('Enter the year of passing', 'उत्तीर्ण होने का वर्ष भरें'),
  qual_roll: said('Enter the roll number', 'अनुक्रमांक भरें'),
  qual_marks: said('Enter the marks obtained', 'प्राप्तांक भरें'),
  qual_max: said('Enter the maximum marks', 'पूर्णांक भरें'),
  major_subfirst: said('Choose major subject 1', 'मुख्य विषय 1 चुनें'),
  major_secund: said('Choose major subject 2', 'मुख्य विषय 2 चुनें'),
  major_theard: said('Choose major subject 3 (or N/A)', 'मुख्य विषय 3 चुनें (या N/A)'),
  minor_sub: said('Choose the minor subject', 'गौण विषय चुनें'),
  cocurricular_sub: said('Choose the co-curricular subject', 'सह-पाठ्यक्रम विषय चुनें'),
  vocational_sub: said('Choose the vocational subject', 'व्यावसायिक विषय चुनें'),
  income_amount: said('Enter the annual family income', 'परिवार की वार्षिक आय भरें'),
  caste_no: said('Enter the certificate number', 'प्रमाण पत्र संख्या भरें'),
  issue_date: said("Enter the certificate's date of issue", 'प्रमाण पत्र जारी होने की तिथि भरें'),
} as const;
export const EMAIL_MESSAGE = said('Please enter a valid email', 'कृपया सही ई-मेल पता भरें');
export const MOBILE_MESSAGE = said(
  'Mobile number must be 10 digits and start with 6, 7, 8 or 9',
  'मोबाइल नंबर 10 अंकों का होना चाहिए और 6, 7, 8 या 9 से शुरू होना चाहिए',
);
export const PINCODE_MESSAGE = said('Pincode must be 6 digits', 'पिनकोड 6 अंकों का होना चाहिए');
/** India's postal index numbers begin with 1 to 9 (the postal zone): a leading 0 is a typing slip. */
export const PINCODE_START_MESSAGE = said('Pincode cannot start with 0', 'पिनकोड 0 से शुरू नहीं हो सकता');
export const AADHAAR_LENGTH_MESSAGE = said('Aadhaar number must be 12 digits', 'आधार संख्या 12 अंकों की होनी चाहिए');
export const AADHAAR_START_MESSAGE = said(
  'Aadhaar number cannot start with 0 or 1',
  'आधार संख्या 0 या 1 से शुरू नहीं हो सकती',
);
export const AADHAAR_CHECK_MESSAGE = said(
  'This is not a valid Aadhaar number; please check the digits',
  'यह सही आधार संख्या नहीं है; कृपया अंक जाँच लें',
);
export const DOB_MESSAGE = said(
  'Please enter a real date of birth (age 14 to 80 years)',
  'कृपया सही जन्म तिथि भरें (आयु 14 से 80 वर्ष)',
);
export const ISSUE_DATE_MESSAGE = said(
  'Please enter a real issue date, not in the future',
  'कृपया सही जारी होने की तिथि भरें, भविष्य की नहीं',
);
export const AMOUNT_FORMAT_MESSAGE = said('Please enter the amount in whole rupees', 'कृपया राशि पूरे रुपयों में भरें');
export const MAJORS_DIFFER_MESSAGE = said(
  'The three major subjects must be different',
  'तीनों मुख्य विषय अलग-अलग होने चाहिए',
);
/** A postgraduate course (M.A.) is studied in one subject: a second or third major is refused. */
export const ONE_SUBJECT_MESSAGE = said(
  'This course is studied in one subject: choose only the first major subject',
  'इस पाठ्यक्रम में एक ही विषय पढ़ा जाता है: केवल पहला मुख्य विषय चुनें',
);
export const SUBJECT_OF_COURSE_MESSAGE = said(
  'Please choose a subject offered with the selected course',
  'कृपया चुने गए पाठ्यक्रम में उपलब्ध विषय चुनें',
);
export const PLACE_MESSAGE = said(
  'Please choose again: this does not belong to the place chosen above',
  'कृपया फिर से चुनें: यह ऊपर चुने गए स्थान में नहीं आता',
);
/**
 * One application per Aadhaar number and year (saveApplicant, 409, on adhar_num). E-mail and mobile
 * may be shared. The way out for a person whose number someone else used: the office, with the card.
 */
export const AADHAAR_REGISTERED_MESSAGE = said(
  'An application with this Aadhaar number has already been made this year. If you did not make it, please come to the college office with your Aadhaar card.',
  'इस आधार संख्या से इस वर्ष पहले ही आवेदन किया जा चुका है। यदि वह आवेदन आपने नहीं किया, तो कृपया अपना आधार कार्ड लेकर महाविद्यालय कार्यालय आएँ।',
);
/** A retried form whose key another applicant's form already used (saveApplicant, 409). */
export const FORM_ALREADY_SENT_MESSAGE = said(
  'This form was already sent for someone else. Please reload the page.',
  'यह फ़ॉर्म किसी और के लिए पहले ही भेजा जा चुका है। कृपया पेज फिर से लोड करें।',
);
export const FILE_REQUIRED_MESSAGE = said('Please upload this document', 'कृपया यह दस्तावेज़ अपलोड करें');
/** The qualifying examination. */
export const QUAL_YEAR_FORMAT_MESSAGE = said(
  'Please enter the year as 4 digits, like 2024',
  'कृपया वर्ष 4 अंकों में भरें, जैसे 2024',
);
export const QUAL_YEAR_EARLIEST = 1980;
export const QUAL_YEAR_EARLY_MESSAGE = said(
  `The year of passing cannot be before ${QUAL_YEAR_EARLIEST}`,
  `उत्तीर्ण होने का वर्ष ${QUAL_YEAR_EARLIEST} से पहले का नहीं हो सकता`,
);
export const qualYearLateMessage = (admissionYear: number) =>
  said(
    `The year of passing cannot be after ${admissionYear}`,
    `उत्तीर्ण होने का वर्ष ${admissionYear} के बाद का नहीं हो सकता`,
  );
export const QUAL_ROLL_MESSAGE = said(
  'Please use only letters, digits, / and - in the roll number',
  'कृपया अनुक्रमांक में केवल अक्षर, अंक, / और - लिखें',
);
export const MARKS_MESSAGE = said(
  'Please enter the marks as a number, like 412 (or a CGPA, like 7.85)',
  'कृपया अंक संख्या में भरें, जैसे 412 (या सी.जी.पी.ए., जैसे 7.85)',
);
/** Marks as a number: whole marks, or a grade point average with up to two decimals (7.85 of 10). */
export const MARKS_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
export const MAX_MARKS_MESSAGE = said('Maximum marks must be more than 0', 'पूर्णांक 0 से अधिक होने चाहिए');
export const MARKS_ABOVE_MAX_MESSAGE = said(
  'Marks obtained cannot be more than the maximum marks',
  'प्राप्तांक पूर्णांक से अधिक नहीं हो सकते',
);
export const PWD_PERCENT_MESSAGE = said(
  'Please enter the percentage of disability as a whole number from 1 to 100',
  'कृपया दिव्यांगता का प्रतिशत 1 से 100 तक की पूर्ण संख्या में भरें',
);
export const IDENTITY_RATE_MESSAGE = said(
  'This form was sent too many times with this Aadhaar number from your connection. Please wait a few minutes and try again.',
  'आपके कनेक्शन से इस आधार संख्या के साथ यह फ़ॉर्म बहुत बार भेजा गया है। कृपया कुछ मिनट रुककर फिर प्रयास करें।',
);

/** Toasts, in the original site's wording. */
export const ADMISSION_SUBMITTED = said('Admission Form Submitted', 'प्रवेश आवेदन पत्र जमा हो गया');
export const ADMISSION_FAILED = said('Admission Form Submission failed.', 'प्रवेश आवेदन पत्र जमा नहीं हो सका।');
/**
 * What savePayment answers: the applicant's word is a claim, never "Payment Successful(ly)", until
 * the college office confirms it.
 */
export const PAYMENT_DETAILS_RECEIVED = said('Payment details received', 'भुगतान विवरण प्राप्त हुआ');
export const PAYMENT_FAILED = said('Payment failed.', 'भुगतान नहीं हो सका।');

// ---- Options (the original form's choices) ------------------------------------------------

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const CATEGORIES = ['General', 'SC', 'ST', 'OBC', 'GEN-EWS'] as const;
export const RELIGIONS = ['Hindu', 'Muslim', 'Sikh', 'Christian', 'Other'] as const;
export const MARITAL_STATUSES = ['Married', 'Unmarried'] as const;
export const YES_NO = ['Yes', 'No'] as const;
export const TC_OPTIONS = ['Available', 'Not-Available'] as const;
/** The disability categories of the Rights of Persons with Disabilities Act, 2016, grouped. */
export const DISABILITY_TYPES = [
  'Locomotor disability',
  'Visual impairment (blindness or low vision)',
  'Hearing impairment',
  'Speech and language disability',
  'Intellectual disability or specific learning disability',
  'Mental illness',
  'Multiple disabilities',
  'Other',
] as const;
export const PAYMENT_MODES = ['cash', 'online'] as const;
/** The "not applicable" choice of subject 3, minor, co-curricular and vocational. */
export const NOT_APPLICABLE = '0';

export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  address: 300,
  certificateNumber: 50,
  board: 100,
  roll: 20,
  marks: 6,
} as const;

/**
 * The percentage of a qualifying examination, computed (never typed) from the marks, to two
 * decimals: 412 of 500 is "82.40". Null while the marks are not whole numbers, max is 0 or below obtained.
 */
export function qualifyingPercent(marks: string, max: string): string | null {
  if (!MARKS_PATTERN.test(marks.trim()) || !MARKS_PATTERN.test(max.trim())) return null;
  const [obtained, maximum] = [Number(marks), Number(max)];
  if (maximum <= 0 || obtained > maximum) return null;
  return (Math.round((obtained * 10000) / maximum) / 100).toFixed(2);
}

/** A problem found by a rule over several fields, at the field it belongs to. */
export type Issue<K extends string = string> = { key: K; message: string };

/** The admission year's first calendar year: 2025 for "2025-26". */
export const admissionStartYear = (year: string) => Number.parseInt(year, 10);

/** The year of passing may not come after the admission year (the settings' year, which the schema itself does not know). */
export function passingYearIssues(values: { qual_year?: string }, admissionYear: number): Issue<'qual_year'>[] {
  const year = values.qual_year ?? '';
  return /^\d{4}$/.test(year) && Number(year) > admissionYear
    ? [{ key: 'qual_year', message: qualYearLateMessage(admissionYear) }]
    : [];
}
export const AGE_RANGE = { min: 14, max: 80 } as const;

// ---- Conditions (the form shows a field exactly when the server requires it) ---------------

type Conditional = { handicap?: string; category?: string; tc?: string };
export const needsDisabilityType = (values: Conditional) => values.handicap === 'Yes';
export const needsEwsDocuments = (values: Conditional) => values.category === 'GEN-EWS';
export const needsCasteCertificate = (values: Conditional) => ['SC', 'ST', 'OBC'].includes(values.category ?? '');
export const needsCertificateDetails = (values: Conditional) =>
  needsEwsDocuments(values) || needsCasteCertificate(values);
export const needsTransferCertificate = (values: Conditional) => values.tc === 'Available';

// ---- Aadhaar --------------------------------------------------------------------------------

// Verhoeff tables (dihedral group D5): the Aadhaar number's last digit is its Verhoeff check digit.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** True when the digit string ends in its correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, i) => {
    c = D[c][P[i % 8][Number(digit)]];
  });
  return c === 0;
}

/** The check digit to append to `digits` (used to make valid test numbers). */
export function verhoeffDigit(digits: string): string {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, i) => {
    c = D[c][P[(i + 1) % 8][Number(digit)]];
  });
  return String(INV[c]);
}

/** Spaces and hyphens people type between the groups are dropped. */
export const normaliseAadhaar = (value: string) => value.replace(/[\s-]/g, '');
/** What staff and the applicant see: only the last four digits. */
export const maskAadhaar = (last4: string) => `XXXX XXXX ${last4}`;

// ---- Dates ------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (the value of an <input type="date">). */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Whole years between a birth date and `today` (both UTC days). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

const todayUtc = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
};

export function isPlausibleBirthDate(value: string, today: Date = todayUtc()): boolean {
  const birth = parseIsoDate(value);
  if (!birth || birth >= today) return false;
  const age = ageOn(birth, today);
  return age >= AGE_RANGE.min && age <= AGE_RANGE.max;
}

// Dates typed day first: the kit's rules, shared with every vertical's contract.
export { DATE_FORMAT_MESSAGE, asTypedDate, typedDate } from '@college/service-kit/date-rules';

export function isPastOrToday(value: string, today: Date = todayUtc()): boolean {
  const date = parseIsoDate(value);
  return date !== null && date <= today && date.getUTCFullYear() >= 1950;
}

// ---- Choices, phone numbers, course levels -------------------------------------------------

export const choice = <const T extends readonly string[]>(options: T, missing: string = SELECT_VALUE) =>
  v.pipe(v.optional(v.string(missing), ''), v.trim(), v.picklist(options, missing));

/** A mobile number as people type it (spaces, +91 or 0 in front), kept as its 10 digits. */
export const mobileNumberSaying = (missing: string) =>
  v.pipe(
    v.optional(v.string(missing), ''),
    v.transform((value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '')),
    v.nonEmpty(missing),
    v.regex(/^[6-9]\d{9}$/, MOBILE_MESSAGE),
  );
export const mobileNumber = mobileNumberSaying(ENTER_VALUE);

export const COURSE_LEVELS = ['undergraduate', 'postgraduate'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/**
 * The examination that qualifies for a course, by its level in the settings: the Intermediate (12th)
 * for an undergraduate course, the graduation (a bachelor's degree) for a postgraduate one. Before a
 * course is chosen the form asks for the Intermediate, the usual case.
 */
export const QUALIFYING_EXAMS = ['intermediate', 'graduation'] as const;
export type QualifyingExam = (typeof QUALIFYING_EXAMS)[number];
export const qualifyingExamOf = (level: CourseLevel | undefined): QualifyingExam =>
  level === 'postgraduate' ? 'graduation' : 'intermediate';

/** A postgraduate course (M.A.) is one subject; an undergraduate one takes two majors and may take a third. */
export const takesOneMajor = (level: CourseLevel | undefined) => level === 'postgraduate';

/**
 * The majors the chosen course's level asks for (from the courses look-up's `level`): one subject
 * for a postgraduate course, so subjects 2 and 3 must be N/A ('0'); two or three otherwise, so
 * subject 2 must not be N/A. Client and server give the same messages.
 */
export function majorIssues(
  values: { major_secund?: string; major_theard?: string },
  level: CourseLevel,
): Issue<'major_secund' | 'major_theard'>[] {
  const second = values.major_secund || NOT_APPLICABLE;
  const third = values.major_theard || NOT_APPLICABLE;
  if (takesOneMajor(level)) {
    return (['major_secund', 'major_theard'] as const)
      .filter((key) => (key === 'major_secund' ? second : third) !== NOT_APPLICABLE)
      .map((key) => ({ key, message: ONE_SUBJECT_MESSAGE }));
  }
  return second === NOT_APPLICABLE ? [{ key: 'major_secund', message: MISSING.major_secund }] : [];
}

// ---- Files ------------------------------------------------------------------------------

export type FileKindName = 'jpeg' | 'png' | 'pdf';

export interface UploadRule {
  label: string;
  maxBytes: number;
  kinds: readonly FileKindName[];
  /** For the file input's `accept`; a hint only, the service checks the content. */
  accept: string;
  hint: string;
  /** When the file is asked for; always when absent. */
  when?: (values: Conditional) => boolean;
  /** The qualifying examination it belongs to, if any: asked only when the course's level asks for that one. */
  exam?: QualifyingExam;
}

export const KB = 1024;
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const document = (label: string, when?: UploadRule['when'], exam?: QualifyingExam): UploadRule => ({
  label,
  maxBytes: 1024 * KB,
  kinds: ['pdf', 'jpeg', 'png'],
  accept: DOCUMENT_ACCEPT,
  hint: 'PDF, JPEG or PNG, at most 1 MB',
  when,
  exam,
});

/** Every upload of the admission form, in screen order, with the limits the service enforces. */
export const APPLICANT_FILES = {
  photo: {
    label: 'Photograph',
    maxBytes: 100 * KB,
    kinds: ['jpeg', 'png'],
    accept: IMAGE_ACCEPT,
    hint: 'JPEG or PNG, at most 100 KB',
  },
  signature: {
    label: 'Signature',
    maxBytes: 50 * KB,
    kinds: ['jpeg', 'png'],
    accept: IMAGE_ACCEPT,
    hint: 'JPEG or PNG, at most 50 KB',
  },
  // High School stays for every course: it proves the date of birth.
  highschool: document('High School Marksheet'),
  inter: document('Intermediate Marksheet', undefined, 'intermediate'),
  degree: document('Graduation Marksheet', undefined, 'graduation'),
  adhar: document('Aadhaar Card'),
  domicile: document('Domicile Certificate'),
  income: document('EWS Certificate', needsEwsDocuments),
  caste: document('Caste Certificate', needsCasteCertificate),
  transfer: document('Transfer Certificate', needsTransferCertificate),
  pwd_certificate: document('Disability Certificate', needsDisabilityType),
} as const satisfies Record<string, UploadRule>;

export type ApplicantFileField = keyof typeof APPLICANT_FILES;
export const APPLICANT_FILE_FIELDS = Object.keys(APPLICANT_FILES) as ApplicantFileField[];

/** What each upload says when it is asked for and missing: the document named, in both languages. */
export const MISSING_FILE: Record<ApplicantFileField, string> = {
  photo: said('Upload your photograph', 'अपनी फोटो अपलोड करें'),
  signature: said('Upload your signature', 'अपने हस्ताक्षर अपलोड करें'),
  highschool: said('Upload your High School marksheet', 'अपना हाईस्कूल अंकपत्र अपलोड करें'),
  inter: said('Upload your Intermediate marksheet', 'अपना इंटरमीडिएट अंकपत्र अपलोड करें'),
  degree: said('Upload your graduation marksheet', 'अपना स्नातक अंकपत्र अपलोड करें'),
  adhar: said('Upload your Aadhaar card', 'अपना आधार कार्ड अपलोड करें'),
  domicile: said('Upload your domicile certificate', 'अपना मूल निवास प्रमाण पत्र अपलोड करें'),
  income: said('Upload your EWS certificate', 'अपना ई.डब्ल्यू.एस. प्रमाण पत्र अपलोड करें'),
  caste: said('Upload your caste certificate', 'अपना जाति प्रमाण पत्र अपलोड करें'),
  transfer: said('Upload your transfer certificate', 'अपना स्थानांतरण प्रमाण पत्र अपलोड करें'),
  pwd_certificate: said('Upload your disability certificate', 'अपना दिव्यांगता प्रमाण पत्र अपलोड करें'),
};

const sizeText = (rule: UploadRule) =>
  rule.maxBytes >= 1024 * KB ? `${rule.maxBytes / (1024 * KB)} MB` : `${rule.maxBytes / KB} KB`;
export const fileTooLargeMessage = (rule: UploadRule) =>
  said(`File must be at most ${sizeText(rule)}`, `फ़ाइल अधिकतम ${sizeText(rule)} की होनी चाहिए`);
export const fileKindMessage = (rule: UploadRule) =>
  rule.kinds.includes('pdf')
    ? said('File must be a PDF, JPEG or PNG', 'फ़ाइल PDF, JPEG या PNG होनी चाहिए')
    : said('File must be a JPEG or PNG image', 'फ़ाइल JPEG या PNG चित्र होनी चाहिए');

/** Whether the form asks for a file, by the answers and the chosen course's level. */
export const isFileWanted = (field: ApplicantFileField, values: Conditional, level?: CourseLevel) => {
  const rule: UploadRule = APPLICANT_FILES[field];
  if (rule.exam && rule.exam !== qualifyingExamOf(level)) return false;
  return rule.when ? rule.when(values) : true;
};

// ---- Lookup replies -------------------------------------------------------------------------

const list = <T extends v.GenericSchema>(item: T) => v.object({ result: v.literal('success'), data: v.array(item) });

/**
 * A state by its LGD code and English name, with its Hindi name for Hindi pages (one answer for both
 * languages: it is cached publicly and drawn into the page's first response). An answer a browser
 * kept from before `name_hi` (cached a day) reads as having none: the English name is shown.
 */
export const stateSchema = v.object({
  id: v.number(),
  state_name: v.string(),
  name_hi: v.optional(v.nullable(v.string()), null),
});
export const placeSchema = v.object({ id: v.number(), name: v.string() });
// A courses answer a browser kept from before `level` (cached a day) reads as undergraduate.
export const courseSchema = v.object({
  id: v.number(),
  brc_id: v.number(),
  course: v.string(),
  level: v.optional(v.picklist(COURSE_LEVELS), 'undergraduate'),
  fee: v.number(),
});
export const subjectSchema = v.object({ id: v.number(), subject: v.string() });

export const statesResponseSchema = list(stateSchema);
export const placesResponseSchema = list(placeSchema);
export const coursesResponseSchema = list(courseSchema);
export const subjectsResponseSchema = list(subjectSchema);

export type State = v.InferOutput<typeof stateSchema>;
export type Place = v.InferOutput<typeof placeSchema>;
export type Course = v.InferOutput<typeof courseSchema>;
export type Subject = v.InferOutput<typeof subjectSchema>;

/** Query of the lookups that take a parent id. */
export const idQuerySchema = v.object({
  id: v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(/^\d{1,9}$/, 'id must be a number'), v.transform(Number)),
});

// ---- Save replies -------------------------------------------------------------------------

/** The application as /payment and the acknowledgement name it: the spec's four plus the course and its fee. */
export const applicationSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  father: v.string(),
  application_no: v.string(),
  course: v.string(),
  fee: v.number(),
});
export type ApplicationSummary = v.InferOutput<typeof applicationSummarySchema>;

/**
 * What /payment needs: the summary and the payment token, the proof savePayment asks for (a random
 * 256-bit value; the service keeps only its SHA-256).
 */
export const handoverSchema = v.object({ ...applicationSummarySchema.entries, payment_token: v.string() });
export type Handover = v.InferOutput<typeof handoverSchema>;

/** The access code is shown once, in this answer: the service keeps only a keyed hash of it. */
export const saveApplicantResponseSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({ ...handoverSchema.entries, access_code: v.string() }),
});
export type SaveApplicantResponse = v.InferOutput<typeof saveApplicantResponseSchema>;
