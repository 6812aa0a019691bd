/**
 * Import sheets (CSV from a spreadsheet) for the staff import commands: a header naming the fields
 * (any order, any case), then one row per record, each checked with a valibot schema. Every problem
 * comes back with its line number, so staff can fix the whole sheet in one go.
 */
import * as v from 'valibot';
import { type CsvRecord, CsvSyntaxError, parseCsv } from './csv';

/** A problem with the file: the line it is on (1 is the header) and what is wrong, in words. */
export interface SheetProblem {
  line: number;
  reason: string;
}

/** The rows that passed their schema (with their lines) and every problem; import only if none. */
export interface SheetReading<T> {
  rows: { line: number; value: T }[];
  problems: SheetProblem[];
}

function readHeader(
  record: CsvRecord,
  fields: readonly string[],
): { columns: string[] } | { problems: SheetProblem[] } {
  const columns = record.cells.map((cell) => cell.trim().toLowerCase());
  const problems: SheetProblem[] = [];
  const known = new Set<string>(fields);
  columns.forEach((column, index) => {
    if (!known.has(column))
      problems.push({ line: record.line, reason: `unknown column "${record.cells[index].trim()}"` });
    else if (columns.indexOf(column) !== index)
      problems.push({ line: record.line, reason: `column "${column}" appears twice` });
  });
  const missing = fields.filter((field) => !columns.includes(field));
  if (missing.length > 0)
    problems.push({
      line: record.line,
      reason: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    });
  return problems.length > 0 ? { problems } : { columns };
}

/**
 * Reads a sheet whose header names exactly `fields` and checks each row with `rowSchema` (given the
 * row as an object of strings). Rows that pass come back with their lines, next to every problem,
 * so a command can add its own checks (ids, files, duplicates) before deciding.
 */
export function readSheet<TSchema extends v.GenericSchema>(
  csv: string,
  fields: readonly string[],
  rowSchema: TSchema,
  noun = 'rows',
): SheetReading<v.InferOutput<TSchema>> {
  let records: CsvRecord[];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { rows: [], problems: [{ line: error.line, reason: error.message.replace(/^line \d+: /, '') }] };
    throw error;
  }
  if (records.length === 0)
    return {
      rows: [],
      problems: [{ line: 1, reason: `the file is empty; the first line must name the columns: ${fields.join(',')}` }],
    };

  const header = readHeader(records[0], fields);
  if ('problems' in header) return { rows: [], problems: header.problems };
  if (records.length === 1)
    return { rows: [], problems: [{ line: records[0].line, reason: `the file has no ${noun} below its header` }] };

  const problems: SheetProblem[] = [];
  const rows: { line: number; value: v.InferOutput<TSchema> }[] = [];
  for (const record of records.slice(1)) {
    if (record.cells.length !== header.columns.length) {
      problems.push({
        line: record.line,
        reason: `has ${record.cells.length} cells where the header has ${header.columns.length}`,
      });
      continue;
    }
    const raw = Object.fromEntries(header.columns.map((column, index) => [column, record.cells[index]]));
    const parsed = v.safeParse(rowSchema, raw);
    if (!parsed.success) {
      for (const issue of parsed.issues)
        problems.push({ line: record.line, reason: `${v.getDotPath(issue) ?? 'row'}: ${issue.message}` });
      continue;
    }
    rows.push({ line: record.line, value: parsed.output });
  }
  return { rows, problems };
}
