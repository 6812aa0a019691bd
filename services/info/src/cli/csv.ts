/**
 * CSV for staff exports, as RFC 4180 describes it: CRLF line ends, fields that contain a comma,
 * a double quote, CR or LF are quoted, and quotes inside them doubled.
 *
 * Exports are opened in spreadsheets, where a cell that starts with =, +, - or @ (or a tab or
 * CR, which some programs skip before looking) is run as a formula: a visitor could type
 * `=HYPERLINK(...)` into a form. Such cells get a leading apostrophe, which spreadsheets show
 * as plain text. The apostrophe stays visible to other CSV readers; that is the usual trade.
 */

export type CsvValue = string | number | bigint | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: null and undefined become empty; numbers are written as is (but also checked). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row of `columns`, then one row per record in the same column order. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, CsvValue>[]): string {
  const line = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return line(columns) + rows.map((row) => line(columns.map((column) => row[column]))).join('');
}
