/**
 * The access code an applicant is given when an application is stored (admissions, careers): with
 * the application's number and the applicant's date of birth it opens that application's status.
 * 8 characters from 32 that cannot be mistaken for one another (no 0/O, 1/I), 40 random bits,
 * printed as K7QM-4XPA and typed in any case, with or without the hyphen or spaces. Browser-safe
 * (valibot and the bilingual register): the forms that ask for it check it with the same rule.
 * The server's half (making one, keeping its keyed hash) is access-secrets.ts.
 */
import * as v from 'valibot';
import { said } from './bilingual';

export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 8;
export const ACCESS_CODE_MESSAGE = said(
  'The access code is 8 letters and digits, like K7QM-4XPA',
  'एक्सेस कोड 8 अक्षरों और अंकों का होता है, जैसे K7QM-4XPA',
);
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

/** The access-code field of a look-up form: `missing` when left empty, its shape otherwise. */
export const accessCodeField = (missing: string) =>
  v.pipe(
    v.optional(v.string(missing), ''),
    v.transform(normaliseAccessCode),
    v.nonEmpty(missing),
    v.regex(ACCESS_CODE, ACCESS_CODE_MESSAGE),
  );
