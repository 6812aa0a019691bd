// Shared by the info remote (a browser bundle) and the info service: valibot only.
/**
 * News and notices kept by the content editor. A notice is a draft or published,
 * may be pinned and may have a last day; its PDF is optional. The public lists (the home panel and
 * /news) answer from the same rows at the next request: nothing is rebuilt or restarted.
 */
import * as v from 'valibot';
import { isSitePath } from '@college/design-system/address';
import { isIsoDate } from '@college/settings/dates';
import { oneLine, requiredText } from '@college/service-kit/text-rules';

export const OFFICE_NEWS_PATH = '/api/v1/office/info/news';
/** One notice: POST changes it (multipart, like the create). */
export const officeNoticePath = (id: number | string) => `${OFFICE_NEWS_PATH}/${id}`;
export const officeNoticePublishPath = (id: number | string) => `${officeNoticePath(id)}/publish`;
export const officeNoticeUnpublishPath = (id: number | string) => `${officeNoticePath(id)}/unpublish`;

export const NOTICE_STATES = ['draft', 'published'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const NOTICE_LIMITS = { description: 300, reason: 500 } as const;

export const DESCRIPTION_MESSAGE = 'Please enter the notice as readers will see it';
export const DATE_MESSAGE = 'Please enter a real date';
export const EXPIRY_BEFORE_DATE_MESSAGE = "The last day cannot be before the notice's date";
export const LINK_MESSAGE = 'Please enter a page of this website, starting with /, or leave it empty';
export const STATE_MESSAGE = 'Please choose draft or published';
export const REASON_MESSAGE = 'Please give a reason for the change';
export const NOTICE_STALE_MESSAGE =
  'Someone changed this notice while you were editing it. Reload to see it as it is now, then make your change again.';
export const NOTICE_UNKNOWN_MESSAGE = 'There is no such notice.';
export const NOTICE_SAVED_MESSAGE = 'Notice saved';
export const NOTICE_PUBLISHED_MESSAGE = 'Notice published';
export const NOTICE_UNPUBLISHED_MESSAGE = 'Notice taken off the website';

/** The notice's PDF: checked by its bytes, as every public upload is. */
export const NOTICE_FILE = {
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  kinds: ['pdf'],
  accept: '.pdf,application/pdf',
  messages: {
    tooLarge: 'The PDF must be at most 5 MB',
    wrongKind: 'The file must be a PDF document',
  },
} as const;

const day = v.pipe(v.string(DATE_MESSAGE), v.trim(), v.check(isIsoDate, DATE_MESSAGE));
const optionalDay = v.pipe(
  v.optional(v.string(DATE_MESSAGE), ''),
  v.trim(),
  v.check((value) => value === '' || isIsoDate(value), DATE_MESSAGE),
  v.transform((value) => (value === '' ? null : value)),
);
const reason = (required: boolean) =>
  v.pipe(
    v.optional(v.string(REASON_MESSAGE), ''),
    v.trim(),
    v.check((value) => !required || value !== '', REASON_MESSAGE),
    v.maxLength(NOTICE_LIMITS.reason, `Please use at most ${NOTICE_LIMITS.reason} characters`),
  );
/** Form values arrive as text (multipart); a checkbox sends "on" or nothing. */
const flag = v.pipe(
  v.optional(v.union([v.string(), v.boolean()]), ''),
  v.transform((value) => value === true || value === 'on' || value === 'true' || value === '1'),
);
const version = v.pipe(
  v.union([v.number(), v.string()], 'version must be a whole number'),
  v.transform(Number),
  v.integer('version must be a whole number'),
  v.minValue(0, 'version must be a whole number'),
);

const noticeFields = {
  description: requiredText(DESCRIPTION_MESSAGE, NOTICE_LIMITS.description),
  /** The same line in Hindi for the Hindi pages; empty: they show the English. */
  description_hi: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(NOTICE_LIMITS.description, `Please use at most ${NOTICE_LIMITS.description} characters`),
    oneLine,
    v.transform((value) => (value === '' ? null : value)),
  ),
  published_on: day,
  expires_on: optionalDay,
  pinned: flag,
  link: v.pipe(
    v.optional(v.string(LINK_MESSAGE), ''),
    v.trim(),
    v.check((value) => value === '' || isSitePath(value), LINK_MESSAGE),
    v.transform((value) => (value === '' ? null : value)),
  ),
};

/** The last day may not come before the notice's own date. */
const expiryAfterDate = <T extends { published_on: string; expires_on: string | null }>(notice: T) =>
  notice.expires_on === null || notice.expires_on >= notice.published_on;

/** A new notice: its fields (the PDF comes beside them) and whether it goes on the website now. */
export const noticeCreateSchema = v.pipe(
  v.object({ ...noticeFields, status: v.picklist(NOTICE_STATES, STATE_MESSAGE), reason: reason(false) }),
  v.forward(v.check(expiryAfterDate, EXPIRY_BEFORE_DATE_MESSAGE), ['expires_on']),
);
/** A change: every field again, the version seen, why, and whether to drop the PDF (a new file replaces it). */
export const noticeChangeSchema = v.pipe(
  v.object({ ...noticeFields, remove_file: flag, version, reason: reason(true) }),
  v.forward(v.check(expiryAfterDate, EXPIRY_BEFORE_DATE_MESSAGE), ['expires_on']),
);
/** Publish or take off: the version seen; taking a notice off needs a reason. */
export const noticePublishSchema = v.object({ version, reason: reason(false) });
export const noticeUnpublishSchema = v.object({ version, reason: reason(true) });

export type NoticeCreate = v.InferOutput<typeof noticeCreateSchema>;
export type NoticeCreateInput = v.InferInput<typeof noticeCreateSchema>;
export type NoticeChange = v.InferOutput<typeof noticeChangeSchema>;
export type NoticeChangeInput = v.InferInput<typeof noticeChangeSchema>;

/** A notice as the office sees it. */
export const officeNoticeSchema = v.object({
  id: v.number(),
  description: v.string(),
  description_hi: v.nullable(v.string()),
  /** Public URL of the PDF, or null. */
  file: v.nullable(v.string()),
  published_on: v.string(),
  expires_on: v.nullable(v.string()),
  pinned: v.boolean(),
  link: v.nullable(v.string()),
  status: v.picklist(NOTICE_STATES),
  /** Published but past its last day: in the archive, not the current list. */
  expired: v.boolean(),
  version: v.number(),
  updated_at: v.nullable(v.string()),
  updated_by: v.nullable(v.string()),
});
export type OfficeNotice = v.InferOutput<typeof officeNoticeSchema>;

export const officeNewsAnswerSchema = v.object({ result: v.literal('success'), data: v.array(officeNoticeSchema) });
export const officeNoticeAnswerSchema = v.object({
  result: v.literal('success'),
  message: v.string(),
  data: officeNoticeSchema,
});
