import * as v from 'valibot';
import { isSitePath } from '@college/design-system/address';

// Full public paths: the gateway proxies them to the service unchanged.
export const NEWS_PATH = '/api/v1/api/getAllNews';
/** Not in the spec: published notices past their last day, for /news's archive. */
export const NEWS_ARCHIVE_PATH = '/api/v1/api/getNewsArchive';
/** Public documents: the notices' PDFs, and the college's standing documents (the prospectus). */
export const NEWS_FILES_PREFIX = '/uploads/docs/news/';
export const COLLEGE_DOCS_PREFIX = '/uploads/docs/college/';

export const newsItemSchema = v.object({
  description: v.string(),
  /** The same line in Hindi, for the Hindi pages; absent where none was written. */
  description_hi: v.optional(v.string()),
  /** Public URL of the notice PDF, e.g. /uploads/docs/news/<name>.pdf; '' for a notice without one. */
  file: v.string(),
  /** The day the notice was published, YYYY-MM-DD; the list comes newest first. */
  published_on: v.pipe(v.string(), v.isoDate()),
  /** A page of the portal the notice leads to (the result notice → /result); most have none. */
  link: v.optional(v.pipe(v.string(), v.check(isSitePath, 'must be a path of the portal'))),
  /** Kept at the top of the list by the office. */
  pinned: v.optional(v.boolean()),
  /** The last day the notice is current; after it, it is in the archive. */
  expires_on: v.optional(v.pipe(v.string(), v.isoDate())),
});

export const newsListResponseSchema = v.object({
  result: v.literal('success'),
  data: v.array(newsItemSchema),
});

export type NewsItem = v.InferOutput<typeof newsItemSchema>;
export type NewsListResponse = v.InferOutput<typeof newsListResponseSchema>;

/** The prospectus of an academic year ("2025-26"), a standing public document of the college. */
export const prospectusPath = (academicYear: string) => `${COLLEGE_DOCS_PREFIX}prospectus-${academicYear}.pdf`;
