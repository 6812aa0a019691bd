/**
 * Statement import benchmark: the admissions service (built in this process on
 * a temporary data folder, asked through `inject` with a signed office assertion as the gateway's
 * door sends it) with CLAIMS applications whose UPI payments are claimed, then a LINES-line bank
 * statement CSV holding every one of their references and amounts: the columns step, the preview
 * (matching) and "Confirm" (CLAIMS verifications, each with its audit row), timed together against
 * the target (≤ 5 s). Exits non-zero when over, or when not every claim was verified.
 * The applications are inserted straight into the database (the form's own checks are not what is
 * measured here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ASSERTION_HEADER, readOrCreateSigningKey } from '@college/service-kit';
import { buildApp } from '../../services/admissions/src/app';
import {
  STATEMENT_COLUMNS_PATH,
  STATEMENT_COMMIT_PATH,
  STATEMENT_PREVIEW_PATH,
} from '../../services/admissions/src/office-contract/payments';
import { multipartPayload } from '../../services/kit/test/helpers';

const CLAIMS = Number(process.env.BENCH_STATEMENT_LINES ?? 5000);
const TARGET_S = 5;

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-statement-bench-'));
const dataDir = path.join(temp, 'data');
const key = await readOrCreateSigningKey({ dataDir, env: {} });
const app = await buildApp({ dataDir, logger: false, env: {} });
await app.ready();

const reference = (n: number) => String(500_000_000_000 + n);
let requests = 0;
async function office(url: string, payload: Buffer | Record<string, string>, headers: Record<string, string> = {}) {
  const requestId = `bench-statement-${++requests}`;
  const identity = {
    userId: '1',
    username: 'bench.accountant',
    roles: [{ role: 'accountant' as const }],
    sessionId: 'bench',
    requestId,
  };
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...headers,
      'x-request-id': requestId,
      [ASSERTION_HEADER]: await key.sign({ audience: 'admissions', identity }),
    },
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json();
}

try {
  const db = app.db;
  const ids = (table: string) => db.prepare(`select min(id) from ${table}`).pluck().get() as number;
  const course = db.prepare('select id, fee from courses where fee is not null order by id limit 1').get() as {
    id: number;
    fee: number;
  };
  const insertApplication = db.prepare(
    `insert into applications (application_no, admission_year, fname, father_fname, mother_fname, dob, gender, adhar_hash, adhar_last4,
       adhar_encrypted, mobile, email, category, religion, marital, address, state_id, district_id, sub_district_id, pincode, handicap,
       course_id, tc, major_subfirst, major_secund, major_theard, minor_sub, cocurricular_sub, vocational_sub)
     values (@no, 2025, 'Bench Applicant', 'Bench Father', 'Bench Mother', '2005-01-31', 'Female', @hash, '1234', 'x', '9876543210',
       @email, 'General', 'Hindu', 'Unmarried', 'Rampur', @state, @district, @sub, '244901', 'No', @course, 'Yes', 1, 2, 3, 0, 0, 0)`,
  );
  const insertPayment = db.prepare(
    "insert into payments (application_id, mode, amount, trans_no, state) values (?, 'online', ?, ?, 'claimed')",
  );
  const places = { state: ids('states'), district: ids('districts'), sub: ids('sub_districts') };
  db.transaction(() => {
    for (let n = 1; n <= CLAIMS; n++) {
      const { lastInsertRowid } = insertApplication.run({
        no: `ADM2025-${String(n).padStart(6, '0')}`,
        hash: `bench-${n}`,
        email: `b${n}@example.in`,
        course: course.id,
        ...places,
      });
      insertPayment.run(lastInsertRowid, course.fee, reference(n));
    }
  })();

  // A statement as a bank exports it: a narration with the reference, the amount with commas.
  const lines = ['Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance'];
  for (let n = 1; n <= CLAIMS; n++)
    lines.push(
      `01/06/2025,01/06/2025,"UPI/${reference(n)}/FEE/BENCH",${reference(n)},,"${course.fee.toLocaleString('en-IN')}.00",${n}00.00`,
    );
  const csv = Buffer.from(`${lines.join('\r\n')}\r\n`);
  const form = () => {
    const data = new FormData();
    data.append('reference', 'Ref No./Cheque No.');
    data.append('amount', 'Credit');
    data.append('date', 'Value Date');
    data.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
    return multipartPayload(data);
  };

  const started = performance.now();
  const columns = await form().then(({ payload, headers }) => office(STATEMENT_COLUMNS_PATH, payload, headers));
  const afterColumns = performance.now();
  const preview = await form().then(({ payload, headers }) => office(STATEMENT_PREVIEW_PATH, payload, headers));
  const afterPreview = performance.now();
  const committed = await office(STATEMENT_COMMIT_PATH, { import_id: preview.data.import_id });
  const took = (performance.now() - started) / 1000;

  const verified = committed.data.verified.length as number;
  const s = (from: number, to: number) => `${((to - from) / 1000).toFixed(2)} s`;
  console.log(
    `statement import: ${CLAIMS.toLocaleString('en-IN')} lines (${(csv.length / 1024).toFixed(0)} KB), ${columns.data.columns.length} columns`,
  );
  console.log(
    `  columns ${s(started, afterColumns)}, preview ${s(afterColumns, afterPreview)} (${preview.data.matched.length} matched), confirm ${s(afterPreview, performance.now())} (${verified} verified)`,
  );
  console.log(`  together ${took.toFixed(2)} s (target ≤ ${TARGET_S} s) ${took <= TARGET_S ? 'ok' : 'OVER'}`);
  if (took > TARGET_S || verified !== CLAIMS) process.exitCode = 1;
} finally {
  await app.close();
  fs.rmSync(temp, { recursive: true, force: true });
}
