import { readOrCreateSigningKey, type RoleGrant, type SigningKey } from '@college/service-kit';
import { TEST_SETTINGS } from '@college/settings/testing';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  type FormEntry,
  formData,
  JPEG,
  makeTempDir,
  officeHeadersFor,
  officeInjectFor,
  PDF,
  PNG,
  postMultipart,
  removeDir,
} from '../../kit/test/helpers';
import { type AdmissionsAppOptions, buildApp } from '../src/app';
import { APPLICATION_STATUS_PATH, SAVE_APPLICANT_PATH, SAVE_PAYMENT_PATH, verhoeffDigit } from '../src/contract';

export {
  EXE,
  filesUnder,
  type FormEntry,
  formData,
  JPEG,
  makeTempDir,
  PNG,
  postMultipart,
  removeDir,
  tableRows,
} from '../../kit/test/helpers';

/** An admissions app on a real SQLite file in `dataDir`, without logging unless asked. */
export async function startAdmissions(
  dataDir: string,
  options: Partial<AdmissionsAppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, env: {}, ...options });
  await app.ready();
  return app;
}

/** A new temporary data folder with an admissions app on it. */
export async function startInTempDir(prefix: string, options: Partial<AdmissionsAppOptions> = {}) {
  const dataDir = await makeTempDir(prefix);
  const app = await startAdmissions(dataDir, options);
  return { dataDir, app };
}

/**
 * The same for the office's calls: the gateway's signing key is made in the folder first, as the
 * gateway does, since the app reads its public half when it starts.
 */
export async function startInTempDirWithOfficeKey(prefix: string, options: Partial<AdmissionsAppOptions> = {}) {
  const dataDir = await makeTempDir(prefix);
  const key = await readOrCreateSigningKey({ dataDir, env: {} });
  const app = await startAdmissions(dataDir, options);
  return { dataDir, key, app };
}

/** After a test: the app closed (when one was started) and its data folder removed. */
export async function closeAndRemove(app: FastifyInstance | undefined, dataDir: string) {
  await app?.close();
  await removeDir(dataDir);
}

/** The B.A.'s admission fee in the test settings. */
export const FEE = TEST_SETTINGS.admission.courses[0].fee;
/** The date of birth submitApplicant's applicants give. */
export const DOB = '2005-01-31';

/** A valid Aadhaar number (12 digits, starts 2–9, Verhoeff check digit) from 11 digits. */
export const aadhaar = (first11: string) => first11 + verhoeffDigit(first11);

/** A real one-page PDF: the service parses every PDF it keeps. */
export { PDF };

/** Ids of a real state, one of its districts and one of that district's sub-districts. */
export function somePlace(app: FastifyInstance) {
  const state = app.catalogue.states().find((s) => s.state_name === 'Uttar Pradesh')!;
  const district = app.catalogue.districtsOf(state.id)![0];
  const subDistrict = app.catalogue.subDistrictsOf(district.id)![0];
  return { state: String(state.id), city: String(district.id), district: String(subDistrict.id) };
}

/** The B.A. course and three different majors, plus a minor, co-curricular and vocational choice. */
export function someCourse(app: FastifyInstance) {
  const majors = app.catalogue.subjects('major', 1)!;
  return {
    course: '1',
    major_subfirst: String(majors[0].id),
    major_secund: String(majors[1].id),
    major_theard: String(majors[2].id),
    minor_sub: String(app.catalogue.subjects('minor', 1)![5].id),
    cocurricular_sub: String(app.catalogue.subjects('cocurricular', 1)![0].id),
    vocational_sub: '0',
  };
}

export type Entries = Record<string, FormEntry | FormEntry[] | undefined>;

export const file = (bytes: Uint8Array, name: string, type: string) => ({ bytes, name, type });
export const pdf = (name: string) => file(PDF, name, 'application/pdf');

/** GEN-EWS, a person with disability, TC available: every conditional field of the form filled. */
export const everyConditionalField = (): Entries => ({
  category: 'GEN-EWS',
  income_amount: '180000',
  caste_no: 'EWS/2025/1234',
  issue_date: '2025-04-01',
  income: pdf('ews.pdf'),
  handicap: 'Yes',
  dis_type: 'Locomotor disability',
  pwd_percent: '45',
  pwd_certificate: file(JPEG, 'disability.jpg', 'image/jpeg'),
  tc: 'Available',
  transfer: pdf('tc.pdf'),
});

/** A complete General-category B.A. application with every always-required document. */
export function validApplicant(instance: FastifyInstance, overrides: Entries = {}): Entries {
  return {
    fname: 'Anjali Verma',
    father_fname: 'Ramesh Verma',
    mother_fname: 'Sunita Verma',
    dob: '2006-04-15',
    gender: 'Female',
    adhar_num: aadhaar('23456789012'),
    mobile: '9876543210',
    email: 'anjali@example.in',
    category: 'General',
    religion: 'Hindu',
    marital: 'Unmarried',
    address: 'Village Rampur, Post Office Rampur',
    ...somePlace(instance),
    pincode: '221001',
    handicap: 'No',
    ...someCourse(instance),
    tc: 'Not-Available',
    qual_board: 'Board of High School and Intermediate Education, U.P.',
    qual_year: '2024',
    qual_roll: '2412/345-A',
    qual_marks: '412',
    qual_max: '500',
    photo: file(JPEG, 'photo.jpg', 'image/jpeg'),
    signature: file(PNG, 'sign.png', 'image/png'),
    highschool: pdf('10th.pdf'),
    inter: pdf('12th.pdf'),
    adhar: pdf('aadhaar.pdf'),
    domicile: pdf('domicile.pdf'),
    ...overrides,
  };
}

/** The entries as a browser would send them; undefined ones are left out. */
export const toForm = (entries: Entries) =>
  formData(
    Object.fromEntries(
      Object.entries(entries).filter((entry): entry is [string, FormEntry | FormEntry[]] => entry[1] !== undefined),
    ),
  );

/** Who an office call is from: a newer gateway's assertion names the person too (displayName). */
export interface OfficeCaller {
  userId: string;
  username: string;
  displayName?: string;
}

/** An office call's headers as the gateway's door sends them to this service. */
export const officeHeaders = (key: SigningKey, roles: RoleGrant[], user?: OfficeCaller) =>
  officeHeadersFor('admissions', key, roles, user);

/** What saveApplicant hands back to the form. */
export interface Applied {
  id: number;
  application_no: string;
  payment_token: string;
  access_code: string;
}

/** The entries sent as the form sends them; the test fails unless they are taken. */
export async function submitApplication(instance: FastifyInstance, entries: Entries): Promise<Applied> {
  const response = await postMultipart(instance, SAVE_APPLICANT_PATH, toForm(entries));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Applicant n's (1–9) valid application, sent as the form sends it; `overrides` change any field. */
export const submitApplicant = (instance: FastifyInstance, n: number, overrides: Entries = {}) =>
  submitApplication(
    instance,
    validApplicant(instance, {
      fname: `Applicant ${String.fromCharCode(64 + n)}`,
      dob: DOB,
      adhar_num: aadhaar(`2345678901${n}`),
      mobile: `987654321${n}`,
      email: `a${n}@example.in`,
      ...overrides,
    }),
  );

/** A payment as the payment page sends it: the application's id and a payment token, then the details. */
export const sendPayment = (
  instance: FastifyInstance,
  applied: Pick<Applied, 'id' | 'payment_token'>,
  details: Entries,
) =>
  postMultipart(
    instance,
    SAVE_PAYMENT_PATH,
    toForm({ id: String(applied.id), token: applied.payment_token, ...details }),
  );

/** What the status look-up answers the applicant (number, date of birth and access code); it must answer 200. */
export async function statusOf(instance: FastifyInstance, applied: Applied, dob = DOB) {
  const response = await instance.inject({
    method: 'POST',
    url: APPLICATION_STATUS_PATH,
    payload: { application_no: applied.application_no, dob, access_code: applied.access_code },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A call through this service's office door (see the kit's officeInjectFor). */
export const officeInject = (app: FastifyInstance, key: SigningKey, call: Parameters<typeof officeInjectFor>[3]) =>
  officeInjectFor('admissions', app, key, call);

/** A valid application with a caste certificate (SC or OBC) and the Aadhaar number made of `first11`. */
export const withCasteCertificate = (app: FastifyInstance, first11: string, category: 'SC' | 'OBC' = 'SC') =>
  validApplicant(app, {
    adhar_num: aadhaar(first11),
    category,
    caste_no: `${category}/2025/9`,
    issue_date: '2025-03-01',
    caste: pdf('caste.pdf'),
  });

/** An application with a caste certificate (SC or OBC): what the submit answered. */
export const applyWithCasteCertificate = (app: FastifyInstance, first11: string, category: 'SC' | 'OBC' = 'SC') =>
  submitApplication(app, withCasteCertificate(app, first11, category));
