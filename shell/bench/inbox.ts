/**
 * Office inbox benchmark: with APPLICATIONS applications in the admissions database, an
 * admission officer's inbox filtered by course + state + payment, through the gateway's door
 * (session cookie → signed assertion → service), one request after another; prints p50/p95/max
 * against the target (p95 ≤ 100 ms) and exits non-zero when it is missed.
 *
 * The portal runs as `pnpm start` runs it, on free ports and a temporary data folder. One real
 * application is sent through the public form; the rest are copies of it made in SQL (a bench of
 * the read path, not of the form), spread over every course, category, state, payment state and
 * 90 days, so each filter picks a realistic slice.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { openDatabase } from '@college/service-kit';
import { LEAN_NODE_FLAGS } from '@college/service-kit/lean-node';
import {
  APPLICATION_STATES,
  CATEGORIES,
  OFFICE_APPLICATIONS_PATH,
  PAYMENT_FILTERS,
} from '../../services/admissions/src/contract';
import { CSRF_HEADER, SECOND_FACTOR_PATH, SIGN_IN_PATH } from '../../services/office/src/contract';
import { DEMO_ACCOUNTS } from '../../services/office/src/demo-account-list';
import { LAUNCHER, portalEnvironment, repo, stop, waitFor } from './start-portal';
import { admissionChoices, admissionForm } from './admission-form';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_INBOX_REQUESTS ?? 300);
const TARGET_P95_MS = 100;
const PAYMENT_STATES = ['due_at_counter', 'claimed', 'verified', 'returned'] as const;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))];
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** A SQL CASE picking `values[n % values.length]`. */
const cycle = (values: readonly string[], n: string) =>
  `case ${n} % ${values.length} ${values.map((value, i) => `when ${i} then '${value.replace(/'/g, "''")}'`).join(' ')} end`;

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-inbox-bench-'));
const dataDir = path.join(temp, 'data');
const { base, env: ownPorts } = await portalEnvironment(dataDir);
// One address sends everything: the gateway's GET limit would otherwise answer most with a 429.
const env = { ...process.env, ...ownPorts, RATE_LIMIT_GET_MAX: '1000000', MAX_REQUESTS_PER_SOCKET: '1000000' };
const start = () =>
  spawn(process.execPath, [...LEAN_NODE_FLAGS, LAUNCHER], { cwd: repo, env, stdio: ['ignore', 'ignore', 'inherit'] });

/** The application sent through the form, copied APPLICATIONS - 1 times (new number, person, course, state, date). */
function fillInbox() {
  const db = openDatabase(path.join(dataDir, 'admissions', 'db.sqlite'));
  try {
    const courses = db.prepare('select id from courses order by id').pluck().all() as number[];
    const columns = (
      db.prepare('select name from pragma_table_info(?)').pluck().all('applications') as string[]
    ).filter((name) => name !== 'id');
    const made: Record<string, string> = {
      application_no: "printf('BENCH%06d', n)",
      idempotency_key: 'null',
      adhar_hash: 'lower(hex(randomblob(16)))',
      email: "'bench' || n || '@example.org'",
      mobile: "printf('9%09d', n)",
      course_id: cycle(courses.map(String), 'n'),
      category: cycle(CATEGORIES, 'n'),
      state: cycle(APPLICATION_STATES, '(n / 7)'),
      created_at: "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (n % 90) || ' days', '-' || (n % 1440) || ' minutes')",
    };
    const select = columns.map((name) => made[name] ?? `a.${name}`).join(', ');
    db.transaction(() => {
      db.prepare(
        `insert into applications (${columns.join(', ')})
         with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ?)
         select ${select} from seq, (select * from applications order by id limit 1) a`,
      ).run(APPLICATIONS - 1);
      // Two in three have a payment, its state cycling; online ones carry a unique 12-digit reference.
      db.prepare(
        `insert into payments (application_id, mode, amount, trans_no, state)
         select id, case when id % 2 = 0 then 'online' else 'cash' end, 500,
                case when id % 2 = 0 then printf('%012d', id) else '0' end, ${cycle(PAYMENT_STATES, '(id / 3)')}
         from applications where id % 3 <> 0 and id not in (select application_id from payments)`,
      ).run();
    })();
    return {
      applications: db.prepare('select count(*) from applications').pluck().get() as number,
      payments: db.prepare('select count(*) from payments').pluck().get() as number,
      courses,
    };
  } finally {
    db.close();
  }
}

/** Signs the demo admission officer in through the gateway (password, then TOTP): the session cookie. */
async function signInOfficer(): Promise<string> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.role === 'admission_officer')!;
  const headers = { 'content-type': 'application/json', origin: base };
  const first = await fetch(`${base}${SIGN_IN_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  if (first.status !== 200) throw new Error(`sign-in: ${first.status} ${await first.text()}`);
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const code = await generate({ secret: account.totpSecret });
  const second = await fetch(`${base}${SECOND_FACTOR_PATH}`, {
    method: 'POST',
    headers: { ...headers, cookie, [CSRF_HEADER]: csrfToken },
    body: JSON.stringify({ code }),
  });
  if (second.status !== 200) throw new Error(`second factor: ${second.status} ${await second.text()}`);
  return (
    second.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ') || cookie
  );
}

// The first start migrates and seeds the data folder; a start that fails must not leave it running.
const seeding = start();
try {
  await waitFor(`${base}/healthz`, seeding);
} finally {
  await stop(seeding);
}
const portal = start();

try {
  await waitFor(`${base}/healthz`, portal);
  const sent = await fetch(`${base}/api/v1/student/saveApplicant`, {
    method: 'POST',
    body: admissionForm(1, await admissionChoices(base)),
  });
  if (sent.status !== 200) throw new Error(`the first application: ${sent.status} ${await sent.text()}`);
  const filled = performance.now();
  const { applications, payments, courses } = fillInbox();
  console.log(
    `\nOffice inbox with ${applications.toLocaleString('en')} applications (${payments.toLocaleString('en')} payments), filled in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  );

  const cookie = await signInOfficer();
  const filters = courses.flatMap((course) =>
    APPLICATION_STATES.flatMap((state) => PAYMENT_FILTERS.map((payment) => ({ course, state, payment }))),
  );
  const inbox = async (n: number) => {
    const { course, state, payment } = filters[n % filters.length];
    const began = performance.now();
    const response = await fetch(
      `${base}${OFFICE_APPLICATIONS_PATH}?course=${course}&state=${state}&payment=${payment}&page=1`,
      { headers: { cookie } },
    );
    const body = (await response.json()) as { data?: { total: number } };
    const took = performance.now() - began;
    if (response.status !== 200) throw new Error(`inbox: ${response.status} ${JSON.stringify(body)}`);
    return { took, total: body.data!.total };
  };
  for (let n = 0; n < 10; n++) await inbox(n); // warm-up: connections, JIT, the statement cache
  const times: number[] = [];
  const totals: number[] = [];
  for (let n = 0; n < REQUESTS; n++) {
    const { took, total } = await inbox(n);
    times.push(took);
    totals.push(total);
  }
  const p95 = percentile(times, 95);
  console.log(
    `inbox filtered by course + state + payment, ${REQUESTS} requests one after another through the gateway (${filters.length} filters in turn, ${Math.min(...totals)}–${Math.max(...totals)} rows each)`,
  );
  console.log(
    `    p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  max ${ms(Math.max(...times))}   target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
  );
  if (p95 > TARGET_P95_MS) process.exitCode = 1;
} finally {
  await stop(portal);
  fs.rmSync(temp, { recursive: true, force: true });
}
