import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Every run gets a fresh data folder: the portal migrates and seeds it on first start.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// The college's details come from the test settings, never the live settings/college.json (a
// college edits that): `pnpm build:e2e` bundles this file, the portal below loads it, and the specs
// take their expectations from it (settings/test/fixture.ts).
process.env.COLLEGE_SETTINGS ??= path.resolve(import.meta.dirname, 'settings/test/fixtures/college.test.json');
assertBuiltWith(process.env.COLLEGE_SETTINGS);
// The remotes map the portal reads: a copy of the real one, so a spec may point a remote elsewhere
// (the gateway re-reads it per request) without touching gateway/config/remotes.json.
export const E2E_REMOTES_CONFIG = (process.env.E2E_REMOTES_CONFIG ??= path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-remotes-')),
  'remotes.json',
));
if (!fs.existsSync(E2E_REMOTES_CONFIG)) {
  fs.copyFileSync(path.resolve(import.meta.dirname, 'gateway/config/remotes.json'), E2E_REMOTES_CONFIG);
}
const PORT = Number(process.env.E2E_PORT ?? 3900);
// Services get their own ports too (E2E_SERVICE_PORT_BASE + n), so two runs can share a machine.
const SERVICE_PORT_BASE = Number(process.env.E2E_SERVICE_PORT_BASE ?? 4900);
// One entry per service (same order as the gateway's service table); a service not in the table is ignored.
export const E2E_SERVICE_URLS = {
  SERVICE_INFO_URL: `http://127.0.0.1:${SERVICE_PORT_BASE + 1}`,
  SERVICE_RECORDS_URL: `http://127.0.0.1:${SERVICE_PORT_BASE + 2}`,
  SERVICE_ADMISSIONS_URL: `http://127.0.0.1:${SERVICE_PORT_BASE + 3}`,
  SERVICE_RESULTS_URL: `http://127.0.0.1:${SERVICE_PORT_BASE + 4}`,
  SERVICE_CAREERS_URL: `http://127.0.0.1:${SERVICE_PORT_BASE + 5}`,
  SERVICE_OFFICE_URL: `http://127.0.0.1:${SERVICE_PORT_BASE + 6}`,
};

export default defineConfig({
  testMatch: ['shell/e2e/**/*.spec.ts', 'remotes/*/e2e/**/*.spec.ts', 'design-system/e2e/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      // The system Chromium (Debian package): browser downloads cannot work on this network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // As `pnpm start` runs it: the compiled launcher and services (pnpm test builds them first).
    command: 'node --max-semi-space-size=1 --v8-pool-size=1 --optimize-for-size gateway/dist/portal.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      REMOTES_CONFIG: E2E_REMOTES_CONFIG,
      LOG_LEVEL: 'warn',
      COLLEGE_SETTINGS: process.env.COLLEGE_SETTINGS,
      ...E2E_SERVICE_URLS,
    },
  },
});

/** A build made from other settings (a plain `pnpm build`) would fail every spec for no clear reason: say so first. */
function assertBuiltWith(file: string) {
  const { name } = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string };
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const page = path.resolve(import.meta.dirname, 'shell/dist/index.html');
  const html = fs.existsSync(page) ? fs.readFileSync(page, 'utf8') : '';
  if (!html.includes(`<title>${escaped}</title>`)) {
    throw new Error(
      `shell/dist was not built with ${path.relative(process.cwd(), file)}: run \`pnpm build:e2e\` before the e2e tests.`,
    );
  }
}
