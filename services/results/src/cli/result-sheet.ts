import * as v from 'valibot';
import { rollNumberSchema, type TalentResult } from '../contract';
import { RESULT_FIELDS } from '../plugins/results-repository';
import { type CsvRecord, CsvSyntaxError, parseCsv } from '@college/service-kit';

/** A problem with the file: the line it is on (1 is the header) and what is wrong, in words. */
export interface SheetProblem {
  line: number;
  reason: string;
}

export type SheetReading = { ok: true; rows: TalentResult[] } | { ok: false; problems: SheetProblem[] };

const NAME_MAX = 150;
const TEXT_MAX = 200;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`));
const requiredText = (max: number) => v.pipe(text(max), v.nonEmpty('must not be empty'));
const flag = v.pipe(v.string(), v.trim(), v.picklist(['0', '1'], "must be '0' or '1'"));

/** One row of the sheet, field by field; the rules between fields are checked after it. */
const rowSchema = v.object({
  rollno: rollNumberSchema,
  certificate_no: text(50),
  student_name: requiredText(NAME_MAX),
  father_name: requiredText(NAME_MAX),
  school_name: requiredText(NAME_MAX),
  score: v.pipe(text(10), v.regex(/^(\d{1,4}(\.\d{1,2})?)?$/, 'must be a number of marks such as 87 or 87.5')),
  result: text(TEXT_MAX),
  prize: text(TEXT_MAX),
  remark: text(TEXT_MAX),
  absent: flag,
  result_status: flag,
});

/** Rules that join fields: what a certificate needs, and numbers that must be unique. */
function crossChecks(row: TalentResult): string[] {
  const problems: string[] = [];
  const eligible = row.absent !== '1' && row.result_status !== '0';
  if (eligible && row.certificate_no === '') problems.push('certificate_no: must not be empty for a student who gets a certificate');
  if (eligible && row.score === '') problems.push('score: must not be empty for a student who sat the exam');
  return problems;
}

function readHeader(record: CsvRecord): { columns: string[] } | { problems: SheetProblem[] } {
  const columns = record.cells.map((cell) => cell.trim().toLowerCase());
  const problems: SheetProblem[] = [];
  const known = new Set<string>(RESULT_FIELDS);
  columns.forEach((column, index) => {
    if (!known.has(column)) problems.push({ line: record.line, reason: `unknown column "${record.cells[index].trim()}"` });
    else if (columns.indexOf(column) !== index) problems.push({ line: record.line, reason: `column "${column}" appears twice` });
  });
  const missing = RESULT_FIELDS.filter((field) => !columns.includes(field));
  if (missing.length > 0) problems.push({ line: record.line, reason: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` });
  return problems.length > 0 ? { problems } : { columns };
}

/**
 * Reads a result sheet: a header row naming the spec's fields (any order, any case), then one row
 * per student. Every problem is reported with its line; rows come back only if there is none.
 */
export function readResultSheet(csv: string): SheetReading {
  let records: CsvRecord[];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, problems: [{ line: error.line, reason: error.message.replace(/^line \d+: /, '') }] };
    throw error;
  }
  if (records.length === 0) return { ok: false, problems: [{ line: 1, reason: `the file is empty; the first line must name the columns: ${RESULT_FIELDS.join(',')}` }] };

  const header = readHeader(records[0]);
  if ('problems' in header) return { ok: false, problems: header.problems };
  if (records.length === 1) return { ok: false, problems: [{ line: records[0].line, reason: 'the file has no results below its header' }] };

  const problems: SheetProblem[] = [];
  const rows: TalentResult[] = [];
  const rollLines = new Map<string, number>();
  const certificateLines = new Map<string, number>();
  for (const record of records.slice(1)) {
    if (record.cells.length !== header.columns.length) {
      problems.push({ line: record.line, reason: `has ${record.cells.length} cells where the header has ${header.columns.length}` });
      continue;
    }
    const raw = Object.fromEntries(header.columns.map((column, index) => [column, record.cells[index]]));
    const parsed = v.safeParse(rowSchema, raw);
    if (!parsed.success) {
      for (const issue of parsed.issues) problems.push({ line: record.line, reason: `${v.getDotPath(issue)}: ${issue.message}` });
      continue;
    }
    const row = parsed.output as TalentResult;
    for (const reason of crossChecks(row)) problems.push({ line: record.line, reason });
    const rollLine = rollLines.get(row.rollno);
    if (rollLine) problems.push({ line: record.line, reason: `rollno: ${row.rollno} is already on line ${rollLine}` });
    else rollLines.set(row.rollno, record.line);
    if (row.certificate_no !== '') {
      const certificateLine = certificateLines.get(row.certificate_no);
      if (certificateLine) problems.push({ line: record.line, reason: `certificate_no: ${row.certificate_no} is already on line ${certificateLine}` });
      else certificateLines.set(row.certificate_no, record.line);
    }
    rows.push(row);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
