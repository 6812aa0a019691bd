// Shared by browser code (the office remote) and services: valibot only.
/**
 * Every service's part of the audit log through its office API (decision 011, "The merged audit"):
 * `GET /api/v1/office/<service>/audit`, for administrators, answers that service's own rows
 * (its `audit_log`), newest first, each named with the service. The kit registers it in every
 * service (audit-route.ts); the office remote asks each part and merges them.
 */
import * as v from 'valibot';
import { dateRangeCheck, wholeNumberParam } from './office-query';

export const officeAuditPath = (service: string) => `/api/v1/office/${service}/audit`;

/** Rows a part answers when the query names no limit, and the most it answers. */
export const AUDIT_DEFAULT_ROWS = 200;
export const AUDIT_MAX_ROWS = 1000;

const day = (name: string) => v.optional(v.pipe(v.string(), v.isoDate(`${name} must be a date (YYYY-MM-DD)`)));

/** The filters, as query parameters (all optional): office user id, exact action, dates (UTC) inclusive, row limit. */
export const officeAuditQuerySchema = v.pipe(
  v.object({
    user: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'user must be an office user id'))),
    action: v.optional(v.pipe(v.string(), v.maxLength(60, 'action must be at most 60 characters'))),
    from: day('from'),
    to: day('to'),
    limit: wholeNumberParam('limit', AUDIT_MAX_ROWS),
  }),
  dateRangeCheck(),
);
export type OfficeAuditQuery = v.InferOutput<typeof officeAuditQuerySchema>;

export const officeAuditEntrySchema = v.object({
  /** The service whose database holds the row. */
  service: v.string(),
  id: v.number(),
  at: v.string(),
  userId: v.nullable(v.string()),
  username: v.nullable(v.string()),
  role: v.nullable(v.string()),
  action: v.string(),
  recordType: v.nullable(v.string()),
  recordId: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.nullable(v.string()),
  requestId: v.nullable(v.string()),
  address: v.nullable(v.string()),
});
export type OfficeAuditEntry = v.InferOutput<typeof officeAuditEntrySchema>;

export const officeAuditAnswerSchema = v.object({
  result: v.literal('success'),
  service: v.string(),
  entries: v.array(officeAuditEntrySchema),
});
export type OfficeAuditAnswer = v.InferOutput<typeof officeAuditAnswerSchema>;
