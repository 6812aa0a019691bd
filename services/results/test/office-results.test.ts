import {
  readOrCreateSigningKey,
  ROLE_NEEDED_MESSAGE,
  type RoleGrant,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TalentResult } from '../src/contract';
import {
  CERTIFICATE_NEEDED_MESSAGE,
  CORRECTION_REASON_MESSAGE,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_STALE_MESSAGE,
  importUndoPath,
  OFFICE_EXAMS_PATH,
  officeResultAnswerSchema,
  officeResultPath,
  RESULT_CORRECTED_MESSAGE,
  RESULT_IMPORT_COMMIT_PATH,
  RESULT_IMPORT_PREVIEW_PATH,
  RESULT_SHEET_FILE_MESSAGE,
  RESULT_SHEET_MAX_BYTES,
  RESULT_SHEET_NOT_TEXT_MESSAGE,
  RESULT_SHEET_TOO_LARGE_MESSAGE,
  RESULT_STALE_MESSAGE,
  RESULT_UNCHANGED_MESSAGE,
  resultCorrectionAnswerSchema,
  resultImportCommitAnswerSchema,
  resultImportPreviewAnswerSchema,
  resultNotFoundMessage,
  SCORE_MESSAGE,
} from '../src/office-contract/results';
import { DEMO_COUNT, DEMO_EXAM_YEAR, DEMO_ROLLS } from '../src/seed';
import { formData, lookUp, makeTempDir, multipartPayload, officeHeaders, removeDir, startResults } from './helpers';

const OFFICER: RoleGrant[] = [{ role: 'results_officer' }];
const ACCOUNTANT: RoleGrant[] = [{ role: 'accountant' }];
const HEADER =
  'rollno,certificate_no,student_name,father_name,school_name,score,result,prize,remark,absent,result_status';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
/** The demo results' exam (2024), the only one until a test adds another. */
let examId: number;

beforeEach(async () => {
  dataDir = await makeTempDir('results-office-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startResults(dataDir);
  examId = app.exams.byYear(DEMO_EXAM_YEAR)!.id;
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

/** The sheet as the office page sends it: the exam's year and one file part named `file`. */
async function upload(
  csv: string | Buffer,
  { name = 'results.csv', type = 'text/csv', roles = OFFICER as RoleGrant[] | 'none', year = '2024' } = {},
) {
  const form = formData({ year, file: { bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), name, type } });
  const { payload, headers } = await multipartPayload(form);
  return app.inject({
    method: 'POST',
    url: RESULT_IMPORT_PREVIEW_PATH,
    payload,
    headers: { ...headers, ...(await officeHeaders(key, roles)) },
  });
}
async function post(url: string, body: unknown, roles: RoleGrant[] | 'none' = OFFICER) {
  return app.inject({ method: 'POST', url, payload: body as object, headers: await officeHeaders(key, roles) });
}
const get = async (url: string, roles: RoleGrant[] | 'none' = OFFICER) =>
  app.inject({ method: 'GET', url, headers: await officeHeaders(key, roles) });
const commit = (importId: string, roles?: RoleGrant[] | 'none') =>
  post(RESULT_IMPORT_COMMIT_PATH, { import_id: importId }, roles);

/** The public look-up's answer for a roll number: its data, or the status it answered. */
async function publicResult(rollno: string): Promise<TalentResult | number> {
  const response = await lookUp(app, { rollno });
  return response.statusCode === 200 ? response.json().data : response.statusCode;
}
const auditRows = (action: string) => app.audit.list().filter((row) => row.action === action);
const stored = () => app.db.prepare('select count(*) from talent_results').pluck().get();

/** A stored row as a sheet line, with some fields changed. */
const lineOf = (row: TalentResult) =>
  [
    row.rollno,
    row.certificate_no,
    row.student_name,
    row.father_name,
    `"${row.school_name}"`,
    row.score,
    row.result,
    row.prize,
    row.remark,
    row.absent,
    row.result_status,
  ].join(',');
const NEW_LINE =
  'TSE-9001,TSE24/9001,Asha Devi,Ram Prasad,"Janta Inter College, Rampur",88.5,Qualified,First Prize,Excellent,0,1';

const NEW_EXAM = {
  name_en: 'Talent Search Exam 2025',
  name_hi: 'प्रतिभा खोज परीक्षा 2025',
  year: '2025',
  held_on: '2025-01-12',
  certificate_prefix: 'TSE25-',
};

/** Two demo rows (one kept, one with a new score) and a new student: the other 317 would be removed. */
function sheet(extra: string[] = []) {
  const [first, second] = [
    app.results.find(examId, DEMO_ROLLS.eligible[0])!,
    app.results.find(examId, DEMO_ROLLS.eligible[1])!,
  ];
  return [HEADER, lineOf(first), lineOf({ ...second, score: '42', remark: 'Rechecked' }), NEW_LINE, ...extra, ''].join(
    '\r\n',
  );
}

describe('the results office API: role checks', () => {
  it('answers 401 without an assertion and 403 to another office role, for every action, changing nothing', async () => {
    const csv = sheet();
    const correction = { version: '0123456789abcdef', reason: 'x' };
    for (const [roles, status, message] of [
      ['none', 401, SIGN_IN_NEEDED_MESSAGE],
      [ACCOUNTANT, 403, ROLE_NEEDED_MESSAGE],
    ] as const) {
      const answers = [
        await get(OFFICE_EXAMS_PATH, roles),
        await post(OFFICE_EXAMS_PATH, NEW_EXAM, roles),
        await upload(csv, { roles }),
        await commit('00000000-0000-0000-0000-000000000000', roles),
        await post(importUndoPath('00000000-0000-0000-0000-000000000000'), { reason: 'x' }, roles),
        await get(officeResultPath(DEMO_ROLLS.eligible[0]), roles),
        await post(officeResultPath(DEMO_ROLLS.eligible[0]), correction, roles),
      ];
      for (const response of answers) {
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toMatchObject({ result: 'failure', message });
      }
    }
    expect(app.audit.list()).toEqual([]);
    expect(app.db.prepare('select count(*) from result_imports').pluck().get()).toBe(0);
    expect(app.exams.list()).toHaveLength(1);
  });
});

describe('the result import by web', () => {
  it('previews what the sheet would add, change and remove, and commits nothing', async () => {
    const digest = app.results.digest(examId);
    const before = await publicResult(DEMO_ROLLS.eligible[1]);
    const response = await upload(sheet());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const preview = v.parse(resultImportPreviewAnswerSchema, response.json()).data;
    expect(preview).toMatchObject({
      rows: 3,
      problems: [],
      unchanged: 1,
      exam: { year: 2024, name_en: 'Talent Search Exam 2024' },
    });
    expect(preview.import_id).toMatch(/^[\w-]{36}$/);
    expect(preview.file_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(preview.added).toEqual([{ line: 4, rollno: 'TSE-9001', student_name: 'Asha Devi' }]);
    expect(preview.changed).toEqual([
      expect.objectContaining({ line: 3, rollno: DEMO_ROLLS.eligible[1], fields: ['score', 'remark'] }),
    ]);
    expect(preview.removed).toHaveLength(DEMO_COUNT - 2);

    // Nothing committed: the stored results and the public answers are as before.
    expect(app.results.digest(examId)).toBe(digest);
    expect(stored()).toBe(DEMO_COUNT);
    expect(await publicResult(DEMO_ROLLS.eligible[1])).toEqual(before);
    expect(await publicResult('TSE-9001')).toBe(404);
    expect(auditRows('results.import')).toEqual([]);

    const [row] = auditRows('results.import_preview');
    expect(row).toMatchObject({
      username: 'rekha.results',
      role: 'results_officer',
      record_type: 'result_import',
      record_id: preview.import_id,
    });
    expect(JSON.parse(row.after_json!)).toEqual({
      exam: 2024,
      sheet_sha256: preview.file_hash,
      problems: 0,
      rows: 3,
      added: 1,
      changed: 1,
      removed: DEMO_COUNT - 2,
      unchanged: 1,
    });
  });

  it('lists every problem of a sheet by line, keeps nothing to commit, and changes nothing', async () => {
    const digest = app.results.digest(examId);
    const csv = sheet([
      'TSE-9002,,Meena,Shyam,School,abc,Qualified,,,0,1',
      `${NEW_LINE.replace('TSE24/9001', 'TSE24/9003')}`,
    ]);
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(200);
    const preview = v.parse(resultImportPreviewAnswerSchema, response.json()).data;
    expect(preview.import_id).toBeNull();
    expect(preview.problems).toEqual([
      { line: 5, reason: `score: ${SCORE_MESSAGE}` },
      { line: 6, reason: 'rollno: TSE-9001 is already on line 4' },
    ]);
    expect(app.results.digest(examId)).toBe(digest);
    expect(app.db.prepare('select count(*) from result_imports').pluck().get()).toBe(0);
    expect(JSON.parse(auditRows('results.import_preview')[0].after_json!)).toMatchObject({ problems: 2 });
  });

  it('commits exactly the previewed sheet in one go, audited with counts and the file hash; the public result answers from it at once', async () => {
    const preview = v.parse(resultImportPreviewAnswerSchema, (await upload(sheet())).json()).data;
    const response = await commit(preview.import_id!);
    expect(response.statusCode, response.body).toBe(200);
    const answer = v.parse(resultImportCommitAnswerSchema, response.json());
    expect(answer.data).toEqual({ rows: 3, added: 1, changed: 1, removed: DEMO_COUNT - 2, unchanged: 1 });
    expect(answer.message).toContain('3 results imported');

    expect(stored()).toBe(3);
    expect(await publicResult('tse-9001')).toMatchObject({
      rollno: 'TSE-9001',
      student_name: 'Asha Devi',
      certificate_no: 'TSE24/9001',
      score: '88.5',
    });
    expect(await publicResult(DEMO_ROLLS.eligible[1])).toMatchObject({ score: '42', remark: 'Rechecked' });
    expect(await publicResult(DEMO_ROLLS.firstPrize)).toBe(404);

    const rows = auditRows('results.import');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'rekha.results', role: 'results_officer', record_id: preview.import_id });
    expect(JSON.parse(rows[0].before_json!)).toEqual({ exam: 2024, results: DEMO_COUNT });
    expect(JSON.parse(rows[0].after_json!)).toEqual({
      exam: 2024,
      sheet_sha256: preview.file_hash,
      rows: 3,
      added: 1,
      changed: 1,
      removed: DEMO_COUNT - 2,
      unchanged: 1,
    });

    // Once only; an unknown or malformed preview id is refused too.
    expect((await commit(preview.import_id!)).json()).toMatchObject({ message: IMPORT_COMMITTED_MESSAGE });
    expect((await commit(preview.import_id!)).statusCode).toBe(409);
    const unknown = await commit('00000000-0000-0000-0000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, IMPORT_NOT_FOUND_MESSAGE]);
    expect((await commit('../x')).statusCode).toBe(400);
    expect(auditRows('results.import')).toHaveLength(1);
  });

  it('refuses (409) to commit a preview made before the stored results changed, and changes nothing', async () => {
    const first = v.parse(resultImportPreviewAnswerSchema, (await upload(sheet())).json()).data;
    const second = v.parse(
      resultImportPreviewAnswerSchema,
      (await upload(sheet([NEW_LINE.replace(/9001/g, '9002')]))).json(),
    ).data;
    expect((await commit(second.import_id!)).statusCode).toBe(200);
    const digest = app.results.digest(examId);
    const stale = await commit(first.import_id!);
    expect([stale.statusCode, stale.json().message]).toEqual([409, IMPORT_STALE_MESSAGE]);
    expect(app.results.digest(examId)).toBe(digest);
    expect(auditRows('results.import')).toHaveLength(1);
  });

  it('answers 4xx JSON, never 5xx, to a missing file, a file not CSV, one too large or a sheet with wrong columns', async () => {
    const digest = app.results.digest(examId);
    const noFile = await (async () => {
      const { payload, headers } = await multipartPayload(formData({ note: 'x' }));
      return app.inject({
        method: 'POST',
        url: RESULT_IMPORT_PREVIEW_PATH,
        payload,
        headers: { ...headers, ...(await officeHeaders(key, OFFICER)) },
      });
    })();
    expect([noFile.statusCode, noFile.json().errors]).toEqual([400, { file: RESULT_SHEET_FILE_MESSAGE }]);
    expect(
      (
        await upload(sheet(), {
          name: 'results.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        })
      ).statusCode,
    ).toBe(400);
    const binary = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]));
    expect([binary.statusCode, binary.json().message]).toEqual([400, RESULT_SHEET_NOT_TEXT_MESSAGE]);
    const large = await upload(Buffer.alloc(RESULT_SHEET_MAX_BYTES + 1, 'a'));
    expect([large.statusCode, large.json().message]).toEqual([413, RESULT_SHEET_TOO_LARGE_MESSAGE]);
    for (const empty of ['', `${HEADER}\r\n`]) {
      const response = await upload(empty);
      expect(response.statusCode, empty).toBe(400);
      expect(response.json().errors.file).toMatch(
        /^The result sheet cannot be read: the file (is empty|has no results below its header)/,
      );
    }
    const columns = await upload('rollno,name,score\r\n1,A,2\r\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().errors.file).toMatch(
      /^The result sheet cannot be read: unknown column "name"; missing columns/,
    );
    const json = await post(RESULT_IMPORT_PREVIEW_PATH, { file: 'x' });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(app.results.digest(examId)).toBe(digest);
  });
});

describe("correcting one roll number's row", () => {
  const roll: string = DEMO_ROLLS.eligible[0];
  const opened = async (rollno: string = roll) =>
    v.parse(officeResultAnswerSchema, (await get(officeResultPath(rollno))).json()).data;
  const correction = (
    seen: Awaited<ReturnType<typeof opened>>,
    changes: Record<string, string>,
    reason = 'Marks rechecked on the answer sheet',
  ) => {
    const { rollno: _rollno, ...fields } = seen.row;
    return { ...fields, ...changes, version: seen.version, reason };
  };

  it('opens the stored row (certificate number and all) with its version', async () => {
    const seen = await opened(DEMO_ROLLS.absent[0]);
    expect(seen.row).toEqual(app.results.find(examId, DEMO_ROLLS.absent[0]));
    expect(seen.exam).toMatchObject({ year: 2024, name_en: 'Talent Search Exam 2024' });
    expect(seen.version).toMatch(/^[0-9a-f]{16}$/);
    const unknown = await get(officeResultPath(DEMO_ROLLS.unknown));
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      resultNotFoundMessage(DEMO_ROLLS.unknown, 'Talent Search Exam 2024'),
    ]);
    expect((await get(officeResultPath('no such/../roll'))).statusCode).toBe(404);
  });

  it('finds a roll number with a slash, as the sheet allows, typed in small letters', async () => {
    // A certificate number stored before exams had prefixes stays when other fields are corrected.
    const row = { ...app.results.find(examId, roll)!, rollno: 'TSE/24/7', certificate_no: 'TSE/C/7' };
    app.results.replaceExam(examId, [...app.results.all(examId), row]);
    const seen = await opened('tse/24/7');
    expect(seen.row).toEqual(row);
    const response = await post(officeResultPath('TSE/24/7'), correction(seen, { prize: 'Special Prize' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicResult('TSE/24/7')).toMatchObject({ prize: 'Special Prize' });
  });

  it('saves the changed fields with a reason, audited before and after; the public result shows them at once', async () => {
    const seen = await opened();
    const response = await post(
      officeResultPath(roll.toLowerCase()),
      correction(seen, { score: '91', remark: ' Rechecked ' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = v.parse(resultCorrectionAnswerSchema, response.json());
    expect(answer.message).toBe(RESULT_CORRECTED_MESSAGE);
    expect(answer.data.row).toMatchObject({ rollno: roll, score: '91', remark: 'Rechecked' });
    expect(answer.data.version).not.toBe(seen.version);
    expect(await publicResult(roll)).toMatchObject({
      score: '91',
      remark: 'Rechecked',
      certificate_no: seen.row.certificate_no,
    });

    const rows = auditRows('result.correct');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: 'rekha.results',
      role: 'results_officer',
      record_type: 'talent_result',
      record_id: `2024/${roll}`,
      reason: 'Marks rechecked on the answer sheet',
    });
    expect(JSON.parse(rows[0].before_json!)).toEqual({ score: seen.row.score, remark: seen.row.remark });
    expect(JSON.parse(rows[0].after_json!)).toEqual({ score: '91', remark: 'Rechecked' });

    // The version seen before the change is stale now.
    const stale = await post(officeResultPath(roll), correction(seen, { score: '92' }));
    expect([stale.statusCode, stale.json().message]).toEqual([409, RESULT_STALE_MESSAGE]);
    expect(await publicResult(roll)).toMatchObject({ score: '91' });
  });

  it("checks the fields with the sheet's rules, a reason, a free certificate number and a known roll number", async () => {
    const seen = await opened();
    const refused = async (changes: Record<string, string>, reason?: string, rollno: string = roll) => {
      const response = await post(officeResultPath(rollno), correction(seen, changes, reason));
      return [response.statusCode, response.json().errors, response.json().message];
    };
    expect((await refused({ score: 'ninety' }))[1]).toEqual({ score: SCORE_MESSAGE });
    expect((await refused({ certificate_no: '' }))[1]).toEqual({ certificate_no: CERTIFICATE_NEEDED_MESSAGE });
    expect((await refused({ student_name: ' ' }))[1]).toEqual({ student_name: 'must not be empty' });
    expect((await refused({ absent: '2' }))[1]).toEqual({ absent: "must be '0' or '1'" });
    expect((await refused({ score: '90' }, ' '))[1]).toEqual({ reason: CORRECTION_REASON_MESSAGE });
    const other = app.results.find(examId, DEMO_ROLLS.eligible[1])!;
    expect(await refused({ certificate_no: other.certificate_no })).toEqual([
      400,
      { certificate_no: `this certificate number is already roll number ${other.rollno}'s` },
      expect.any(String),
    ]);
    expect((await refused({}))[2]).toBe(RESULT_UNCHANGED_MESSAGE);
    expect((await refused({ score: '90' }, undefined, DEMO_ROLLS.unknown))[0]).toBe(404);
    // An absent student needs neither score nor certificate number: the sheet's rule too.
    const ok = await post(officeResultPath(roll), correction(seen, { absent: '1', score: '', certificate_no: '' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await publicResult(roll)).toMatchObject({ absent: '1', certificate_no: '' });
    expect(auditRows('result.correct')).toHaveLength(1);
  });
});
