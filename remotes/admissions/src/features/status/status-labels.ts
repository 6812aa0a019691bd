import type { StatusQuery } from '@college/admissions-service/contract';
import { ACCESS_CODE_TEXT } from '../shared/access-code-text';

/** The look-up's fields by their visible labels; the error summary names fields by them. */
export const STATUS_LABELS: Record<keyof StatusQuery, string> = {
  application_no: 'Application number',
  dob: 'Date of Birth',
  access_code: ACCESS_CODE_TEXT.label,
};

export const STATUS_TEXT = {
  formName: 'Find my application',
  scriptRequired: 'Please turn on JavaScript in your browser to look up your application, or ask at the college office.',
  intro:
    'Enter the application number and the access code from your acknowledgement, and your date of birth as given on the form.',
  find: 'Find my application',
  notFoundTitle: 'Application not found',
  waitTitle: 'Please wait before trying again',
  lookupFailed: 'The application could not be looked up. Check your connection and try again.',
} as const;
