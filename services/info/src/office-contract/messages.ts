// Shared by the info remote (a browser bundle) and the info service: valibot only.
/**
 * Visitors' messages in the grievance officer's inbox: feedback, complaints, contact
 * queries and Samarth verifications, each a case with a reference number: new, in progress or
 * closed; assigned to someone; internal notes; a closing reply, mailed to the sender when they gave
 * an e-mail address. A complaint open longer than the settings' days is overdue.
 */
import * as v from 'valibot';
import { multiLine, oneLine } from '@college/service-kit/text-rules';
import { MESSAGE_KINDS, MESSAGE_REFERENCE, MESSAGE_STATES } from '../contract';

export { MESSAGE_KINDS, MESSAGE_STATES, type MessageKind, type MessageState } from '../contract';

export const OFFICE_MESSAGES_PATH = '/api/v1/office/info/messages';
/** Open complaints past the settings' days, and how many are new or in progress: for the office home. */
export const OFFICE_MESSAGES_SUMMARY_PATH = '/api/v1/office/info/messages-summary';
export const officeMessagePath = (reference: string) => `${OFFICE_MESSAGES_PATH}/${encodeURIComponent(reference)}`;
export const officeMessageFilePath = (reference: string) => `${officeMessagePath(reference)}/file`;
/** The names the assign form offers when the office service's list of grievance officers cannot be read. */
export const OFFICE_MESSAGES_ASSIGNEES_PATH = '/api/v1/office/info/messages-assignees';
export const officeMessageActionPath = (reference: string, action: 'assign' | 'note' | 'status' | 'close') =>
  `${officeMessagePath(reference)}/${action}`;

export const KIND_NAMES: Record<(typeof MESSAGE_KINDS)[number], string> = {
  feedback: 'Feedback',
  complaints: 'Complaint',
  contact: 'Contact query',
  samarth: 'Samarth verification',
};
export const STATE_NAMES: Record<(typeof MESSAGE_STATES)[number], string> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
};

export const MESSAGE_LIMITS = { assignee: 100, note: 2000, reply: 4000, search: 100 } as const;
export const INBOX_PAGE_SIZE = 25;

export const NOTE_MESSAGE = 'Please write the note';
export const REPLY_MESSAGE = 'Please write the reply the sender will get';
export const ASSIGNEE_MESSAGE = 'Please enter who is to handle it (a name or an office username), or leave it empty';
export const CLOSED_ALREADY_MESSAGE = 'This message is closed; it cannot be changed any more.';
export const MESSAGE_STALE_MESSAGE =
  'Someone changed this message while you were reading it. Reload to see it as it is now, then try again.';
export const UNKNOWN_MESSAGE_MESSAGE = 'There is no message with this reference number.';
export const NO_FILE_MESSAGE = 'This message has no file.';

const version = v.pipe(
  v.number('version must be a whole number'),
  v.integer('version must be a whole number'),
  v.minValue(0, 'version must be a whole number'),
);
const text = (message: string, max: number) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Please use at most ${max} characters`),
    multiLine,
  );

/** The assign form's choice that opens a text field for anyone not in the list. */
export const SOMEONE_ELSE = '*other';
export const OTHER_ASSIGNEE_MESSAGE = 'Please write who is to handle it (a name or an office username)';

/** The inbox's filter, from the address (every value text). */
export const messagesQuerySchema = v.object({
  kind: v.optional(v.picklist(MESSAGE_KINDS, 'Please choose a kind of message')),
  status: v.optional(v.picklist([...MESSAGE_STATES, 'open'] as const, 'Please choose a state')),
  overdue: v.optional(v.picklist(['1'] as const, 'overdue is 1 or absent')),
  /** Only the open messages assigned to the signed-in user (by office username). */
  mine: v.optional(v.picklist(['1'] as const, 'mine is 1 or absent')),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MESSAGE_LIMITS.search, `Please use at most ${MESSAGE_LIMITS.search} characters`),
      oneLine,
    ),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, 'page is a page number'), v.transform(Number))),
});
export type MessagesQuery = v.InferOutput<typeof messagesQuerySchema>;

export const assignSchema = v.object({
  assigned_to: v.pipe(
    v.optional(v.string(ASSIGNEE_MESSAGE), ''),
    v.trim(),
    v.maxLength(MESSAGE_LIMITS.assignee, ASSIGNEE_MESSAGE),
    oneLine,
  ),
  version,
});
const assigneeText = v.pipe(
  v.optional(v.string(ASSIGNEE_MESSAGE), ''),
  v.trim(),
  v.maxLength(MESSAGE_LIMITS.assignee, ASSIGNEE_MESSAGE),
  oneLine,
);
/**
 * The office's assign form: one of the listed officers (their username), nobody (''), or someone
 * else written in `other`. `assignBodyOf` turns it into the API's body.
 */
export const assignFormSchema = v.pipe(
  v.object({ choice: assigneeText, other: assigneeText, version }),
  v.forward(
    v.partialCheck(
      [['choice'], ['other']],
      ({ choice, other }) => choice !== SOMEONE_ELSE || other !== '',
      OTHER_ASSIGNEE_MESSAGE,
    ),
    ['other'],
  ),
);
export type AssignFormInput = v.InferInput<typeof assignFormSchema>;
export const assignBodyOf = ({ choice, other, version }: v.InferOutput<typeof assignFormSchema>) => ({
  assigned_to: choice === SOMEONE_ELSE ? other : choice,
  version,
});
export const noteSchema = v.object({ note: text(NOTE_MESSAGE, MESSAGE_LIMITS.note) });
export const statusSchema = v.object({
  status: v.picklist(['new', 'in_progress'] as const, 'Please choose new or in progress'),
  version,
});
export const closeSchema = v.object({ reply: text(REPLY_MESSAGE, MESSAGE_LIMITS.reply), version });
export type AssignInput = v.InferInput<typeof assignSchema>;
export type NoteInput = v.InferInput<typeof noteSchema>;
export type CloseInput = v.InferInput<typeof closeSchema>;

const caseFields = {
  reference: v.pipe(v.string(), v.regex(MESSAGE_REFERENCE)),
  kind: v.picklist(MESSAGE_KINDS),
  status: v.picklist(MESSAGE_STATES),
  /** Who sent it: the name given (a Samarth verification: its UHI number). */
  sender: v.string(),
  /** How to answer: the e-mail or phone given, or null (Samarth). */
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  assigned_to: v.nullable(v.string()),
  created_at: v.string(),
  overdue: v.boolean(),
  version: v.number(),
};

export const messageRowSchema = v.object({ ...caseFields, excerpt: v.string() });
export type MessageRow = v.InferOutput<typeof messageRowSchema>;

export const messagesAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.array(messageRowSchema),
  total: v.number(),
  page: v.number(),
  pageCount: v.number(),
  overdueDays: v.number(),
});
export type MessagesAnswer = v.InferOutput<typeof messagesAnswerSchema>;

export const messageDetailSchema = v.object({
  ...caseFields,
  /** Every field the sender gave, as label → value (the message too). */
  fields: v.array(v.object({ label: v.string(), value: v.string() })),
  has_file: v.boolean(),
  reply: v.nullable(v.string()),
  closed_at: v.nullable(v.string()),
  closed_by: v.nullable(v.string()),
  /** Whether the closing reply goes out by e-mail (the sender gave an address). */
  mail_reply: v.boolean(),
  notes: v.array(v.object({ note: v.string(), written_by: v.string(), written_at: v.string() })),
  updated_at: v.nullable(v.string()),
  updated_by: v.nullable(v.string()),
});
export type MessageDetail = v.InferOutput<typeof messageDetailSchema>;
export const messageAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.optional(v.string()),
  data: messageDetailSchema,
});

export const messagesSummarySchema = v.object({
  result: v.literal('success'),
  data: v.object({
    new: v.number(),
    in_progress: v.number(),
    overdue: v.number(),
    overdueDays: v.number(),
    /** Open messages assigned to the caller's username (optional: older services do not say). */
    assigned_to_you: v.optional(v.number()),
  }),
});

/** Someone the assign form offers: an office username and, when known, the person's name. */
export const assigneeSchema = v.object({ username: v.string(), display_name: v.nullable(v.string()) });
export type Assignee = v.InferOutput<typeof assigneeSchema>;

/**
 * What the info service knows (it keeps no users): office usernames that worked on messages here
 * (changed, closed or noted one), and the caller. Anyone may have left since: the assign form asks
 * the office service's own list first (`peoplePath('grievance_officer')` of the office contract) and
 * uses this only when that call fails.
 */
export const messagesAssigneesSchema = v.object({ result: v.literal('success'), data: v.array(assigneeSchema) });
