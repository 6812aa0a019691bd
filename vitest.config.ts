import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Tests run with settings of their own, never the live settings/college.json (a college edits that
// one): COLLEGE_SETTINGS for code that loads the file, an alias for code that bundles it.
const TEST_SETTINGS = path.resolve(import.meta.dirname, 'settings/test/fixtures/college.test.json');
const OTHER_SETTINGS = path.resolve(import.meta.dirname, 'settings/test/fixtures/college.other.json');
// The bundled file is the fixture as a build bundles it (a demo file's dates placed around today),
// written there by settings/test/global-setup.ts before the tests start.
export const bundledCopy = (file: string) =>
  path.resolve(import.meta.dirname, 'node_modules/.cache/college-settings/vitest', path.basename(file));
const withSettings = (file: string) => ({
  resolve: { alias: [{ find: /^@college\/settings\/college\.json$/, replacement: bundledCopy(file) }] },
  env: { COLLEGE_SETTINGS: file },
});

const UI_INCLUDE = ['design-system/src/**/*.test.tsx', 'remotes/*/src/**/*.test.tsx', 'shell/src/**/*.test.tsx'];
const ui = {
  environment: 'jsdom',
  globals: true,
  setupFiles: ['./vitest.setup.ts'],
  css: { modules: { classNameStrategy: 'non-scoped' as const } },
};

// One run, several projects: browser-like components in jsdom, services and the gateway in node.
export default defineConfig({
  test: {
    globalSetup: ['./settings/test/global-setup.ts'],
    projects: [
      {
        resolve: withSettings(TEST_SETTINGS).resolve,
        test: { name: 'ui', ...ui, include: UI_INCLUDE, env: withSettings(TEST_SETTINGS).env },
      },
      {
        // The pages that show the college's details, again with a second, different fixture: they
        // pass only if they follow the settings file rather than any one college's values.
        resolve: withSettings(OTHER_SETTINGS).resolve,
        test: {
          name: 'other-settings',
          ...ui,
          include: [
            'shell/src/layout/{header,footer}.test.tsx',
            'shell/src/layout/settings-fixture.test.tsx',
            'remotes/info/src/pages/home-page.test.tsx',
            'remotes/info/src/pages/courses/admission-courses-pages.test.tsx',
          ],
          env: withSettings(OTHER_SETTINGS).env,
        },
      },
      {
        resolve: withSettings(TEST_SETTINGS).resolve,
        test: {
          name: 'node',
          environment: 'node',
          globals: true,
          include: [
            'settings/test/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'shell/src/**/*.test.ts',
            'remotes/*/src/**/*.test.ts',
          ],
          env: withSettings(TEST_SETTINGS).env,
          // Service tests open real SQLite files and ports; keep them in one worker per file.
          pool: 'forks',
        },
      },
    ],
  },
});
