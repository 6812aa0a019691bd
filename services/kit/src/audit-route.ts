/**
 * Every service's part of the audit log for the office (office-audit.ts): registered by
 * createServiceApp, so each service answers `GET /api/v1/office/<name>/audit` from its own
 * `audit_log`, to an administrator only (requireRole: the gateway's assertion for this service).
 */
import type { FastifyInstance } from 'fastify';
import type { AuditRow } from './audit';
import { requireRole, setOfficeNoStore } from './identity';
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

export function registerAuditRoute(app: FastifyInstance, service: string): void {
  app.get<{ Querystring: OfficeAuditQuery }>(
    officeAuditPath(service),
    // The role first: a caller without it learns nothing, not even what the query takes.
    { preHandler: [requireRole('admin'), validateQuery(officeAuditQuerySchema)] },
    async (request, reply) => {
      const { user, action, from, to, limit } = request.query;
      const rows = app.audit.list({ userId: user, action, from, to, limit: limit ?? AUDIT_DEFAULT_ROWS });
      setOfficeNoStore(reply);
      return { result: 'success', service, entries: rows.map((row) => auditEntryOf(service, row)) };
    },
  );
}
