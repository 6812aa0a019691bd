import { defineConfig } from 'vitest/config';

// One run, several projects: browser-like components in jsdom, services and the gateway in node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'ui',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./vitest.setup.ts'],
          include: [
            'design-system/src/**/*.test.tsx',
            'remotes/*/src/**/*.test.tsx',
            'shell/src/**/*.test.tsx',
          ],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          globals: true,
          include: ['settings/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'shell/server/**/*.test.ts', 'scripts/**/*.test.ts', 'shell/src/**/*.test.ts', 'remotes/*/src/**/*.test.ts'],
          // Service tests open real SQLite files and ports; keep them in one worker per file.
          pool: 'forks',
        },
      },
    ],
  },
});
