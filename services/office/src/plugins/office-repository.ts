import type { SqliteDatabase } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { EndedSession, OfficeRole, RoleGrant } from '../contract';
import type { UserSummary } from '../office-contract/users';
import { isSealed, type SecretBox } from '../secret-box';

/** Why a session ended without its own sign-out (the sign-in page says so). */
export type EndedReason = EndedSession;

export interface UserRow {
  id: number;
  username: string;
  display_name: string;
  password_hash: string | null;
  setup_code_hash: string | null;
  setup_code_expires_at: number | null;
  /** Sealed (secret-box.ts): read it with `totpSecret(user)`, write it with `setTotp`. */
  totp_secret: string | null;
  totp_last_step: number | null;
  disabled_at: number | null;
  demo: number;
  /** 1 after an admin's reset of the authenticator app: enrolling a new one needs the set-up code. */
  enrol_needs_code: number;
  /** Where the office tells the user of work given to them (decision 029); null: none. */
  email: string | null;
  created_at: number;
}

/** Someone a page may offer (a name and a username: never an e-mail address). */
export interface PersonRow {
  username: string;
  display_name: string;
}

/** An account-wide sign-in lock (by username, known or not). */
export interface LockRow {
  username: string;
  locked_at: number;
  locked_until: number;
  failures: number;
  addresses: number;
}

export interface NewAttempt {
  now: number;
  /** The client's address key (an IPv6 address by its /64). */
  address: string;
  username: string;
  /** false: refused before any check (a wait or a lock). */
  checked: boolean;
  ok: boolean;
}

export type Stage = 'second_factor' | 'enrol' | 'full';

export interface SessionRow {
  id: string;
  token_hash: string;
  user_id: number;
  stage: Stage;
  csrf_secret: string;
  /** Sealed, like users.totp_secret: read it with `pendingTotp(session)`. */
  pending_totp_secret: string | null;
  created_at: number;
  last_seen_at: number;
  address: string | null;
}

export interface NewSession {
  id: string;
  tokenHash: string;
  userId: number;
  stage: Stage;
  csrfSecret: string;
  now: number;
  address: string | null;
}

export interface OfficeRepository {
  userById(id: number): UserRow | undefined;
  userByName(username: string): UserRow | undefined;
  users(): UserRow[];
  createUser(user: {
    username: string;
    displayName: string;
    setupCodeHash: string | null;
    setupCodeExpiresAt: number | null;
    passwordHash?: string | null;
    demo?: boolean;
    email?: string | null;
    now: number;
  }): number;
  update(id: number, fields: Partial<Omit<UserRow, 'id' | 'username' | 'created_at' | 'totp_secret'>>): void;
  /** The user's confirmed TOTP secret, opened; null when none is set up. */
  totpSecret(user: Pick<UserRow, 'totp_secret'>): string | null;
  /** Sets (sealed) or clears the user's TOTP secret with the last time step accepted. */
  setTotp(userId: number, secret: string | null, lastStep: number | null): void;
  roles(userId: number): RoleGrant[];
  grant(userId: number, grant: RoleGrant, now: number, by: number | null): void;
  revoke(userId: number, role: OfficeRole): boolean;
  activeAdmins(): number[];
  /** The users holding the role who are not disabled, by name (then username). */
  activePeopleWith(role: OfficeRole): PersonRow[];
  replaceRecoveryCodes(userId: number, hashes: string[]): void;
  /** Marks the unused code with this hash used; whether there was one. */
  useRecoveryCode(userId: number, hash: string, now: number): boolean;
  /** How many of the user's recovery codes are still unused. */
  unusedRecoveryCodes(userId: number): number;
  insertSession(session: NewSession): void;
  sessionByTokenHash(hash: string): SessionRow | undefined;
  /** Ends a session; with a reason, that reason is kept a day for its cookie (see endedReason). */
  deleteSession(id: string, ended?: { reason: EndedReason; now: number }): void;
  /** Ends every session of a user, keeping why for a day; how many there were. */
  deleteSessionsOf(userId: number, ended: { reason: EndedReason; now: number }): number;
  /** Why the session of this token hash ended, if it ended with a reason within the last day. */
  endedReason(hash: string): EndedReason | undefined;
  touchSession(id: string, now: number): void;
  setPendingTotp(id: string, secret: string): void;
  pendingTotp(session: Pick<SessionRow, 'pending_totp_secret'>): string | null;
  /** Seals the secrets an earlier version stored in clear; how many. */
  sealClearSecrets(): number;
  /** Records a sign-in attempt (a password, set-up code or second-factor code); its id. */
  insertAttempt(attempt: NewAttempt): number;
  /** The attempt was right after all: no longer a failure. */
  attemptSucceeded(id: number): void;
  /** Failed attempts from the address since `since`, refused ones included. */
  failuresFromAddress(address: string, since: number): number;
  /** Checked failures of the pair since its last success (and since `since`), and when the last was. */
  pairFailures(username: string, address: string, since: number): { failures: number; last: number | null };
  /** Checked failures for the username since `since`, and from how many addresses. */
  accountFailures(username: string, since: number): { failures: number; addresses: number };
  /** Whether the username signed in (password or code right) from the address since `since`. */
  signedInFrom(username: string, address: string, since: number): boolean;
  lockOf(username: string): LockRow | undefined;
  setLock(lock: LockRow): void;
  /** An admin's unlock: the account-wide lock goes, and the username's failures stop counting. */
  clearFailures(username: string): void;
  /** Account-wide locks in force now on existing users, newest first. */
  liveLocks(now: number): LockRow[];
  summary(user: UserRow, now: number): UserSummary;
}

declare module 'fastify' {
  interface FastifyInstance {
    office: OfficeRepository;
  }
}

const USER_FIELDS = new Set([
  'display_name',
  'password_hash',
  'setup_code_hash',
  'setup_code_expires_at',
  'totp_last_step',
  'disabled_at',
  'demo',
  'enrol_needs_code',
  'email',
]);

export function createOfficeRepository(db: SqliteDatabase, box: SecretBox): OfficeRepository {
  const userById = db.prepare<[number], UserRow>('select * from users where id = ?');
  const userByName = db.prepare<[string], UserRow>('select * from users where username = ?');
  const roles = db.prepare<[number], { role: OfficeRole; courses: string | null }>(
    'select role, courses from role_grants where user_id = ? order by role',
  );
  const ENDED_KEPT_MS = 24 * 60 * 60 * 1000;
  // The sessions about to end, under their token hashes; a day's rows at most (older ones go here).
  const keepEnded = (where: string, key: string | number, ended: { reason: EndedReason; now: number }) => {
    db.prepare('delete from ended_sessions where ended_at < ?').run(ended.now - ENDED_KEPT_MS);
    db.prepare(
      `insert or replace into ended_sessions (token_hash, reason, ended_at) select token_hash, ?, ? from sessions ${where}`,
    ).run(ended.reason, ended.now, key);
  };
  const repository: OfficeRepository = {
    userById: (id) => userById.get(id),
    userByName: (username) => userByName.get(username),
    users: () => db.prepare<[], UserRow>('select * from users order by username').all(),
    createUser: (user) =>
      Number(
        db
          .prepare(
            `insert into users (username, display_name, password_hash, setup_code_hash, setup_code_expires_at, demo, email, created_at)
             values (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            user.username,
            user.displayName,
            user.passwordHash ?? null,
            user.setupCodeHash,
            user.setupCodeExpiresAt,
            user.demo ? 1 : 0,
            user.email ?? null,
            user.now,
          ).lastInsertRowid,
      ),
    update: (id, fields) => {
      const entries = Object.entries(fields).filter(([key]) => USER_FIELDS.has(key));
      if (entries.length === 0) return;
      // Column names come from USER_FIELDS only.
      db.prepare(`update users set ${entries.map(([key]) => `${key} = ?`).join(', ')} where id = ?`).run(
        ...entries.map(([, value]) => value),
        id,
      );
    },
    totpSecret: (user) => (user.totp_secret === null ? null : box.open(user.totp_secret)),
    setTotp: (userId, secret, lastStep) => {
      db.prepare('update users set totp_secret = ?, totp_last_step = ? where id = ?').run(
        secret === null ? null : box.seal(secret),
        lastStep,
        userId,
      );
    },
    roles: (userId) =>
      roles
        .all(userId)
        .map((row) =>
          row.courses ? { role: row.role, courses: JSON.parse(row.courses) as number[] } : { role: row.role },
        ),
    grant: (userId, grant, now, by) => {
      db.prepare(
        `insert into role_grants (user_id, role, courses, granted_at, granted_by) values (?, ?, ?, ?, ?)
         on conflict (user_id, role) do update set courses = excluded.courses, granted_at = excluded.granted_at, granted_by = excluded.granted_by`,
      ).run(userId, grant.role, grant.courses ? JSON.stringify(grant.courses) : null, now, by);
    },
    revoke: (userId, role) =>
      db.prepare('delete from role_grants where user_id = ? and role = ?').run(userId, role).changes > 0,
    activeAdmins: () =>
      db
        .prepare<[], number>(
          "select u.id from users u join role_grants g on g.user_id = u.id and g.role = 'admin' where u.disabled_at is null",
        )
        .pluck()
        .all(),
    activePeopleWith: (role) =>
      db
        .prepare<[string], PersonRow>(
          `select u.username, u.display_name from users u join role_grants g on g.user_id = u.id and g.role = ?
           where u.disabled_at is null order by u.display_name collate nocase, u.username`,
        )
        .all(role),
    replaceRecoveryCodes: (userId, hashes) => {
      db.transaction(() => {
        db.prepare('delete from recovery_codes where user_id = ?').run(userId);
        const insert = db.prepare('insert into recovery_codes (user_id, code_hash) values (?, ?)');
        for (const hash of hashes) insert.run(userId, hash);
      })();
    },
    useRecoveryCode: (userId, hash, now) =>
      db
        .prepare('update recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null')
        .run(now, userId, hash).changes > 0,
    unusedRecoveryCodes: (userId) =>
      db
        .prepare<[number], number>('select count(*) from recovery_codes where user_id = ? and used_at is null')
        .pluck()
        .get(userId) ?? 0,
    insertSession: (s) => {
      db.prepare(
        `insert into sessions (id, token_hash, user_id, stage, csrf_secret, created_at, last_seen_at, address) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(s.id, s.tokenHash, s.userId, s.stage, s.csrfSecret, s.now, s.now, s.address);
    },
    sessionByTokenHash: (hash) =>
      db.prepare<[string], SessionRow>('select * from sessions where token_hash = ?').get(hash),
    deleteSession: (id, ended) => {
      if (ended) keepEnded('where id = ?', id, ended);
      db.prepare('delete from sessions where id = ?').run(id);
    },
    deleteSessionsOf: (userId, ended) => {
      keepEnded('where user_id = ?', userId, ended);
      return db.prepare('delete from sessions where user_id = ?').run(userId).changes;
    },
    endedReason: (hash) =>
      db.prepare<[string], EndedReason>('select reason from ended_sessions where token_hash = ?').pluck().get(hash),
    touchSession: (id, now) => {
      db.prepare('update sessions set last_seen_at = ? where id = ?').run(now, id);
    },
    setPendingTotp: (id, secret) => {
      db.prepare('update sessions set pending_totp_secret = ? where id = ?').run(box.seal(secret), id);
    },
    pendingTotp: (session) => (session.pending_totp_secret === null ? null : box.open(session.pending_totp_secret)),
    sealClearSecrets: () =>
      db.transaction(() => {
        let sealed = 0;
        for (const [table, column, id] of [
          ['users', 'totp_secret', 'id'],
          ['sessions', 'pending_totp_secret', 'id'],
        ] as const) {
          // Table and column names are the constants above.
          const rows = db
            .prepare<[], { id: string | number; value: string }>(
              `select ${id} as id, ${column} as value from ${table} where ${column} is not null`,
            )
            .all();
          const update = db.prepare(`update ${table} set ${column} = ? where ${id} = ?`);
          for (const row of rows.filter((candidate) => !isSealed(candidate.value))) {
            update.run(box.seal(row.value), row.id);
            sealed++;
          }
        }
        return sealed;
      })(),
    insertAttempt: ({ now, address, username, checked, ok }) =>
      Number(
        db
          .prepare('insert into sign_in_attempts (at, address, username, checked, ok) values (?, ?, ?, ?, ?)')
          .run(now, address, username.slice(0, 60), checked ? 1 : 0, ok ? 1 : 0).lastInsertRowid,
      ),
    attemptSucceeded: (id) => {
      db.prepare('update sign_in_attempts set ok = 1 where id = ?').run(id);
    },
    failuresFromAddress: (address, since) =>
      db
        .prepare<[string, number], number>(
          'select count(*) from sign_in_attempts where address = ? and at >= ? and ok = 0',
        )
        .pluck()
        .get(address, since) ?? 0,
    pairFailures: (username, address, since) =>
      db
        .prepare<{ username: string; address: string; since: number }, { failures: number; last: number | null }>(
          `select count(*) as failures, max(at) as last from sign_in_attempts
           where username = :username and address = :address and checked = 1 and ok = 0 and at >= :since
             and id > coalesce((select max(id) from sign_in_attempts where username = :username and address = :address and ok = 1), 0)`,
        )
        .get({ username: username.slice(0, 60), address, since })!,
    accountFailures: (username, since) =>
      db
        .prepare<[string, number], { failures: number; addresses: number }>(
          'select count(*) as failures, count(distinct address) as addresses from sign_in_attempts where username = ? and at >= ? and checked = 1 and ok = 0',
        )
        .get(username.slice(0, 60), since)!,
    signedInFrom: (username, address, since) =>
      db
        .prepare('select 1 from sign_in_attempts where username = ? and address = ? and ok = 1 and at >= ? limit 1')
        .get(username.slice(0, 60), address, since) !== undefined,
    lockOf: (username) =>
      db.prepare<[string], LockRow>('select * from sign_in_locks where username = ?').get(username.slice(0, 60)),
    setLock: (lock) => {
      db.prepare(
        `insert into sign_in_locks (username, locked_at, locked_until, failures, addresses) values (:username, :locked_at, :locked_until, :failures, :addresses)
         on conflict (username) do update set locked_at = excluded.locked_at, locked_until = excluded.locked_until, failures = excluded.failures, addresses = excluded.addresses`,
      ).run({ ...lock, username: lock.username.slice(0, 60) });
    },
    clearFailures: (username) => {
      db.transaction(() => {
        db.prepare('delete from sign_in_locks where username = ?').run(username);
        db.prepare('update sign_in_attempts set checked = 0 where username = ? and ok = 0').run(username);
      })();
    },
    liveLocks: (now) =>
      db
        .prepare<[number], LockRow>(
          'select l.* from sign_in_locks l join users u on u.username = l.username where l.locked_until > ? order by l.locked_at desc',
        )
        .all(now),
    summary: (user, now) => ({
      id: user.id,
      username: user.username,
      displayName: user.display_name,
      roles: repository.roles(user.id),
      secondFactor: user.totp_secret !== null,
      disabled: user.disabled_at !== null,
      locked: (repository.lockOf(user.username)?.locked_until ?? 0) > now,
      demo: user.demo === 1,
      passwordSet: user.password_hash !== null,
      enrolNeedsCode: user.enrol_needs_code === 1 && user.totp_secret === null,
      email: user.email,
    }),
  };
  return repository;
}

/** The repository on `fastify.office`; at start, any secret still in clear (an earlier version's) is sealed. */
export default function officeRepository(box: SecretBox): FastifyPluginAsync {
  return fp(
    async (fastify) => {
      const repository = createOfficeRepository(fastify.db, box);
      const sealed = repository.sealClearSecrets();
      if (sealed > 0) fastify.log.info({ sealed }, 'sealed TOTP secrets stored in clear by an earlier version');
      const enrolled = repository.users().find((user) => user.totp_secret !== null);
      try {
        if (enrolled) repository.totpSecret(enrolled);
      } catch {
        // Data restored without its keys (or another key in place): codes cannot be checked.
        fastify.log.error(
          'the office-secrets key does not open the stored TOTP secrets: put back the key they were sealed with ' +
            "(the college's copy of the keys), or have each user set up the second factor again (recovery codes still work)",
        );
      }
      fastify.decorate('office', repository);
    },
    { name: 'office-repository', dependencies: ['college-sqlite'] },
  );
}
