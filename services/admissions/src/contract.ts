// Shared by the admissions remote (a browser bundle) and the admissions service: import nothing but valibot (and the kit's text rules, which are only valibot).
import * as v from 'valibot';
import { LINE_CONTROL, maxLengthMessage, multiLine, ONE_LINE_MESSAGE, requiredText, stopIfInvalid } from '@college/service-kit/text-rules';
import { dateRangeCheck, wholeNumberParam } from '@college/service-kit/office-query';
import { said } from '@college/service-kit/bilingual';
// The shared text messages, as this contract's own for its remote and tests.
export { CONTROL_CHARACTER_MESSAGE, maxLengthMessage, ONE_LINE_MESSAGE } from '@college/service-kit/text-rules';
// The parts other verticals' pages use live in modules of their own, so that such a page carries
// only them (the package is free of side effects: a bundler drops the modules nobody imports).
export * from './contract/paths';
export * from './contract/session';

// ---- Messages -----------------------------------------------------------------------------

export const ENTER_VALUE = said('Please enter value', 'कृपया यह जानकारी भरें');
export const SELECT_VALUE = said('Please select value', 'कृपया एक विकल्प चुनें');
export const EMAIL_MESSAGE = said('Please enter a valid email', 'कृपया सही ई-मेल पता भरें');
export const MOBILE_MESSAGE = said('Mobile number must be 10 digits and start with 6, 7, 8 or 9', 'मोबाइल नंबर 10 अंकों का होना चाहिए और 6, 7, 8 या 9 से शुरू होना चाहिए');
export const PINCODE_MESSAGE = said('Pincode must be 6 digits', 'पिनकोड 6 अंकों का होना चाहिए');
export const AADHAAR_LENGTH_MESSAGE = said('Aadhaar number must be 12 digits', 'आधार संख्या 12 अंकों की होनी चाहिए');
export const AADHAAR_START_MESSAGE = said('Aadhaar number cannot start with 0 or 1', 'आधार संख्या 0 या 1 से शुरू नहीं हो सकती');
export const AADHAAR_CHECK_MESSAGE = said('This is not a valid Aadhaar number; please check the digits', 'यह सही आधार संख्या नहीं है; कृपया अंक जाँच लें');
export const DOB_MESSAGE = said('Please enter a real date of birth (age 14 to 80 years)', 'कृपया सही जन्म तिथि भरें (आयु 14 से 80 वर्ष)');
export const ISSUE_DATE_MESSAGE = said('Please enter a real issue date, not in the future', 'कृपया सही जारी होने की तिथि भरें, भविष्य की नहीं');
export const AMOUNT_FORMAT_MESSAGE = said('Please enter the amount in whole rupees', 'कृपया राशि पूरे रुपयों में भरें');
export const MAJORS_DIFFER_MESSAGE = said('The three major subjects must be different', 'तीनों मुख्य विषय अलग-अलग होने चाहिए');
/** A postgraduate course (M.A.) is studied in one subject: a second or third major is refused. */
export const ONE_SUBJECT_MESSAGE = said(
  'This course is studied in one subject: choose only the first major subject',
  'इस पाठ्यक्रम में एक ही विषय पढ़ा जाता है: केवल पहला मुख्य विषय चुनें',
);
export const SUBJECT_OF_COURSE_MESSAGE = said('Please choose a subject offered with the selected course', 'कृपया चुने गए पाठ्यक्रम में उपलब्ध विषय चुनें');
export const PLACE_MESSAGE = said('Please choose again: this does not belong to the place chosen above', 'कृपया फिर से चुनें: यह ऊपर चुने गए स्थान में नहीं आता');
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
/** The qualifying examination (issue 20, part 3). */
export const QUAL_YEAR_FORMAT_MESSAGE = said('Please enter the year as 4 digits, like 2024', 'कृपया वर्ष 4 अंकों में भरें, जैसे 2024');
export const QUAL_YEAR_EARLIEST = 1980;
export const QUAL_YEAR_EARLY_MESSAGE = said(
  `The year of passing cannot be before ${QUAL_YEAR_EARLIEST}`,
  `उत्तीर्ण होने का वर्ष ${QUAL_YEAR_EARLIEST} से पहले का नहीं हो सकता`,
);
export const qualYearLateMessage = (admissionYear: number) =>
  said(`The year of passing cannot be after ${admissionYear}`, `उत्तीर्ण होने का वर्ष ${admissionYear} के बाद का नहीं हो सकता`);
export const QUAL_ROLL_MESSAGE = said('Please use only letters, digits, / and - in the roll number', 'कृपया अनुक्रमांक में केवल अक्षर, अंक, / और - लिखें');
export const MARKS_MESSAGE = said('Please enter the marks as a whole number', 'कृपया अंक पूर्ण संख्या में भरें');
export const MAX_MARKS_MESSAGE = said('Maximum marks must be more than 0', 'पूर्णांक 0 से अधिक होने चाहिए');
export const MARKS_ABOVE_MAX_MESSAGE = said('Marks obtained cannot be more than the maximum marks', 'प्राप्तांक पूर्णांक से अधिक नहीं हो सकते');
export const PWD_PERCENT_MESSAGE = said(
  'Please enter the percentage of disability as a whole number from 1 to 100',
  'कृपया दिव्यांगता का प्रतिशत 1 से 100 तक की पूर्ण संख्या में भरें',
);
export const IDENTITY_RATE_MESSAGE = said(
  'This form was sent too many times with this Aadhaar number from your connection. Please wait a few minutes and try again.',
  'आपके कनेक्शन से इस आधार संख्या के साथ यह फ़ॉर्म बहुत बार भेजा गया है। कृपया कुछ मिनट रुककर फिर प्रयास करें।',
);

/** Toasts (spec §8). */
export const ADMISSION_SUBMITTED = said('Admission Form Submitted', 'प्रवेश आवेदन पत्र जमा हो गया');
export const ADMISSION_FAILED = said('Admission Form Submission failed.', 'प्रवेश आवेदन पत्र जमा नहीं हो सका।');
/**
 * What savePayment answers: the applicant's word is a claim, never "Payment Successful(ly)", until
 * the college office confirms it (issue 20, part 6).
 */
export const PAYMENT_DETAILS_RECEIVED = said('Payment details received', 'भुगतान विवरण प्राप्त हुआ');
export const PAYMENT_FAILED = said('Payment failed.', 'भुगतान नहीं हो सका।');

// ---- Options (spec §9) --------------------------------------------------------------------

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
/** The "not applicable" choice of subject 3, minor, co-curricular and vocational (spec §5). */
export const NOT_APPLICABLE = '0';

export const FIELD_LIMITS = { name: 100, email: 254, address: 300, certificateNumber: 50, board: 100, roll: 20, marks: 6 } as const;

/**
 * The percentage of a qualifying examination, computed (never typed) from the marks, to two
 * decimals: 412 of 500 is "82.40". Null while the marks are not whole numbers, max is 0 or below obtained.
 */
export function qualifyingPercent(marks: string, max: string): string | null {
  if (!/^\d{1,6}$/.test(marks.trim()) || !/^\d{1,6}$/.test(max.trim())) return null;
  const [obtained, maximum] = [Number(marks), Number(max)];
  if (maximum <= 0 || obtained > maximum) return null;
  return (Math.round((obtained * 10000) / maximum) / 100).toFixed(2);
}

type Issue = { key: keyof ApplicantDraft; message: string };

/** The admission year's first calendar year: 2025 for "2025-26". */
export const admissionStartYear = (year: string) => Number.parseInt(year, 10);

/** The year of passing may not come after the admission year (the settings' year, which the schema itself does not know). */
export function passingYearIssues(values: { qual_year?: string }, admissionYear: number): Issue[] {
  const year = values.qual_year ?? '';
  return /^\d{4}$/.test(year) && Number(year) > admissionYear ? [{ key: 'qual_year', message: qualYearLateMessage(admissionYear) }] : [];
}
export const AGE_RANGE = { min: 14, max: 80 } as const;

// ---- Conditions (the form shows a field exactly when the server requires it) ---------------

type Conditional = { handicap?: string; category?: string; tc?: string };
export const needsDisabilityType = (values: Conditional) => values.handicap === 'Yes';
export const needsEwsDocuments = (values: Conditional) => values.category === 'GEN-EWS';
export const needsCasteCertificate = (values: Conditional) => ['SC', 'ST', 'OBC'].includes(values.category ?? '');
export const needsCertificateDetails = (values: Conditional) => needsEwsDocuments(values) || needsCasteCertificate(values);
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

export function isPastOrToday(value: string, today: Date = todayUtc()): boolean {
  const date = parseIsoDate(value);
  return date !== null && date <= today && date.getUTCFullYear() >= 1950;
}

// ---- Field schemas (multipart: every value is a string) ------------------------------------

/** A missing key becomes '' so it gets the form's own message; whitespace-only counts as empty. */
const text = (message: string, max: number) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, maxLengthMessage(max)),
    multiLine,
  );

/** Names as people write them, in any script: letters and marks, spaces, dots, apostrophes, hyphens. */
export const NAME_MESSAGE = said(
  'Please use letters only (spaces, dots, apostrophes and hyphens are fine)',
  'कृपया केवल अक्षर लिखें (रिक्त स्थान, बिंदु, एपॉस्ट्रॉफ़ी और हाइफ़न चल सकते हैं)',
);
const personName = (message: string, max: number) => v.pipe(text(message, max), v.regex(/^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u, NAME_MESSAGE));

const choice = <const T extends readonly string[]>(options: T) =>
  v.pipe(v.optional(v.string(SELECT_VALUE), ''), v.trim(), v.picklist(options, SELECT_VALUE));

/** An id from a lookup list; '0' (N/A) only where `allowNa`; `missing` stands for a field not sent. Output stays a string of digits. */
const idChoice = (message: string, allowNa: boolean, missing = '') =>
  v.pipe(
    v.optional(v.string(message), missing),
    v.trim(),
    v.nonEmpty(message),
    v.regex(/^\d{1,9}$/, message),
    v.transform((value) => String(Number(value))),
    v.check((value) => allowNa || value !== NOT_APPLICABLE, message),
  );

/** Only checked (and kept) when its condition holds; see applicantFieldsSchema. */
const optionalText = v.optional(v.pipe(v.string(), v.trim()), '');

/** A mobile number as people type it (spaces, +91 or 0 in front), kept as its 10 digits. */
const mobileNumber = v.pipe(
  v.optional(v.string(ENTER_VALUE), ''),
  v.transform((value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '')),
  v.nonEmpty(ENTER_VALUE),
  v.regex(/^[6-9]\d{9}$/, MOBILE_MESSAGE),
);

export const applicantEntries = {
  fname: personName(ENTER_VALUE, FIELD_LIMITS.name),
  father_fname: personName(ENTER_VALUE, FIELD_LIMITS.name),
  mother_fname: personName(ENTER_VALUE, FIELD_LIMITS.name),
  dob: v.pipe(v.optional(v.string(ENTER_VALUE), ''), v.trim(), v.nonEmpty(ENTER_VALUE), v.check((value) => isPlausibleBirthDate(value), DOB_MESSAGE)),
  gender: choice(GENDERS),
  adhar_num: v.pipe(
    v.optional(v.string(ENTER_VALUE), ''),
    v.transform(normaliseAadhaar),
    v.nonEmpty(ENTER_VALUE),
    v.regex(/^\d{12}$/, AADHAAR_LENGTH_MESSAGE),
    v.regex(/^[2-9]/, AADHAAR_START_MESSAGE),
    v.check(verhoeffValid, AADHAAR_CHECK_MESSAGE),
  ),
  mobile: mobileNumber,
  email: v.pipe(
    v.optional(v.string(ENTER_VALUE), ''),
    v.trim(),
    v.nonEmpty(ENTER_VALUE),
    v.maxLength(FIELD_LIMITS.email, maxLengthMessage(FIELD_LIMITS.email)),
    stopIfInvalid,
    v.email(EMAIL_MESSAGE),
    v.toLowerCase(),
  ),
  category: choice(CATEGORIES),
  religion: choice(RELIGIONS),
  marital: choice(MARITAL_STATUSES),
  address: text(ENTER_VALUE, FIELD_LIMITS.address),
  state: idChoice(SELECT_VALUE, false),
  /** The district (spec §3: "city (district choice)"). */
  city: idChoice(SELECT_VALUE, false),
  /** The sub-district (spec §3: "district (sub-district choice)"), 'Please enter value' per spec §5. */
  district: idChoice(ENTER_VALUE, false),
  pincode: v.pipe(v.optional(v.string(ENTER_VALUE), ''), v.trim(), v.nonEmpty(ENTER_VALUE), v.regex(/^[1-9]\d{5}$/, PINCODE_MESSAGE)),
  handicap: v.pipe(v.optional(v.string(ENTER_VALUE), ''), v.trim(), v.picklist(YES_NO, ENTER_VALUE)),
  dis_type: optionalText,
  course: idChoice(SELECT_VALUE, false),
  /** TC default value '0' means "not chosen yet". */
  tc: choice(TC_OPTIONS),
  /** The qualifying examination: board or university, year of passing, roll number, marks. */
  qual_board: requiredText(ENTER_VALUE, FIELD_LIMITS.board),
  qual_year: v.pipe(
    v.optional(v.string(ENTER_VALUE), ''),
    v.trim(),
    v.nonEmpty(ENTER_VALUE),
    v.regex(/^\d{4}$/, QUAL_YEAR_FORMAT_MESSAGE),
    v.check((value) => Number(value) >= QUAL_YEAR_EARLIEST, QUAL_YEAR_EARLY_MESSAGE),
  ),
  qual_roll: v.pipe(
    requiredText(ENTER_VALUE, FIELD_LIMITS.roll),
    v.regex(/^[A-Za-z0-9/-]+$/, QUAL_ROLL_MESSAGE),
  ),
  qual_marks: v.pipe(v.optional(v.string(ENTER_VALUE), ''), v.trim(), v.nonEmpty(ENTER_VALUE), v.regex(/^\d{1,6}$/, MARKS_MESSAGE)),
  qual_max: v.pipe(
    v.optional(v.string(ENTER_VALUE), ''),
    v.trim(),
    v.nonEmpty(ENTER_VALUE),
    v.regex(/^\d{1,6}$/, MARKS_MESSAGE),
    v.check((value) => Number(value) > 0, MAX_MARKS_MESSAGE),
  ),
  /** Percentage of disability, optional, only for a person with disability. */
  pwd_percent: optionalText,
  major_subfirst: idChoice(SELECT_VALUE, false),
  /** N/A (or left out) only for a one-subject course: majorIssues, with the course's level, decides. */
  major_secund: idChoice(SELECT_VALUE, true, NOT_APPLICABLE),
  major_theard: idChoice(SELECT_VALUE, true, NOT_APPLICABLE),
  minor_sub: idChoice(SELECT_VALUE, true),
  cocurricular_sub: idChoice(SELECT_VALUE, true),
  vocational_sub: idChoice(SELECT_VALUE, true),
  income_amount: optionalText,
  caste_no: optionalText,
  issue_date: optionalText,
  /** A random key the form keeps per application: a retried submit returns the first answer. */
  idempotency_key: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^([\w-]{8,64})?$/, said('Invalid key', 'अमान्य कुंजी'))), ''),
};

type ApplicantDraft = { [K in keyof typeof applicantEntries]: v.InferOutput<(typeof applicantEntries)[K]> };


/** Problems that depend on several fields; the same list on client and server. */
export function crossFieldIssues(values: Partial<Record<keyof ApplicantDraft, string>>): Issue[] {
  const issues: Issue[] = [];
  const get = (key: keyof ApplicantDraft) => values[key] ?? '';
  if (needsDisabilityType(values) && !(DISABILITY_TYPES as readonly string[]).includes(get('dis_type'))) {
    issues.push({ key: 'dis_type', message: SELECT_VALUE });
  }
  if (needsEwsDocuments(values)) {
    const amount = get('income_amount');
    if (!amount) issues.push({ key: 'income_amount', message: ENTER_VALUE });
    else if (!/^\d{1,9}$/.test(amount)) issues.push({ key: 'income_amount', message: AMOUNT_FORMAT_MESSAGE });
  }
  if (needsCertificateDetails(values)) {
    const number = get('caste_no');
    if (!number) issues.push({ key: 'caste_no', message: ENTER_VALUE });
    else if (number.length > FIELD_LIMITS.certificateNumber) {
      issues.push({ key: 'caste_no', message: maxLengthMessage(FIELD_LIMITS.certificateNumber) });
    } else if (LINE_CONTROL.test(number)) issues.push({ key: 'caste_no', message: ONE_LINE_MESSAGE });
    const issued = get('issue_date');
    if (!issued) issues.push({ key: 'issue_date', message: ENTER_VALUE });
    else if (!isPastOrToday(issued)) issues.push({ key: 'issue_date', message: ISSUE_DATE_MESSAGE });
  }
  const [marks, max] = [get('qual_marks'), get('qual_max')];
  if (/^\d{1,6}$/.test(marks) && /^\d{1,6}$/.test(max) && Number(max) > 0 && Number(marks) > Number(max)) {
    issues.push({ key: 'qual_marks', message: MARKS_ABOVE_MAX_MESSAGE });
  }
  if (needsDisabilityType(values) && get('pwd_percent') !== '') {
    const percent = get('pwd_percent');
    if (!/^\d{1,3}$/.test(percent) || Number(percent) < 1 || Number(percent) > 100) issues.push({ key: 'pwd_percent', message: PWD_PERCENT_MESSAGE });
  }
  const majors = [get('major_subfirst'), get('major_secund'), get('major_theard')];
  if (majors[0] && majors[1] && majors[1] !== NOT_APPLICABLE && majors[0] === majors[1]) {
    issues.push({ key: 'major_secund', message: MAJORS_DIFFER_MESSAGE });
  }
  if (majors[2] && majors[2] !== NOT_APPLICABLE && (majors[2] === majors[0] || majors[2] === majors[1])) {
    issues.push({ key: 'major_theard', message: MAJORS_DIFFER_MESSAGE });
  }
  return issues;
}

export const COURSE_LEVELS = ['undergraduate', 'postgraduate'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** A postgraduate course (M.A.) is one subject; an undergraduate one takes two majors and may take a third. */
export const takesOneMajor = (level: CourseLevel | undefined) => level === 'postgraduate';

/**
 * The majors the chosen course's level asks for (from the courses look-up's `level`): one subject
 * for a postgraduate course, so subjects 2 and 3 must be N/A ('0'); two or three otherwise, so
 * subject 2 must not be N/A. Client and server give the same messages.
 */
export function majorIssues(values: { major_secund?: string; major_theard?: string }, level: CourseLevel): Issue[] {
  const second = values.major_secund || NOT_APPLICABLE;
  const third = values.major_theard || NOT_APPLICABLE;
  if (takesOneMajor(level)) {
    return (['major_secund', 'major_theard'] as const)
      .filter((key) => (key === 'major_secund' ? second : third) !== NOT_APPLICABLE)
      .map((key) => ({ key, message: ONE_SUBJECT_MESSAGE }));
  }
  return second === NOT_APPLICABLE ? [{ key: 'major_secund', message: SELECT_VALUE }] : [];
}

/** Hidden fields are neither required nor kept: their values are emptied. */
export function dropHidden<T extends Partial<Record<keyof ApplicantDraft, string>>>(values: T): T {
  return {
    ...values,
    dis_type: needsDisabilityType(values) ? values.dis_type : '',
    pwd_percent: needsDisabilityType(values) ? values.pwd_percent : '',
    income_amount: needsEwsDocuments(values) ? values.income_amount : '',
    caste_no: needsCertificateDetails(values) ? values.caste_no : '',
    issue_date: needsCertificateDetails(values) ? values.issue_date : '',
  };
}

/** The cross-field rules as a valibot action, for any object schema holding the applicant fields. */
export function crossFieldCheck<T extends Record<string, unknown>>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const values = input as Record<string, unknown>;
    const strings = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
    ) as Partial<Record<keyof ApplicantDraft, string>>;
    for (const { key, message } of crossFieldIssues(strings)) {
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
    }
  });
}

/**
 * The admission form's text fields. The cross-field rules run even when other fields are wrong
 * (rawCheck runs after failed entries), so one submit lists every problem at once; hidden fields
 * are then emptied, so they are neither required nor kept.
 */
export const applicantFieldsSchema = v.pipe(v.object(applicantEntries), crossFieldCheck(), v.transform(dropHidden));

export type ApplicantInput = v.InferInput<typeof applicantFieldsSchema>;
export type Applicant = v.InferOutput<typeof applicantFieldsSchema>;

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
}

const KB = 1024;
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const document = (label: string, when?: UploadRule['when']): UploadRule => ({
  label,
  maxBytes: 1024 * KB,
  kinds: ['pdf', 'jpeg', 'png'],
  accept: DOCUMENT_ACCEPT,
  hint: 'PDF, JPEG or PNG, at most 1 MB',
  when,
});

/** Every upload of the admission form, in screen order, with the limits the service enforces. */
export const APPLICANT_FILES = {
  photo: { label: 'Photograph', maxBytes: 100 * KB, kinds: ['jpeg', 'png'], accept: IMAGE_ACCEPT, hint: 'JPEG or PNG, at most 100 KB' },
  signature: { label: 'Signature', maxBytes: 50 * KB, kinds: ['jpeg', 'png'], accept: IMAGE_ACCEPT, hint: 'JPEG or PNG, at most 50 KB' },
  highschool: document('High School Marksheet'),
  inter: document('Intermediate Marksheet'),
  adhar: document('Aadhaar Card'),
  domicile: document('Domicile Certificate'),
  income: document('EWS Certificate', needsEwsDocuments),
  caste: document('Caste Certificate', needsCasteCertificate),
  transfer: document('Transfer Certificate', needsTransferCertificate),
  pwd_certificate: document('Disability Certificate', needsDisabilityType),
} as const satisfies Record<string, UploadRule>;

export type ApplicantFileField = keyof typeof APPLICANT_FILES;
export const APPLICANT_FILE_FIELDS = Object.keys(APPLICANT_FILES) as ApplicantFileField[];

const sizeText = (rule: UploadRule) => (rule.maxBytes >= 1024 * KB ? `${rule.maxBytes / (1024 * KB)} MB` : `${rule.maxBytes / KB} KB`);
export const fileTooLargeMessage = (rule: UploadRule) => said(`File must be at most ${sizeText(rule)}`, `फ़ाइल अधिकतम ${sizeText(rule)} की होनी चाहिए`);
export const fileKindMessage = (rule: UploadRule) =>
  rule.kinds.includes('pdf')
    ? said('File must be a PDF, JPEG or PNG', 'फ़ाइल PDF, JPEG या PNG होनी चाहिए')
    : said('File must be a JPEG or PNG image', 'फ़ाइल JPEG या PNG चित्र होनी चाहिए');

export const isFileWanted = (field: ApplicantFileField, values: Conditional) => {
  const rule: UploadRule = APPLICANT_FILES[field];
  return rule.when ? rule.when(values) : true;
};

// ---- Lookup replies -------------------------------------------------------------------------

const list = <T extends v.GenericSchema>(item: T) => v.object({ result: v.literal('success'), data: v.array(item) });

export const stateSchema = v.object({ id: v.number(), state_name: v.string() });
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

// ---- Payment ------------------------------------------------------------------------------

export const TRANSACTION_MESSAGE = said('UPI reference number must be 12 digits', 'UPI संदर्भ संख्या 12 अंकों की होनी चाहिए');
export const amountMessage = (fee: number) =>
  said(`The fee for this course is ₹${fee}; please enter exactly that amount`, `इस पाठ्यक्रम का शुल्क ₹${fee} है; कृपया ठीक यही राशि भरें`);

export const SCREENSHOT_RULE: UploadRule = {
  label: 'Payment Screenshot (optional)',
  maxBytes: 1024 * KB,
  kinds: ['jpeg', 'png', 'pdf'],
  accept: DOCUMENT_ACCEPT,
  hint: 'JPEG, PNG or PDF, at most 1 MB',
};

/**
 * Whoever pays must hold the application: its id and the payment token handed over by saveApplicant
 * or the status look-up. Anything else is "no such application", whatever the id or amount.
 */
export const PAYMENT_TOKEN = /^[\w-]{43}$/;
export const paymentProofSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  token: v.pipe(v.string(), v.trim(), v.regex(PAYMENT_TOKEN)),
});

export const paymentFieldsSchema = v.pipe(
  v.object({
    id: v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(/^\d{1,9}$/, said('Application id is missing', 'आवेदन की पहचान संख्या नहीं मिली')), v.transform(Number)),
    mode: choice(PAYMENT_MODES),
    amount: v.pipe(v.optional(v.string(ENTER_VALUE), ''), v.trim(), v.nonEmpty(ENTER_VALUE), v.regex(/^\d{1,7}$/, AMOUNT_FORMAT_MESSAGE), v.transform(Number)),
    trans_no: v.optional(v.pipe(v.string(), v.trim()), ''),
  }),
  v.forward(
    v.check((input) => input.mode !== 'online' || input.trans_no !== '', ENTER_VALUE),
    ['trans_no'],
  ),
  v.forward(
    v.check((input) => input.mode !== 'online' || input.trans_no === '' || /^\d{12}$/.test(input.trans_no), TRANSACTION_MESSAGE),
    ['trans_no'],
  ),
  // Cash sends transaction number 0 (spec §4).
  v.transform((input) => ({ ...input, trans_no: input.mode === 'cash' ? '0' : input.trans_no })),
);
export type PaymentInput = v.InferInput<typeof paymentFieldsSchema>;
export type Payment = v.InferOutput<typeof paymentFieldsSchema>;

/**
 * Where a payment stands. Cash chosen online is only "due at the counter"; a UPI reference typed in
 * is a claim; the office makes either "verified" (a receipt recorded, the money seen) or sends a
 * claim back as "returned" (the money was not found).
 */
export const PAYMENT_STATES = ['due_at_counter', 'claimed', 'verified', 'returned'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** The state in words, as the status page, the printouts and the export say it. */
export const PAYMENT_STATE_TEXT: Record<PaymentState, string> = {
  due_at_counter: said('fee due at the college counter', 'शुल्क महाविद्यालय के काउंटर पर देय है'),
  claimed: said('paid – being verified', 'भुगतान किया गया – जाँच जारी है'),
  verified: said('fee paid', 'शुल्क का भुगतान हो गया'),
  returned: said('payment not received – please ask at the college office', 'भुगतान प्राप्त नहीं हुआ – कृपया महाविद्यालय कार्यालय में संपर्क करें'),
};
export const FEE_NOT_PAID_TEXT = said('fee not paid yet', 'शुल्क अभी नहीं दिया गया');
/** A fee still to be paid online: none recorded, or cash chosen but not yet paid at the counter. */
export const canPayOnline = (payment: { state: PaymentState } | null) => payment === null || payment.state === 'due_at_counter';

export const paymentRecordSchema = v.object({
  mode: v.picklist(PAYMENT_MODES),
  amount: v.number(),
  trans_no: v.string(),
  /** When the applicant sent it (the claim, or cash chosen). */
  paid_at: v.string(),
  state: v.picklist(PAYMENT_STATES),
  /** When the office verified or returned it; null before. */
  confirmed_at: v.nullable(v.string()),
  /** Why the office returned it (the accountant's words, for the applicant); null otherwise. Optional for answers of older services. */
  return_reason: v.optional(v.nullable(v.string()), null),
});
export type PaymentRecord = v.InferOutput<typeof paymentRecordSchema>;

export const savePaymentResponseSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({
    transactionNumber: v.string(),
    amount: v.number(),
    application_no: v.string(),
    payment_state: v.picklist(PAYMENT_STATES),
  }),
});
export type SavePaymentResponse = v.InferOutput<typeof savePaymentResponseSchema>;

// ---- Application status (pay later, reprint) ------------------------------------------------

export const APPLICATION_NUMBER = /^ADM\d{4}-\d{6}$/;
export const APPLICATION_NUMBER_MESSAGE = said('Application number looks like ADM2025-000123', 'आवेदन संख्या ADM2025-000123 जैसी होती है');
export const STATUS_NOT_FOUND_MESSAGE = said(
  'No application matches this application number, date of birth and access code.',
  'इस आवेदन संख्या, जन्म तिथि और एक्सेस कोड से कोई आवेदन नहीं मिला।',
);

/**
 * The access code printed on the acknowledgement: 8 characters from 32 that cannot be mistaken for
 * one another (no 0/O, 1/I), 40 random bits, shown as K7QM-4XPA. Typed in any case, with or
 * without the hyphen or spaces.
 */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 8;
export const ACCESS_CODE_MESSAGE = said('The access code is 8 letters and digits, like K7QM-4XPA', 'एक्सेस कोड 8 अक्षरों और अंकों का होता है, जैसे K7QM-4XPA');
export const normaliseAccessCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
export const formatAccessCode = (code: string) => {
  const plain = normaliseAccessCode(code);
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
};
const ACCESS_CODE = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`);

/** The answer to a client that gave too many wrong answers lately (the wait doubles each time). */
export const lookupWaitMessage = (minutes: number) =>
  said(
    `Too many wrong answers from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or ask at the college office.`,
    `आपके कनेक्शन से बहुत अधिक गलत उत्तर आए हैं। कृपया ${minutes} मिनट प्रतीक्षा करके फिर से प्रयास करें, या महाविद्यालय कार्यालय में पूछें।`,
  );

export const statusQuerySchema = v.object({
  application_no: v.pipe(
    v.optional(v.string(ENTER_VALUE), ''),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(ENTER_VALUE),
    v.regex(APPLICATION_NUMBER, APPLICATION_NUMBER_MESSAGE),
  ),
  dob: v.pipe(v.optional(v.string(ENTER_VALUE), ''), v.trim(), v.nonEmpty(ENTER_VALUE), v.check((value) => parseIsoDate(value) !== null, DOB_MESSAGE)),
  access_code: v.pipe(
    v.optional(v.string(ENTER_VALUE), ''),
    v.transform(normaliseAccessCode),
    v.nonEmpty(ENTER_VALUE),
    v.regex(ACCESS_CODE, ACCESS_CODE_MESSAGE),
  ),
});
export type StatusQuery = v.InferOutput<typeof statusQuerySchema>;

/**
 * The acknowledgement: what the applicant may see again with number, date of birth and access
 * code. Unpaid, it carries a fresh payment token, so /payment can take the fee ("pay later").
 */
export const acknowledgementSchema = v.object({
  ...applicationSummarySchema.entries,
  payment_token: v.nullable(v.string()),
  submitted_at: v.string(),
  dob: v.string(),
  subjects: v.object({
    major: v.array(v.string()),
    minor: v.string(),
    cocurricular: v.string(),
    vocational: v.string(),
  }),
  payment: v.nullable(paymentRecordSchema),
});
export type Acknowledgement = v.InferOutput<typeof acknowledgementSchema>;

// statusResponseSchema (with where the application stands) is defined after APPLICATION_STATES, below.

// ---- The printable application (issue 20, part 4) ----------------------------------------------

/** Only the last four digits ever leave the service: XXXX XXXX 1234. */
export const MASKED_AADHAAR = /^XXXX XXXX \d{4}$/;
/** A stored photo or signature, inline: the page's CSP allows img-src data:. */
export const IMAGE_DATA_URL = /^data:image\/(?:jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/;
const imageDataUrl = v.nullable(v.pipe(v.string(), v.regex(IMAGE_DATA_URL)));

/**
 * The application as the applicant submitted it, for the one-page printout the office accepts: every
 * field (places, course and subjects by name, the Aadhaar number masked), the qualifying examination
 * (null for applications made before it was asked), the payment, and the photo and signature as
 * `data:` URLs (null only if the file is missing). Asked for with the status look-up's three proofs
 * (statusQuerySchema); the other documents stay with the office.
 */
export const printableApplicationSchema = v.object({
  application_no: v.string(),
  submitted_at: v.string(),
  name: v.string(),
  father: v.string(),
  mother: v.string(),
  dob: v.string(),
  gender: v.string(),
  aadhaar_masked: v.pipe(v.string(), v.regex(MASKED_AADHAAR)),
  mobile: v.string(),
  email: v.string(),
  category: v.string(),
  income_amount: v.nullable(v.number()),
  caste_no: v.nullable(v.string()),
  issue_date: v.nullable(v.string()),
  religion: v.string(),
  marital: v.string(),
  handicap: v.string(),
  dis_type: v.nullable(v.string()),
  pwd_percent: v.nullable(v.number()),
  address: v.string(),
  state: v.string(),
  district: v.string(),
  sub_district: v.string(),
  pincode: v.string(),
  course: v.string(),
  fee: v.number(),
  tc: v.string(),
  subjects: acknowledgementSchema.entries.subjects,
  qualifying: v.nullable(
    v.object({ board: v.string(), year: v.number(), roll: v.string(), marks: v.number(), max: v.number(), percent: v.string() }),
  ),
  payment: v.nullable(paymentRecordSchema),
  photo: imageDataUrl,
  signature: imageDataUrl,
});
export type PrintableApplication = v.InferOutput<typeof printableApplicationSchema>;

export const applicationFormResponseSchema = v.object({ result: v.literal('success'), data: printableApplicationSchema });
export type ApplicationFormResponse = v.InferOutput<typeof applicationFormResponseSchema>;

// ---- Forgotten application number ---------------------------------------------------------------

/** Never says which of the two was wrong: either may be, or there may be no application at all. */
export const FORGOT_NOT_FOUND_MESSAGE = said(
  'No application matches this mobile number and date of birth.',
  'इस मोबाइल नंबर और जन्म तिथि से कोई आवेदन नहीं मिला।',
);
/** Several applications may share a mobile number and date of birth (twins on a parent's phone): the newest this many. */
export const FORGOT_MAX_MATCHES = 5;
/** The digits of the application number shown; the rest is masked. */
export const SHOWN_DIGITS = 4;
/** ADM2025-000123 → ADM2025-XX0123: the year and the last digits, enough to recognise, not to look up with. */
export const maskApplicationNumber = (applicationNo: string) => {
  const [prefix, digits] = applicationNo.split('-');
  return `${prefix}-${'X'.repeat(Math.max(0, digits.length - SHOWN_DIGITS))}${digits.slice(-SHOWN_DIGITS)}`;
};

export const forgotNumberQuerySchema = v.object({
  mobile: mobileNumber,
  dob: v.pipe(v.optional(v.string(ENTER_VALUE), ''), v.trim(), v.nonEmpty(ENTER_VALUE), v.check((value) => parseIsoDate(value) !== null, DOB_MESSAGE)),
});
export type ForgotNumberQuery = v.InferOutput<typeof forgotNumberQuerySchema>;

/**
 * The masked number of every standing application that matches, newest first (the newest alone in
 * masked_application_no, as a service before several matches answered), and whether a full number
 * was also queued for an application's own e-mail (the kit's outbox, decision 012): each matching
 * application gets its own number at its own address, never another's.
 */
export const forgotNumberResponseSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    masked_application_no: v.string(),
    masked_application_nos: v.optional(v.array(v.string())),
    emailed: v.boolean(),
  }),
});
export type ForgotNumberResponse = v.InferOutput<typeof forgotNumberResponseSchema>;

// ---- The office: applications inbox and detail (issue 22, part 2) --------------------------------

/**
 * The office API (through the gateway's door, decision 011): the gateway forwards
 * `/api/v1/office/admissions/...` here with a signed assertion. admission_officer and
 * document_verifier only; a grant limited to some courses sees only those courses' applications.
 */
const OFFICE_BASE = '/api/v1/office/admissions';
export const OFFICE_APPLICATIONS_PATH = `${OFFICE_BASE}/applications`;
export const OFFICE_APPLICATIONS_CSV_PATH = `${OFFICE_BASE}/applications.csv`;
export const officeApplicationPath = (applicationNo: string) => `${OFFICE_APPLICATIONS_PATH}/${encodeURIComponent(applicationNo)}`;
export const officeDocumentPath = (applicationNo: string, field: string) =>
  `${officeApplicationPath(applicationNo)}/documents/${encodeURIComponent(field)}`;

/** Where an application stands at the office (migration 008); every one starts 'submitted'. */
export const APPLICATION_STATES = ['submitted', 'under_scrutiny', 'query_raised', 'verified', 'rejected', 'admitted'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const APPLICATION_STATE_TEXT: Record<ApplicationState, string> = {
  submitted: 'Submitted',
  under_scrutiny: 'Under scrutiny',
  query_raised: 'Query raised',
  verified: 'Verified',
  rejected: 'Rejected',
  admitted: 'Admitted',
};

/**
 * The inbox's state filter: one state, or 'to_scrutinise' (submitted or under scrutiny), the
 * document verifier's work, which the verification room starts with.
 */
export const STATE_FILTERS = [...APPLICATION_STATES, 'to_scrutinise', 'void'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];
export const TO_SCRUTINISE_STATES = ['submitted', 'under_scrutiny'] as const satisfies readonly ApplicationState[];
export const STATE_FILTER_TEXT: Record<StateFilter, string> = {
  ...APPLICATION_STATE_TEXT,
  to_scrutinise: 'To scrutinise (submitted or under scrutiny)',
  void: 'Void (cancelled by the office)',
};

/**
 * The payment as the inbox filters it: unpaid (none recorded, or cash still due at the counter),
 * claimed ("paid – to verify"), verified, returned.
 */
export const PAYMENT_FILTERS = ['unpaid', 'claimed', 'verified', 'returned'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const paymentFilterOf = (state: PaymentState | null): PaymentFilter =>
  state === null || state === 'due_at_counter' ? 'unpaid' : state;
export const PAYMENT_FILTER_TEXT: Record<PaymentFilter, string> = {
  unpaid: 'Unpaid',
  claimed: 'Paid – to verify',
  verified: 'Verified',
  returned: 'Returned',
};

export const INBOX_PAGE_SIZE = 50;
export const INBOX_MAX_PAGE = 10_000;
export const INBOX_SEARCH_MAX = 100;

const idFilter = (message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(1, message)));
const dayFilter = (name: string) => v.optional(v.pipe(v.string(), v.trim(), v.check((value) => parseIsoDate(value) !== null, `${name} must be a date (YYYY-MM-DD)`)));

/** The inbox's filters as query parameters, all optional (the CSV takes the same, and ignores page). */
export const officeApplicationsQuerySchema = v.pipe(
  v.object({
    course: idFilter('course must be a course id'),
    major: idFilter('major must be a subject id'),
    category: v.optional(v.picklist(CATEGORIES, `category must be one of ${CATEGORIES.join(', ')}`)),
    state: v.optional(v.picklist(STATE_FILTERS, `state must be one of ${STATE_FILTERS.join(', ')}`)),
    payment: v.optional(v.picklist(PAYMENT_FILTERS, `payment must be one of ${PAYMENT_FILTERS.join(', ')}`)),
    from: dayFilter('from'),
    to: dayFilter('to'),
    q: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(INBOX_SEARCH_MAX, `q must be at most ${INBOX_SEARCH_MAX} characters`),
        v.check((value) => !LINE_CONTROL.test(value), ONE_LINE_MESSAGE),
      ),
    ),
    page: wholeNumberParam('page', INBOX_MAX_PAGE),
  }),
  dateRangeCheck(),
);
export type OfficeApplicationsQuery = v.InferOutput<typeof officeApplicationsQuerySchema>;

/** One inbox row: staff may see the mobile number; the Aadhaar number is never in the list. */
export const inboxRowSchema = v.object({
  application_no: v.string(),
  name: v.string(),
  father: v.string(),
  course_id: v.number(),
  course: v.string(),
  category: v.picklist(CATEGORIES),
  state: v.picklist(APPLICATION_STATES),
  payment: v.picklist(PAYMENT_FILTERS),
  payment_state: v.nullable(v.picklist(PAYMENT_STATES)),
  submitted_at: v.string(),
  mobile: v.string(),
  /** Voided by the office (no longer live; its state is the one it had). Absent from a service before the void. */
  voided: v.optional(v.boolean(), false),
});
export type InboxRow = v.InferOutput<typeof inboxRowSchema>;

export const inboxAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    rows: v.array(inboxRowSchema),
    total: v.number(),
    page: v.number(),
    page_size: v.number(),
    pages: v.number(),
  }),
});
export type InboxAnswer = v.InferOutput<typeof inboxAnswerSchema>;

/** An uploaded document as the office detail lists it; `url` streams it through the office API only. */
export const officeDocumentSchema = v.object({
  field: v.string(),
  label: v.string(),
  kind: v.picklist(['jpeg', 'png', 'pdf']),
  size: v.number(),
  /** Documents come with the application: its submitted time. */
  uploaded_at: v.string(),
  url: v.string(),
});
export type OfficeDocument = v.InferOutput<typeof officeDocumentSchema>;

/**
 * The office's void of an application (migration 013: someone applied with another person's Aadhaar
 * number): who, when and why. The row is kept; the Aadhaar number is free for a new application.
 */
export const voidRecordSchema = v.object({ at: v.string(), by: v.string(), reason: v.string() });
export type VoidRecord = v.InferOutput<typeof voidRecordSchema>;

/** What the applicant of a void application is told when looking it up or paying (410). */
export const APPLICATION_VOID_MESSAGE = said(
  'The college office has cancelled this application. If you think this is a mistake, please come to the college office with your Aadhaar card.',
  'महाविद्यालय कार्यालय ने यह आवेदन रद्द कर दिया है। यदि आपको लगता है कि यह गलत है, तो कृपया अपना आधार कार्ड लेकर महाविद्यालय कार्यालय आएँ।',
);

/**
 * The whole application for the office: every field of the printable application (the Aadhaar
 * number only as XXXX XXXX 1234) but the inline photo and signature, which are documents here,
 * plus where it stands (state, version) and its documents.
 */
export const officeApplicationSchema = v.object({
  ...v.omit(printableApplicationSchema, ['photo', 'signature']).entries,
  course_id: v.number(),
  /** The address's state (the printable's `state`): here `state` is where the application stands. */
  address_state: v.string(),
  state: v.picklist(APPLICATION_STATES),
  version: v.number(),
  payment_filter: v.picklist(PAYMENT_FILTERS),
  documents: v.array(officeDocumentSchema),
  /** Null while the application stands; absent from a service before the void. */
  voided: v.optional(v.nullable(voidRecordSchema), null),
});
export type OfficeApplication = v.InferOutput<typeof officeApplicationSchema>;
export const officeApplicationAnswerSchema = v.object({ result: v.literal('success'), data: officeApplicationSchema });

export const APPLICATION_NOT_FOUND_MESSAGE = 'No application has this number.';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'This application has no such document.';

// ---- Where the application stands, for the applicant (issue 22, part 3) ---------------------------

/** A document the office asked about: what it is and why, in the applicant's words. */
export const queriedDocumentSchema = v.object({
  field: v.picklist(APPLICANT_FILE_FIELDS as [ApplicantFileField, ...ApplicantFileField[]]),
  label: v.string(),
  reason: v.string(),
  /** The officer's own words, when given. */
  note: v.nullable(v.string()),
});
export type QueriedDocument = v.InferOutput<typeof queriedDocumentSchema>;

/**
 * The status look-up's answer: the acknowledgement, where the application stands at the office,
 * the reason of a rejection, and (while a query is raised) each document to send again.
 */
export const applicationStandingSchema = v.object({
  ...acknowledgementSchema.entries,
  // Defaults for an answer of a service from before the scrutiny (a remote may be deployed first).
  state: v.optional(v.picklist(APPLICATION_STATES), 'submitted'),
  rejection_reason: v.optional(v.nullable(v.string()), null),
  queried: v.optional(v.array(queriedDocumentSchema), []),
});
export type ApplicationStanding = v.InferOutput<typeof applicationStandingSchema>;
export const statusResponseSchema = v.object({ result: v.literal('success'), data: applicationStandingSchema });
export type StatusResponse = v.InferOutput<typeof statusResponseSchema>;

/** The re-upload's answer: where the application stands now (the documents still to send, if any). */
export const reuploadAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.pick(applicationStandingSchema, ['state', 'rejection_reason', 'queried']),
});
export type ReuploadAnswer = v.InferOutput<typeof reuploadAnswerSchema>;

export const REUPLOAD_RECEIVED = said(
  'Thank you. The college office has your new documents and will check them again.',
  'धन्यवाद। महाविद्यालय कार्यालय को आपके नए दस्तावेज़ मिल गए हैं और वह उनकी फिर से जाँच करेगा।',
);
export const REUPLOAD_NOT_QUERIED_MESSAGE = said(
  'The college office did not ask for this document again; only the documents listed can be sent.',
  'महाविद्यालय कार्यालय ने यह दस्तावेज़ दोबारा नहीं माँगा है; केवल सूची में दिए गए दस्तावेज़ ही भेजे जा सकते हैं।',
);
export const REUPLOAD_NOTHING_MESSAGE = said(
  'Please choose the new file of at least one of the documents listed.',
  'कृपया सूची में दिए गए दस्तावेज़ों में से कम से कम एक की नई फ़ाइल चुनें।',
);
export const REUPLOAD_CHANGED_MESSAGE = said(
  'The college office changed your application while you were sending the files; please look it up again.',
  'आपके फ़ाइलें भेजते समय महाविद्यालय कार्यालय ने आपके आवेदन में बदलाव किया; कृपया अपना आवेदन फिर से खोजें।',
);
export const REUPLOAD_NO_QUERY_MESSAGE = said(
  'The college office has not asked for any document of this application; there is nothing to send.',
  'महाविद्यालय कार्यालय ने इस आवेदन का कोई दस्तावेज़ नहीं माँगा है; भेजने के लिए कुछ नहीं है।',
);
