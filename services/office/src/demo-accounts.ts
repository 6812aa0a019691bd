/**
 * Demo office accounts: one per role, seeded at start while the settings say "demo": true, with
 * known passwords and authenticator secrets (add the secret to any TOTP app, or compute codes with
 * otplib). A start with "demo": false refuses while any of them is still there.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SqliteDatabase } from '@college/service-kit';
import { createAuditLog } from '@college/service-kit';
import { DEMO_ACCOUNTS } from './demo-account-list';
import { hashPassword } from './passwords';
import type { OfficeRepository } from './plugins/office-repository';

export { type DemoAccount, DEMO_ACCOUNTS } from './demo-account-list';

/** Said at every start with demo accounts present (a warn line in the log the portal prints). */
export const demoAccountsWarning = (names: string[]) =>
  `The office has demo accounts whose passwords and authenticator secrets are public: ${names.join(', ')}. ` +
  'Anyone can sign in with them. Before real use remove them (DATA_DIR=… pnpm office remove-demo-users) and set "demo": false in the settings.';

export class DemoAccountsError extends Error {
  constructor(names: string[]) {
    super(
      `The office still has demo accounts (${names.join(', ')}) but the settings say "demo": false. ` +
        'Remove them before going live: DATA_DIR=… pnpm office remove-demo-users',
    );
    this.name = 'DemoAccountsError';
  }
}

/** Demo start: the missing demo accounts are added. Live start: refused while any is left. */
export async function checkDemoAccounts(
  repo: OfficeRepository,
  db: SqliteDatabase,
  demo: boolean,
  log: FastifyBaseLogger,
  now: number,
): Promise<void> {
  const present = repo.users().filter((user) => user.demo === 1);
  if (!demo) {
    if (present.length > 0) throw new DemoAccountsError(present.map((user) => user.username));
    return;
  }
  const missing = DEMO_ACCOUNTS.filter((account) => !present.some((user) => user.username === account.username));
  if (missing.length === 0) {
    if (present.length > 0)
      log.warn(
        { accounts: present.map((user) => user.username) },
        demoAccountsWarning(present.map((user) => user.username)),
      );
    return;
  }
  const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));
  const audit = createAuditLog(db);
  db.transaction(() => {
    missing.forEach((account, index) => {
      const id = repo.createUser({
        username: account.username,
        displayName: account.displayName,
        passwordHash: hashes[index],
        setupCodeHash: null,
        setupCodeExpiresAt: null,
        demo: true,
        now,
      });
      repo.setTotp(id, account.totpSecret, null);
      repo.grant(id, { role: account.role }, now, null);
      audit.record({
        action: 'user.create',
        username: 'demo seed',
        recordType: 'user',
        recordId: id,
        after: { username: account.username, roles: [account.role], demo: true },
      });
    });
  })();
  log.info({ accounts: missing.map((account) => account.username) }, 'seeded demo office accounts');
  const names = [...present.map((user) => user.username), ...missing.map((account) => account.username)].sort();
  log.warn({ accounts: names }, demoAccountsWarning(names));
}

/** Removes every demo account (and its sessions); the names removed. */
export function removeDemoAccounts(db: SqliteDatabase): string[] {
  const names = db.prepare<[], string>('select username from users where demo = 1 order by username').pluck().all();
  db.prepare('delete from users where demo = 1').run();
  if (names.length > 0)
    createAuditLog(db).record({ action: 'user.remove-demo', username: 'command line', after: { removed: names } });
  return names;
}
