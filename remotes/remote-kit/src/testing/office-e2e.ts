import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { generate } from 'otplib';
import { expect, type Page } from '@playwright/test';
import type { OfficeRole } from '@college/office-service/contract';
import { DEMO_ACCOUNTS } from '@college/office-service/demo-account-list';

/**
 * Signing in to the office in e2e, for every vertical's office pages: the demo accounts the e2e
 * portal seeds (the test settings say "demo": true), a password and a TOTP code computed here from
 * the demo secret.
 */

const TOTP_STEP_S = 30;

/** The e2e portal's office database (its data folder is the run's own). */
export function officeDb() {
  return new Database(path.join(process.env.E2E_DATA_DIR!, 'office', 'db.sqlite'));
}

/** Another service's database in the run's data folder: a spec sets up there what another step's office UI would do. */
export function serviceDb(service: 'admissions' | 'results') {
  return new Database(path.join(process.env.E2E_DATA_DIR!, service, 'db.sqlite'));
}

/**
 * The role's sessions left without activity for 31 minutes, as the office service counts it (its
 * own session rows, in the run's data folder; the idle limit is 30 minutes). Returns how many.
 */
export function idleSessionsOf(role: OfficeRole): number {
  const db = officeDb();
  try {
    return db
      .prepare(
        'update sessions set last_seen_at = last_seen_at - 31 * 60000 where user_id = (select id from users where username = ?)',
      )
      .run(demo(role).username).changes;
  } finally {
    db.close();
  }
}

/**
 * A code the service takes now: it takes each time step once (and one step either side of its
 * clock), so a second sign-in of the same account within 30 s needs the next step's code. The last
 * step taken is the service's own record (a failed test restarts the worker: no memory of ours).
 */
export async function nextCode(secret: string, username: string): Promise<string> {
  for (;;) {
    const db = officeDb();
    let last: number | null;
    try {
      last =
        (
          db.prepare('select totp_last_step as last from users where username = ?').get(username) as
            { last: number | null } | undefined
        )?.last ?? null;
    } finally {
      db.close();
    }
    const now = Math.floor(Date.now() / 1000 / TOTP_STEP_S);
    const step = Math.max(now, (last ?? -1) + 1);
    if (step <= now + 1) return generate({ secret, epoch: step * TOTP_STEP_S });
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

export const demo = (role: OfficeRole) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

export async function passwordStep(page: Page, username: string, password: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Username' }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a demo account in on the sign-in page the browser is on. */
export async function signIn(page: Page, role: OfficeRole) {
  const account = demo(role);
  await passwordStep(page, account.username, account.password);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: 'Enter the code from your authenticator app' }),
  ).toBeFocused();
  await main.getByRole('textbox', { name: '6-digit code' }).fill(await nextCode(account.totpSecret, account.username));
  await main.getByRole('button', { name: 'Continue' }).click();
}

/** The mails a service's outbox has written (no SMTP server in e2e: .eml files) that mention `text`. */
export function outboxMails(service: string, text: string): string[] {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'outbox', service);
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((name) => readFileSync(path.join(folder, name), 'utf8')).filter((mail) => mail.includes(text));
}
