import type { ApplicantFileField, CourseLevel } from '@college/admissions-service/contract';
import { APPLICANT_FILES, takesOneMajor } from '@college/admissions-service/contract';
import type { TextFieldName } from './form-schema';

/** The visible label of every field; the error summary names fields by it. */
export const TEXT_LABELS: Record<Exclude<TextFieldName, 'idempotency_key'>, string> = {
  fname: 'Full Name',
  father_fname: "Father's Name",
  mother_fname: "Mother's Name",
  dob: 'Date of Birth',
  gender: 'Gender',
  adhar_num: 'Aadhaar Number',
  mobile: 'Mobile Number',
  email: 'Email',
  category: 'Category',
  religion: 'Religion',
  marital: 'Marital Status',
  address: 'Address',
  state: 'State',
  city: 'District',
  district: 'Sub-district (Tehsil)',
  pincode: 'Pincode',
  handicap: 'Person with Disability',
  dis_type: 'Type of Disability',
  pwd_percent: 'Percentage of Disability (optional)',
  income_amount: 'Annual Family Income (₹)',
  caste_no: 'Certificate Number',
  issue_date: 'Certificate Issue Date',
  course: 'Course',
  major_subfirst: 'Major Subject 1',
  major_secund: 'Major Subject 2',
  major_theard: 'Major Subject 3',
  minor_sub: 'Minor Subject',
  cocurricular_sub: 'Co-curricular Subject',
  vocational_sub: 'Vocational Subject',
  tc: 'Transfer Certificate (TC)',
  qual_board: 'Board or University',
  qual_year: 'Year of Passing',
  qual_roll: 'Roll Number',
  qual_marks: 'Marks Obtained',
  qual_max: 'Maximum Marks',
};

/** The qualifying examination's computed percentage: shown, never typed. */
export const PERCENT_TEXT = {
  label: 'Percentage',
  hint: 'Worked out from the marks',
  /** 82.40 → "82.40 %". */
  shown: (percent: string) => `${percent} %`,
} as const;

export type FieldName = keyof typeof TEXT_LABELS | ApplicantFileField;

/** A course studied in one subject (M.A.) asks for its only major, named plainly; the other two are hidden. */
export const ONE_MAJOR_LABELS: Partial<Record<FieldName, string>> = { major_subfirst: 'Subject' };
/** The one subject's hint, so the missing second and third majors surprise nobody. */
export const ONE_SUBJECT_HINT = 'This course is studied in one subject';

/** A field's label; `level`, the chosen course's level, renames the first major of a one-subject course. */
export const labelOf = (name: FieldName, level?: CourseLevel): string =>
  (takesOneMajor(level) ? ONE_MAJOR_LABELS[name] : undefined) ??
  (name in TEXT_LABELS ? TEXT_LABELS[name as keyof typeof TEXT_LABELS] : APPLICANT_FILES[name as ApplicantFileField].label);

/** The id of a field's control (labels, error summary links and focus use it). */
export const fieldId = (name: FieldName) => `admission-${name}`;

/** The form's sections, as headed on the form and on the review step. */
export const SECTION_TITLES = {
  personal: 'Personal Information',
  course: 'Course Information',
  qualifying: 'Qualifying Examination',
  documents: 'Upload Documents',
} as const;

/** The words of the form's own button and of the review step before anything is sent. */
export const REVIEW_TEXT = {
  toReview: 'Continue to review',
  heading: 'Check your application',
  intro:
    'Please check everything below before you submit. Nothing has been sent yet: choose "Edit" to change anything, and what you entered and the documents you chose are kept.',
  edit: 'Edit',
  submit: 'Submit application',
  declaration: 'I declare that the information given in this application is true. I understand that false information cancels the admission.',
  declarationShort: 'Declaration',
  declarationMissing: 'Please confirm the declaration before you submit',
  notApplicable: 'N/A',
  sending: (progress: number) => `Sending your application… ${Math.round(progress * 100)}%`,
  notSent: 'Not sent',
  kept: 'Everything you entered and the documents you chose are kept. Please try again.',
} as const;

/** An Aadhaar number as the review shows it: the last four digits only (XXXX XXXX 1234). */
export const maskAadhaar = (digits: string) => `XXXX XXXX ${digits.slice(-4)}`;
