import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCsv } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, EXPORT_COLUMNS, runExportApplications } from '../src/cli/export-command';
import { SAVE_APPLICANT_PATH, SAVE_PAYMENT_PATH } from '../src/contract';
import {
  aadhaar,
  closeAndRemove,
  formData,
  makeTempDir,
  pdf,
  postMultipart,
  removeDir,
  startAdmissions,
  startInTempDir,
  toForm,
  validApplicant,
} from './helpers';

/** The staff export against a real data folder filled through the service's own calls. */
let dataDir: string;
let app: FastifyInstance;
let fee: number;
const AADHAAR_PAID = aadhaar('23456789013');
const AADHAAR_UNPAID = aadhaar('34567890124');

function run(argv: string[], dir = dataDir) {
  let out = '';
  let err = '';
  const code = runExportApplications(argv, {
    env: { DATA_DIR: dir },
    cwd: dir,
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
  });
  return { code, out, err };
}
const rowsOf = (csv: string) => {
  const [header, ...rows] = parseCsv(csv).map((record) => record.cells);
  return rows.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i]])));
};

beforeAll(async () => {
  ({ dataDir, app } = await startInTempDir('admissions-export-'));
  const first = await postMultipart(
    app,
    SAVE_APPLICANT_PATH,
    toForm(
      validApplicant(app, {
        fname: 'Anjali Verma',
        adhar_num: AADHAAR_PAID,
        email: 'anjali@example.in',
        handicap: 'Yes',
        dis_type: 'Locomotor disability',
        pwd_percent: '45',
        pwd_certificate: pdf('disability.pdf'),
      }),
    ),
  );
  expect(first.statusCode).toBe(200);
  // An address a spreadsheet would run as a formula, if it were written as it is (names are
  // letters only, so the address is where such text can come in).
  const second = await postMultipart(
    app,
    SAVE_APPLICANT_PATH,
    toForm(
      validApplicant(app, {
        fname: 'Kiran Devi',
        address: '=HYPERLINK("http://x.example","Click")',
        adhar_num: AADHAAR_UNPAID,
        email: 'b@example.in',
        mobile: '9876543211',
      }),
    ),
  );
  expect(second.statusCode, second.body).toBe(200);
  fee = first.json().data.fee as number;
  const { id, payment_token: token } = first.json().data;
  const paid = await postMultipart(
    app,
    SAVE_PAYMENT_PATH,
    formData({ id: String(id), token, mode: 'online', amount: String(fee), trans_no: '512345678901' }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
});
afterAll(() => closeAndRemove(app, dataDir));

describe('export-applications', () => {
  it('writes one row per application with its payment, the Aadhaar masked and formulas disarmed', () => {
    const result = run([]);
    expect(result.code, result.err).toBe(EXIT_OK);
    expect(parseCsv(result.out)[0].cells).toEqual([...EXPORT_COLUMNS]);
    const rows = rowsOf(result.out);
    expect(rows).toHaveLength(2);
    const [paid, unpaid] = rows;
    expect(paid).toMatchObject({
      name: 'Anjali Verma',
      course: 'B.A.',
      category: 'General',
      mobile: '9876543210',
      email: 'anjali@example.in',
      payment_mode: 'online',
      payment_amount: String(fee),
      payment_trans_no: '512345678901',
      // A UPI reference typed in is a claim until the office verifies it (confirm-payment).
      payment_status: 'paid – being verified',
      payment_state: 'claimed',
      payment_confirmed_at: '',
    });
    expect(unpaid).toMatchObject({ payment_status: 'fee not paid yet', payment_state: '' });
    // The qualifying examination, its percentage computed, and the disability certificate (stored name).
    expect(paid).toMatchObject({
      qual_exam: 'intermediate',
      qual_board: 'Board of High School and Intermediate Education, U.P.',
      qual_year: '2024',
      qual_roll: '2412/345-A',
      qual_marks: '412',
      qual_max: '500',
      qual_percent: '82.40',
      handicap: 'Yes',
      pwd_percent: '45',
    });
    // An identity document: sealed on disk (document-vault.ts), its stored name says so.
    expect(paid.pwd_certificate).toMatch(/^[\w-]{36}\.pdf\.sealed$/);
    expect(unpaid).toMatchObject({ handicap: 'No', pwd_percent: '', pwd_certificate: '' });
    expect(paid.paid_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Subjects by name, not by id.
    for (const column of ['major_1', 'major_2', 'major_3']) expect(paid[column]).toMatch(/^[A-Za-z]/);
    expect(paid.application_no).toMatch(/^ADM\d{4}-000001$/);
    expect(unpaid.application_no).toMatch(/^ADM\d{4}-000002$/);
    expect(paid.aadhaar).toBe(`XXXX XXXX ${AADHAAR_PAID.slice(-4)}`);
    for (const column of ['payment_mode', 'payment_amount', 'payment_trans_no', 'paid_at'])
      expect(unpaid[column]).toBe('');
    // Written as text: a leading quote, so the spreadsheet shows it and runs nothing.
    expect(unpaid.address).toBe(`'=HYPERLINK("http://x.example","Click")`);
    // The clear numbers are nowhere in the file.
    expect(result.out).not.toContain(AADHAAR_PAID);
    expect(result.out).not.toContain(AADHAAR_UNPAID);
  });

  it('writes to the file named (alone or with --out), relative to where the command was run', async () => {
    for (const [argv, name] of [
      [['named.csv'], 'named.csv'],
      [['--out', 'applications.csv'], 'applications.csv'],
    ] as const) {
      const result = run([...argv]);
      expect(result.code, result.err).toBe(EXIT_OK);
      expect(result.out).toBe('');
      expect(result.err).toContain('Wrote 2 applications');
      expect(rowsOf(await readFile(path.join(dataDir, name), 'utf8'))).toHaveLength(2);
    }
    expect(run(['--out', 'a.csv', 'b.csv']).code).toBe(EXIT_USAGE);
  });

  it('an empty database gives the header alone; a wrong data folder an error, and no database made', async () => {
    const empty = await makeTempDir('admissions-export-empty-');
    const fresh = await startAdmissions(empty);
    await fresh.close();
    const result = run([], empty);
    expect(result.code).toBe(EXIT_OK);
    expect(parseCsv(result.out)).toHaveLength(1);
    await removeDir(empty);

    const nowhere = path.join(dataDir, 'nowhere');
    const missing = run([], nowhere);
    expect(missing.code).toBe(EXIT_FAILED);
    expect(EXIT_FAILED).toBe(1);
    expect(missing.err).toContain(`No database at ${path.join(nowhere, 'admissions', 'db.sqlite')}`);
    expect(missing.out).toBe('');
    expect(existsSync(nowhere)).toBe(false);
    expect(run(['one.csv', 'extra']).err).toContain('Unexpected argument "extra"');
  });
});
