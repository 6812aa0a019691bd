/**
 * A bank or UPI statement (CSV) read against the payments claimed online. The
 * kit's CSV reader does the parsing (quotes, BOM, line ends); here: the header's signature (so a
 * mapping is remembered per layout), each line's reference and amount, and the match. Matching
 * is by the 12-digit UPI reference AND the amount: a reference alone could be a typo of another's.
 */
import { createHash } from 'node:crypto';
import { CsvSyntaxError, csvText, HttpError, parseCsv } from '@college/service-kit';
import {
  STATEMENT_FILE_MESSAGE,
  STATEMENT_MAX_LINES,
  type StatementLine,
  type StatementMapping,
  type StatementPreview,
} from './office-contract/payments';
import type { MatchedPayment, OnlinePayment, StatementCredit } from './plugins/payment-verification';

export interface Statement {
  columns: string[];
  /** The data lines (below the header), each with its line number in the file. */
  rows: { line: number; cells: string[] }[];
  signature: string;
}

const statementError = (message: string) => new HttpError(400, message, { file: message });

/** The header's names, trimmed and lower-cased, hashed: the same layout gives the same signature. */
export const signatureOf = (columns: readonly string[]) =>
  createHash('sha256')
    .update(columns.map((column) => column.trim().toLowerCase()).join('\u0000'))
    .digest('hex');

/** The file's bytes as a statement: UTF-8 text, a header of distinct names, at least one line below it. */
export function readStatement(bytes: Buffer): Statement {
  // A spreadsheet or PDF saved under a .csv name: binary, not text.
  const text = csvText(bytes);
  if (text === null) throw statementError(`${STATEMENT_FILE_MESSAGE}: this file is not text.`);
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw statementError(`The statement could not be read: ${error.message}.`);
    throw error;
  }
  if (records.length === 0) throw statementError('The statement is empty; its first line must name the columns.');
  const columns = records[0].cells.map((cell) => cell.trim());
  if (columns.length < 3)
    throw statementError('The statement needs at least three columns (reference, amount, date), separated by commas.');
  const seen = new Set<string>();
  for (const column of columns) {
    if (column === '') throw statementError('A column of the statement has no name in its first line.');
    if (seen.has(column.toLowerCase())) throw statementError(`The column "${column}" appears twice in the first line.`);
    seen.add(column.toLowerCase());
  }
  const rows = records.slice(1);
  if (rows.length === 0) throw statementError('The statement has no lines below its header.');
  if (rows.length > STATEMENT_MAX_LINES)
    throw statementError(
      `The statement has more than ${STATEMENT_MAX_LINES.toLocaleString('en-IN')} lines; import a shorter period.`,
    );
  return { columns, rows: rows.map(({ line, cells }) => ({ line, cells })), signature: signatureOf(columns) };
}

/** The mapping's column names that the statement lacks, by field (for the form's errors). */
export function missingColumns(statement: Statement, mapping: StatementMapping): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, column] of Object.entries(mapping)) {
    if (!statement.columns.includes(column)) errors[field] = `The statement has no column "${column}"`;
  }
  return errors;
}

/** A 12-digit UPI reference in the cell: alone, or inside a narration like "UPI/598765432101/…". */
const REFERENCE = /(?<!\d)\d{12}(?!\d)/g;
export function referenceOf(cell: string): string | null {
  const found = cell.match(REFERENCE);
  return found?.length === 1 ? found[0] : null;
}

/** An amount as statements write it: 1500, 1,500.00, ₹ 1500, Rs. 1,500/-; null when it is no positive amount. */
export function amountOf(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*(\/-|cr)$/i, '')
    .replaceAll(',', '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 ? amount : null;
}

/**
 * The preview: each line matched, or why not, and the claims no line paid. `payments` is every
 * online payment by its reference (the repository's onlinePayments()). `credits`: the credits with
 * no application, as the preview keeps them for a match by hand.
 */
export function matchStatement(
  statement: Statement,
  mapping: StatementMapping,
  payments: ReadonlyMap<string, OnlinePayment>,
  importId: string,
): { preview: StatementPreview; matched: MatchedPayment[]; credits: StatementCredit[] } {
  const index = (column: string) => statement.columns.indexOf(column);
  const at = { reference: index(mapping.reference), amount: index(mapping.amount), date: index(mapping.date) };
  const preview: StatementPreview = {
    import_id: importId,
    lines: statement.rows.length,
    matched: [],
    no_application: [],
    amount_differs: [],
    already_verified: [],
    no_credit: [],
    skipped: [],
  };
  const matched: MatchedPayment[] = [];
  const credits: StatementCredit[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of statement.rows) {
    const raw = {
      reference: (cells[at.reference] ?? '').trim(),
      amount: (cells[at.amount] ?? '').trim(),
      date: (cells[at.date] ?? '').trim(),
    };
    const reference = referenceOf(raw.reference);
    const amount = amountOf(raw.amount);
    // A debit, a blank amount or a narration without a UPI reference is no fee credit.
    if (amount === null) {
      preview.skipped.push({
        line,
        reason: raw.amount === '' ? 'no amount' : `"${raw.amount.slice(0, 40)}" is not an amount credited`,
      });
      continue;
    }
    if (reference === null) {
      preview.skipped.push({ line, reason: 'no 12-digit UPI reference in the reference column' });
      continue;
    }
    if (seen.has(reference)) {
      preview.skipped.push({ line, reason: `reference ${reference} appears on an earlier line too` });
      continue;
    }
    seen.add(reference);
    const payment = payments.get(reference);
    const entry: StatementLine = {
      line,
      reference,
      amount: raw.amount,
      date: raw.date,
      application_no: null,
      name: null,
      claimed: null,
    };
    if (!payment) {
      preview.no_application.push(entry);
      credits.push({ line, reference, amount, text: raw.amount, date: raw.date });
      continue;
    }
    Object.assign(entry, { application_no: payment.application_no, name: payment.name });
    if (payment.state === 'verified') preview.already_verified.push(entry);
    else if (payment.amount !== amount) preview.amount_differs.push({ ...entry, claimed: payment.amount });
    else if (payment.state === 'claimed') {
      preview.matched.push(entry);
      matched.push({
        application_id: payment.application_id,
        application_no: payment.application_no,
        reference,
        version: payment.version,
        line,
      });
    } else
      preview.skipped.push({
        line,
        reason: `the claim of ${payment.application_no} was returned; verify it from the list if the money is in`,
      });
  }
  for (const payment of payments.values()) {
    if (payment.state === 'claimed' && !seen.has(payment.trans_no)) {
      preview.no_credit.push({
        application_no: payment.application_no,
        name: payment.name,
        reference: payment.trans_no,
        amount: payment.amount,
        paid_at: payment.paid_at,
      });
    }
  }
  return { preview, matched, credits };
}
