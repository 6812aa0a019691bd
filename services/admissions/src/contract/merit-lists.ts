/**
 * The public merit lists: what the admission officer published of each course's merit list, by
 * course (and subject, for a course with seats per subject), as it was when published. Application
 * numbers, categories and ranks only: no name, no marks, nothing else of anyone.
 */
import * as v from 'valibot';
import { CATEGORIES } from './form';

/**
 * Beyond the spec: the merit lists the admission officer published. Here rather than with the other
 * paths, so that only the pages that show them carry it.
 */
export const MERIT_LISTS_PATH = '/api/v1/student/meritLists';

export const publishedMeritRowSchema = v.object({
  /** Place in the whole list. */
  rank: v.number(),
  /** Place among the applicants of the same category. */
  category_rank: v.number(),
  application_no: v.string(),
  category: v.picklist(CATEGORIES),
});
export type PublishedMeritRow = v.InferOutput<typeof publishedMeritRowSchema>;

export const publishedMeritSchema = v.object({
  course: v.string(),
  /** The subject whose seats the list is of; null when the course's seats are not per subject. */
  subject: v.nullable(v.string()),
  /** When it was published, ISO 8601 (UTC). */
  published_at: v.string(),
  rows: v.array(publishedMeritRowSchema),
});
export type PublishedMerit = v.InferOutput<typeof publishedMeritSchema>;

export const meritListsAnswerSchema = v.object({
  result: v.literal('success'),
  data: v.object({ year: v.string(), lists: v.array(publishedMeritSchema) }),
});
export type MeritListsAnswer = v.InferOutput<typeof meritListsAnswerSchema>;
