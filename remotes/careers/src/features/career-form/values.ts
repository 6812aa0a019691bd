import * as v from 'valibot';
import { requiredFileSchema } from '@college/remote-kit';
import { CAREER_FILES, careerSchema, EXPERIENCE_OPTIONS } from '@college/careers-service/contract';

export interface QualificationRow {
  qualification: string;
  institute: string;
  year: string;
  subject: string;
  mark: string;
}

export interface ExperienceRow {
  position: string;
  duration: string;
  totalexp: string;
}

/** Everything the form holds, as its inputs hold it (text, ticks, chosen files). */
export interface CareerFormValues {
  profile: string;
  field: string;
  name: string;
  fname: string;
  dob: string;
  gender: string;
  nationality: string;
  category: string;
  mobile: string;
  email: string;
  paddress: string;
  pstate: string;
  pdistrict: string;
  ppincode: string;
  /** Form only: keeps the correspondence address a copy of the permanent one. */
  sameAsPermanent: boolean;
  caddress: string;
  cstate: string;
  cdistrict: string;
  cpincode: string;
  qualification: QualificationRow[];
  experienceOption: '' | (typeof EXPERIENCE_OPTIONS)[number];
  experience: ExperienceRow[];
  photo: FileList | File | null | undefined;
  cv: FileList | File | null | undefined;
  declaration: boolean;
}

export const emptyQualification = (): QualificationRow => ({
  qualification: '',
  institute: '',
  year: '',
  subject: '',
  mark: '',
});
export const emptyExperience = (): ExperienceRow => ({ position: '', duration: '', totalexp: '' });

export const emptyValues = (): CareerFormValues => ({
  profile: '',
  field: '',
  name: '',
  fname: '',
  dob: '',
  gender: '',
  nationality: '',
  category: '',
  mobile: '',
  email: '',
  paddress: '',
  pstate: '',
  pdistrict: '',
  ppincode: '',
  sameAsPermanent: false,
  caddress: '',
  cstate: '',
  cdistrict: '',
  cpincode: '',
  qualification: [emptyQualification()],
  experienceOption: '',
  experience: [emptyExperience()],
  photo: undefined,
  cv: undefined,
  declaration: false,
});

export const ADDRESS_PARTS = ['address', 'state', 'district', 'pincode'] as const;

/** The contract's schema (the one the service runs) plus the two files, checked in the browser. */
export const careerFormSchema = careerSchema({
  photo: requiredFileSchema(CAREER_FILES.photo),
  cv: requiredFileSchema(CAREER_FILES.cv),
});
export type CareerFormOutput = v.InferOutput<typeof careerFormSchema>;

/** What "Experience: No" sends: one empty entry, which the service reads as "none". */
const NO_EXPERIENCE = [emptyExperience()];

/** The checked values as the service takes them: multipart, the lists as JSON, files last. */
export function toCareerFormData(output: CareerFormOutput): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(output)) {
    if (value instanceof Blob || name === 'qualification' || name === 'experience') continue;
    body.append(name, String(value));
  }
  body.append('qualification', JSON.stringify(output.qualification));
  body.append('experience', JSON.stringify(output.experienceOption === 'Yes' ? output.experience : NO_EXPERIENCE));
  body.append('photo', output.photo, output.photo.name);
  body.append('cv', output.cv, output.cv.name);
  return body;
}
