// Shared by the careers remote (a browser bundle) and the careers service: import nothing but valibot (and the kit's text, date and access-code rules and bilingual register, which are only valibot and the settings' date helpers).
import * as v from 'valibot';
import { said } from '@college/service-kit/bilingual';
import { accessCodeField } from '@college/service-kit/access-code';
// What a client that keeps guessing is told (the kit's look-up back-off), for the remote and tests.
export { lookupWaitMessage } from '@college/service-kit/access-code';
import { typedDate } from '@college/service-kit/date-rules';
import { maxLengthMessage, oneLine, requiredText, stopIfInvalid } from '@college/service-kit/text-rules';
// The shared text messages, as this contract's own for its remote and tests.
export { CONTROL_CHARACTER_MESSAGE, maxLengthMessage, ONE_LINE_MESSAGE } from '@college/service-kit/text-rules';

// Full public paths: the gateway proxies them to the service unchanged.
export const SAVE_CAREER_PATH = '/api/v1/web/saveCareer';
export const JOB_PROFILES_PATH = '/api/v1/web/getJobProfiles';
/** `?id=<job profile id>` */
export const SUBJECTS_PATH = '/api/v1/web/getSubjectsByProfile';
export const STATES_PATH = '/api/v1/web/getAllState';
/** `?id=<state id>` */
export const DISTRICTS_PATH = '/api/v1/web/getDistrictByStateId';

export const CAREER_DOCS_PREFIX = '/uploads/docs/careers/';
/** The recruitment notification, written by the service at start (a real PDF). */
export const NOTIFICATION_PDF_PATH = `${CAREER_DOCS_PREFIX}recruitment-notification.pdf`;
/** What the gateway sends to this service (gateway/src/service-routes.ts): everything under these two. */
export const PUBLIC_PATHS = ['/api/v1/web/', CAREER_DOCS_PREFIX] as const;

// ---- Job profiles ----------------------------------------------------------------------------

/** 'N/A': the only "subject" of the non-teaching posts. */
export const NOT_APPLICABLE = 'N/A';

/** The posts and their teaching subjects; the service seeds its look-up tables from this list. */
export const JOB_PROFILES = [
  {
    id: 1,
    profile: 'Assistant Professor(B.A)',
    subjects: [
      'Hindi',
      'English',
      'Urdu',
      'Sanskrit',
      'Home Science',
      'Geography',
      'Sociology',
      'Political Science',
      'Education',
      'Psychology',
      'Military Science',
      'Art',
      'Physical Education',
    ],
  },
  {
    id: 2,
    profile: 'Assistant Professor(B.Sc)',
    subjects: ['Mathematics', 'Chemistry', 'Biology', 'Botany', 'Physics'],
  },
  { id: 3, profile: 'Assistant Professor(M.A)', subjects: ['Hindi', 'Home Science', 'Education', 'Sociology'] },
  { id: 4, profile: 'Assistant Librarian', subjects: [NOT_APPLICABLE] },
  { id: 5, profile: 'Accountant', subjects: [NOT_APPLICABLE] },
  { id: 6, profile: 'Computer Operator', subjects: [NOT_APPLICABLE] },
] as const;

export const subjectsOfProfile = (profile: string): readonly string[] =>
  JOB_PROFILES.find((item) => item.profile === profile)?.subjects ?? [];

// ---- Options (the original form's choices) -------------------------------------------------

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const NATIONALITIES = ['Indian', 'Nepali', 'American', 'Others'] as const;
export const CATEGORIES = ['General', 'SC', 'ST', 'OBC', 'GEN-EWS'] as const;
export const QUALIFICATION_LEVELS = ['High School', 'Intermediate', 'UG', 'PG', 'NET/Ph.D.'] as const;
export const EXPERIENCE_OPTIONS = ['Yes', 'No'] as const;

// ---- Messages (the original form's wording; the rest in its "Please enter ..." style) ------

export const MESSAGES = {
  profile: said('Please select profile', 'कृपया पद चुनें'),
  field: said('Please Select Subject', 'कृपया विषय चुनें'),
  name: said('Please enter name', 'कृपया नाम भरें'),
  fname: said("Please enter father's name", 'कृपया पिता का नाम भरें'),
  dob: said('Please enter date of birth', 'कृपया जन्म तिथि भरें'),
  dobInvalid: said('Please enter a real date of birth', 'कृपया सही जन्म तिथि भरें'),
  dobFuture: said('Date of birth must be in the past', 'जन्म तिथि बीती हुई तिथि होनी चाहिए'),
  dobTooYoung: said('You must be at least 18 years old', 'आपकी आयु कम से कम 18 वर्ष होनी चाहिए'),
  gender: said('Please select gender', 'कृपया लिंग चुनें'),
  nationality: said('Please select nationality', 'कृपया राष्ट्रीयता चुनें'),
  category: said('Please select category', 'कृपया श्रेणी चुनें'),
  mobile: said('Please enter mobile number', 'कृपया मोबाइल नंबर भरें'),
  mobileDigits: said('Phone must be of 10 digits', 'मोबाइल नंबर 10 अंकों का होना चाहिए'),
  email: said('Please enter a valid email', 'कृपया सही ई-मेल पता भरें'),
  address: said('Please enter address', 'कृपया पता भरें'),
  state: said('Please select state', 'कृपया राज्य चुनें'),
  district: said('Please select district', 'कृपया ज़िला चुनें'),
  pincode: said('Please enter pin code', 'कृपया पिन कोड भरें'),
  pincodeDigits: said('Pin code must be of 6 digits', 'पिन कोड 6 अंकों का होना चाहिए'),
  qualificationList: said('At least one qualification is required', 'कम से कम एक शैक्षिक योग्यता आवश्यक है'),
  qualification: said('Please select qualification', 'कृपया योग्यता चुनें'),
  institute: said('Please enter institute', 'कृपया संस्थान का नाम भरें'),
  year: said('Please enter year', 'कृपया वर्ष भरें'),
  yearInvalid: said('Please enter a year between 1950 and this year', 'कृपया 1950 से इस वर्ष तक का कोई वर्ष भरें'),
  subject: said('Please enter subject', 'कृपया विषय भरें'),
  mark: said('Please enter mark', 'कृपया अंक प्रतिशत भरें'),
  markInvalid: said('Mark must be a percentage from 0 to 100', 'अंक 0 से 100 तक का प्रतिशत होना चाहिए'),
  experienceOption: said('Please select experience', 'कृपया अनुभव चुनें'),
  experienceList: said('At least one experience is required', 'कम से कम एक अनुभव आवश्यक है'),
  position: said('Please enter position', 'कृपया पद भरें'),
  duration: said('Please enter the duration', 'कृपया अवधि भरें'),
  totalexp: said('Please enter total experience', 'कृपया कुल अनुभव भरें'),
  declaration: said('Please accept the declaration', 'कृपया घोषणा स्वीकार करें'),
  listUnreadable: said('This list could not be read. Please try again.', 'यह सूची पढ़ी नहीं जा सकी। कृपया फिर प्रयास करें।'),
  duplicate: said('You have already applied for this post and subject.', 'आप इस पद और विषय के लिए पहले ही आवेदन कर चुके हैं।'),
} as const;

// ---- The application window (settings: recruitment.opens … closes) --------------------------

const indianDate = (iso: string) => iso.split('-').reverse().join('-');

/** What the service answers (403) and /career and /careerForm say outside the window. */
export const recruitmentClosedMessage = (title: string, closes: string, hindiTitle = title) =>
  said(
    `Applications for ${title} closed on ${indianDate(closes)}.`,
    `${hindiTitle} के लिए आवेदन ${indianDate(closes)} को बंद हो गए।`,
  );
export const recruitmentNotOpenMessage = (title: string, opens: string, hindiTitle = title) =>
  said(
    `Applications for ${title} open on ${indianDate(opens)}.`,
    `${hindiTitle} के लिए आवेदन ${indianDate(opens)} से शुरू होंगे।`,
  );

/**
 * The window and interview in force: the recruitment office's (decision 018) over the settings'
 * defaults. /career and /careerForm show the bundled settings' first, then this answer.
 */
export const RECRUITMENT_WINDOW_PATH = '/api/v1/web/recruitmentWindow';
export const recruitmentWindowAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    opens: v.string(),
    closes: v.string(),
    interview: v.object({ date: v.string(), time: v.string() }),
  }),
});
export type RecruitmentWindowAnswer = v.InferOutput<typeof recruitmentWindowAnswerSchema>;

export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  address: 300,
  institute: 150,
  subject: 100,
  position: 100,
  duration: 150,
  totalexp: 50,
  /** Rows per list: more than anyone needs, few enough to keep a request small. */
  rows: 10,
} as const;

export const SUCCESS_MESSAGE = said('Career form submitted successfully.', 'आवेदन पत्र सफलतापूर्वक जमा हो गया।');

// ---- Fields ----------------------------------------------------------------------------------

const choice = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.picklist(options, message));

/** Look-up ids (state, district) travel as text, like every multipart value. */
const lookupId = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.regex(/^[1-9]\d{0,8}$/, message));

/** Today as YYYY-MM-DD (the visitor's day in the browser, the server's in the service). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export const MIN_AGE = 18;
const oldEnough = (iso: string) => {
  const [year, ...rest] = today().split('-');
  return iso <= [String(Number(year) - MIN_AGE), ...rest].join('-');
};

// Typed day first (14-05-1990, 14/05/1990 or 14051990), kept as YYYY-MM-DD.
const dob = typedDate(
  MESSAGES.dob,
  { isValid: (iso) => iso >= '1900-01-01', message: MESSAGES.dobInvalid },
  { isValid: (iso) => iso < today(), message: MESSAGES.dobFuture },
  { isValid: oldEnough, message: MESSAGES.dobTooYoung },
);

const mobile = v.pipe(
  v.optional(v.string(MESSAGES.mobile), ''),
  v.trim(),
  v.nonEmpty(MESSAGES.mobile),
  v.regex(/^\d{10}$/, MESSAGES.mobileDigits),
);

// The pattern backtracks quadratically on a long run of dots: it only ever sees at most 254 characters.
const email = v.pipe(
  v.optional(v.string(MESSAGES.email), ''),
  v.trim(),
  v.maxLength(FIELD_LIMITS.email, maxLengthMessage(FIELD_LIMITS.email)),
  stopIfInvalid,
  oneLine,
  v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), MESSAGES.email),
);

const pincode = v.pipe(
  v.optional(v.string(MESSAGES.pincode), ''),
  v.trim(),
  v.nonEmpty(MESSAGES.pincode),
  v.regex(/^[1-9]\d{5}$/, MESSAGES.pincodeDigits),
);

const year = v.pipe(
  v.optional(v.string(MESSAGES.year), ''),
  v.trim(),
  v.nonEmpty(MESSAGES.year),
  v.regex(/^\d{4}$/, MESSAGES.yearInvalid),
  v.check((value) => Number(value) >= 1950 && Number(value) <= new Date().getFullYear(), MESSAGES.yearInvalid),
);

/** NET and a Ph.D. give no percentage: their row's mark may stay blank (every other row needs one). */
export const NO_MARK_QUALIFICATION: (typeof QUALIFICATION_LEVELS)[number] = 'NET/Ph.D.';

const mark = v.pipe(
  v.optional(v.string(MESSAGES.mark), ''),
  v.trim(),
  v.check(
    (value) => value === '' || (/^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100),
    MESSAGES.markInvalid,
  ),
);

export const qualificationSchema = v.pipe(
  v.object({
    qualification: choice(QUALIFICATION_LEVELS, MESSAGES.qualification),
    institute: requiredText(MESSAGES.institute, FIELD_LIMITS.institute),
    year,
    subject: requiredText(MESSAGES.subject, FIELD_LIMITS.subject),
    mark,
  }),
  v.forward(
    v.partialCheck(
      [['qualification'], ['mark']],
      (row) => row.qualification === NO_MARK_QUALIFICATION || row.mark !== '',
      MESSAGES.mark,
    ),
    ['mark'],
  ),
);

export const experienceSchema = v.object({
  position: requiredText(MESSAGES.position, FIELD_LIMITS.position),
  duration: requiredText(MESSAGES.duration, FIELD_LIMITS.duration),
  totalexp: requiredText(MESSAGES.totalexp, FIELD_LIMITS.totalexp),
});

const isBlankRow = (row: unknown) =>
  typeof row === 'object' &&
  row !== null &&
  Object.values(row).every((value) => typeof value === 'string' && value.trim() === '');

/**
 * A list that the browser form holds as an array and multipart sends as a JSON string: both are
 * accepted, and text that is not JSON is a message on the list, never a server error. Only blank
 * rows count as no rows; a blank row among filled ones gets its own messages.
 */
const jsonList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (value === '' || value === undefined) return [] as unknown[];
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        addIssue({ message: MESSAGES.listUnreadable });
        return NEVER;
      }
    }),
    v.array(v.unknown(), MESSAGES.listUnreadable),
    // The form always shows one row (the last cannot be deleted): left blank, it means "none".
    v.transform((rows) => (rows.every(isBlankRow) ? [] : rows)),
    // Counted before the rows are checked, so a list of thousands stops here.
    v.maxLength(
      FIELD_LIMITS.rows,
      said(`Please add at most ${FIELD_LIMITS.rows} rows`, `कृपया अधिकतम ${FIELD_LIMITS.rows} पंक्तियाँ जोड़ें`),
    ),
    v.array(item, MESSAGES.listUnreadable),
  );

/** A checkbox: true in the browser, 'true' (or 'on') in multipart. */
const declaration = v.pipe(
  v.optional(v.union([v.boolean(), v.string()]), false),
  v.transform((value) => value === true || value === 'true' || value === 'on'),
  v.check((value) => value, MESSAGES.declaration),
);

/** Every field of the application but the two files, in screen order. */
export const careerFieldEntries = {
  profile: choice(
    JOB_PROFILES.map((item) => item.profile),
    MESSAGES.profile,
  ),
  field: requiredText(MESSAGES.field, FIELD_LIMITS.subject),
  name: requiredText(MESSAGES.name, FIELD_LIMITS.name),
  fname: requiredText(MESSAGES.fname, FIELD_LIMITS.name),
  dob,
  gender: choice(GENDERS, MESSAGES.gender),
  nationality: choice(NATIONALITIES, MESSAGES.nationality),
  category: choice(CATEGORIES, MESSAGES.category),
  mobile,
  email,
  paddress: requiredText(MESSAGES.address, FIELD_LIMITS.address, 'many'),
  pstate: lookupId(MESSAGES.state),
  pdistrict: lookupId(MESSAGES.district),
  ppincode: pincode,
  caddress: requiredText(MESSAGES.address, FIELD_LIMITS.address, 'many'),
  cstate: lookupId(MESSAGES.state),
  cdistrict: lookupId(MESSAGES.district),
  cpincode: pincode,
  qualification: jsonList(qualificationSchema),
  experienceOption: choice(EXPERIENCE_OPTIONS, MESSAGES.experienceOption),
  experience: jsonList(experienceSchema),
  declaration,
};

type Entries = Record<string, v.GenericSchema>;

const careerFieldsObject = v.object(careerFieldEntries);
type CareerFields = v.InferOutput<typeof careerFieldsObject>;

/**
 * The career application around its fields' object schema. The whole object goes through three steps:
 * - with experience 'No' the experience list is dropped before it is read: the form then sends
 *   one empty entry, which means "none", not a row with empty fields;
 * - the fields, each with its own message;
 * - checks across fields: the subject belongs to the profile, the lists are not empty.
 */
const withCrossChecks = (fields: v.GenericSchema<Record<string, unknown>, CareerFields>) =>
  v.pipe(
    v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input)),
    v.transform((input) => (input.experienceOption === 'Yes' ? input : { ...input, experience: [] })),
    fields,
    v.forward(
      v.partialCheck(
        [['profile'], ['field']],
        (input) => subjectsOfProfile(input.profile).includes(input.field),
        MESSAGES.field,
      ),
      ['field'],
    ),
    v.forward(
      v.partialCheck([['qualification']], (input) => input.qualification.length > 0, MESSAGES.qualificationList),
      ['qualification'],
    ),
    v.forward(
      v.partialCheck(
        [['experienceOption'], ['experience']],
        (input) => input.experienceOption !== 'Yes' || input.experience.length > 0,
        MESSAGES.experienceList,
      ),
      ['experience'],
    ),
  );

/** What the service validates (the text parts of the multipart form). */
export const careerApplicationSchema = withCrossChecks(careerFieldsObject);

/** The same schema with more fields (the browser form adds its file checks). */
export function careerSchema<E extends Entries>(extra: E) {
  const fields = v.object({ ...careerFieldEntries, ...extra });
  return withCrossChecks(
    fields as unknown as v.GenericSchema<Record<string, unknown>, CareerFields>,
  ) as unknown as v.GenericSchema<unknown, v.InferOutput<typeof fields>>;
}

export type CareerApplication = v.InferOutput<typeof careerApplicationSchema>;
export type Qualification = v.InferOutput<typeof qualificationSchema>;
export type Experience = v.InferOutput<typeof experienceSchema>;

/** The uploads, checked by content and size on the service, by type and size in the browser. */
export const CAREER_FILES = {
  photo: {
    field: 'photo',
    maxBytes: 60 * 1024,
    kinds: ['jpeg', 'png'],
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    messages: {
      required: said('Please upload photo', 'कृपया फ़ोटो अपलोड करें'),
      tooLarge: said('Photo must be at most 60 KB', 'फ़ोटो अधिकतम 60 KB की होनी चाहिए'),
      wrongKind: said('Photo must be a JPEG or PNG image', 'फ़ोटो JPEG या PNG चित्र होनी चाहिए'),
    },
  },
  cv: {
    field: 'cv',
    maxBytes: 2 * 1024 * 1024,
    kinds: ['pdf'],
    accept: '.pdf,application/pdf',
    messages: {
      required: said('Please upload CV', 'कृपया सीवी (बायोडाटा) अपलोड करें'),
      tooLarge: said('CV must be at most 2 MB', 'सीवी (बायोडाटा) अधिकतम 2 MB का होना चाहिए'),
      wrongKind: said('CV must be a single PDF document', 'सीवी (बायोडाटा) एक ही PDF फ़ाइल में होना चाहिए'),
    },
  },
} as const;

// ---- Replies ---------------------------------------------------------------------------------

export const APPLICATION_NUMBER = /^REC\d{4}-\d{6}$/;

/**
 * The application's number, and its access code (K7QM-4XPA, shown once: only its hash is kept):
 * with the date of birth, the two open the application's status (CAREER_STATUS_PATH).
 */
export const saveCareerResponseSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: v.object({ application_no: v.pipe(v.string(), v.regex(APPLICATION_NUMBER)), access_code: v.string() }),
});

// ---- Where an application stands ------------------------------------------------------------

/** The office's review of an application: every one starts 'received'. */
export const REVIEW_STATUSES = ['received', 'shortlisted', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The applicant's look-up: number, date of birth and access code, all three, in the body (never
 * in an address, where logs and histories keep it). A wrong one of any gets the same answer, and
 * wrong answers slow down the client that gave them (the kit's lookup-backoff), never the application.
 */
export const CAREER_STATUS_PATH = '/api/v1/web/careerStatus';
export const STATUS_MISSING = {
  application_no: said('Enter your application number', 'अपनी आवेदन संख्या भरें'),
  dob: said('Enter your date of birth', 'अपनी जन्म तिथि भरें'),
  access_code: said('Enter your access code', 'अपना एक्सेस कोड भरें'),
} as const;
export const CAREER_NUMBER_MESSAGE = said(
  'The application number looks like REC2025-000123',
  'आवेदन संख्या REC2025-000123 जैसी होती है',
);
export const CAREER_STATUS_NOT_FOUND_MESSAGE = said(
  'No career application matches this application number, date of birth and access code.',
  'इस आवेदन संख्या, जन्म तिथि और एक्सेस कोड से कोई आवेदन नहीं मिला।',
);
export const careerStatusQuerySchema = v.object({
  application_no: v.pipe(
    v.optional(v.string(STATUS_MISSING.application_no), ''),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(STATUS_MISSING.application_no),
    v.regex(APPLICATION_NUMBER, CAREER_NUMBER_MESSAGE),
  ),
  dob: typedDate(STATUS_MISSING.dob),
  access_code: accessCodeField(STATUS_MISSING.access_code),
});
export type CareerStatusQuery = v.InferOutput<typeof careerStatusQuerySchema>;
export type CareerStatusInput = v.InferInput<typeof careerStatusQuerySchema>;

/**
 * What the applicant is told: the post, the day it was received and the office's decision; when
 * shortlisted, the interview in force (the venue is the college). Never the office's reason.
 */
export const careerStatusAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    application_no: v.string(),
    submitted_at: v.string(),
    profile: v.string(),
    subject: v.string(),
    status: v.picklist(REVIEW_STATUSES),
    interview: v.nullable(v.object({ date: v.string(), time: v.string() })),
  }),
});
export type CareerStatusAnswer = v.InferOutput<typeof careerStatusAnswerSchema>;

const listOf = <T extends v.ObjectEntries>(entries: T) =>
  v.object({ result: v.literal('success'), data: v.array(v.object(entries)) });

export const jobProfilesResponseSchema = listOf({ id: v.number(), profile: v.string() });
export const subjectsResponseSchema = listOf({ id: v.number(), subject: v.string() });
/**
 * A state with its Hindi name beside the English one (one answer for both languages: it is cached
 * publicly). An answer a browser kept from before `name_hi` reads as having none: English is shown.
 */
export const statesResponseSchema = listOf({
  id: v.number(),
  state_name: v.string(),
  name_hi: v.optional(v.nullable(v.string()), null),
});
export const districtsResponseSchema = listOf({ id: v.number(), name: v.string() });

/** `?id=` of the look-ups. */
export const lookupQuerySchema = v.object({ id: lookupId(said('Please give a valid id', 'कृपया सही आईडी दें')) });

export type SaveCareerResponse = v.InferOutput<typeof saveCareerResponseSchema>;
export type JobProfilesResponse = v.InferOutput<typeof jobProfilesResponseSchema>;
export type SubjectsResponse = v.InferOutput<typeof subjectsResponseSchema>;
export type StatesResponse = v.InferOutput<typeof statesResponseSchema>;
export type DistrictsResponse = v.InferOutput<typeof districtsResponseSchema>;

export const failureResponseSchema = v.object({
  result: v.literal('failure'),
  message: v.string(),
  errors: v.record(v.string(), v.string()),
});
