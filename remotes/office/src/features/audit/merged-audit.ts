import { getJson } from '@college/remote-kit';
import {
  AUDIT_LIST_MAX_ROWS,
  AUDIT_SERVICES,
  type AuditService,
  officeAuditAnswerSchema,
  type OfficeAuditEntry,
  officeAuditPath,
} from '@college/office-service/contract';
import { forbidden, signInNeeded } from '@college/remote-kit/office';

export interface MergedAudit {
  /** The newest entries of every part that answered, newest first (at most AUDIT_LIST_MAX_ROWS). */
  entries: OfficeAuditEntry[];
  /** The parts that could not be read (service down, an error): the others are still shown. */
  failed: AuditService[];
  /** Some entries matching the filters are not shown (more than AUDIT_LIST_MAX_ROWS in all). */
  more: boolean;
}

/** Newest first; at the same instant, by service and then the newest row of a service first. */
const newestFirst = (a: OfficeAuditEntry, b: OfficeAuditEntry) =>
  a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.service !== b.service ? (a.service < b.service ? -1 : 1) : b.id - a.id;

/**
 * Asks every service for its part of the audit log with the same filters (`query`: the filter
 * parameters, without `?`) and merges them. Each part is asked for AUDIT_LIST_MAX_ROWS rows: the
 * newest that many of the merged log are then exact, as a row a part left out is older than that
 * many of its own. A 401 or a 403 (the session or the admin role gone) fails the whole view, as
 * any page does; any other failure only marks its part as unread.
 */
export async function loadMergedAudit(query: string, signal?: AbortSignal): Promise<MergedAudit> {
  const params = new URLSearchParams(query);
  params.set('limit', String(AUDIT_LIST_MAX_ROWS));
  const parts = await Promise.allSettled(
    AUDIT_SERVICES.map((service) => getJson(`${officeAuditPath(service)}?${params}`, officeAuditAnswerSchema, signal)),
  );
  const refusal = parts.find(
    (part) => part.status === 'rejected' && (signInNeeded(part.reason) || forbidden(part.reason)),
  );
  if (refusal?.status === 'rejected') throw refusal.reason;
  if (signal?.aborted) throw signal.reason;
  const failed: AuditService[] = [];
  const all: OfficeAuditEntry[] = [];
  parts.forEach((part, index) => {
    const service = AUDIT_SERVICES[index];
    // A part's rows are named with the service that was asked, whatever a row says.
    if (part.status === 'fulfilled') all.push(...part.value.entries.map((entry) => ({ ...entry, service })));
    else failed.push(service);
  });
  all.sort(newestFirst);
  return { entries: all.slice(0, AUDIT_LIST_MAX_ROWS), failed, more: all.length > AUDIT_LIST_MAX_ROWS };
}
