import * as v from 'valibot';
import { isIsoDate } from './dates';
import { DEFAULT_GRIEVANCE_DAYS, DEFAULT_NEW_FOR_DAYS } from './defaults';

/**
 * What a college may write in its settings file, with messages a non-programmer can act on. The
 * schema only checks; it changes no value (its one default, news.newForDays, index.ts fills in the
 * same way), so the file bundled into the browser unparsed, to keep valibot out of the shell, means
 * exactly what the parsed settings mean.
 */

// Every object is strict: a misspelt key ("phnoe") is an error, not a silently ignored line.
const strict = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? 'is not a known setting (check the spelling)' : 'must be a group of settings { … }',
  );

const text = (max = 200) =>
  v.pipe(
    v.string('must be text in quotes'),
    v.check((value) => value.trim().length > 0, 'must not be empty'),
    v.check((value) => !value.trim() || value.trim() === value, 'must not start or end with spaces'),
    v.maxLength(max, `must be at most ${max} characters`),
  );

const DATE_MESSAGE = 'must be a date YYYY-MM-DD';
const date = () => v.pipe(v.string(DATE_MESSAGE), v.check(isIsoDate, DATE_MESSAGE));
/** Order of two dates, checked only once both are dates (a wrong one has its own message). */
const notBefore = (later: string, earlier: string) => !isIsoDate(later) || !isIsoDate(earlier) || later >= earlier;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = () =>
  v.pipe(v.string('must be a time HH:MM'), v.regex(TIME, 'must be a time HH:MM (24-hour, e.g. 16:00)'));

const PHONE_MESSAGE = 'must be a phone number such as +91 98765 43210 or 1800-180-5522 (10 to 13 digits)';
const phone = () =>
  v.pipe(
    v.string(PHONE_MESSAGE),
    v.regex(/^\+?\d[\d -]*\d$/, PHONE_MESSAGE),
    v.check((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 13;
    }, PHONE_MESSAGE),
  );

const email = () =>
  v.pipe(v.string('must be an e-mail address'), v.email('must be an e-mail address such as office@college.ac.in'));

const HTTPS_MESSAGE = 'must be a full web address starting with https://';
const httpsUrl = () => v.pipe(v.string(HTTPS_MESSAGE), v.url(HTTPS_MESSAGE), v.startsWith('https://', HTTPS_MESSAGE));

/** A page of this portal ("/contact") or another site. */
const LINK_MESSAGE = 'must be a page of this site starting with / (e.g. /contact) or an https:// address';
const link = () =>
  v.pipe(
    v.string(LINK_MESSAGE),
    v.check((value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value), LINK_MESSAGE),
  );

const rupees = () =>
  v.pipe(
    v.number('must be a number of rupees without quotes or commas, e.g. 51250'),
    v.integer('must be a whole number of rupees'),
    v.minValue(1, 'must be more than 0'),
  );

const CLOSES_MESSAGE = `${DATE_MESSAGE} on or after opens`;

/** A date window; `closes` may equal `opens` (a one-day window). */
const dateWindow = () =>
  v.pipe(
    strict({ opens: date(), closes: date() }),
    v.forward(
      v.partialCheck([['opens'], ['closes']], (value) => notBefore(value.closes, value.opens), CLOSES_MESSAGE),
      ['closes'],
    ),
  );

/** A whole, positive count (seats). */
const count = () =>
  v.pipe(
    v.number('must be a number without quotes or commas, e.g. 80'),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be more than 0'),
  );

const unique = (values: string[]) => new Set(values.map((value) => value.toLowerCase())).size === values.length;

/** Subjects the admission form lists for a choice; N/A is always offered besides them. */
const subjectList = () =>
  v.pipe(
    v.array(text(80), 'must be a list of subjects ["…", "…"]'),
    v.maxLength(40, 'must have at most 40 subjects'),
    v.check(unique, 'must not name a subject twice'),
  );

/**
 * A course of the admission form. A postgraduate course is studied in one subject (its seats are
 * per subject); an undergraduate one in two or three majors (seats for the whole course).
 */
const course = () =>
  v.pipe(
    strict({
      /** Kept for good: applications refer to it. */
      id: v.pipe(
        v.number('must be a whole number without quotes, e.g. 3'),
        v.integer('must be a whole number'),
        v.minValue(1, 'must be more than 0'),
        v.maxValue(999, 'must be at most 999'),
      ),
      name: text(40),
      level: v.picklist(['undergraduate', 'postgraduate'], 'must be "undergraduate" or "postgraduate"'),
      /** The admission fee paid with the form, in whole rupees. */
      fee: rupees(),
      seats: v.optional(count()),
      subjects: v.pipe(
        v.array(strict({ name: text(80), seats: v.optional(count()) }), 'must be a list [{ "name": … }]'),
        v.minLength(1, 'must have at least one subject'),
        v.maxLength(40, 'must have at most 40 subjects'),
        v.check((list) => unique(list.map((subject) => subject.name)), 'must not name a subject twice'),
      ),
      minor: subjectList(),
      coCurricular: subjectList(),
    }),
    v.forward(
      v.check(
        (value) => value.subjects.every((subject) => (subject.seats === undefined) === (value.seats !== undefined)),
        'must be given for the course, or else for every subject (not both)',
      ),
      ['seats'],
    ),
  );

/**
 * The categories the state reserves seats for: the admission form's, but General, which is unreserved
 * and takes the rest. Spelt as the form spells them (the admissions contract's CATEGORIES; a test
 * there keeps the two lists alike).
 */
export const RESERVED_CATEGORIES = ['SC', 'ST', 'OBC', 'GEN-EWS'] as const;
export type ReservedCategory = (typeof RESERVED_CATEGORIES)[number];

const percent = () =>
  v.pipe(
    v.number('must be a whole percent without quotes, e.g. 21'),
    v.integer('must be a whole percent'),
    v.minValue(0, 'must be 0 or more'),
    v.maxValue(100, 'must be at most 100'),
  );

/** Each reserved category's share of every intake, in percent; at most 100 in all (General takes the rest). */
const reservation = () =>
  v.pipe(
    strict({
      SC: v.optional(percent()),
      ST: v.optional(percent()),
      OBC: v.optional(percent()),
      'GEN-EWS': v.optional(percent()),
    } satisfies Record<ReservedCategory, unknown>),
    v.check(
      (shares) => Object.values(shares).reduce<number>((sum, share) => sum + (share ?? 0), 0) <= 100,
      'the shares must add up to at most 100 (General, unreserved, takes the rest)',
    ),
  );

const officer = () => strict({ name: text(100), designation: text(100), phone: phone(), email: email() });

/**
 * The college's own words in Hindi (decision 015): every page has a Hindi twin, and these are what it
 * shows for the English values above. `names` gives the Hindi of any other name the settings hold
 * (courses, subjects, vocational and co-curricular subjects), by its English spelling; a name
 * without one is shown as written, marked as English.
 */
const hindiText = strict({
  name: text(100),
  tagline: text(160),
  address: strict({
    lines: v.pipe(
      v.array(text(120), 'must be a list of lines ["…", "…"]'),
      v.minLength(1, 'must have at least one line'),
      v.maxLength(4, 'must have at most 4 lines'),
    ),
    district: text(60),
    state: text(60),
  }),
  officeHoursDays: text(60),
  officers: strict({
    grievance: strict({ name: text(100), designation: text(100) }),
    antiRagging: strict({ name: text(100), designation: text(100) }),
  }),
  /** The outside sites' names, in the order of outsideSites. */
  outsideSites: v.array(text(100), 'must be a list of names ["…"]'),
  designerLabel: text(80),
  recruitmentTitle: text(80),
  names: v.optional(v.record(v.string(), text(120)), {}),
});

export const settingsSchema = strict({
  /** A note for whoever edits the file; the portal ignores it. */
  $comment: v.optional(v.string('must be text in quotes')),
  /** true while the file still holds the made-up demo college: services and builds warn about it. */
  demo: v.boolean('must be true or false, without quotes'),
  /**
   * The college office (decision 011). `secondFactor`: "every-role" (the default) asks every office
   * user for a code from an authenticator app at sign-in; "admin-only" asks only administrators.
   */
  office: v.optional(
    strict({ secondFactor: v.picklist(['every-role', 'admin-only'], 'must be "every-role" or "admin-only"') }),
  ),
  /**
   * The portal's public address (https://…), optional: e-mails to applicants then give pages by
   * their full address (https://…/admission/status), which a phone's mail app makes a link.
   */
  website: v.optional(httpsUrl()),
  name: text(100),
  /** The line under the name in the header. */
  tagline: text(160),
  address: strict({
    /** Street, village, landmark: one line each. */
    lines: v.pipe(
      v.array(text(120), 'must be a list of lines ["…", "…"]'),
      v.minLength(1, 'must have at least one line'),
      v.maxLength(4, 'must have at most 4 lines'),
    ),
    district: text(60),
    state: text(60),
    pin: v.pipe(
      v.string('must be a 6-digit PIN code in quotes'),
      v.regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code, e.g. 221001'),
    ),
  }),
  contact: strict({
    phone: phone(),
    email: email(),
    officeHours: v.pipe(
      strict({ days: text(60), opens: time(), closes: time() }),
      v.forward(
        v.partialCheck(
          [['opens'], ['closes']],
          (value) => !TIME.test(value.opens) || !TIME.test(value.closes) || value.closes > value.opens,
          'must be a time after opens',
        ),
        ['closes'],
      ),
    ),
  }),
  helplines: strict({
    admission: phone(),
    technical: phone(),
    nationalAntiRagging: strict({ phone: phone(), email: email() }),
  }),
  officers: strict({ grievance: officer(), antiRagging: officer() }),
  /** The footer's logo links (spec: a teacher-education council, a state university, an anti-ragging site). */
  outsideSites: v.pipe(
    v.array(
      strict({
        name: text(100),
        /** Text drawn in the footer badge. */
        short: text(12),
        href: httpsUrl(),
      }),
      'must be a list [{ "name": …, "short": …, "href": … }]',
    ),
    v.minLength(1, 'must have at least one site'),
    v.maxLength(6, 'must have at most 6 sites'),
  ),
  designer: strict({ label: text(80), href: link() }),
  /**
   * B.Ed. and D.El.Ed. seats are allotted by a state body through its counselling, not through this
   * site's form: the course pages name it and link its site. Its Hindi name goes in `hi.names`.
   */
  counselling: v.optional(
    strict({
      bed: strict({ authority: text(120), href: httpsUrl() }),
      deled: strict({ authority: text(120), href: httpsUrl() }),
    }),
  ),
  /** Shown beside the payment QR code. */
  upiId: v.pipe(
    v.string('must be a UPI id in quotes'),
    v.regex(/^[\w.-]{2,256}@[a-zA-Z][\w-]{1,63}$/, 'must be a UPI id such as college@sbi'),
  ),
  fees: strict({
    bed: strict({ year1: rupees(), year2: rupees() }),
    deled: v.pipe(
      strict({ perYear: rupees(), firstYear: strict({ atAllotment: rupees(), atCollege: rupees() }) }),
      v.forward(
        v.partialCheck(
          [['perYear'], ['firstYear', 'atAllotment'], ['firstYear', 'atCollege']],
          (value) => value.firstYear.atAllotment + value.firstYear.atCollege === value.perYear,
          'atAllotment and atCollege must add up to perYear',
        ),
        ['firstYear'],
      ),
    ),
  }),
  admission: strict({
    year: v.pipe(
      v.string('must be an academic year such as 2025-26'),
      v.regex(/^\d{4}-\d{2}$/, 'must be an academic year such as 2025-26'),
      v.check(
        (value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)),
        'must be two years in a row, e.g. 2025-26',
      ),
    ),
    /** Registration (URN generation) window; the home page says open, upcoming or closed from it. */
    registration: dateWindow(),
    /** The courses of the admission form: the course pages, the form's subject lists and the fee check. */
    courses: v.pipe(
      v.array(course(), 'must be a list of courses [{ "id": …, "name": … }]'),
      v.minLength(1, 'must have at least one course'),
      v.maxLength(12, 'must have at most 12 courses'),
      v.check((list) => new Set(list.map((entry) => entry.id)).size === list.length, 'must not use a course id twice'),
      v.check((list) => unique(list.map((entry) => entry.name)), 'must not name a course twice'),
    ),
    /** Vocational subjects, offered with every course. */
    vocational: subjectList(),
    /**
     * What an admitted applicant's provisional admission letter says: the day from which to report
     * to the college office and the original documents to bring (Hindi names in `hi.names`).
     */
    reporting: v.optional(
      strict({
        from: date(),
        documents: v.pipe(
          v.array(text(120), 'must be a list of documents ["…", "…"]'),
          v.minLength(1, 'must name at least one document'),
          v.maxLength(12, 'must name at most 12 documents'),
        ),
      }),
    ),
    /**
     * The state's reservation: each reserved category's share of a course's (or subject's) seats in
     * percent, rounded down; General takes the rest. Without it the office admits up to the intake
     * whatever the category.
     */
    reservation: v.optional(reservation()),
    /** true: the office admits only an applicant whose fee the accounts office verified (else it asks first). */
    admitRequiresVerifiedFee: v.optional(v.boolean('must be true or false, without quotes')),
  }),
  /** Applications window of the recruitment (Career page), and the interview after it. */
  recruitment: v.pipe(
    strict({ title: text(80), opens: date(), closes: date(), interview: strict({ date: date(), time: time() }) }),
    v.forward(
      v.partialCheck([['opens'], ['closes']], (value) => notBefore(value.closes, value.opens), CLOSES_MESSAGE),
      ['closes'],
    ),
    v.forward(
      v.partialCheck(
        [['closes'], ['interview', 'date']],
        (value) => notBefore(value.interview.date, value.closes),
        `${DATE_MESSAGE} on or after closes`,
      ),
      ['interview', 'date'],
    ),
  ),
  /** The free text in Hindi: every public page has a Hindi twin. */
  hi: hindiText,
  news: v.optional(
    strict({
      /** A notice is marked 'new' for this many days from its publish date. */
      newForDays: v.optional(
        v.pipe(
          v.number('must be a number of days'),
          v.integer('must be a whole number of days'),
          v.minValue(1, 'must be at least 1'),
          v.maxValue(365, 'must be at most 365'),
        ),
        DEFAULT_NEW_FOR_DAYS,
      ),
    }),
    { newForDays: DEFAULT_NEW_FOR_DAYS },
  ),
  grievances: v.optional(
    strict({
      /** A complaint open longer than this many days is marked overdue in the office. */
      overdueDays: v.optional(
        v.pipe(
          v.number('must be a number of days'),
          v.integer('must be a whole number of days'),
          v.minValue(1, 'must be at least 1'),
          v.maxValue(365, 'must be at most 365'),
        ),
        DEFAULT_GRIEVANCE_DAYS,
      ),
    }),
    { overdueDays: DEFAULT_GRIEVANCE_DAYS },
  ),
});

export type CollegeSettings = v.InferOutput<typeof settingsSchema>;
export type DateWindow = CollegeSettings['admission']['registration'];
export type CourseSettings = CollegeSettings['admission']['courses'][number];
export type CourseLevel = CourseSettings['level'];

function issuePath(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = item.key as string | number;
    out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${key}`;
  }
  return out || '(the whole file)';
}

/**
 * Checks settings read from `source` (named in every message). Throws one Error listing every
 * problem, one line each: "settings/college.json: admission.registration.closes: must be …".
 */
export function parseSettings(input: unknown, source: string): CollegeSettings {
  const result = v.safeParse(settingsSchema, input);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => {
    // A missing key is reported by its parent object; its own message would mislead.
    const message = issue.received === 'undefined' ? 'is missing' : issue.message;
    return `${source}: ${issuePath(issue)}: ${message}`;
  });
  throw new Error(lines.join('\n'));
}
