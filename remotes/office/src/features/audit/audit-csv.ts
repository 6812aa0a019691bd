import { toCsv } from '@college/remote-kit/office';
import type { OfficeAuditEntry } from '@college/office-service/contract';

/** The CSV file's columns, in order: the entry's fields, before/after as their JSON. */
export const AUDIT_CSV_COLUMNS = [
  'service',
  'id',
  'at',
  'userId',
  'username',
  'role',
  'action',
  'recordType',
  'recordId',
  'before',
  'after',
  'reason',
  'requestId',
  'address',
] as const;

const asJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * The entries as CSV, written like every export of the portal (the service kit's toCsv: RFC 4180,
 * CRLF lines, a text cell that starts like a formula shown by a spreadsheet as text).
 */
export function auditCsv(entries: readonly OfficeAuditEntry[]): string {
  const rows = entries.map((entry) =>
    Object.fromEntries(
      AUDIT_CSV_COLUMNS.map((column) => [
        column,
        column === 'before' || column === 'after' ? asJson(entry[column]) : (entry[column] ?? ''),
      ]),
    ),
  );
  return toCsv(AUDIT_CSV_COLUMNS, rows);
}

/** Saves `csv` as a file from the browser: an object URL on a temporary <a download>. */
export function downloadCsv(csv: string, fileName: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in Hindi).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's download has started: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
