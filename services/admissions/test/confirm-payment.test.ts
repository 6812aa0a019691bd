import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, parseCsv } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/app';
import { runExportApplications } from '../src/cli/export-command';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runConfirmPayment } from '../src/cli/payment-command';
import {
  type Applied,
  closeAndRemove,
  FEE,
  makeTempDir,
  sendPayment,
  startAdmissions,
  statusOf,
  submitApplicant,
} from './helpers';

/** The office's word on a payment (confirm-payment), seen by the status look-up and the export. */

let dataDir: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir('admissions-confirm-');
});
afterEach(async () => {
  await closeAndRemove(app, dataDir);
  app = undefined;
});

const apply = (n: number) => submitApplicant(app!, n);
const pay = (applied: Applied, details: Record<string, string>) => sendPayment(app!, applied, details);
const paymentOf = async (applied: Applied) => (await statusOf(app!, applied)).payment;

function confirm(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runConfirmPayment(argv, {
    env: { DATA_DIR: dataDir },
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
  });
  return { code, out, err };
}
function exported() {
  let out = '';
  expect(
    runExportApplications([], {
      env: { DATA_DIR: dataDir },
      cwd: dataDir,
      stdout: (t) => (out += t),
      stderr: () => {},
    }),
  ).toBe(EXIT_OK);
  const [header, ...rows] = parseCsv(out).map((record) => record.cells);
  return rows.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i]])));
}

describe('confirm-payment (the office)', () => {
  it('records a cash receipt: "fee due at the college counter" becomes "fee paid", and the export says which', async () => {
    app = await startAdmissions(dataDir);
    const cash = await apply(1);
    const unpaid = await apply(2);
    expect((await pay(cash, { mode: 'cash', amount: String(FEE) })).statusCode).toBe(200);
    expect(await paymentOf(cash)).toMatchObject({ state: 'due_at_counter', confirmed_at: null });
    expect(exported().map((row) => [row.payment_status, row.payment_state])).toEqual([
      ['fee due at the college counter', 'due_at_counter'],
      ['fee not paid yet', ''],
    ]);

    const recorded = confirm(cash.application_no.toLowerCase(), '--by', 'R. Sharma', '--receipt', 'R-1042');
    expect(recorded.code, recorded.err).toBe(EXIT_OK);
    expect(recorded.out).toBe(
      `${cash.application_no}: fee paid (₹${FEE}, cash, receipt R-1042), recorded by R. Sharma.\n`,
    );
    expect(await paymentOf(cash)).toMatchObject({
      mode: 'cash',
      amount: FEE,
      state: 'verified',
      confirmed_at: expect.stringMatching(/^\d{4}-/),
    });
    const [row] = exported();
    expect(row).toMatchObject({
      payment_status: 'fee paid',
      payment_state: 'verified',
      payment_confirmed_by: 'R. Sharma',
      // The command's --by is a name already: kept as both.
      payment_confirmed_by_name: 'R. Sharma',
      payment_receipt_no: 'R-1042',
    });
    // Paid now: a second receipt is refused, and the applicant can no longer pay online.
    expect(confirm(cash.application_no, '--by', 'R. Sharma', '--receipt', 'R-1043')).toMatchObject({
      code: EXIT_FAILED,
      err: expect.stringContaining('already paid'),
    });
    expect((await pay(cash, { mode: 'online', amount: String(FEE), trans_no: '512345678901' })).statusCode).toBe(409);

    // An applicant who never chose online pays at the counter all the same.
    expect(confirm(unpaid.application_no, '--by', 'R. Sharma', '--receipt', '1044').code).toBe(EXIT_OK);
    expect(await paymentOf(unpaid)).toMatchObject({ mode: 'cash', amount: FEE, trans_no: '0', state: 'verified' });
  });

  it('verifies a UPI claim ("paid – being verified" → "fee paid"), or returns one whose money was not found', async () => {
    app = await startAdmissions(dataDir);
    const good = await apply(1);
    const bad = await apply(2);
    expect((await pay(good, { mode: 'online', amount: String(FEE), trans_no: '512345678901' })).statusCode).toBe(200);
    expect((await pay(bad, { mode: 'online', amount: String(FEE), trans_no: '512345678902' })).statusCode).toBe(200);
    expect(exported().map((row) => row.payment_status)).toEqual(['paid – being verified', 'paid – being verified']);

    expect(confirm(good.application_no, '--by', 'Accounts').code).toBe(EXIT_OK);
    expect(confirm(bad.application_no, '--by', 'Accounts', '--not-received').code).toBe(EXIT_OK);
    expect(await paymentOf(good)).toMatchObject({ mode: 'online', trans_no: '512345678901', state: 'verified' });
    expect(await paymentOf(bad)).toMatchObject({ state: 'returned' });
    expect(exported().map((row) => [row.payment_status, row.payment_confirmed_by])).toEqual([
      ['fee paid', 'Accounts'],
      ['payment not received – please ask at the college office', 'Accounts'],
    ]);
    // Only a claim can be verified: nothing to verify twice.
    expect(confirm(good.application_no, '--by', 'Accounts')).toMatchObject({
      code: EXIT_FAILED,
      err: expect.stringContaining('no online payment being verified'),
    });
    // The office takes the money of a returned claim at the counter.
    expect(confirm(bad.application_no, '--by', 'Accounts', '--receipt', '77').code).toBe(EXIT_OK);
    expect(await paymentOf(bad)).toMatchObject({ mode: 'cash', state: 'verified' });
  });

  it('names what is wrong: no number, no --by, both --receipt and --not-received, an unknown application', async () => {
    app = await startAdmissions(dataDir);
    expect(confirm('--by', 'A')).toMatchObject({
      code: EXIT_USAGE,
      err: expect.stringContaining('Name the application number.'),
    });
    expect(confirm('ADM2025-000001')).toMatchObject({ code: EXIT_USAGE, err: expect.stringContaining('--by NAME') });
    expect(confirm('12345', '--by', 'A')).toMatchObject({
      code: EXIT_USAGE,
      err: expect.stringContaining('is not an application number'),
    });
    expect(confirm('ADM2025-000001', '--by', 'A', '--receipt', '1', '--not-received').code).toBe(EXIT_USAGE);
    expect(confirm('ADM2025-000001', '--by', 'A', '--receipt', '=cmd()').code).toBe(EXIT_USAGE);
    expect(confirm('ADM2025-000042', '--by', 'A')).toMatchObject({
      code: EXIT_FAILED,
      err: expect.stringContaining('No application ADM2025-000042'),
    });
    expect(confirm('--help')).toMatchObject({ code: EXIT_OK, out: expect.stringContaining('Usage:') });
  });
});

describe('migration 005', () => {
  it('keeps payments made before it valid, cash and UPI alike, as claims the office still has to verify', () => {
    // The database as the release before 005 left it, with two paid applications.
    const before = path.join(dataDir, 'migrations-before-005');
    mkdirSync(before);
    for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < '005'))
      copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
    const file = path.join(dataDir, 'admissions', 'db.sqlite');
    mkdirSync(path.dirname(file), { recursive: true });
    const old = openDatabase(file, { migrationsDir: before });
    old.pragma('foreign_keys = off');
    const application = old.prepare(
      `insert into applications (application_no, admission_year, fname, father_fname, mother_fname, dob, gender,
         adhar_hash, adhar_last4, adhar_encrypted, mobile, email, category, religion, marital, address,
         state_id, district_id, sub_district_id, pincode, handicap, course_id, tc,
         major_subfirst, major_secund, major_theard, minor_sub, cocurricular_sub, vocational_sub)
       values (?, 2025, 'Old', 'F', 'M', '2005-01-31', 'Female', ?, '1234', 'sealed', '9876543210', ?, 'General',
         'Hindu', 'Unmarried', 'Village', 1, 1, 1, '221001', 'No', 1, 'Not-Available', 1, 2, 3, 0, 0, 0)`,
    );
    application.run('ADM2025-000001', 'h1', 'a@example.in');
    application.run('ADM2025-000002', 'h2', 'b@example.in');
    old
      .prepare(
        "insert into payments (application_id, mode, amount, trans_no) values (1, 'cash', ?, '0'), (2, 'online', ?, '512345678901')",
      )
      .run(FEE, FEE);
    old.close();

    const db = openDatabase(file, { migrationsDir: MIGRATIONS_DIR });
    expect(
      db
        .prepare(
          'select application_id, mode, state, confirmed_by, confirmed_at, receipt_no from payments order by application_id',
        )
        .all(),
    ).toEqual([
      { application_id: 1, mode: 'cash', state: 'claimed', confirmed_by: null, confirmed_at: null, receipt_no: null },
      { application_id: 2, mode: 'online', state: 'claimed', confirmed_by: null, confirmed_at: null, receipt_no: null },
    ]);
    // The state is one of the four, whatever writes it.
    expect(() => db.prepare("update payments set state = 'paid'").run()).toThrow(/CHECK/);
    db.close();
  });
});
