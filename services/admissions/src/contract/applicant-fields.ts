// The applicant's fields as the service checks them (multipart: every value is a string), and the
// cross-field rules. A module of its own: the admission form loads it with its check, at the first
// submit, while the form's options, limits and messages (form.ts) come with the page.
import * as v from 'valibot';
import {
  LINE_CONTROL,
  maxLengthMessage,
  multiLine,
  ONE_LINE_MESSAGE,
  requiredText,
  stopIfInvalid,
} from '@college/service-kit/text-rules';
import { said } from '@college/service-kit/bilingual';
import {
  asTypedDate,
  typedDate,
  AADHAAR_CHECK_MESSAGE,
  AADHAAR_LENGTH_MESSAGE,
  AADHAAR_START_MESSAGE,
  AMOUNT_FORMAT_MESSAGE,
  CATEGORIES,
  DISABILITY_TYPES,
  DOB_MESSAGE,
  EMAIL_MESSAGE,
  FIELD_LIMITS,
  GENDERS,
  ISSUE_DATE_MESSAGE,
  MAJORS_DIFFER_MESSAGE,
  MARITAL_STATUSES,
  MARKS_ABOVE_MAX_MESSAGE,
  MARKS_MESSAGE,
  MARKS_PATTERN,
  MAX_MARKS_MESSAGE,
  NOT_APPLICABLE,
  PINCODE_MESSAGE,
  PINCODE_START_MESSAGE,
  PWD_PERCENT_MESSAGE,
  QUAL_ROLL_MESSAGE,
  QUAL_YEAR_EARLIEST,
  QUAL_YEAR_EARLY_MESSAGE,
  QUAL_YEAR_FORMAT_MESSAGE,
  RELIGIONS,
  TC_OPTIONS,
  YES_NO,
  choice,
  isPastOrToday,
  isPlausibleBirthDate,
  type Issue,
  MISSING,
  mobileNumberSaying,
  needsCertificateDetails,
  needsDisabilityType,
  needsEwsDocuments,
  normaliseAadhaar,
  verhoeffValid,
} from './form';

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
const personName = (message: string, max: number) =>
  v.pipe(text(message, max), v.regex(/^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u, NAME_MESSAGE));

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

export const applicantEntries = {
  fname: personName(MISSING.fname, FIELD_LIMITS.name),
  father_fname: personName(MISSING.father_fname, FIELD_LIMITS.name),
  mother_fname: personName(MISSING.mother_fname, FIELD_LIMITS.name),
  dob: typedDate(MISSING.dob, { isValid: (value) => isPlausibleBirthDate(value), message: DOB_MESSAGE }),
  gender: choice(GENDERS, MISSING.gender),
  adhar_num: v.pipe(
    v.optional(v.string(MISSING.adhar_num), ''),
    v.transform(normaliseAadhaar),
    v.nonEmpty(MISSING.adhar_num),
    v.regex(/^\d{12}$/, AADHAAR_LENGTH_MESSAGE),
    v.regex(/^[2-9]/, AADHAAR_START_MESSAGE),
    v.check(verhoeffValid, AADHAAR_CHECK_MESSAGE),
  ),
  mobile: mobileNumberSaying(MISSING.mobile),
  email: v.pipe(
    v.optional(v.string(MISSING.email), ''),
    v.trim(),
    v.nonEmpty(MISSING.email),
    v.maxLength(FIELD_LIMITS.email, maxLengthMessage(FIELD_LIMITS.email)),
    stopIfInvalid,
    v.email(EMAIL_MESSAGE),
    v.toLowerCase(),
  ),
  category: choice(CATEGORIES, MISSING.category),
  religion: choice(RELIGIONS, MISSING.religion),
  marital: choice(MARITAL_STATUSES, MISSING.marital),
  address: text(MISSING.address, FIELD_LIMITS.address),
  state: idChoice(MISSING.state, false),
  /** The district: the original form named its district choice `city`. */
  city: idChoice(MISSING.city, false),
  /** The sub-district, named `district` by the original form, which asked for it with 'Please enter value'. */
  district: idChoice(MISSING.district, false),
  pincode: v.pipe(
    v.optional(v.string(MISSING.pincode), ''),
    v.trim(),
    v.nonEmpty(MISSING.pincode),
    v.regex(/^\d{6}$/, PINCODE_MESSAGE),
    v.regex(/^[1-9]/, PINCODE_START_MESSAGE),
  ),
  handicap: v.pipe(v.optional(v.string(MISSING.handicap), ''), v.trim(), v.picklist(YES_NO, MISSING.handicap)),
  dis_type: optionalText,
  course: idChoice(MISSING.course, false),
  /** TC default value '0' means "not chosen yet". */
  tc: choice(TC_OPTIONS, MISSING.tc),
  /** The qualifying examination: board or university, year of passing, roll number, marks. */
  qual_board: requiredText(MISSING.qual_board, FIELD_LIMITS.board),
  qual_year: v.pipe(
    v.optional(v.string(MISSING.qual_year), ''),
    v.trim(),
    v.nonEmpty(MISSING.qual_year),
    v.regex(/^\d{4}$/, QUAL_YEAR_FORMAT_MESSAGE),
    v.check((value) => Number(value) >= QUAL_YEAR_EARLIEST, QUAL_YEAR_EARLY_MESSAGE),
  ),
  qual_roll: v.pipe(requiredText(MISSING.qual_roll, FIELD_LIMITS.roll), v.regex(/^[A-Za-z0-9/-]+$/, QUAL_ROLL_MESSAGE)),
  qual_marks: v.pipe(
    v.optional(v.string(MISSING.qual_marks), ''),
    v.trim(),
    v.nonEmpty(MISSING.qual_marks),
    v.regex(MARKS_PATTERN, MARKS_MESSAGE),
  ),
  qual_max: v.pipe(
    v.optional(v.string(MISSING.qual_max), ''),
    v.trim(),
    v.nonEmpty(MISSING.qual_max),
    v.regex(MARKS_PATTERN, MARKS_MESSAGE),
    v.check((value) => Number(value) > 0, MAX_MARKS_MESSAGE),
  ),
  /** Percentage of disability, optional, only for a person with disability. */
  pwd_percent: optionalText,
  major_subfirst: idChoice(MISSING.major_subfirst, false),
  /** N/A (or left out) only for a one-subject course: majorIssues, with the course's level, decides. */
  major_secund: idChoice(MISSING.major_secund, true, NOT_APPLICABLE),
  major_theard: idChoice(MISSING.major_theard, true, NOT_APPLICABLE),
  minor_sub: idChoice(MISSING.minor_sub, true),
  cocurricular_sub: idChoice(MISSING.cocurricular_sub, true),
  vocational_sub: idChoice(MISSING.vocational_sub, true),
  income_amount: optionalText,
  caste_no: optionalText,
  /** Typed day first like the date of birth; checked with the certificate's other details (crossFieldIssues). */
  issue_date: v.pipe(optionalText, v.transform(asTypedDate)),
  /** A random key the form keeps per application: a retried submit returns the first answer. */
  idempotency_key: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^([\w-]{8,64})?$/, said('Invalid key', 'अमान्य कुंजी'))),
    '',
  ),
};

type ApplicantDraft = { [K in keyof typeof applicantEntries]: v.InferOutput<(typeof applicantEntries)[K]> };

/** Problems that depend on several fields; the same list on client and server. */
export function crossFieldIssues(values: Partial<Record<keyof ApplicantDraft, string>>): Issue<keyof ApplicantDraft>[] {
  const issues: Issue<keyof ApplicantDraft>[] = [];
  const get = (key: keyof ApplicantDraft) => values[key] ?? '';
  if (needsDisabilityType(values) && !(DISABILITY_TYPES as readonly string[]).includes(get('dis_type'))) {
    issues.push({ key: 'dis_type', message: MISSING.dis_type });
  }
  if (needsEwsDocuments(values)) {
    const amount = get('income_amount');
    if (!amount) issues.push({ key: 'income_amount', message: MISSING.income_amount });
    else if (!/^\d{1,9}$/.test(amount)) issues.push({ key: 'income_amount', message: AMOUNT_FORMAT_MESSAGE });
  }
  if (needsCertificateDetails(values)) {
    const number = get('caste_no');
    if (!number) issues.push({ key: 'caste_no', message: MISSING.caste_no });
    else if (number.length > FIELD_LIMITS.certificateNumber) {
      issues.push({ key: 'caste_no', message: maxLengthMessage(FIELD_LIMITS.certificateNumber) });
    } else if (LINE_CONTROL.test(number)) issues.push({ key: 'caste_no', message: ONE_LINE_MESSAGE });
    const issued = get('issue_date');
    if (!issued) issues.push({ key: 'issue_date', message: MISSING.issue_date });
    else if (!isPastOrToday(issued)) issues.push({ key: 'issue_date', message: ISSUE_DATE_MESSAGE });
  }
  const [marks, max] = [get('qual_marks'), get('qual_max')];
  if (MARKS_PATTERN.test(marks) && MARKS_PATTERN.test(max) && Number(max) > 0 && Number(marks) > Number(max)) {
    issues.push({ key: 'qual_marks', message: MARKS_ABOVE_MAX_MESSAGE });
  }
  if (needsDisabilityType(values) && get('pwd_percent') !== '') {
    const percent = get('pwd_percent');
    if (!/^\d{1,3}$/.test(percent) || Number(percent) < 1 || Number(percent) > 100)
      issues.push({ key: 'pwd_percent', message: PWD_PERCENT_MESSAGE });
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
