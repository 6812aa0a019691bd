/**
 * Every service's audit trail: one append-only table, `audit_log`, in its own database. SQLite
 * triggers refuse UPDATE and DELETE, so a row once written stays as written (a restore from a
 * backup is the only way back). Values that must never be kept (Aadhaar numbers, passwords,
 * secrets, codes) are dropped from the before/after fields by name before anything is written.
 */
import type { FastifyRequest } from 'fastify';
import type {} from './identity';
import type Database from 'better-sqlite3';

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
  /** ISO date or time: rows at or after it. */
  from?: string;
  /** ISO date or time: rows before it (a date alone: up to the end of that day). */
  to?: string;
  limit?: number;
}

export interface AuditLog {
  record(entry: AuditEntry): void;
  list(filter?: AuditFilter): AuditRow[];
}

export function ensureAuditLog(db: Database.Database): void {
  db.exec(AUDIT_TABLE_SQL);
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(auditable(value)));
/** A date alone as a `to` bound covers that whole day. */
const endOf = (to: string) => (/^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z` : to);

export function createAuditLog(db: Database.Database): AuditLog {
  ensureAuditLog(db);
  const insert = db.prepare(`insert into audit_log
    (at, user_id, username, role, action, record_type, record_id, before_json, after_json, reason, request_id, address)
    values (@at, @user_id, @username, @role, @action, @record_type, @record_id, @before_json, @after_json, @reason, @request_id, @address)`);
  return {
    record(entry) {
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
    },
    list(filter = {}) {
      const where: string[] = [];
      const params: Record<string, string | number> = {};
      const add = (clause: string, name: string, value: string | undefined) => {
        if (!value) return;
        where.push(clause);
        params[name] = value;
      };
      add('user_id = @userId', 'userId', filter.userId);
      add('action = @action', 'action', filter.action);
      add('at >= @from', 'from', filter.from);
      add('at <= @to', 'to', filter.to && endOf(filter.to));
      params.limit = Math.min(Math.max(filter.limit ?? 200, 1), 1000);
      const sql = `select * from audit_log ${where.length ? `where ${where.join(' and ')}` : ''} order by id desc limit @limit`;
      return db.prepare(sql).all(params) as AuditRow[];
    },
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
