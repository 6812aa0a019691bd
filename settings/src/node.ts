import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isIsoDate, isoDay } from './dates';
import { placeDemoDates } from './demo-dates';
import { type CollegeSettings, parseSettings } from './schema';

export { parseSettings, settingsSchema, type CollegeSettings, type CourseLevel, type CourseSettings } from './schema';
export { academicYearOf, placeDemoDates } from './demo-dates';

/** Names another settings file (tests, deployments): `COLLEGE_SETTINGS=/srv/college.json`. */
export const SETTINGS_ENV = 'COLLEGE_SETTINGS';

/** The request that browser code imports the bundled file by; builds alias it to settingsFile(). */
export const SETTINGS_MODULE = '@college/settings/college.json';

// Resolved through the package name (not this file's folder), so it still works once a service is
// bundled into a dist/ folder elsewhere.
const DEFAULT_FILE = createRequire(import.meta.url).resolve(SETTINGS_MODULE);
const REPO_ROOT = path.resolve(path.dirname(DEFAULT_FILE), '..');

/** The settings file in use: $COLLEGE_SETTINGS if set, else settings/college.json. */
export function settingsFile(env: NodeJS.ProcessEnv = process.env): string {
  const override = env[SETTINGS_ENV]?.trim();
  return override ? path.resolve(override) : DEFAULT_FILE;
}

/**
 * Pins the day a demo file's dates are placed around: `COLLEGE_DEMO_DAY=2026-12-07`. A test run
 * sets it once, so that its bundles, its services and its expectations place them around the same
 * day even when the run crosses midnight; a demo can use it to show fixed dates.
 */
export const DEMO_DAY_ENV = 'COLLEGE_DEMO_DAY';

/** The day a demo file's dates are placed around: $COLLEGE_DEMO_DAY if set, else today. */
export function demoDay(env: NodeJS.ProcessEnv = process.env): string {
  const pinned = env[DEMO_DAY_ENV]?.trim();
  if (!pinned) return isoDay();
  if (!isIsoDate(pinned)) throw new Error(`${DEMO_DAY_ENV}=${pinned}: not a day written YYYY-MM-DD`);
  return pinned;
}

/** Short name for messages: relative to the repository when inside it. */
function displayName(file: string): string {
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

export interface LoadedSettings {
  settings: CollegeSettings;
  file: string;
}

/**
 * Reads and checks the settings file. Throws an Error whose message names the file and, for each
 * wrong value, its path and what is wrong; a build or a service start stops with it. A demo file's
 * windows are placed around `today` (default: demoDay(), the day of loading; see demo-dates.ts).
 */
export function loadSettings(file: string = settingsFile(), today: string = demoDay()): LoadedSettings {
  const name = displayName(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read the college settings (${(error as Error).message})`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name}: is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  return { settings: placeDemoDates(parseSettings(json, name), today), file };
}

/** One line for logs while the file still holds the made-up demo college. */
export function demoWarning({ settings, file }: LoadedSettings): string | undefined {
  return settings.demo
    ? `${displayName(file)} holds demo values ("demo": true): put in your college's own details before going live.`
    : undefined;
}

/**
 * Writes `file` as a bundle should hold it: a demo file with its dates placed around `today`
 * (see demo-dates.ts), anything else as is. Builds run side by side: each writes whole and renames,
 * so none reads half a file.
 */
export function writeBundledSettings(file: string, target: string, today: string = demoDay()): void {
  loadSettings(file, today);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as CollegeSettings;
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(placeDemoDates(raw, today), null, 2));
  renameSync(temporary, target);
}

/**
 * For a bundler config: checks the settings (throwing on a wrong value, so the build stops) and
 * returns the resolve alias that bundles that file into the browser code. A demo file is bundled
 * with its dates placed around the day of the build (a copy under node_modules/.cache), so the
 * prerendered HTML, the browser and the services started that day show the same dates.
 */
export function settingsAlias(file: string = settingsFile(), today: string = demoDay()): Record<string, string> {
  const { settings } = loadSettings(file, today);
  if (!settings.demo) return { [`${SETTINGS_MODULE}$`]: file };
  const name = `${createHash('sha1').update(file).digest('hex').slice(0, 12)}-${path.basename(file)}`;
  const copy = path.join(REPO_ROOT, 'node_modules', '.cache', 'college-settings', name);
  writeBundledSettings(file, copy, today);
  return { [`${SETTINGS_MODULE}$`]: copy };
}
