/**
 * The settings a test run uses, for tests' expectations. vitest.config.ts and playwright.config.ts
 * point COLLEGE_SETTINGS (and the bundled `@college/settings/college.json`) at a fixture, so a
 * college editing settings/college.json cannot turn the tests red.
 */
import path from 'node:path';
import { loadSettings, settingsFile } from '../src/node';

/** The fixture every test run uses unless told otherwise. */
export const TEST_SETTINGS_FILE = path.join(import.meta.dirname, 'fixtures', 'college.test.json');
/** A second, different fixture: the 'other-settings' Vitest project runs some tests against it. */
export const OTHER_SETTINGS_FILE = path.join(import.meta.dirname, 'fixtures', 'college.other.json');
/** The live file (`pnpm start`); tests must not take expectations from it. */
export const LIVE_SETTINGS_FILE = path.resolve(import.meta.dirname, '..', 'college.json');

/** The file named by COLLEGE_SETTINGS in this run; refuses the live one, so a missed setup shows. */
export function testSettingsFile(): string {
  const file = settingsFile();
  if (file === LIVE_SETTINGS_FILE) {
    throw new Error(
      'Tests run with the live settings/college.json: set COLLEGE_SETTINGS to a fixture (settings/test/fixtures).',
    );
  }
  return file;
}

/** The checked settings of the fixture this run uses: what the pages must show. */
export const TEST_SETTINGS = loadSettings(testSettingsFile()).settings;
