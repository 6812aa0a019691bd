import Papa from 'papaparse';

/**
 * CSV as staff exchange it with spreadsheets: writing exports and reading import sheets.
 */

/**
 * CSV for staff exports, as RFC 4180 describes it (papaparse writes it): CRLF line ends, fields
 * that contain a comma, a double quote, CR or LF are quoted, and quotes inside them doubled.
 *
 * Exports are opened in spreadsheets, where a text cell that starts with =, +, - or @ (or a tab or
 * CR, which some programs skip before looking) is run as a formula: a visitor could type
 * `=HYPERLINK(...)` into a form. Such cells get a leading apostrophe (and quotes), which
 * spreadsheets show as plain text. The apostrophe stays visible to other CSV readers; that is the
 * usual trade. The full-width forms (＝ ＋ － ＠, as Chinese and Japanese input methods type them)
 * count too: some spreadsheets read ＝ as =. Numbers are numbers, never formulas: -5 stays -5.
 * One writer for every export, the office pages' downloads included.
 */

export type CsvValue = string | number | bigint | boolean | null | undefined;

export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const WRITE = { escapeFormulae: FORMULA_START, newline: '\r\n' } as const;
/** papaparse writes null (for undefined too) as an empty cell. */
const cellsOf = (cells: readonly CsvValue[]) => cells.map((cell) => cell ?? null);

/** One cell, as toCsv writes it. */
export function csvCell(value: CsvValue): string {
  return Papa.unparse([cellsOf([value])], WRITE);
}

/** A header row of `columns`, then one row per record in the same column order; every line ends in CRLF. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, CsvValue>[]): string {
  const data = [columns, ...rows.map((row) => columns.map((column) => row[column]))].map(cellsOf);
  return `${Papa.unparse(data, WRITE)}\r\n`;
}

// ---- Reading ---------------------------------------------------------------------------

/** One record of a CSV file and the line it starts on (1-based; a quoted cell may span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Reads RFC 4180 CSV as spreadsheets save it: commas, double-quoted cells (with "" for a quote,
 * commas and line breaks inside), CRLF or LF line ends, an optional UTF-8 byte order mark. Blank
 * lines are skipped. Throws CsvSyntaxError naming the line of a quote left open or misplaced.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let line = 1;
  let recordLine = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteLine = 0;
  // True once the current cell was a quoted one: only a comma or line end may follow its closing quote.
  let closed = false;

  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0].trim() === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    closed = false;
  };

  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
        closed = true;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === ',') {
      cells.push(cell);
      cell = '';
      closed = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (closed && (char === ' ' || char === '\t')) {
      // Spaces after a closing quote ("x" ,y) are padding, not part of the cell.
    } else if (closed) {
      throw new CsvSyntaxError(line, 'text after a closing quote; a quote inside a quoted cell is written ""');
    } else if (char === '"') {
      if (cell.trim() !== '')
        throw new CsvSyntaxError(
          line,
          'a quote in the middle of a cell; quote the whole cell and write the quote as ""',
        );
      cell = '';
      quoted = true;
      quoteLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, 'a quoted cell is never closed');
  if (cell !== '' || cells.length > 0 || closed) endRecord();
  return records;
}
