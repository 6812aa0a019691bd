import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type SeedContext } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { TEST_SETTINGS } from '@college/settings/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/app';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runIssueAccessCode } from '../src/cli/access-code-command';
import { APPLICATION_STATUS_PATH, SAVE_PAYMENT_PATH } from '../src/contract';
import { seedCatalogue } from '../src/seed';
import { closeAndRemove, formData, makeTempDir, postMultipart, startAdmissions } from './helpers';

/**
 * Applications made before access codes existed (migration 003) have none: nobody can look them up
 * or pay for them online until the college office gives their applicant a code.
 */
let dataDir: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir('admissions-access-code-');
});
afterEach(async () => {
  await closeAndRemove(app, dataDir);
  app = undefined;
});

function issue(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runIssueAccessCode(argv, {
    env: { DATA_DIR: dataDir },
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
  });
  return { code, out, err };
}

/** The database as the release before 003 left it (catalogue seeded), holding one application. */
function databaseBefore003() {
  const first = path.join(dataDir, 'migrations-before-003');
  mkdirSync(first);
  for (const name of ['001-catalogue.sql', '002-applications.sql'])
    copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(first, name));
  const db = openDatabase(path.join(dataDir, 'admissions', 'db.sqlite'), { migrationsDir: first });
  seedCatalogue({ db } as SeedContext);
  // The courses as that release seeded them (before they came from the settings).
  db.prepare("insert into courses (id, brc_id, name, position) values (1, 1, 'B.A.', 0)").run();
  const subject = db.prepare("insert into subjects (kind, course_id, name, position) values ('major', 1, ?, ?)");
  ['Hindi', 'English', 'Sanskrit'].forEach((name, position) => subject.run(name, position));
  const place = db
    .prepare<[], { state_id: number; district_id: number; sub_district_id: number }>(
      `select d.state_id, d.id as district_id, s.id as sub_district_id from sub_districts s join districts d on d.id = s.district_id limit 1`,
    )
    .get()!;
  const majors = db
    .prepare<[], number>("select id from subjects where kind = 'major' and course_id = 1 order by position limit 3")
    .pluck()
    .all();
  db.prepare(
    `insert into applications (application_no, admission_year, fname, father_fname, mother_fname, dob, gender,
       adhar_hash, adhar_last4, adhar_encrypted, mobile, email, category, religion, marital, address,
       state_id, district_id, sub_district_id, pincode, handicap, course_id, tc,
       major_subfirst, major_secund, major_theard, minor_sub, cocurricular_sub, vocational_sub)
     values ('ADM2025-000001', 2025, 'Old Applicant', 'Father', 'Mother', '2005-01-31', 'Female',
       'hash', '1234', 'sealed', '9876543210', 'old@example.in', 'General', 'Hindu', 'Unmarried', 'Village',
       @state_id, @district_id, @sub_district_id, '221001', 'No', 1, 'Not-Available', @m1, @m2, @m3, 0, 0, 0)`,
  ).run({ ...place, m1: majors[0], m2: majors[1], m3: majors[2] });
  db.prepare('insert into application_counters (admission_year, last_number) values (2025, 1)').run();
  db.close();
}

const lookUp = (access_code: string) =>
  app!.inject({
    method: 'POST',
    url: APPLICATION_STATUS_PATH,
    payload: { application_no: 'ADM2025-000001', dob: '2005-01-31', access_code },
  });

describe('applications from before access codes', () => {
  it('cannot be looked up or paid online until the office issues a code; then both work', async () => {
    databaseBefore003();
    app = await startAdmissions(dataDir);
    for (const guess of ['2222-2222', 'ZZZZ-ZZZZ', 'K7QM-4XPA']) expect((await lookUp(guess)).statusCode).toBe(404);
    expect(
      (await postMultipart(app, SAVE_PAYMENT_PATH, formData({ id: '1', mode: 'cash', amount: '3500' }))).statusCode,
    ).toBe(404);

    const issued = issue('adm2025-000001');
    expect(issued.code).toBe(EXIT_OK);
    const code = /^Access code of ADM2025-000001: ([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})\n$/.exec(issued.out)?.[1];
    expect(code).toBeDefined();

    const found = await lookUp(code!);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ name: 'Old Applicant', payment: null });
    // The fee is the settings' for that course now.
    const fee = String(TEST_SETTINGS.admission.courses.find((course) => course.id === 1)!.fee);
    const paid = await postMultipart(
      app,
      SAVE_PAYMENT_PATH,
      formData({ id: '1', token: found.json().data.payment_token, mode: 'cash', amount: fee }),
    );
    expect(paid.statusCode).toBe(200);

    // A lost code: a new one replaces it.
    const next = /: (\S+)\n$/.exec(issue('ADM2025-000001').out)![1];
    expect((await lookUp(code!)).statusCode).toBe(404);
    expect((await lookUp(next)).statusCode).toBe(200);
  });

  it('the command names what is wrong: no number, a malformed one, an unknown one', async () => {
    app = await startAdmissions(dataDir);
    expect(issue()).toMatchObject({ code: EXIT_USAGE, err: expect.stringContaining('Name the application number.') });
    expect(issue('12345')).toMatchObject({
      code: EXIT_USAGE,
      err: expect.stringContaining('"12345" is not an application number'),
    });
    expect(issue('ADM2025-000042')).toMatchObject({
      code: EXIT_FAILED,
      err: expect.stringContaining('No application ADM2025-000042'),
    });
    expect(issue('--help')).toMatchObject({ code: EXIT_OK, out: expect.stringContaining('Usage:') });
  });
});
