import { APPLICANT_FILE_FIELDS } from '@college/admissions-service/contract';
import type { ApplicationFormOutput, TextFieldName } from './form-schema';

/** Every text field, in screen order; what an empty form holds. */
export const EMPTY_APPLICATION: { [K in TextFieldName]: string } = {
  fname: '',
  father_fname: '',
  mother_fname: '',
  dob: '',
  gender: '',
  adhar_num: '',
  mobile: '',
  email: '',
  category: '',
  religion: '',
  marital: '',
  address: '',
  state: '',
  city: '',
  district: '',
  pincode: '',
  handicap: '',
  dis_type: '',
  course: '',
  tc: '',
  qual_board: '',
  qual_year: '',
  qual_roll: '',
  qual_marks: '',
  qual_max: '',
  pwd_percent: '',
  major_subfirst: '',
  major_secund: '',
  major_theard: '',
  minor_sub: '',
  cocurricular_sub: '',
  vocational_sub: '',
  income_amount: '',
  caste_no: '',
  issue_date: '',
  idempotency_key: '',
};

export const TEXT_FIELDS = Object.keys(EMPTY_APPLICATION) as TextFieldName[];

/** The values as the service wants them: text parts first, then each file present. */
export function toFormData(values: ApplicationFormOutput): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) {
    const value = values[name];
    if (value !== '') body.append(name, value);
  }
  for (const field of APPLICANT_FILE_FIELDS) {
    const file = values[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}
