// Shared by the office remote (a browser bundle) and the office service: import nothing but valibot (and the kit's browser-safe modules).
import * as v from 'valibot';
import { roleGrantSchema } from '@college/service-kit/office-roles';

export {
  COURSE_LIMITED_ROLES,
  OFFICE_ROLES,
  type OfficeRole,
  type RoleGrant,
  roleGrantSchema,
} from '@college/service-kit/office-roles';

/**
 * Every office API call is `/api/v1/office/<service>/...`. The door itself (sign-in, second
 * factor, sign-out, who am I) is `/api/v1/office/session/...`: the gateway passes it to this
 * service without a session. Everything else under /api/v1/office/ needs a signed-in session:
 * the gateway checks it and forwards with an identity assertion (docs/decisions/011-office-identity.md).
 */
export const OFFICE_API_PREFIX = '/api/v1/office/';
export const SESSION_PREFIX = '/api/v1/office/session/';
export const SIGN_IN_PATH = '/api/v1/office/session/sign-in';
/** First password (new user, or after a reset) with the one-time set-up code an admin gave. */
export const SET_UP_PATH = '/api/v1/office/session/set-up';
export const SECOND_FACTOR_PATH = '/api/v1/office/session/second-factor';
/** GET: a new authenticator secret (otpauth URI and QR code); POST { code }: confirm it. */
export const ENROLMENT_PATH = '/api/v1/office/session/second-factor/enrolment';
export const SIGN_OUT_PATH = '/api/v1/office/session/sign-out';
export const SIGN_OUT_EVERYWHERE_PATH = '/api/v1/office/session/sign-out-everywhere';
export const ME_PATH = '/api/v1/office/session/me';
/** GET: how many of the signed-in user's recovery codes are unused; POST { code }: a new set (the old one stops working). */
export const RECOVERY_CODES_PATH = '/api/v1/office/session/recovery-codes';

/** This service's own office API behind the door: the administrators', and the few routes every office user needs (decision 029). */
export const ADMIN_PREFIX = '/api/v1/office/office/';
export const USERS_PATH = '/api/v1/office/office/users';
/**
 * The services whose parts make up the office's audit log (decision 011, "The merged audit"):
 * each answers its own rows at `officeAuditPath(<name>)` (the kit registers the route in every
 * service). A constant here, not read at run time: the remote is a static bundle and the gateway
 * publishes no list of its services (nor should it to a browser); the gateway's test checks that
 * this list and gateway/config/services.json name the same services, so a new service is added here too.
 */
export const AUDIT_SERVICES = ['office', 'admissions', 'records', 'results', 'careers', 'info'] as const;
export type AuditService = (typeof AUDIT_SERVICES)[number];
/** GET (admin): what the admins should know now, e.g. usernames locked after many failed sign-ins. */
export const NOTICES_PATH = '/api/v1/office/office/notices';
/** POST (admin) `{ email, reason? }`: sets or clears (empty) an office user's e-mail address. */
export const userEmailPath = (id: number) => `${USERS_PATH}/${id}/email`;
/** GET: the signed-in user's own e-mail address; POST `{ email }`: sets or clears it (any signed-in office user). */
export const ACCOUNT_EMAIL_PATH = '/api/v1/office/office/account/email';
export const USER_ACTIONS = [
  'roles',
  'revoke-role',
  'reset-password',
  'reset-second-factor',
  'disable',
  'enable',
  'unlock',
  'end-sessions',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
export const userActionPath = (id: number, action: UserAction) => `${USERS_PATH}/${id}/${action}`;

/** Only the gateway calls this (with its own signed assertion); never proxied. */
export const RESOLVE_SESSION_PATH = '/internal/v1/office/resolve-session';
/** The audience of the gateway's assertion on a resolve call. */
export const RESOLVE_AUDIENCE = 'office-door';

/** What the gateway sends to this service without a session. */
export const PUBLIC_PATHS = [SESSION_PREFIX] as const;
/** What the gateway sends to this service behind the door (with an assertion). */
export const DOOR_PATHS = [ADMIN_PREFIX] as const;

export const SESSION_COOKIE = 'office_session';
export const CSRF_HEADER = 'x-csrf-token';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const MESSAGES = {
  signInFailed: 'Sign-in failed. Check the username and password.',
  /** Said only after the right password, so only the account's holder learns it. */
  accountDisabled: 'This office account is disabled. Please ask an office administrator.',
  codeFailed: 'That code did not work. Enter the newest code from your authenticator app, or a recovery code.',
  tooManyFromAddress: 'Too many sign-in attempts from this address. Please wait a few minutes.',
  signInNeeded: 'Please sign in to the office.',
  wrongStep: 'Please start again from the sign-in page.',
  csrf: 'This request could not be checked as coming from the office pages. Reload the page and try again.',
  sameOrigin: 'Office requests must come from the office pages of this portal.',
  passwordShort: `Please use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordLong: `Please use at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordCommon: 'This password is too common. Please choose another.',
  passwordUsername: 'The password must not be the username.',
  setupFailed: 'That set-up code did not work. Ask an office administrator for a new one.',
  lastAdmin: 'The office must keep at least one active administrator.',
  reasonNeeded: 'Please give a reason.',
  /** Said only after the right password: the app was reset, so enrolling a new one needs the admin's code too. */
  setupCodeNeeded:
    'Your authenticator app was reset by an office administrator. Enter the set-up code they gave you with your password to set up the app again.',
  /** Said only to the holder of a right code: a code of an authenticator reset does not set a password. */
  setupCodeIsForSignIn:
    'This set-up code is for setting up your authenticator app again, and your password is unchanged. Sign in with your password and enter the code there.',
  noSecondFactor: 'Your account has no authenticator app set up.',
  emailInvalid: 'Please enter an e-mail address such as name@example.org, or leave it empty.',
  noSuchUser: 'No such office user.',
} as const;

const inWords = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
};
/** A pair (username, address) must wait after failures; said alike for every username, known or not. */
export const waitMessage = (ms: number) =>
  `Too many failed attempts with this username from this address. Please wait ${inWords(ms)} before trying again.`;
/** The account-wide lock after many failures from many places; said alike for every username, known or not. */
export const lockedMessage = (ms: number) =>
  `Signing in with this username is paused for ${inWords(ms)} after many failed attempts from many places. If it is your account, an office administrator can unlock it.`;

/** A required line of text, trimmed, at most `max` characters. */
export const text = (max: number, message = 'This field is required.') =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Please use at most ${max} characters.`),
  );
/** Passwords are taken exactly as typed (no trimming). */
const password = v.pipe(
  v.string('Please enter the password.'),
  v.nonEmpty('Please enter the password.'),
  v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordLong),
);
export const USERNAME_MAX_LENGTH = 60;
export const usernameSchema = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Please enter the username.'),
  v.maxLength(USERNAME_MAX_LENGTH, `Please use at most ${USERNAME_MAX_LENGTH} characters.`),
);

export const signInSchema = v.object({
  username: usernameSchema,
  password,
  /** Only after an admin reset the authenticator app: the set-up code they gave (empty: none). */
  setupCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'Please use at most 60 characters.'))),
});
export type SignIn = v.InferOutput<typeof signInSchema>;

export const setUpSchema = v.object({
  username: usernameSchema,
  setupCode: text(60, 'Please enter the set-up code.'),
  password,
});

export const secondFactorSchema = v.pipe(
  v.object({
    code: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'Please enter the 6-digit code.'))),
    recoveryCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  }),
  v.check(
    (value) => Boolean(value.code) !== Boolean(value.recoveryCode),
    'Please enter either a code or a recovery code.',
  ),
);
export const enrolmentConfirmSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'Please enter the 6-digit code.')),
});
/** A new set of recovery codes is asked for with a current code of the authenticator app. */
export const newRecoveryCodesSchema = enrolmentConfirmSchema;

/** What the next step after a password (or set-up) is. */
export const NEXT_STEPS = ['second_factor', 'enrol_second_factor', 'done'] as const;
export const signInAnswerSchema = v.object({
  result: v.literal('success'),
  next: v.picklist(NEXT_STEPS),
  /** For the next write (second factor, enrolment): send it as X-CSRF-Token. */
  csrfToken: v.string(),
});
export type SignInAnswer = v.InferOutput<typeof signInAnswerSchema>;

export const STAGES = ['second_factor', 'enrol', 'full'] as const;
export const meAnswerSchema = v.object({
  result: v.literal('success'),
  stage: v.picklist(STAGES),
  user: v.object({ id: v.number(), username: v.string(), displayName: v.string(), secondFactor: v.boolean() }),
  roles: v.array(roleGrantSchema),
  csrfToken: v.string(),
});
export type MeAnswer = v.InferOutput<typeof meAnswerSchema>;

/**
 * Why this browser's session ended without its own sign-out: 30 minutes without activity, the
 * 12-hour limit, "sign out everywhere", or an administrator (ended sessions, reset, disabled).
 */
export const ENDED_SESSIONS = ['idle', 'expired', 'everywhere', 'admin'] as const;
export type EndedSession = (typeof ENDED_SESSIONS)[number];
/** Nobody is signed in here: a 200, so a signed-out office page logs no failed request. */
export const signedOutAnswerSchema = v.object({
  result: v.literal('success'),
  stage: v.literal('signed_out'),
  /** Why the session this browser held ended, for a day after; null when it is not known. */
  ended: v.nullable(v.picklist(ENDED_SESSIONS)),
});
export type SignedOutAnswer = v.InferOutput<typeof signedOutAnswerSchema>;
/** What "who am I" answers: the session, or that nobody is signed in (and why, when known). */
export const meReplySchema = v.union([signedOutAnswerSchema, meAnswerSchema]);
export type MeReply = v.InferOutput<typeof meReplySchema>;

export const enrolmentAnswerSchema = v.object({
  result: v.literal('success'),
  otpauthUri: v.string(),
  /** A PNG data URL of the QR code of otpauthUri. */
  qrDataUrl: v.string(),
  /** The secret as text, for typing into an app that cannot scan. */
  secret: v.string(),
});
export const enrolmentDoneSchema = v.object({
  result: v.literal('success'),
  /** Shown once; each works once instead of a code. Only their hashes are kept. */
  recoveryCodes: v.array(v.string()),
  /** Printed and in the file name with the codes, so a sheet says whose they are. */
  username: v.string(),
  csrfToken: v.string(),
});
export const recoveryCodesLeftSchema = v.object({ result: v.literal('success'), unused: v.number() });
export const newRecoveryCodesAnswerSchema = v.object({
  result: v.literal('success'),
  /** Shown once, like those of the enrolment; the earlier set no longer works. */
  recoveryCodes: v.array(v.string()),
  username: v.string(),
});

export const okAnswerSchema = v.object({ result: v.literal('success') });

// Re-exported, never used here: a page that does not read the audit log (the sign-in page) then
// carries none of it.
export {
  AUDIT_CSV_COLUMNS,
  /** The audit view shows at most this many entries of the merged log, newest first (each part is asked for as many). */
  AUDIT_DEFAULT_ROWS as AUDIT_LIST_MAX_ROWS,
  AUDIT_EXPORT_ACTION,
  type AuditCsvColumn,
  COLLEGE_TIME_LABEL,
  COLLEGE_TIME_ZONE,
  collegeDay,
  collegeTime,
  type OfficeAuditActionsAnswer,
  officeAuditActionsAnswerSchema,
  officeAuditActionsPath,
  type OfficeAuditAnswer,
  officeAuditAnswerSchema,
  officeAuditCsvPath,
  type OfficeAuditEntry,
  officeAuditPath,
  type OfficeAuditQuery,
  officeAuditQuerySchema,
} from '@college/service-kit/office-audit';
