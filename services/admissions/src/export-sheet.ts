/**
 * The staff export's sheet, shared by the command (cli/export-command.ts) and the office's CSV
 * (routes/office/applications.ts): the same columns, the Aadhaar number only as XXXX XXXX 1234,
 * and the kit's toCsv, which writes a cell a spreadsheet would run as a formula as text.
 */
import { toCsv } from '@college/service-kit';
import { maskAadhaar } from './contract';

/** The sheet's columns, in order: the application, its subjects, its payment (empty if unpaid), then its void. */
export const EXPORT_COLUMNS = [
  'application_no',
  'submitted_at',
  'name',
  'father',
  'mother',
  'dob',
  'gender',
  'aadhaar',
  'mobile',
  'email',
  'category',
  'religion',
  'marital',
  'address',
  'state',
  'district',
  'sub_district',
  'pincode',
  'handicap',
  'dis_type',
  'course',
  'tc',
  'major_1',
  'major_2',
  'major_3',
  'minor',
  'cocurricular',
  'vocational',
  'income_amount',
  'caste_no',
  'issue_date',
  // intermediate or graduation: what the qualifying marks are of.
  'qual_exam',
  'qual_board',
  'qual_year',
  'qual_roll',
  'qual_marks',
  'qual_max',
  'qual_percent',
  'pwd_percent',
  'pwd_certificate',
  'payment_status',
  'payment_state',
  'payment_mode',
  'payment_amount',
  'payment_trans_no',
  'paid_at',
  'payment_confirmed_by',
  // Who confirmed it by name (the username above reconciles with the audit log).
  'payment_confirmed_by_name',
  'payment_confirmed_at',
  'payment_receipt_no',
  // Empty while the application stands; set when the office voided it.
  'voided_at',
  'void_reason',
] as const;

/** The repository's export rows (applications.exportRows) as CSV text. */
export function exportSheet(rows: readonly Record<string, string | number | null>[]): string {
  return toCsv(
    EXPORT_COLUMNS,
    rows.map(({ adhar_last4, ...row }) => ({ ...row, aadhaar: maskAadhaar(String(adhar_last4)) })),
  );
}
