import type { ApplicantFileField } from '@college/admissions-service/contract';
import { APPLICANT_FILES } from '@college/admissions-service/contract';
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
};

export type FieldName = keyof typeof TEXT_LABELS | ApplicantFileField;

export const labelOf = (name: FieldName): string =>
  name in TEXT_LABELS ? TEXT_LABELS[name as keyof typeof TEXT_LABELS] : APPLICANT_FILES[name as ApplicantFileField].label;

/** Every field in the order the page shows it: the summary lists, and focus finds, errors in this order. */
export const SCREEN_ORDER: FieldName[] = [
  'fname', 'father_fname', 'mother_fname', 'dob', 'gender', 'adhar_num', 'mobile', 'email', 'category',
  'income_amount', 'caste_no', 'issue_date', 'religion', 'marital', 'handicap', 'dis_type', 'address', 'state',
  'city', 'district', 'pincode', 'course', 'major_subfirst', 'major_secund', 'major_theard', 'minor_sub',
  'cocurricular_sub', 'vocational_sub', 'tc', 'photo', 'signature', 'highschool', 'inter', 'adhar', 'domicile',
  'income', 'caste', 'transfer',
];

/** The id of a field's control (labels, error summary links and focus use it). */
export const fieldId = (name: FieldName) => `admission-${name}`;
