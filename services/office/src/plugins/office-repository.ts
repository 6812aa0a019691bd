import type { SqliteDatabase } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { OfficeRole, RoleGrant, UserSummary } from '../contract';
import { isSealed, type SecretBox } from '../secret-box';

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
  failed_count: number;
  last_failed_at: number | null;
  locked_until: number | null;
  created_at: number;
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
  createUser(user: { username: string; displayName: string; setupCodeHash: string | null; setupCodeExpiresAt: number | null; passwordHash?: string | null; demo?: boolean; now: number }): number;
  update(id: number, fields: Partial<Omit<UserRow, 'id' | 'username' | 'created_at' | 'totp_secret'>>): void;
  /** The user's confirmed TOTP secret, opened; null when none is set up. */
  totpSecret(user: Pick<UserRow, 'totp_secret'>): string | null;
  /** Sets (sealed) or clears the user's TOTP secret with the last time step accepted. */
  setTotp(userId: number, secret: string | null, lastStep: number | null): void;
  roles(userId: number): RoleGrant[];
  grant(userId: number, grant: RoleGrant, now: number, by: number | null): void;
  revoke(userId: number, role: OfficeRole): boolean;
  activeAdmins(): number[];
  replaceRecoveryCodes(userId: number, hashes: string[]): void;
  /** Marks the unused code with this hash used; whether there was one. */
  useRecoveryCode(userId: number, hash: string, now: number): boolean;
  insertSession(session: NewSession): void;
  sessionByTokenHash(hash: string): SessionRow | undefined;
  deleteSession(id: string): void;
  /** Ends every session of a user; how many there were. */
  deleteSessionsOf(userId: number): number;
  touchSession(id: string, now: number): void;
  setPendingTotp(id: string, secret: string): void;
  pendingTotp(session: Pick<SessionRow, 'pending_totp_secret'>): string | null;
  /** Seals the secrets an earlier version stored in clear; how many. */
  sealClearSecrets(): number;
  recordAttempt(attempt: { now: number; address: string | null; username: string; ok: boolean }): void;
  failuresFromAddress(address: string | null, since: number): number;
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
  'failed_count',
  'last_failed_at',
  'locked_until',
]);

export function createOfficeRepository(db: SqliteDatabase, box: SecretBox): OfficeRepository {
  const userById = db.prepare<[number], UserRow>('select * from users where id = ?');
  const userByName = db.prepare<[string], UserRow>('select * from users where username = ?');
  const roles = db.prepare<[number], { role: OfficeRole; courses: string | null }>('select role, courses from role_grants where user_id = ? order by role');
  const repository: OfficeRepository = {
    userById: (id) => userById.get(id),
    userByName: (username) => userByName.get(username),
    users: () => db.prepare<[], UserRow>('select * from users order by username').all(),
    createUser: (user) =>
      Number(
        db
          .prepare(
            `insert into users (username, display_name, password_hash, setup_code_hash, setup_code_expires_at, demo, created_at)
             values (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(user.username, user.displayName, user.passwordHash ?? null, user.setupCodeHash, user.setupCodeExpiresAt, user.demo ? 1 : 0, user.now).lastInsertRowid,
      ),
    update: (id, fields) => {
      const entries = Object.entries(fields).filter(([key]) => USER_FIELDS.has(key));
      if (entries.length === 0) return;
      // Column names come from USER_FIELDS only.
      db.prepare(`update users set ${entries.map(([key]) => `${key} = ?`).join(', ')} where id = ?`).run(...entries.map(([, value]) => value), id);
    },
    totpSecret: (user) => (user.totp_secret === null ? null : box.open(user.totp_secret)),
    setTotp: (userId, secret, lastStep) => {
      db.prepare('update users set totp_secret = ?, totp_last_step = ? where id = ?').run(secret === null ? null : box.seal(secret), lastStep, userId);
    },
    roles: (userId) => roles.all(userId).map((row) => (row.courses ? { role: row.role, courses: JSON.parse(row.courses) as number[] } : { role: row.role })),
    grant: (userId, grant, now, by) => {
      db.prepare(
        `insert into role_grants (user_id, role, courses, granted_at, granted_by) values (?, ?, ?, ?, ?)
         on conflict (user_id, role) do update set courses = excluded.courses, granted_at = excluded.granted_at, granted_by = excluded.granted_by`,
      ).run(userId, grant.role, grant.courses ? JSON.stringify(grant.courses) : null, now, by);
    },
    revoke: (userId, role) => db.prepare('delete from role_grants where user_id = ? and role = ?').run(userId, role).changes > 0,
    activeAdmins: () =>
      db
        .prepare<[], number>("select u.id from users u join role_grants g on g.user_id = u.id and g.role = 'admin' where u.disabled_at is null")
        .pluck()
        .all(),
    replaceRecoveryCodes: (userId, hashes) => {
      db.transaction(() => {
        db.prepare('delete from recovery_codes where user_id = ?').run(userId);
        const insert = db.prepare('insert into recovery_codes (user_id, code_hash) values (?, ?)');
        for (const hash of hashes) insert.run(userId, hash);
      })();
    },
    useRecoveryCode: (userId, hash, now) =>
      db.prepare('update recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null').run(now, userId, hash).changes > 0,
    insertSession: (s) => {
      db.prepare(
        `insert into sessions (id, token_hash, user_id, stage, csrf_secret, created_at, last_seen_at, address) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(s.id, s.tokenHash, s.userId, s.stage, s.csrfSecret, s.now, s.now, s.address);
    },
    sessionByTokenHash: (hash) => db.prepare<[string], SessionRow>('select * from sessions where token_hash = ?').get(hash),
    deleteSession: (id) => {
      db.prepare('delete from sessions where id = ?').run(id);
    },
    deleteSessionsOf: (userId) => db.prepare('delete from sessions where user_id = ?').run(userId).changes,
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
          const rows = db.prepare<[], { id: string | number; value: string }>(`select ${id} as id, ${column} as value from ${table} where ${column} is not null`).all();
          const update = db.prepare(`update ${table} set ${column} = ? where ${id} = ?`);
          for (const row of rows.filter((candidate) => !isSealed(candidate.value))) {
            update.run(box.seal(row.value), row.id);
            sealed++;
          }
        }
        return sealed;
      })(),
    recordAttempt: ({ now, address, username, ok }) => {
      db.prepare('insert into sign_in_attempts (at, address, username, ok) values (?, ?, ?, ?)').run(now, address, username.slice(0, 60), ok ? 1 : 0);
    },
    failuresFromAddress: (address, since) =>
      db.prepare<[string | null, number], number>('select count(*) from sign_in_attempts where address is ? and at >= ? and ok = 0').pluck().get(address, since) ?? 0,
    summary: (user, now) => ({
      id: user.id,
      username: user.username,
      displayName: user.display_name,
      roles: repository.roles(user.id),
      secondFactor: user.totp_secret !== null,
      disabled: user.disabled_at !== null,
      locked: user.locked_until !== null && user.locked_until > now,
      demo: user.demo === 1,
      passwordSet: user.password_hash !== null,
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
            '(the college\'s copy of the keys), or have each user set up the second factor again (recovery codes still work)',
        );
      }
      fastify.decorate('office', repository);
    },
    { name: 'office-repository', dependencies: ['college-sqlite'] },
  );
}
