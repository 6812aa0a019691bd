import { toCsv } from '@college/remote-kit/office';
import { type CollectionReport, collegeDay, collegeTime } from '@college/admissions-service/office/payments';

/**
 * The report's columns, in order. An undone payment's amount is in `undone_amount`, never in
 * `amount`: the `amount` column sums to the report's grand total. Who recorded or undid a payment
 * is there twice, as the header says: by name (`…_by_name`, what people read) and by office
 * username (`…_by_username`, to reconcile with the audit log, which names usernames).
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
  'recorded_by_name',
  'recorded_by_username',
  'undone_amount',
  'undone_at',
  'undone_by_name',
  'undone_by_username',
  'undo_reason',
] as const;

/**
 * The report as CSV, written like every export of the portal (the service kit's toCsv: RFC 4180,
 * CRLF lines, a text cell that starts like a formula shown by a spreadsheet as text). Dates and
 * times are the college's (YYYY-MM-DD, HH:MM). An older service sends no names: the username then.
 */
export function collectionCsv(report: CollectionReport): string {
  const rows = report.entries.map((entry) => ({
    date: collegeDay(entry.at),
    time: collegeTime(entry.at, 'clock'),
    receipt_no: entry.receipt_no,
    upi_reference: entry.reference,
    application_no: entry.application_no,
    name: entry.name,
    course: entry.course,
    mode: entry.mode,
    amount: entry.undone ? null : entry.amount,
    recorded_by_name: entry.by_name ?? entry.by,
    recorded_by_username: entry.by,
    undone_amount: entry.undone ? entry.amount : null,
    undone_at: entry.undone ? `${collegeDay(entry.undone.at)} ${collegeTime(entry.undone.at, 'clock')}` : null,
    undone_by_name: entry.undone && (entry.undone.by_name ?? entry.undone.by),
    undone_by_username: entry.undone?.by,
    undo_reason: entry.undone?.reason,
  }));
  return toCsv(COLLECTION_CSV_COLUMNS, rows);
}
