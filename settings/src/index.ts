/**
 * The settings' types and defaults for browser bundles. The file itself is bundled where it is read
 * (`@college/settings/college.json`, which the build points at COLLEGE_SETTINGS after checking it
 * with `loadSettings` from `@college/settings/node`); services use `loadSettings` directly.
 */
export { DEFAULT_GRIEVANCE_DAYS, DEFAULT_NEW_FOR_DAYS } from './defaults';
export type { CollegeSettings, CourseLevel, CourseSettings, DateWindow } from './schema';
