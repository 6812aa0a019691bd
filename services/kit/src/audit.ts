/**
 * Every service's audit trail: one append-only table, `audit_log`, in its own database. SQLite
 * triggers refuse UPDATE and DELETE, so a row once written stays as written (a restore from a
 * backup is the only way back). Values that must never be kept (Aadhaar numbers, passwords,
 * secrets, codes) are dropped from the before/after fields by name before anything is written.
 */
import type { FastifyRequest } from 'fastify';
import type {} from './identity';
import type Database from 'better-sqlite3';
import { collegeDayEnd, collegeDayStart } from './college-time';

export const AUDIT_TABLE_SQL = `
create table if not exists audit_log (
  id integer primary key,
  at text not null,
  user_id text,
  username text,
  role text,
  action text not null,
  record_type text,
  record_id text,
  before_json text,
  after_json text,
  reason text,
  request_id text,
  address text
);
create index if not exists audit_log_at on audit_log (at);
create index if not exists audit_log_user on audit_log (user_id, at);
create index if not exists audit_log_action on audit_log (action, at);
create trigger if not exists audit_log_no_update before update on audit_log
begin select raise(abort, 'the audit log is append-only'); end;
create trigger if not exists audit_log_no_delete before delete on audit_log
begin select raise(abort, 'the audit log is append-only'); end;
`;

/** Field names whose values never go into the audit log (whatever their case or separators). */
const NEVER_KEPT =
  /aadhaar|aadhar|uid_?number|password|passphrase|secret|token|otp|recovery|setup_?code|code_?hash|hash/i;
export const isUnauditable = (name: string) => NEVER_KEPT.test(name.replace(/[-\s]/g, '_'));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A copy of `value` without the fields isUnauditable names, at any depth. */
export function auditable(value: unknown, depth = 0): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth > 5) return null;
  if (Array.isArray(value)) return value.map((item) => auditable(item, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) if (!isUnauditable(key)) out[key] = auditable(item, depth + 1);
    return out;
  }
  return null;
}

export interface AuditEntry {
  action: string;
  /** Who did it (absent for a sign-in attempt by nobody known). */
  userId?: string | null;
  username?: string | null;
  /** The role the action was done in. */
  role?: string | null;
  recordType?: string | null;
  recordId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  requestId?: string | null;
  address?: string | null;
  /** Default: now. */
  at?: Date;
}

export interface AuditRow {
  id: number;
  at: string;
  user_id: string | null;
  username: string | null;
  role: string | null;
  action: string;
  record_type: string | null;
  record_id: string | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  request_id: string | null;
  address: string | null;
}

export interface AuditFilter {
  userId?: string;
  action?: string;
  /** ISO time, or a date (YYYY-MM-DD: the college's day, IST): rows at or after it. */
  from?: string;
  /** ISO time, or a date (the college's day, up to its end): rows at or before it. */
  to?: string;
  limit?: number;
}

/**
 * How long one view row stands for a user's further views of the same record: opening an
 * application reads it and then each of its documents (an image or a PDF viewer may ask again),
 * one person looking once; a row per read would drown the log.
 */
export const VIEW_COALESCE_MS = 5 * 60_000;
/** Actions that record a look, not a change, are named `<what>.view` (recordView). */
const VIEW_ACTIONS = '%.view';

export interface AuditLog {
  record(entry: AuditEntry): void;
  /**
   * A look at a record (`action` ending in `.view`, with recordType and recordId): written unless
   * the same office user already has a view row of the same record within VIEW_COALESCE_MS before
   * it (whatever that view's action). So an opening is one row, and the reads it makes are covered
   * by it. Rows without a user id are always written. True when a row was written.
   */
  recordView(entry: AuditEntry & { recordType: string; recordId: string | number }): boolean;
  /** The newest rows of the filter (at most `limit`, default 200, at most 1,000), newest first. */
  list(filter?: AuditFilter): AuditRow[];
  /** Every row of the filter, newest first (a CSV export). */
  all(filter?: Omit<AuditFilter, 'limit'>): AuditRow[];
  /** The distinct actions the log holds, sorted. */
  actions(): string[];
}

export function ensureAuditLog(db: Database.Database): void {
  db.exec(AUDIT_TABLE_SQL);
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(auditable(value)));
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Dates are the college's days (the office reads times in IST), times are taken as given. */
const startOf = (from: string) => (ISO_DAY.test(from) ? collegeDayStart(from) : from);
const endOf = (to: string) => (ISO_DAY.test(to) ? collegeDayEnd(to) : to);

/** The where clause and parameters of a filter (values bound, never spliced). */
function whereOf(filter: AuditFilter): { sql: string; params: Record<string, string> } {
  const where: string[] = [];
  const params: Record<string, string> = {};
  const add = (clause: string, name: string, value: string | undefined) => {
    if (!value) return;
    where.push(clause);
    params[name] = value;
  };
  add('user_id = @userId', 'userId', filter.userId);
  add('action = @action', 'action', filter.action);
  add('at >= @from', 'from', filter.from && startOf(filter.from));
  add('at <= @to', 'to', filter.to && endOf(filter.to));
  return { sql: where.length ? `where ${where.join(' and ')}` : '', params };
}

export function createAuditLog(db: Database.Database): AuditLog {
  ensureAuditLog(db);
  const insert = db.prepare(`insert into audit_log
    (at, user_id, username, role, action, record_type, record_id, before_json, after_json, reason, request_id, address)
    values (@at, @user_id, @username, @role, @action, @record_type, @record_id, @before_json, @after_json, @reason, @request_id, @address)`);
  const recentView = db.prepare<{ user_id: string; record_type: string; record_id: string; since: string }>(
    `select 1 from audit_log where user_id = @user_id and at >= @since and record_type = @record_type
       and record_id = @record_id and action like '${VIEW_ACTIONS}' limit 1`,
  );
  const distinctActions = db.prepare<[], string>('select distinct action from audit_log order by action').pluck();
  const record = (entry: AuditEntry) => {
    insert.run({
      at: (entry.at ?? new Date()).toISOString(),
      user_id: entry.userId ?? null,
      username: entry.username ?? null,
      role: entry.role ?? null,
      action: entry.action,
      record_type: entry.recordType ?? null,
      record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      before_json: asJson(entry.before),
      after_json: asJson(entry.after),
      reason: entry.reason ?? null,
      request_id: entry.requestId ?? null,
      address: entry.address ?? null,
    });
  };
  return {
    record,
    recordView(entry) {
      const at = entry.at ?? new Date();
      // better-sqlite3 is synchronous: no other request runs between this look and the write.
      if (entry.userId) {
        const since = new Date(at.getTime() - VIEW_COALESCE_MS).toISOString();
        const covered = recentView.get({
          user_id: entry.userId,
          since,
          record_type: entry.recordType,
          record_id: String(entry.recordId),
        });
        if (covered) return false;
      }
      record({ ...entry, at });
      return true;
    },
    list(filter = {}) {
      const { sql, params } = whereOf(filter);
      const limit = Math.min(Math.max(filter.limit ?? 200, 1), 1000);
      // One of a few fixed shapes (which filters are set), each prepared with bound values.
      return db
        .prepare(`select * from audit_log ${sql} order by id desc limit @limit`)
        .all({ ...params, limit }) as AuditRow[];
    },
    all(filter = {}) {
      const { sql, params } = whereOf(filter);
      return db.prepare(`select * from audit_log ${sql} order by id desc`).all(params) as AuditRow[];
    },
    actions: () => distinctActions.all(),
  };
}

/** The request's part of an audit entry: who (from the verified identity), request id, address. */
export function auditContext(
  request: FastifyRequest,
  role?: string,
): Pick<AuditEntry, 'userId' | 'username' | 'role' | 'requestId' | 'address'> {
  return {
    userId: request.identity?.userId ?? null,
    username: request.identity?.username ?? null,
    role: role ?? request.identity?.roles.map((grant) => grant.role).join(',') ?? null,
    requestId: request.id,
    address: request.ip,
  };
}
