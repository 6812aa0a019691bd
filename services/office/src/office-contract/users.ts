// Shared by the office remote's users page and the office service: valibot and the office contract only.
/**
 * The administrators' management of office users: a new user, roles given and taken with a reason,
 * e-mail addresses, the users list, the locks and set-up codes. Apart from the office's own contract,
 * so the sign-in page does not carry it.
 */
import * as v from 'valibot';
import { OFFICE_ROLES, roleGrantSchema } from '@college/service-kit/office-roles';
import { MESSAGES, text, usernameSchema } from '../contract';

// ---- E-mail addresses ----------------------------------------------------------------------

export const EMAIL_MAX_LENGTH = 254;
/**
 * An office user's e-mail address, never required: the same schema checks the pages' fields and
 * the service's bodies. Empty (or null) clears it: the output is the trimmed address or null.
 */
export const emailAddressSchema = v.pipe(
  v.optional(v.nullable(v.string(MESSAGES.emailInvalid)), ''),
  v.transform((value) => (value ?? '').trim()),
  v.check((value) => value.length <= EMAIL_MAX_LENGTH, `Please use at most ${EMAIL_MAX_LENGTH} characters.`),
  // valibot's own pattern: no spaces or line breaks, so an address can never add a mail header.
  v.check((value) => value === '' || v.EMAIL_REGEX.test(value), MESSAGES.emailInvalid),
  v.transform((value) => (value === '' ? null : value)),
);
export const ownEmailSchema = v.object({ email: emailAddressSchema });
/** The address as saved (null: none), after a change by the user or an administrator, or the user's own read. */
export const emailAnswerSchema = v.object({ result: v.literal('success'), email: v.nullable(v.string()) });

// ---- The users ------------------------------------------------------------------------------

const reason = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.nonEmpty(MESSAGES.reasonNeeded),
  v.maxLength(500, 'Please use at most 500 characters.'),
);
/** What a new username may be (lower case); a page can tell a username from a name written in. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,59}$/;
export const newUserSchema = v.object({
  username: v.pipe(
    usernameSchema,
    v.regex(USERNAME_PATTERN, 'Use 3 to 60 letters, digits, dots, dashes or underscores.'),
  ),
  displayName: text(100),
  roles: v.pipe(v.array(roleGrantSchema), v.minLength(1, 'Give the user at least one role.')),
  email: emailAddressSchema,
});
export type NewUser = v.InferOutput<typeof newUserSchema>;
/** Giving a role (with its course limit, if any) is audited with its reason like every other change. */
export const grantSchema = v.object({ ...roleGrantSchema.entries, reason });
export const coursesNotLimited = 'Only admission officers and document verifiers can be limited to some courses.';
export const unknownCourses = 'Choose the courses from the admission catalogue.';
export const reasonSchema = v.object({ reason });
export const revokeSchema = v.object({ role: v.picklist(OFFICE_ROLES, 'must be one of the office roles'), reason });
export const optionalReasonSchema = v.object({ reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))) });
/** An administrator's change of a user's e-mail address (empty clears it); the reason is optional. */
export const userEmailSchema = v.object({ email: emailAddressSchema, ...optionalReasonSchema.entries });

export const userSummarySchema = v.object({
  id: v.number(),
  username: v.string(),
  displayName: v.string(),
  roles: v.array(roleGrantSchema),
  secondFactor: v.boolean(),
  disabled: v.boolean(),
  locked: v.boolean(),
  demo: v.boolean(),
  passwordSet: v.boolean(),
  /** The authenticator app was reset and the user has not set up a new one with the set-up code yet. */
  enrolNeedsCode: v.optional(v.boolean()),
  /** Where the office tells the user of work given to them; null: none (optional: older services do not say). */
  email: v.optional(v.nullable(v.string())),
});
export type UserSummary = v.InferOutput<typeof userSummarySchema>;
export const lockNoticeSchema = v.object({
  username: v.string(),
  lockedAt: v.string(),
  lockedUntil: v.string(),
  failures: v.number(),
  addresses: v.number(),
});
export type LockNotice = v.InferOutput<typeof lockNoticeSchema>;
export const noticesAnswerSchema = v.object({ result: v.literal('success'), locks: v.array(lockNoticeSchema) });
export const usersAnswerSchema = v.object({ result: v.literal('success'), users: v.array(userSummarySchema) });
/** A new user, a password reset or an authenticator reset: the set-up code, shown once. */
export const setupCodeAnswerSchema = v.object({
  result: v.literal('success'),
  userId: v.number(),
  setupCode: v.string(),
  expiresAt: v.string(),
});
