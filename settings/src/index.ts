/**
 * The college's settings for browser bundles and prerendering: the JSON file itself, bundled at
 * build time. It is not parsed here (that would put valibot into the shell): the build checks it
 * first (`loadSettings` from `@college/settings/node`, run by the rspack config), and points this
 * import at another file when COLLEGE_SETTINGS names one. Services use `loadSettings` directly.
 */
// The attribute lets Node's own loader (Playwright's specs, tsx) read it as the bundlers do.
import raw from '@college/settings/college.json' with { type: 'json' };
import { DEFAULT_NEW_FOR_DAYS } from './defaults';
import type { CollegeSettings } from './schema';

export type { CollegeSettings, CourseLevel, CourseSettings, DateWindow } from './schema';

// The one default the schema fills in, filled in the same way.
export const SETTINGS: CollegeSettings = {
  ...raw,
  // JSON gives a course's level as any string; the build checked it is one of the two.
  admission: raw.admission as CollegeSettings['admission'],
  news: { newForDays: (raw as { news?: { newForDays?: number } }).news?.newForDays ?? DEFAULT_NEW_FOR_DAYS },
};
