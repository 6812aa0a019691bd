import * as v from 'valibot';
import {
  APPLICANT_FILE_FIELDS,
  APPLICANT_FILES,
  applicantEntries,
  type ApplicantFileField,
  crossFieldCheck,
  dropHidden,
  FILE_REQUIRED_MESSAGE,
  isFileWanted,
} from '@college/admissions-service/contract';
import { fileSchema } from '../shared/file-rules';

const fileEntries = Object.fromEntries(APPLICANT_FILE_FIELDS.map((field) => [field, fileSchema(APPLICANT_FILES[field])])) as {
  [K in ApplicantFileField]: ReturnType<typeof fileSchema>;
};

/**
 * The service's schema (same fields, messages and cross-field rules) plus the uploads: every
 * document the form shows is required, with the service's size limits.
 */
export const applicationFormSchema = v.pipe(
  v.object({ ...applicantEntries, ...fileEntries }),
  crossFieldCheck(),
  v.rawCheck(({ dataset, addIssue }) => {
    const values = dataset.value as Record<string, unknown>;
    if (typeof values !== 'object' || values === null) return;
    const conditions = { handicap: String(values.handicap ?? ''), category: String(values.category ?? ''), tc: String(values.tc ?? '') };
    for (const field of APPLICANT_FILE_FIELDS) {
      if (isFileWanted(field, conditions) && values[field] === undefined) {
        addIssue({ message: FILE_REQUIRED_MESSAGE, path: [{ type: 'object', origin: 'value', input: values, key: field, value: undefined }] });
      }
    }
  }),
  // Hidden fields and documents are not sent.
  v.transform((values) => {
    const kept = dropHidden(values);
    for (const field of APPLICANT_FILE_FIELDS) if (!isFileWanted(field, values)) kept[field] = undefined;
    return kept;
  }),
);

/** What the inputs hold: strings, and FileLists for the uploads. */
export type ApplicationFormValues = v.InferInput<typeof applicationFormSchema>;
export type ApplicationFormOutput = v.InferOutput<typeof applicationFormSchema>;

export type TextFieldName = keyof typeof applicantEntries;
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
