import * as v from 'valibot';
import { rollNumberSchema, type TalentResult } from '../contract';
import { RESULT_FIELDS } from '../plugins/results-repository';
import { readSheet, type SheetProblem } from '@college/service-kit';

export type { SheetProblem };

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

/**
 * Reads a result sheet: a header row naming the spec's fields (any order, any case), then one row
 * per student. Every problem is reported with its line; rows come back only if there is none.
 */
export function readResultSheet(csv: string): SheetReading {
  const sheet = readSheet(csv, RESULT_FIELDS, rowSchema, 'results');
  const problems: SheetProblem[] = [...sheet.problems];
  const rows: TalentResult[] = [];
  const rollLines = new Map<string, number>();
  const certificateLines = new Map<string, number>();
  for (const { line, value } of sheet.rows) {
    const row = value as TalentResult;
    for (const reason of crossChecks(row)) problems.push({ line, reason });
    const rollLine = rollLines.get(row.rollno);
    if (rollLine) problems.push({ line, reason: `rollno: ${row.rollno} is already on line ${rollLine}` });
    else rollLines.set(row.rollno, line);
    if (row.certificate_no !== '') {
      const certificateLine = certificateLines.get(row.certificate_no);
      if (certificateLine) problems.push({ line, reason: `certificate_no: ${row.certificate_no} is already on line ${certificateLine}` });
      else certificateLines.set(row.certificate_no, line);
    }
    rows.push(row);
  }
  // Problems in line order, as staff read the sheet.
  problems.sort((a, b) => a.line - b.line);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
