import { type TalentResult } from '../contract';
import { RESULT_FIELDS, resultRowSchema, rowProblems } from '../office-contract/results';
import { readSheet, type SheetProblem } from '@college/service-kit';

export type { SheetProblem };

export type SheetReading = { ok: true; rows: TalentResult[] } | { ok: false; problems: SheetProblem[] };

/**
 * Reads a result sheet: a header row naming the spec's fields (any order, any case), then one row
 * per student. Every problem is reported with its line; rows come back only if there is none.
 * The CLI import and the office's import by web both read sheets with it; the row rules
 * (office-contract/results.ts) are the correction form's too.
 */
export function readResultSheet(csv: string): SheetReading {
  const sheet = readSheet(csv, RESULT_FIELDS, resultRowSchema, 'results');
  const problems: SheetProblem[] = [...sheet.problems];
  const rows: TalentResult[] = [];
  const rollLines = new Map<string, number>();
  const certificateLines = new Map<string, number>();
  for (const { line, value } of sheet.rows) {
    const row = value as TalentResult;
    for (const { field, message } of rowProblems(row)) problems.push({ line, reason: `${field}: ${message}` });
    const rollLine = rollLines.get(row.rollno);
    if (rollLine) problems.push({ line, reason: `rollno: ${row.rollno} is already on line ${rollLine}` });
    else rollLines.set(row.rollno, line);
    if (row.certificate_no !== '') {
      const certificateLine = certificateLines.get(row.certificate_no);
      if (certificateLine)
        problems.push({ line, reason: `certificate_no: ${row.certificate_no} is already on line ${certificateLine}` });
      else certificateLines.set(row.certificate_no, line);
    }
    rows.push(row);
  }
  // Problems in line order, as staff read the sheet.
  problems.sort((a, b) => a.line - b.line);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
