// Shared by the info remote (a browser bundle) and the info service: import nothing but valibot (and the kit's text rules and bilingual register, which import nothing else).
import * as v from 'valibot';
import { said } from '@college/service-kit/bilingual';
import { requiredText } from '@college/service-kit/text-rules';
// The shared text messages, as this contract's own for its remote and tests.
export { CONTROL_CHARACTER_MESSAGE, maxLengthMessage, ONE_LINE_MESSAGE } from '@college/service-kit/text-rules';

// The news (what the home page shows) lives in a module of its own, so that a page reading only it
// carries only it (the package is free of side effects: a bundler drops the modules nobody imports).
export * from './contract/news';
import { COLLEGE_DOCS_PREFIX, NEWS_ARCHIVE_PATH, NEWS_FILES_PREFIX, NEWS_PATH } from './contract/news';

// Full public paths: the gateway proxies them to the service unchanged.
export const FEEDBACK_PATH = '/api/v1/api/saveFeedback';
export const COMPLAINT_PATH = '/api/v1/api/saveComplaint';
export const CONTACT_PATH = '/api/v1/api/saveContactQuery';
export const SAMARTH_PATH = '/api/v1/api/saveSamarthVerification';
/** Not in the spec: a sender sees their message's state with its reference number. */
export const MESSAGE_STATUS_PATH = '/api/v1/api/messageStatus';
/** What the gateway sends to this service (gateway/src/service-routes.ts); a '/' at the end: everything under it. */
export const PUBLIC_PATHS = [
  NEWS_PATH,
  NEWS_ARCHIVE_PATH,
  MESSAGE_STATUS_PATH,
  FEEDBACK_PATH,
  COMPLAINT_PATH,
  CONTACT_PATH,
  SAMARTH_PATH,
  NEWS_FILES_PREFIX,
  COLLEGE_DOCS_PREFIX,
] as const;

// ---- Failures (every service answers errors this way) ----------------------------------

export const failureResponseSchema = v.object({
  result: v.literal('failure'),
  message: v.string(),
  errors: v.record(v.string(), v.string()),
});

export type FailureResponse = v.InferOutput<typeof failureResponseSchema>;

// ---- Forms ------------------------------------------------------------------------------

// What an empty field says: each names itself and what to do. said() records the Hindi a Hindi page
// shows and gets back.
export const MISSING = {
  studentName: said("Enter the student's name", 'छात्र/छात्रा का नाम भरें'),
  name: said('Enter your name', 'अपना नाम भरें'),
  admissionNumber: said('Enter your admission number', 'अपनी प्रवेश संख्या भरें'),
  studentPhone: said("Enter the student's phone number", 'छात्र/छात्रा का मोबाइल नंबर भरें'),
  address: said('Enter your address', 'अपना पता लिखें'),
  email: said('Enter your e-mail address', 'अपना ई-मेल पता भरें'),
  message: said('Write your message', 'अपना संदेश लिखें'),
  uhiNumber: said('Enter your UHI number', 'अपनी UHI संख्या भरें'),
  samarthImage: said(
    'Upload your Samarth portal registration (a photo or a scan)',
    'समर्थ पोर्टल पर अपने पंजीकरण की फ़ोटो या स्कैन अपलोड करें',
  ),
} as const;

export const FIELD_LIMITS = {
  name: 100,
  admissionNumber: 50,
  phone: 20,
  address: 300,
  email: 254,
  message: 2000,
  uhiNumber: 50,
} as const;

/**
 * Honeypot against form-filling bots. Every form renders an input named `website` that people
 * never see (moved off-screen, aria-hidden, tabIndex -1, autoComplete "off"), so they leave it
 * empty or the browser leaves it out; simple bots fill every input they find.
 *
 * The schemas accept any text in it, so a filled honeypot passes validation like any other
 * submission: the service then answers the normal success reply but stores nothing (no row, no
 * file). Invalid forms get the same 400 with or without it, so a bot cannot tell it was caught.
 * Blank (whitespace only) counts as empty. Not a real field: never show it or its value.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = v.optional(v.pipe(v.string(said('Invalid value', 'अमान्य मान')), v.trim()));

/** Feedback: all five fields required; the spec checks no phone format. */
export const feedbackSchema = v.object({
  stu_name: requiredText(MISSING.studentName, FIELD_LIMITS.name),
  adm_no: requiredText(MISSING.admissionNumber, FIELD_LIMITS.admissionNumber),
  phone: requiredText(MISSING.studentPhone, FIELD_LIMITS.phone),
  address: requiredText(MISSING.address, FIELD_LIMITS.address, 'many'),
  message: requiredText(MISSING.message, FIELD_LIMITS.message, 'many'),
  [HONEYPOT_FIELD]: honeypot,
});

// Complaint and contact share a shape; the spec does not check the e-mail format, so neither do we.
const nameEmailMessage = () =>
  v.object({
    stu_name: requiredText(MISSING.name, FIELD_LIMITS.name),
    email: requiredText(MISSING.email, FIELD_LIMITS.email),
    message: requiredText(MISSING.message, FIELD_LIMITS.message, 'many'),
    [HONEYPOT_FIELD]: honeypot,
  });

export const complaintSchema = nameEmailMessage();
export const contactQuerySchema = nameEmailMessage();

/**
 * Text fields of the Samarth verification form (sent as multipart/form-data, so every value is
 * a string). The `image` file is checked by the service, by its content: see SAMARTH_IMAGE.
 */
export const samarthVerificationFieldsSchema = v.object({
  uhi_number: requiredText(MISSING.uhiNumber, FIELD_LIMITS.uhiNumber),
  admission: requiredText(MISSING.admissionNumber, FIELD_LIMITS.admissionNumber),
  [HONEYPOT_FIELD]: honeypot,
});

/** The Samarth verification file: a JPEG, PNG or PDF (recognised by its bytes) of at most 1 MB. */
export const SAMARTH_IMAGE = {
  field: 'image',
  maxBytes: 1024 * 1024,
  kinds: ['jpeg', 'png', 'pdf'],
  /** For the file input's `accept`; a hint only, the service checks the content. */
  accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
  messages: {
    required: MISSING.samarthImage,
    tooLarge: said('File must be at most 1 MB', 'फ़ाइल अधिकतम 1 MB की होनी चाहिए'),
    wrongKind: said(
      'File must be a JPEG or PNG image or a PDF document',
      'फ़ाइल JPEG या PNG चित्र अथवा PDF दस्तावेज़ होनी चाहिए',
    ),
  },
} as const;

// ---- Submission replies -----------------------------------------------------------------

// The spec's wording, as the original screens showed it; a Hindi page gets the Hindi back.
const REQUEST_SUBMITTED = said('Your Request submitted successfully.', 'आपका अनुरोध सफलतापूर्वक जमा हो गया है।');
export const FEEDBACK_SUCCESS_MESSAGE = REQUEST_SUBMITTED;
export const COMPLAINT_SUCCESS_MESSAGE = REQUEST_SUBMITTED;
export const CONTACT_SUCCESS_MESSAGE = said(
  'Your Request has been submitted successfully.',
  'आपका अनुरोध सफलतापूर्वक जमा कर दिया गया है।',
);
export const SAMARTH_SUCCESS_MESSAGE = said(
  'Your verification has been submitted successfully.',
  'आपका सत्यापन सफलतापूर्वक जमा हो गया है।',
);

/** 200 reply of every form above; failures use failureResponseSchema. */
export const submissionResponseSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  /** The message's reference number, for the sender to quote and look it up. */
  reference: v.optional(v.string()),
});

// ---- A message's state, for its sender ----------------------------------------------------

/** FBK feedback, CMP complaint, CNT contact query, SMV Samarth verification; ten hex digits. */
export const MESSAGE_REFERENCE = /^(FBK|CMP|CNT|SMV)-[0-9A-F]{10}$/;
export const REFERENCE_MESSAGE = said(
  'Please enter the reference number, such as CMP-1A2B3C4D5E',
  'कृपया संदर्भ संख्या लिखें, जैसे CMP-1A2B3C4D5E',
);
export const CONTACT_MESSAGE = said(
  'Please enter the e-mail address or phone number you gave (for a Samarth verification, the admission number)',
  'कृपया वह ई-मेल पता या फ़ोन नंबर लिखें जो आपने दिया था (समर्थ सत्यापन के लिए प्रवेश संख्या)',
);
export const MESSAGE_NOT_FOUND_MESSAGE = said(
  'No message matches this reference number with that e-mail address or phone number. Please check both.',
  'इस संदर्भ संख्या और उस ई-मेल पते या फ़ोन नंबर से कोई संदेश नहीं मिला। कृपया दोनों जाँचें।',
);

export const messageStatusSchema = v.object({
  reference: v.pipe(
    v.optional(v.string(REFERENCE_MESSAGE), ''),
    v.trim(),
    v.toUpperCase(),
    v.regex(MESSAGE_REFERENCE, REFERENCE_MESSAGE),
  ),
  contact: requiredText(CONTACT_MESSAGE, FIELD_LIMITS.email),
});
export type MessageStatusInput = v.InferInput<typeof messageStatusSchema>;
export type MessageStatusQuery = v.InferOutput<typeof messageStatusSchema>;

export const MESSAGE_KINDS = ['feedback', 'complaints', 'contact', 'samarth'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATES = ['new', 'in_progress', 'closed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const messageStatusAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({
    reference: v.string(),
    kind: v.picklist(MESSAGE_KINDS),
    status: v.picklist(MESSAGE_STATES),
    /** YYYY-MM-DD */
    submitted_on: v.string(),
    closed_on: v.nullable(v.string()),
    /** The college's closing reply, once closed. */
    reply: v.nullable(v.string()),
  }),
});
export type MessageStatusAnswer = v.InferOutput<typeof messageStatusAnswerSchema>;

export type SubmissionResponse = v.InferOutput<typeof submissionResponseSchema>;

export type FeedbackInput = v.InferInput<typeof feedbackSchema>;
export type Feedback = v.InferOutput<typeof feedbackSchema>;
export type ComplaintInput = v.InferInput<typeof complaintSchema>;
export type Complaint = v.InferOutput<typeof complaintSchema>;
export type ContactQueryInput = v.InferInput<typeof contactQuerySchema>;
export type ContactQuery = v.InferOutput<typeof contactQuerySchema>;
export type SamarthVerificationFieldsInput = v.InferInput<typeof samarthVerificationFieldsSchema>;
export type SamarthVerificationFields = v.InferOutput<typeof samarthVerificationFieldsSchema>;
