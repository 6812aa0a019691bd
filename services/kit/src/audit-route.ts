/**
 * Every service's part of the audit log for the office (office-audit.ts): registered by
 * createServiceApp, so each service answers from its own `audit_log`, to an administrator only
 * (officeScope: the gateway's assertion for this service): the newest rows of a filter, every row
 * of it as CSV (the download audited), and the actions its rows hold.
 */
import type { FastifyInstance } from 'fastify';
import type { AuditRow } from './audit';
import { auditContext } from './audit';
import { collegeDay, collegeTime } from './college-time';
import { type CsvValue, toCsv } from './csv';
import { officeScope } from './office-scope';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_DEFAULT_ROWS,
  AUDIT_EXPORT_ACTION,
  type AuditCsvColumn,
  type OfficeAuditActionsAnswer,
  type OfficeAuditCsvQuery,
  type OfficeAuditEntry,
  type OfficeAuditQuery,
  officeAuditActionsPath,
  officeAuditCsvPath,
  officeAuditCsvQuerySchema,
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

/** A row as the CSV has it: before/after as the JSON kept, the time in IST and in UTC. */
export function auditCsvRowOf(service: string, row: AuditRow): Record<AuditCsvColumn, CsvValue> {
  return {
    service,
    id: row.id,
    at_ist: collegeTime(row.at),
    at_utc: row.at,
    user_id: row.user_id,
    username: row.username,
    role: row.role,
    action: row.action,
    record_type: row.record_type,
    record_id: row.record_id,
    before: row.before_json,
    after: row.after_json,
    reason: row.reason,
    request_id: row.request_id,
    address: row.address,
  };
}

/** The filter without its unset fields, as the export's audit row keeps it. */
const filterOf = (query: OfficeAuditCsvQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

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

    // Every row of the filter, not a page: the file is what the office keeps or hands on.
    app.get<{ Querystring: OfficeAuditCsvQuery }>(
      officeAuditCsvPath(service),
      { config: { roles: ['admin'] }, preHandler: validateQuery(officeAuditCsvQuerySchema) },
      async (request, reply) => {
        const { user, action, from, to } = request.query;
        const rows = app.audit.all({ userId: user, action, from, to });
        const csv = toCsv(
          AUDIT_CSV_COLUMNS,
          rows.map((row) => auditCsvRowOf(service, row)),
        );
        // Written after the read, so the file does not hold its own download.
        app.audit.record({
          ...auditContext(request, 'admin'),
          action: AUDIT_EXPORT_ACTION,
          recordType: 'audit_log',
          after: { filter: filterOf(request.query), rows: rows.length },
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${service}-${collegeDay(app.now())}.csv"`)
          .send(csv);
      },
    );

    app.get(
      officeAuditActionsPath(service),
      { config: { roles: ['admin'] } },
      async (): Promise<OfficeAuditActionsAnswer> => ({ result: 'success', service, actions: app.audit.actions() }),
    );
  });
}
