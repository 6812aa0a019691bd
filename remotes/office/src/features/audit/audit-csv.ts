import { ApiError } from '@college/remote-kit';
import { parseCsv, toCsv } from '@college/remote-kit/office';
import { AUDIT_CSV_COLUMNS, type AuditCsvColumn, type AuditService } from '@college/office-service/contract';
import { actionName } from './action-names';
import type { People } from './people';

/**
 * The audit log as one CSV file. Each service writes every row of the filter itself
 * (`…/audit.csv`: all of them, not a page; times in IST and UTC; the download audited there); the
 * gateway does not fan out and no service reads another's log, so the parts are merged here: read
 * with the kit's CSV reader, newest first across services, the office users' names and the
 * actions' names put beside the codes, and written again with the kit's one writer.
 */

/** The merged file's columns: each part's, with `name` after `username` and `action_name` after `action`. */
export const MERGED_AUDIT_CSV_COLUMNS = AUDIT_CSV_COLUMNS.flatMap((column) =>
  column === 'username' ? [column, 'name'] : column === 'action' ? [column, 'action_name'] : [column],
);

export interface AuditCsvPart {
  service: AuditService;
  text: string;
}

type PartRow = Record<AuditCsvColumn, string>;

/** A part's file is not in the columns this page knows (a service of another version). */
export class AuditCsvShapeError extends Error {
  constructor(readonly service: AuditService) {
    super(`The ${service} part of the log came in unexpected columns.`);
    this.name = 'AuditCsvShapeError';
  }
}

function rowsOf({ service, text }: AuditCsvPart): PartRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header || header.cells.join(',') !== AUDIT_CSV_COLUMNS.join(',')) throw new AuditCsvShapeError(service);
  return records.map((record) => {
    const row = Object.fromEntries(AUDIT_CSV_COLUMNS.map((column, i) => [column, record.cells[i] ?? ''])) as PartRow;
    // Named with the service that was asked, whatever a row says.
    return { ...row, service };
  });
}

/** Newest first; at the same instant, by service and then the newest row of a service first. */
const newestFirst = (a: PartRow, b: PartRow) =>
  a.at_utc !== b.at_utc
    ? a.at_utc < b.at_utc
      ? 1
      : -1
    : a.service !== b.service
      ? a.service < b.service
        ? -1
        : 1
      : Number(b.id) - Number(a.id);

/** A cell the part wrote as a number stays one (so `-5` is not taken for a formula when written again). */
const NUMBER = /^-?\d+(\.\d+)?$/;
const cellOf = (value: string) => (NUMBER.test(value) && String(Number(value)) === value ? Number(value) : value);

export function mergeAuditCsv(parts: readonly AuditCsvPart[], people: People): string {
  const rows = parts.flatMap(rowsOf).sort(newestFirst);
  return toCsv(
    MERGED_AUDIT_CSV_COLUMNS,
    rows.map((row) => ({
      ...Object.fromEntries(Object.entries(row).map(([column, value]) => [column, cellOf(value)])),
      name:
        (row.user_id && people.byId.get(row.user_id)) || (row.username && people.byUsername.get(row.username)) || '',
      action_name: actionName(row.action),
    })),
  );
}

/**
 * A part's CSV text; a refusal (the kit's JSON failure) as the ApiError getJson would throw, so a
 * 401 or 403 is handled as on every office page.
 */
export async function getCsvText(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { method: 'GET', signal, headers: { accept: 'text/csv' } });
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.includes('text/csv')) return response.text();
  let message = `Request failed (${response.status}).`;
  if (type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (typeof body?.message === 'string') message = body.message;
  }
  throw new ApiError(message, response.status);
}
