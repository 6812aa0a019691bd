import { toCsv } from '@college/remote-kit/office';
import { type CollectionReport, collegeDay, collegeTime } from '@college/admissions-service/office/payments';

/**
 * The report's columns, in order. An undone payment's amount is in `undone_amount`, never in
 * `amount`: the `amount` column sums to the report's grand total.
 */
export const COLLECTION_CSV_COLUMNS = [
  'date',
  'time',
  'receipt_no',
  'upi_reference',
  'application_no',
  'name',
  'course',
  'mode',
  'amount',
  'recorded_by',
  'undone_amount',
  'undone_at',
  'undone_by',
  'undo_reason',
] as const;

/**
 * The report as CSV, written like every export of the portal (the service kit's toCsv: RFC 4180,
 * CRLF lines, a text cell that starts like a formula shown by a spreadsheet as text). Dates and
 * times are the college's (YYYY-MM-DD, HH:MM); who recorded it is the office username.
 */
export function collectionCsv(report: CollectionReport): string {
  const rows = report.entries.map((entry) => ({
    date: collegeDay(entry.at),
    time: collegeTime(entry.at),
    receipt_no: entry.receipt_no,
    upi_reference: entry.reference,
    application_no: entry.application_no,
    name: entry.name,
    course: entry.course,
    mode: entry.mode,
    amount: entry.undone ? null : entry.amount,
    recorded_by: entry.by,
    undone_amount: entry.undone ? entry.amount : null,
    undone_at: entry.undone ? `${collegeDay(entry.undone.at)} ${collegeTime(entry.undone.at)}` : null,
    undone_by: entry.undone?.by,
    undo_reason: entry.undone?.reason,
  }));
  return toCsv(COLLECTION_CSV_COLUMNS, rows);
}
