// Shared by browser code (the office remote) and services: valibot only.
/**
 * Every service's part of the audit log through its office API (decision 011, "The merged audit";
 * decision 028): for administrators, each service answers from its own rows (its `audit_log`):
 * - `GET /api/v1/office/<service>/audit`: the newest rows of the filter, each named with the service;
 * - `GET /api/v1/office/<service>/audit.csv`: every row of the same filter, as CSV (times in the
 *   college's zone too), the download itself audited as `audit.export`;
 * - `GET /api/v1/office/<service>/audit/actions`: the actions its rows hold, for the action filter.
 * The kit registers them in every service (audit-route.ts); the office remote asks each part and merges them.
 */
import * as v from 'valibot';
import { dateRangeCheck, wholeNumberParam } from './office-query';

export { COLLEGE_TIME_LABEL, COLLEGE_TIME_ZONE, collegeDay, collegeTime } from './college-time';

export const officeAuditPath = (service: string) => `/api/v1/office/${service}/audit`;
export const officeAuditCsvPath = (service: string) => `/api/v1/office/${service}/audit.csv`;
export const officeAuditActionsPath = (service: string) => `/api/v1/office/${service}/audit/actions`;

/** Rows a part answers when the query names no limit, and the most it answers (the CSV has them all). */
export const AUDIT_DEFAULT_ROWS = 200;
export const AUDIT_MAX_ROWS = 1000;
/** The audit row of each CSV download, with the filter and the number of rows. */
export const AUDIT_EXPORT_ACTION = 'audit.export';

const day = (name: string) => v.optional(v.pipe(v.string(), v.isoDate(`${name} must be a date (YYYY-MM-DD)`)));
const filters = {
  user: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'user must be an office user id'))),
  action: v.optional(v.pipe(v.string(), v.maxLength(60, 'action must be at most 60 characters'))),
  from: day('from'),
  to: day('to'),
};

/**
 * The filters, as query parameters (all optional): office user id, exact action, dates inclusive
 * (the college's days, IST, as the times are shown), row limit.
 */
export const officeAuditQuerySchema = v.pipe(
  v.object({ ...filters, limit: wholeNumberParam('limit', AUDIT_MAX_ROWS) }),
  dateRangeCheck(),
);
export type OfficeAuditQuery = v.InferOutput<typeof officeAuditQuerySchema>;
/** The CSV's filters: the same, without a limit (it has every row). */
export const officeAuditCsvQuerySchema = v.pipe(v.object(filters), dateRangeCheck());
export type OfficeAuditCsvQuery = v.InferOutput<typeof officeAuditCsvQuerySchema>;

/**
 * The CSV's columns, in order: the time in the college's zone (IST) and in UTC (exact, sortable:
 * what the office page merges the parts by), who, what, the record, before/after as JSON.
 */
export const AUDIT_CSV_COLUMNS = [
  'service',
  'id',
  'at_ist',
  'at_utc',
  'user_id',
  'username',
  'role',
  'action',
  'record_type',
  'record_id',
  'before',
  'after',
  'reason',
  'request_id',
  'address',
] as const;
export type AuditCsvColumn = (typeof AUDIT_CSV_COLUMNS)[number];

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

/** The distinct actions of a part's rows, sorted. */
export const officeAuditActionsAnswerSchema = v.object({
  result: v.literal('success'),
  service: v.string(),
  actions: v.array(v.string()),
});
export type OfficeAuditActionsAnswer = v.InferOutput<typeof officeAuditActionsAnswerSchema>;
