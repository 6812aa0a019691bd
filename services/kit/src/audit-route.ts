/**
 * Every service's part of the audit log for the office (office-audit.ts): registered by
 * createServiceApp, so each service answers `GET /api/v1/office/<name>/audit` from its own
 * `audit_log`, to an administrator only (officeScope: the gateway's assertion for this service).
 */
import type { FastifyInstance } from 'fastify';
import type { AuditRow } from './audit';
import { officeScope } from './office-scope';
import {
  AUDIT_DEFAULT_ROWS,
  type OfficeAuditEntry,
  type OfficeAuditQuery,
  officeAuditPath,
  officeAuditQuerySchema,
} from './office-audit';
import { validateQuery } from './validation';

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export function auditEntryOf(service: string, row: AuditRow): OfficeAuditEntry {
  return {
    service,
    id: row.id,
    at: row.at,
    userId: row.user_id,
    username: row.username,
    role: row.role,
    action: row.action,
    recordType: row.record_type,
    recordId: row.record_id,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    reason: row.reason,
    requestId: row.request_id,
    address: row.address,
  };
}

export function auditRoute(service: string) {
  return officeScope(async (app: FastifyInstance) => {
    app.get<{ Querystring: OfficeAuditQuery }>(
      officeAuditPath(service),
      { config: { roles: ['admin'] }, preHandler: validateQuery(officeAuditQuerySchema) },
      async (request) => {
        const { user, action, from, to, limit } = request.query;
        const rows = app.audit.list({ userId: user, action, from, to, limit: limit ?? AUDIT_DEFAULT_ROWS });
        return { result: 'success', service, entries: rows.map((row) => auditEntryOf(service, row)) };
      },
    );
  });
}
