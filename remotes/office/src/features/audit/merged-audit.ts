import { getJson } from '@college/remote-kit';
import {
  AUDIT_LIST_MAX_ROWS,
  AUDIT_SERVICES,
  type AuditService,
  officeAuditActionsAnswerSchema,
  officeAuditActionsPath,
  officeAuditAnswerSchema,
  officeAuditCsvPath,
  type OfficeAuditEntry,
  officeAuditPath,
} from '@college/office-service/contract';
import { forbidden, signInNeeded } from '@college/remote-kit/office';
import { getCsvText, mergeAuditCsv } from './audit-csv';
import type { People } from './people';

export interface MergedAudit {
  /** The newest entries of every part that answered, newest first (at most AUDIT_LIST_MAX_ROWS). */
  entries: OfficeAuditEntry[];
  /** The parts that could not be read (service down, an error): the others are still shown. */
  failed: AuditService[];
  /** Some entries matching the filters are not shown (more than AUDIT_LIST_MAX_ROWS in all). */
  more: boolean;
}

/** A 401 or 403 of any part (the session or the admin role gone) is the whole page's; so is a cancel. */
function throwRefusal(parts: PromiseSettledResult<unknown>[], signal?: AbortSignal) {
  const refusal = parts.find(
    (part) => part.status === 'rejected' && (signInNeeded(part.reason) || forbidden(part.reason)),
  );
  if (refusal?.status === 'rejected') throw refusal.reason;
  if (signal?.aborted) throw signal.reason;
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
  throwRefusal(parts, signal);
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

/**
 * The actions the parts' rows hold, for the filter (each part answers its own list). A part that
 * cannot answer leaves its actions out: the entries' own note names it.
 */
export async function loadAuditActions(signal?: AbortSignal): Promise<string[]> {
  const parts = await Promise.allSettled(
    AUDIT_SERVICES.map((service) => getJson(officeAuditActionsPath(service), officeAuditActionsAnswerSchema, signal)),
  );
  throwRefusal(parts, signal);
  return [...new Set(parts.flatMap((part) => (part.status === 'fulfilled' ? part.value.actions : [])))];
}

/** Some parts of the log could not be read: no file is made without them. */
export class AuditPartsFailed extends Error {
  constructor(readonly failed: AuditService[]) {
    super(`Parts of the audit log could not be read: ${failed.join(', ')}`);
    this.name = 'AuditPartsFailed';
  }
}

/**
 * Every entry of the filters (`query`, as for loadMergedAudit, without a limit) as one CSV file:
 * each service's CSV of its part, merged (audit-csv.ts). A file missing a part would look whole,
 * so any part that fails fails the file (AuditPartsFailed names them).
 */
export async function loadMergedAuditCsv(query: string, people: People, signal?: AbortSignal): Promise<string> {
  const suffix = query ? `?${query}` : '';
  const parts = await Promise.allSettled(
    AUDIT_SERVICES.map((service) => getCsvText(`${officeAuditCsvPath(service)}${suffix}`, signal)),
  );
  throwRefusal(parts, signal);
  const failed = AUDIT_SERVICES.filter((_, index) => parts[index].status === 'rejected');
  if (failed.length > 0) throw new AuditPartsFailed(failed);
  return mergeAuditCsv(
    parts.map((part, index) => ({
      service: AUDIT_SERVICES[index],
      text: (part as PromiseFulfilledResult<string>).value,
    })),
    people,
  );
}
