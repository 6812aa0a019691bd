import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, servicePaths } from '@college/service-kit';
import { MIGRATIONS_DIR } from '../src/app';
import { ENROLMENT_PATH, MESSAGES, SECOND_FACTOR_PATH } from '../src/contract';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { hashPassword } from '../src/passwords';
import { createSecretBox, isSealed } from '../src/secret-box';
import {
  addUser,
  closeOffice,
  cookieOf,
  demo,
  enterPassword,
  get,
  makeTempDir,
  postNext,
  removeDir,
  signIn,
  startOffice,
  testClock,
  type TestClock,
  totpAt,
} from './helpers';

/**
 * TOTP secrets at rest: the office database (a real SQLite file) holds them sealed with the
 * office-secrets key from the keys folder, never in clear; a copy of the database without the key
 * gives nothing away.
 */
let dataDir: string;
let app: FastifyInstance | undefined;
let clock: TestClock;

beforeEach(async () => {
  dataDir = await makeTempDir('office-secrets-');
  clock = testClock();
});
afterEach(async () => {
  await closeOffice(app, dataDir);
  app = undefined;
});

const dbFile = (root: string) => servicePaths(root, 'office').db;
const storedSecrets = (root: string) => {
  const db = openDatabase(dbFile(root), { migrationsDir: MIGRATIONS_DIR });
  try {
    return {
      users: db
        .prepare<[], { username: string; totp_secret: string | null }>(
          'select username, totp_secret from users order by username',
        )
        .all(),
      pending: db
        .prepare<[], string>('select pending_totp_secret from sessions where pending_totp_secret is not null')
        .pluck()
        .all(),
    };
  } finally {
    db.close();
  }
};
/** The database's bytes on disk (with its write-ahead log, if any), as a copy of the file would hold them. */
const bytesOnDisk = (root: string) =>
  Buffer.concat(
    [dbFile(root), `${dbFile(root)}-wal`].filter((file) => existsSync(file)).map((file) => readFileSync(file)),
  );

describe('TOTP secrets at rest', () => {
  it('are stored sealed, and a sign-in with the code still works', async () => {
    app = await startOffice(dataDir, { now: clock.now, env: {} });
    const key = path.join(dataDir, 'keys', 'office-secrets.key');
    expect(statSync(key).mode & 0o777).toBe(0o600);
    expect(readFileSync(key, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);

    await signIn(app, 'admin', clock.ms());
    await signIn(app, 'accountant', clock.ms());

    // A new user's secret: pending during enrolment, then confirmed; sealed both times.
    const asha = { username: 'asha.k', password: 'a fine long password' };
    addUser(app, asha.username, 'Asha K', 'accountant', {
      passwordHash: await hashPassword(asha.password),
      now: clock.ms(),
    });
    const first = await enterPassword(app, asha);
    expect(first.json()).toMatchObject({ next: 'enrol_second_factor' });
    // Step by step (not enrolAuthenticator): the pending secret is read between the two steps.
    const enrol = await get(app, ENROLMENT_PATH, cookieOf(first));
    const newSecret = enrol.json().secret as string;
    expect(storedSecrets(dataDir).pending).toHaveLength(1);
    expect(storedSecrets(dataDir).pending.every(isSealed)).toBe(true);
    expect(storedSecrets(dataDir).pending[0]).not.toContain(newSecret);
    const confirmed = await postNext(app, first, ENROLMENT_PATH, { code: await totpAt(newSecret, clock.ms()) });
    expect(confirmed.statusCode).toBe(200);
    await app.close();
    app = undefined;

    const { users } = storedSecrets(dataDir);
    expect(users.filter((row) => row.totp_secret !== null)).toHaveLength(DEMO_ACCOUNTS.length + 1);
    for (const row of users) if (row.totp_secret !== null) expect(isSealed(row.totp_secret), row.username).toBe(true);
    const disk = bytesOnDisk(dataDir);
    for (const secret of [...DEMO_ACCOUNTS.map((account) => account.totpSecret), newSecret]) {
      expect(disk.includes(Buffer.from(secret)), secret).toBe(false);
      expect(JSON.stringify(users)).not.toContain(secret);
    }

    // After a restart (the key read from the keys folder), codes still work, the new user's too.
    clock.advance(60_000);
    app = await startOffice(dataDir, { now: clock.now, env: {} });
    await signIn(app, 'admin', clock.ms());
    const again = await enterPassword(app, asha);
    expect(again.json()).toMatchObject({ next: 'second_factor' });
    const second = await postNext(app, again, SECOND_FACTOR_PATH, { code: await totpAt(newSecret, clock.ms()) });
    expect(second.statusCode).toBe(200);
  });

  it('a copy of the database without the key reveals no secret and takes no code', async () => {
    app = await startOffice(dataDir, { now: clock.now, env: {} });
    await app.close();
    app = undefined;

    // Someone copies the office database (not the keys folder) and starts an office on it.
    const elsewhere = await makeTempDir('office-secrets-copy-');
    try {
      mkdirSync(path.dirname(dbFile(elsewhere)), { recursive: true });
      copyFileSync(dbFile(dataDir), dbFile(elsewhere));
      const { users } = storedSecrets(elsewhere);
      const stranger = createSecretBox({ dataDir: elsewhere, env: {} });
      for (const row of users) expect(() => stranger.open(row.totp_secret!), row.username).toThrow();
      // The right key does open them: what is missing is only the key.
      const own = createSecretBox({ dataDir, env: {} });
      expect(users.map((row) => own.open(row.totp_secret!)).sort()).toEqual(
        DEMO_ACCOUNTS.map((account) => account.totpSecret).sort(),
      );

      const copy = await startOffice(elsewhere, { now: clock.now, env: {} });
      try {
        const account = demo('admin');
        const first = await enterPassword(copy, account);
        expect(first.json()).toMatchObject({ next: 'second_factor' });
        const second = await postNext(copy, first, SECOND_FACTOR_PATH, {
          code: await totpAt(account.totpSecret, clock.ms()),
        });
        expect(second.statusCode).toBe(401);
        expect(JSON.stringify(second.json())).toContain(MESSAGES.codeFailed);
        // Not counted against the user: it is not a wrong code.
        expect(
          copy.db.prepare('select count(*) from sign_in_attempts where checked = 1 and ok = 0').pluck().get(),
        ).toBe(0);
      } finally {
        await copy.close();
      }
    } finally {
      await removeDir(elsewhere);
    }
  });

  it('a secret an earlier version stored in clear is sealed at the next start', async () => {
    app = await startOffice(dataDir, { now: clock.now, env: {} });
    await app.close();
    app = undefined;
    const account = demo('accountant');
    const db = openDatabase(dbFile(dataDir), { migrationsDir: MIGRATIONS_DIR });
    db.prepare('update users set totp_secret = ? where username = ?').run(account.totpSecret, account.username);
    db.close();
    expect(storedSecrets(dataDir).users.find((row) => row.username === account.username)!.totp_secret).toBe(
      account.totpSecret,
    );

    app = await startOffice(dataDir, { now: clock.now, env: {} });
    const stored = storedSecrets(dataDir).users.find((row) => row.username === account.username)!.totp_secret!;
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(account.totpSecret);
    await signIn(app, 'accountant', clock.ms());
  });

  it('takes the key from OFFICE_SECRETS_KEY when set, and refuses a malformed one', async () => {
    const env = { OFFICE_SECRETS_KEY: 'ab'.repeat(32) };
    app = await startOffice(dataDir, { now: clock.now, env });
    expect(existsSync(path.join(dataDir, 'keys', 'office-secrets.key'))).toBe(false);
    await signIn(app, 'admin', clock.ms());
    const sealed = storedSecrets(dataDir).users[0].totp_secret!;
    expect(createSecretBox({ dataDir, env }).open(sealed)).toMatch(/^[A-Z2-7]+=*$/);
    expect(() => createSecretBox({ dataDir, env: { OFFICE_SECRETS_KEY: 'not hex' } }).seal('x')).toThrow(
      /OFFICE_SECRETS_KEY must hold 64 hexadecimal/,
    );
  });
});
