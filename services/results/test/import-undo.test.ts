import { readOrCreateSigningKey, type RoleGrant, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TalentResult } from '../src/contract';
import {
  certificateElsewhereProblem,
  certificatePrefixProblem,
  IMPORT_CERTIFICATE_TAKEN_MESSAGE,
  IMPORT_EXAM_NEEDED_MESSAGE,
  importUndoAnswerSchema,
  importUndoPath,
  OFFICE_EXAMS_PATH,
  officeExamsAnswerSchema,
  officeResultAnswerSchema,
  officeResultPath,
  RESULT_IMPORT_COMMIT_PATH,
  resultImportCommitAnswerSchema,
  resultImportPreviewAnswerSchema,
  UNDO_CHANGED_MESSAGE,
  UNDO_NOT_LAST_MESSAGE,
  UNDO_REASON_MESSAGE,
  UNDO_UNKNOWN_MESSAGE,
  unknownImportExamMessage,
} from '../src/office-contract/results';
import { DEMO_COUNT, DEMO_EXAM_YEAR, DEMO_ROLLS } from '../src/seed';
import { lookUp, makeTempDir, officeCalls, removeDir, sheetOf, startResults } from './helpers';

const ACCOUNTANT: RoleGrant[] = [{ role: 'accountant' }];
const REASON = 'The 2024 sheet was chosen by mistake';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let office: ReturnType<typeof officeCalls>;
let exam2024: number;
let exam2025: number;

beforeEach(async () => {
  dataDir = await makeTempDir('results-undo-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startResults(dataDir);
  office = officeCalls(app, key);
  const created = await office.post(OFFICE_EXAMS_PATH, {
    name_en: 'Talent Search Exam 2025',
    name_hi: 'प्रतिभा खोज परीक्षा 2025',
    year: '2025',
    held_on: '2025-01-12',
    certificate_prefix: 'TSE25-',
  });
  expect(created.statusCode, created.body).toBe(200);
  exam2024 = app.exams.byYear(DEMO_EXAM_YEAR)!.id;
  exam2025 = app.exams.byYear(2025)!.id;
});
afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

/** A 2025 student. */
const student = (n: number, changes: Partial<TalentResult> = {}): TalentResult => ({
  rollno: `250${String(n).padStart(3, '0')}`,
  certificate_no: `TSE25-${String(n).padStart(4, '0')}`,
  student_name: `Student ${n}`,
  father_name: `Father ${n}`,
  school_name: 'Janta Inter College, Rampur',
  score: String(50 + n),
  result: 'Qualified',
  prize: 'None',
  remark: 'Good',
  absent: '0',
  result_status: '1',
  ...changes,
});

async function preview(rows: readonly TalentResult[], year: string | undefined = '2025') {
  const response = await office.upload(sheetOf(rows), year);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(resultImportPreviewAnswerSchema, response.json()).data;
}
async function imported(rows: readonly TalentResult[], year = '2025') {
  const seen = await preview(rows, year);
  expect(seen.problems).toEqual([]);
  const response = await office.post(RESULT_IMPORT_COMMIT_PATH, { import_id: seen.import_id });
  expect(response.statusCode, response.body).toBe(200);
  return { id: seen.import_id!, answer: v.parse(resultImportCommitAnswerSchema, response.json()) };
}
const undo = (id: string, reason = REASON, roles?: RoleGrant[] | 'none') =>
  office.post(importUndoPath(id), { reason }, roles);
const examInOffice = async (year: number) =>
  v
    .parse(officeExamsAnswerSchema, (await office.get(OFFICE_EXAMS_PATH)).json())
    .data.find((exam) => exam.year === year)!;
const auditRows = (action: string) => app.audit.list().filter((row) => row.action === action);

describe('an import into one exam', () => {
  it("compares the sheet with that exam's results only, replaces only those, and leaves another exam's untouched", async () => {
    const digest2024 = app.results.digest(exam2024);
    const seen = await preview([student(1), student(2)]);
    // 2024's 320 results are no part of the comparison: nothing would be removed.
    expect(seen).toMatchObject({ exam: { year: 2025, name_en: 'Talent Search Exam 2025' }, rows: 2, removed: [] });
    expect(seen.added.map((row) => row.rollno)).toEqual(['250001', '250002']);

    const { answer } = await imported([student(1), student(2)]);
    expect(answer.message).toMatch(/^2 results imported into Talent Search Exam 2025: 2 added/);
    expect(answer.message).toContain("Other exams' results were not touched.");
    expect(app.results.count(exam2025)).toBe(2);
    expect(app.results.count(exam2024)).toBe(DEMO_COUNT);
    expect(app.results.digest(exam2024)).toBe(digest2024);

    // A second sheet for 2025 replaces 2025's results: one changed, one removed, one added.
    const next = await preview([student(1, { score: '90' }), student(3)]);
    expect(next.removed).toEqual([{ rollno: '250002', student_name: 'Student 2' }]);
    expect(next.changed).toEqual([expect.objectContaining({ rollno: '250001', fields: ['score'] })]);
    await imported([student(1, { score: '90' }), student(3)]);
    expect(app.results.all(exam2025).map((row) => row.rollno)).toEqual(['250001', '250003']);
    expect(app.results.digest(exam2024)).toBe(digest2024);
    expect((await lookUp(app, { rollno: DEMO_ROLLS.firstPrize, year: 2024 })).json().data.score).toBe('99');

    // The import into 2024 replaces 2024's and leaves 2025's.
    const digest2025 = app.results.digest(exam2025);
    const kept = app.results.find(exam2024, DEMO_ROLLS.firstPrize)!;
    await imported([kept], '2024');
    expect(app.results.count(exam2024)).toBe(1);
    expect(app.results.digest(exam2025)).toBe(digest2025);
  });

  it('refuses a sheet whose certificate numbers are another exam’s or not this exam’s, each by its line', async () => {
    const taken = app.results.find(exam2024, DEMO_ROLLS.firstPrize)!.certificate_no;
    const seen = await preview([
      student(1),
      student(2, { certificate_no: taken }),
      student(3, { certificate_no: 'TSE24/9999' }),
      student(4, { absent: '1', certificate_no: '', score: '' }),
    ]);
    expect(seen.import_id).toBeNull();
    expect(seen.problems).toEqual([
      { line: 3, reason: certificateElsewhereProblem(taken, DEMO_ROLLS.firstPrize, 'Talent Search Exam 2024') },
      { line: 4, reason: certificatePrefixProblem('TSE24/9999', 'TSE25-', 'Talent Search Exam 2025') },
    ]);
    expect(seen.problems[0].reason).toBe(
      `certificate_no: ${taken} is already roll number ${DEMO_ROLLS.firstPrize}'s in Talent Search Exam 2024`,
    );
    expect(app.results.count(exam2025)).toBe(0);
    expect(JSON.parse(auditRows('results.import_preview')[0].after_json!)).toMatchObject({ exam: 2025, problems: 2 });
  });

  it('says which exam is missing or unknown, importing nothing', async () => {
    for (const [year, message] of [
      [undefined, IMPORT_EXAM_NEEDED_MESSAGE],
      ['', IMPORT_EXAM_NEEDED_MESSAGE],
      ['20x5', IMPORT_EXAM_NEEDED_MESSAGE],
      ['2019', unknownImportExamMessage(2019)],
    ] as const) {
      const response = await office.upload(sheetOf([student(1)]), year);
      expect(response.statusCode, String(year)).toBe(400);
      expect(response.json().errors, String(year)).toEqual({ year: message });
    }
    expect(app.db.prepare('select count(*) from result_imports').pluck().get()).toBe(0);
  });

  it('refuses (409) to commit when another exam took a certificate number of the sheet after its preview', async () => {
    const seen = await preview([student(1)]);
    // As a correction of 2024 with no prefix rule (a number stored before exams had prefixes) could.
    const row = app.results.find(exam2024, DEMO_ROLLS.firstPrize)!;
    app.results.update(exam2024, { ...row, certificate_no: 'TSE25-0001' });
    const response = await office.post(RESULT_IMPORT_COMMIT_PATH, { import_id: seen.import_id });
    expect([response.statusCode, response.json().message]).toEqual([409, IMPORT_CERTIFICATE_TAKEN_MESSAGE]);
    expect(app.results.count(exam2025)).toBe(0);
  });
});

describe("undoing an exam's last import", () => {
  it('restores that exam’s results as they were before it, once, audited with the counts and the reason', async () => {
    await imported([student(1), student(2)]);
    const before = app.results.all(exam2025);
    const digest2024 = app.results.digest(exam2024);
    const { id } = await imported([student(1, { score: '90' }), student(3), student(4), student(5)]);
    expect((await examInOffice(2025)).last_import).toMatchObject({
      id,
      rows: 4,
      added: 3,
      changed: 1,
      removed: 1,
      unchanged: 0,
      before: 2,
      undone_at: null,
      undoable: true,
    });

    const response = await undo(id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = v.parse(importUndoAnswerSchema, response.json());
    expect(answer.message).toBe(
      'Import undone: Talent Search Exam 2025 has its 2 results from before it again, and the public result and certificates show them now.',
    );
    expect(answer.data).toMatchObject({ id, undoable: false, undone_by: 'rekha.results' });
    expect(app.results.all(exam2025)).toEqual(before);
    expect(app.results.digest(exam2024)).toBe(digest2024);
    expect((await lookUp(app, { rollno: '250003', year: 2025 })).statusCode).toBe(404);
    expect((await lookUp(app, { rollno: '250002', year: 2025 })).json().data.student_name).toBe('Student 2');

    const [audit] = auditRows('results.import_undo');
    expect(audit).toMatchObject({
      username: 'rekha.results',
      role: 'results_officer',
      record_type: 'result_import',
      record_id: id,
      reason: REASON,
    });
    expect(JSON.parse(audit.before_json!)).toEqual({ exam: 2025, results: 4 });
    expect(JSON.parse(audit.after_json!)).toEqual({ exam: 2025, results: 2 });

    // Once: the undone import is not undone again, nor is the one before it (only the last can be).
    const again = await undo(id);
    expect([again.statusCode, again.json().message]).toEqual([409, UNDO_NOT_LAST_MESSAGE]);
    expect((await examInOffice(2025)).last_import).toMatchObject({ id, undoable: false });
    expect(auditRows('results.import_undo')).toHaveLength(1);
  });

  it('undoes the first import of an exam: it has no results again and leaves the public page', async () => {
    const { id } = await imported([student(1)]);
    const response = await undo(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Import undone: Talent Search Exam 2025 has no results again, as before its first import, and the public result page no longer offers it.',
    );
    expect(app.results.count(exam2025)).toBe(0);
    expect((await lookUp(app, { rollno: DEMO_ROLLS.firstPrize })).json().data.exam.year).toBe(2024);
  });

  it('refuses (409) after a correction of that exam, and changes nothing', async () => {
    const { id } = await imported([student(1), student(2)]);
    const seen = v.parse(officeResultAnswerSchema, (await office.get(officeResultPath('250001', 2025))).json()).data;
    expect(seen.exam.year).toBe(2025);
    const { rollno: _rollno, ...fields } = seen.row;
    const corrected = await office.post(officeResultPath('250001', 2025), {
      ...fields,
      score: '88',
      version: seen.version,
      reason: 'Marks rechecked',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await examInOffice(2025)).last_import).toMatchObject({ id, undoable: false });

    const digest = app.results.digest(exam2025);
    const refused = await undo(id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, UNDO_CHANGED_MESSAGE]);
    expect(app.results.digest(exam2025)).toBe(digest);
    expect(auditRows('results.import_undo')).toEqual([]);
  });

  it("is not refused by another exam's change, and refuses an older import of the same exam", async () => {
    const first = await imported([student(1)]);
    const second = await imported([student(1), student(2)]);
    // 2024 corrected meanwhile: 2025's last import can still be undone.
    const seen = v.parse(
      officeResultAnswerSchema,
      (await office.get(officeResultPath(DEMO_ROLLS.firstPrize, 2024))).json(),
    ).data;
    const { rollno: _rollno, ...fields } = seen.row;
    expect(
      (
        await office.post(officeResultPath(DEMO_ROLLS.firstPrize, 2024), {
          ...fields,
          remark: 'Outstanding',
          version: seen.version,
          reason: 'Remark',
        })
      ).statusCode,
    ).toBe(200);
    expect((await undo(first.id)).json().message).toBe(UNDO_NOT_LAST_MESSAGE);
    expect((await undo(second.id)).statusCode).toBe(200);
    expect(app.results.all(exam2025).map((row) => row.rollno)).toEqual(['250001']);
  });

  it('asks for a reason, knows its imports, and is the results officer’s alone', async () => {
    const { id } = await imported([student(1)]);
    const noReason = await undo(id, '  ');
    expect([noReason.statusCode, noReason.json().errors]).toEqual([400, { reason: UNDO_REASON_MESSAGE }]);
    const unknown = await undo('00000000-0000-0000-0000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, UNDO_UNKNOWN_MESSAGE]);
    expect((await undo(id, REASON, ACCOUNTANT)).statusCode).toBe(403);
    expect((await undo(id, REASON, 'none')).statusCode).toBe(401);
    expect(app.results.count(exam2025)).toBe(1);
    expect(auditRows('results.import_undo')).toEqual([]);
  });
});

describe('correcting a result of one exam', () => {
  it('finds the roll number in the exam asked, and keeps a new certificate number to that exam’s prefix', async () => {
    await imported([student(1)]);
    const in2025 = v.parse(officeResultAnswerSchema, (await office.get(officeResultPath('250001', 2025))).json()).data;
    expect((await office.get(officeResultPath('250001', 2024))).statusCode).toBe(404);
    expect((await office.get(officeResultPath('250001', 2019))).statusCode).toBe(404);
    expect((await office.get(officeResultPath('250001'))).json().data.exam.year).toBe(2025);
    const { rollno: _rollno, ...fields } = in2025.row;
    const wrongPrefix = await office.post(officeResultPath('250001', 2025), {
      ...fields,
      certificate_no: 'TSE24/7777',
      version: in2025.version,
      reason: 'Number misprinted',
    });
    expect(wrongPrefix.json().errors).toEqual({
      certificate_no: "must begin with TSE25-, as this exam's certificate numbers do",
    });
    const taken = app.results.find(exam2024, DEMO_ROLLS.firstPrize)!.certificate_no;
    const elsewhere = await office.post(officeResultPath('250001', 2025), {
      ...fields,
      certificate_no: taken,
      version: in2025.version,
      reason: 'Number misprinted',
    });
    expect(elsewhere.json().errors).toEqual({
      certificate_no: `this certificate number is already roll number ${DEMO_ROLLS.firstPrize}'s in Talent Search Exam 2024`,
    });
  });
});
