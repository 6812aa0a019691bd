import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type CollegeSettings, parseSettings } from './schema';

export { parseSettings, settingsSchema, type CollegeSettings } from './schema';

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
 * wrong value, its path and what is wrong; a build or a service start stops with it.
 */
export function loadSettings(file: string = settingsFile()): LoadedSettings {
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
  return { settings: parseSettings(json, name), file };
}

/** One line for logs while the file still holds the made-up demo college. */
export function demoWarning({ settings, file }: LoadedSettings): string | undefined {
  return settings.demo
    ? `${displayName(file)} holds demo values ("demo": true): put in your college's own details before going live.`
    : undefined;
}

/**
 * For a bundler config: checks the settings (throwing on a wrong value, so the build stops) and
 * returns the resolve alias that bundles that file into the browser code.
 */
export function settingsAlias(file: string = settingsFile()): Record<string, string> {
  loadSettings(file);
  return { [`${SETTINGS_MODULE}$`]: file };
}
