// Shared by the admissions remote (a browser bundle) and the admissions service: valibot only.
/**
 * The admission session set from the office: the academic year, the registration
 * window and the fee deadline, stored by the service over the settings' defaults
 * (docs/decisions/014-admission-session.md). Only the admin reads or changes it here; the public
 * side reads the same values through ADMISSION_SESSION_PATH of the main contract.
 */
import * as v from 'valibot';
import { isIsoDate } from '@college/settings/dates';
import { personName } from '@college/service-kit/office-query';

export const OFFICE_SESSION_PATH = '/api/v1/office/admissions/session';

export const YEAR_MESSAGE = 'Please enter the academic year as two years in a row, like 2025-26';
export const DATE_MESSAGE = 'Please enter a real date';
export const CLOSES_BEFORE_OPENS_MESSAGE = 'Registration must close on or after the day it opens';
export const FEE_DEADLINE_BEFORE_CLOSE_MESSAGE = 'The fee deadline cannot be before registration closes';
export const REASON_MESSAGE = 'Please give a reason for the change';
export const REASON_MAX = 500;
export const SESSION_STALE_MESSAGE =
  'Someone changed the admission session while you were editing it. Reload to see the current dates, then make your change again.';
export const SESSION_SAVED_MESSAGE = 'Admission session saved';

/** "2025-26": two calendar years in a row, as the settings write admission.year. */
export const isAcademicYear = (value: string) =>
  /^\d{4}-\d{2}$/.test(value) && (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5));

const day = (message = DATE_MESSAGE) => v.pipe(v.string(message), v.trim(), v.check(isIsoDate, message));

/** What the admin sends: the whole session, the version seen and why. An empty fee deadline means none. */
export const sessionChangeSchema = v.pipe(
  v.object({
    year: v.pipe(v.string(YEAR_MESSAGE), v.trim(), v.check(isAcademicYear, YEAR_MESSAGE)),
    opens: day(),
    closes: day(),
    // Null too: the office page sends the schema's own output, where an emptied deadline is null.
    fee_deadline: v.pipe(
      v.nullish(v.string(DATE_MESSAGE), ''),
      v.trim(),
      v.check((value) => value === '' || isIsoDate(value), DATE_MESSAGE),
      v.transform((value) => (value === '' ? null : value)),
    ),
    reason: v.pipe(
      v.optional(v.string(REASON_MESSAGE), ''),
      v.trim(),
      v.nonEmpty(REASON_MESSAGE),
      v.maxLength(REASON_MAX, `Please use at most ${REASON_MAX} characters`),
    ),
    version: v.pipe(
      v.number('version must be a whole number'),
      v.integer('version must be a whole number'),
      v.minValue(0),
    ),
  }),
  v.forward(
    v.check((session) => session.closes >= session.opens, CLOSES_BEFORE_OPENS_MESSAGE),
    ['closes'],
  ),
  v.forward(
    v.check(
      (session) => session.fee_deadline === null || session.fee_deadline >= session.closes,
      FEE_DEADLINE_BEFORE_CLOSE_MESSAGE,
    ),
    ['fee_deadline'],
  ),
);
export type SessionChange = v.InferOutput<typeof sessionChangeSchema>;
export type SessionChangeInput = v.InferInput<typeof sessionChangeSchema>;

/** The session as the office sees it: the values in force, where they come from, and the settings' own. */
export const officeSessionSchema = v.object({
  year: v.string(),
  opens: v.string(),
  closes: v.string(),
  fee_deadline: v.nullable(v.string()),
  /** 'settings' until the admin first saves one. */
  source: v.picklist(['settings', 'office']),
  version: v.number(),
  updated_at: v.nullable(v.string()),
  updated_by: v.nullable(v.string()),
  updated_by_name: personName,
  settings: v.object({ year: v.string(), opens: v.string(), closes: v.string() }),
});
export type OfficeSession = v.InferOutput<typeof officeSessionSchema>;
export const officeSessionAnswerSchema = v.object({ result: v.literal('success'), data: officeSessionSchema });
