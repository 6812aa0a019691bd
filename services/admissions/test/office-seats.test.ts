import {
  parseCsv,
  ROLE_NEEDED_MESSAGE,
  type RoleGrant,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '@college/service-kit';
import { TEST_SETTINGS } from '@college/settings/testing';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_PATH,
  MERIT_LISTS_PATH,
  meritListsAnswerSchema,
  SAVE_APPLICANT_PATH,
} from '../src/contract';
import {
  ADMIT_STALE_MESSAGE,
  admitAnswerSchema,
  ALREADY_ADMITTED_MESSAGE,
  COURSE_UNKNOWN_MESSAGE,
  meritAnswerSchema,
  meritPath,
  NOT_PUBLISHED_MESSAGE,
  NOT_VERIFIED_MESSAGE,
  NOTHING_TO_PUBLISH_MESSAGE,
  OFFICE_ADMIT_PATH,
  OFFICE_CANCEL_ADMISSION_PATH,
  NOT_ADMITTED_MESSAGE,
  SEATS_FULL_MESSAGE as FULL,
  CANCEL_REASON_MESSAGE,
  categoryFullMessage,
  FEE_NOT_VERIFIED_MESSAGE,
  OFFICE_MERIT_PUBLISH_PATH,
  OFFICE_MERIT_WITHDRAW_PATH,
  PUBLISH_REASON_MESSAGE,
  OFFICE_ADMITTED_CSV_PATH,
  OFFICE_MERIT_CSV_PATH,
  OFFICE_MERIT_PATH,
  OFFICE_SEATS_PATH,
  SEATS_FULL_MESSAGE,
  seatsAnswerSchema,
  SUBJECT_NEEDED_MESSAGE,
} from '../src/office-contract/seats';
import { ADMITTED_COLUMNS, MERIT_COLUMNS } from '../src/routes/office/seats';
import {
  aadhaar,
  closeAndRemove,
  type Entries,
  officeInject,
  postMultipart,
  startInTempDirWithOfficeKey,
  tableRows,
  toForm,
  validApplicant,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

const OFFICER: RoleGrant[] = [{ role: 'admission_officer' }];
const VERIFIER: RoleGrant[] = [{ role: 'document_verifier' }];

/** The test settings with small intakes: B.A. 3 seats, M.A. Hindi 1. */
function settings() {
  const copy = structuredClone(TEST_SETTINGS);
  copy.admission.courses[0].seats = 3;
  copy.admission.courses[2].subjects[0].seats = 1;
  return copy;
}

const get = (url: string, roles: RoleGrant[] | 'none' = OFFICER) => officeInject(app, key, { url, roles });
const admit = (applicationNo: string, version: number, roles: RoleGrant[] = OFFICER) =>
  officeInject(app, key, {
    method: 'POST',
    url: OFFICE_ADMIT_PATH,
    roles,
    body: { application_no: applicationNo, version },
    username: 'demo.admission_officer',
  });

let applicants = 0;
const accessCodes: Record<string, string> = {};
/** A B.A. application (or `entries`' course), moved to `state` with `percent` as its qualifying percentage. */
async function apply(name: string, state: string, percent: number | null, entries: Entries = {}) {
  const n = ++applicants;
  const response = await postMultipart(
    app,
    SAVE_APPLICANT_PATH,
    toForm(
      validApplicant(app, {
        fname: name,
        adhar_num: aadhaar(`2345678901${n}`.slice(0, 11)),
        email: `a${n}@example.in`,
        mobile: `98765400${String(n).padStart(2, '0')}`,
        ...entries,
      }),
    ),
  );
  expect(response.statusCode, response.body).toBe(200);
  const { application_no, access_code } = response.json().data;
  accessCodes[application_no] = access_code;
  app.db
    .prepare('update applications set state = ?, qual_percent = ? where application_no = ?')
    .run(state, percent, application_no);
  return application_no as string;
}
const versionOf = (applicationNo: string) =>
  app.db
    .prepare<[string], number>('select version from applications where application_no = ?')
    .pluck()
    .get(applicationNo)!;
const stateOf = (applicationNo: string) =>
  app.db
    .prepare<[string], string>('select state from applications where application_no = ?')
    .pluck()
    .get(applicationNo)!;

const numbers: Record<string, string> = {};
/** B.A.: Bina (SC, 90%), Chitra (General, 82.4%, born 2005), Anu (General, 82.4%, born 2006), Nisha (General, no %), all verified; Deepa (OBC) submitted. */
async function seed() {
  numbers.anu = await apply('Anu Verma', 'verified', 82.4);
  numbers.bina = await apply('Bina Singh', 'verified', 90, {
    category: 'SC',
    caste_no: 'SC/1',
    issue_date: '2025-01-01',
    caste: validApplicant(app).highschool,
  });
  numbers.chitra = await apply('Chitra Rao', 'verified', 82.4, { dob: '2005-01-10' });
  numbers.nisha = await apply('Nisha Jain', 'verified', null);
  numbers.deepa = await apply('Deepa Yadav', 'submitted', 95, {
    category: 'OBC',
    caste_no: 'OBC/1',
    issue_date: '2025-01-01',
    caste: validApplicant(app).highschool,
  });
}

const merit = async (query: Parameters<typeof meritPath>[1], roles: RoleGrant[] = OFFICER) => {
  const response = await get(meritPath(OFFICE_MERIT_PATH, query), roles);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(meritAnswerSchema, response.json()).data;
};
const seatGroups = async (roles: RoleGrant[] = OFFICER) => {
  const response = await get(OFFICE_SEATS_PATH, roles);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return v.parse(seatsAnswerSchema, response.json()).data;
};

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-seats-', { settings: settings() }));
  applicants = 0;
  await seed();
});
afterEach(() => closeAndRemove(app, dataDir));

describe('Seats and merit: who may call', () => {
  it('answers 401 without an assertion, 403 to other roles; only the admission officer admits', async () => {
    const reads = [
      OFFICE_SEATS_PATH,
      meritPath(OFFICE_MERIT_PATH, { course: 1 }),
      meritPath(OFFICE_MERIT_CSV_PATH, { course: 1 }),
      meritPath(OFFICE_ADMITTED_CSV_PATH, { course: 1 }),
    ];
    for (const url of reads) {
      const anonymous = await get(url, 'none');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
      for (const role of ['accountant', 'admin'] as const) {
        const refused = await get(url, [{ role }]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: ROLE_NEEDED_MESSAGE });
      }
      expect((await get(url, VERIFIER)).statusCode, url).toBe(200);
    }
    for (const roles of [VERIFIER, [{ role: 'admin' as const }]]) {
      const refused = await admit(numbers.anu, 1, roles);
      expect(refused.statusCode).toBe(403);
    }
    expect(stateOf(numbers.anu)).toBe('verified');
  });
});

describe('GET seats', () => {
  it('counts per course and category: applied, verified, paid, admitted and seats left, of the session year', async () => {
    app.db.exec(
      `insert into payments (application_id, mode, amount, trans_no, state) select id, 'cash', 3500, '0', 'verified' from applications where fname = 'Bina Singh'`,
    );
    const { year, groups } = await seatGroups();
    expect(year).toBe(app.college.admission.year);
    // B.A. and B.Sc. have an intake each; M.A. has seats per subject (only those the settings give).
    expect(groups.map((group) => [group.course, group.subject, group.seats])).toEqual([
      ['B.A.', null, 3],
      ['B.Sc.', null, 400],
      ['M.A.', 'Hindi', 1],
      ['M.A.', 'Sociology', 60],
      ['M.A.', 'Geography', 40],
      ['M.A.', 'Home Science', 30],
    ]);
    const ba = groups[0];
    expect(ba).toMatchObject({ admitted: 0, left: 3 });
    // The fixture's reservation (SC 21, ST 2, OBC 27, GEN-EWS 10) of 3 seats: each share rounds down to none, General has all 3.
    const none = { seats: 0, on_general: 0, left: 0 };
    expect(ba.categories).toEqual([
      { category: 'General', applied: 3, verified: 3, paid: 0, admitted: 0, seats: 3, on_general: 0, left: 3 },
      { category: 'SC', applied: 1, verified: 1, paid: 1, admitted: 0, ...none },
      { category: 'ST', applied: 0, verified: 0, paid: 0, admitted: 0, ...none },
      { category: 'OBC', applied: 1, verified: 0, paid: 0, admitted: 0, ...none },
      { category: 'GEN-EWS', applied: 0, verified: 0, paid: 0, admitted: 0, ...none },
    ]);
    expect((await admit(numbers.bina, versionOf(numbers.bina))).statusCode).toBe(200);
    const after = (await seatGroups()).groups[0];
    expect(after).toMatchObject({ admitted: 1, left: 2 });
    // The SC applicant sits on a General seat, taken on merit.
    expect(after.categories[1]).toEqual({
      category: 'SC',
      applied: 1,
      verified: 1,
      paid: 1,
      admitted: 1,
      seats: 0,
      on_general: 1,
      left: 0,
    });
    expect(after.categories[0]).toMatchObject({ seats: 3, admitted: 0, left: 2 });
  });

  it('shows a grant limited to some courses only those courses', async () => {
    const { groups } = await seatGroups([{ role: 'admission_officer', courses: [2] }]);
    expect(groups.map((group) => group.course)).toEqual(['B.Sc.']);
  });
});

describe('GET merit', () => {
  it('orders verified applications by percentage, ties by the older first, those without one last', async () => {
    const list = await merit({ course: 1 });
    expect(list.rows.map((row) => [row.rank, row.name, row.qual_percent, row.state])).toEqual([
      [1, 'Bina Singh', 90, 'verified'],
      [2, 'Chitra Rao', 82.4, 'verified'],
      [3, 'Anu Verma', 82.4, 'verified'],
      [4, 'Nisha Jain', null, 'verified'],
    ]);
    expect(list.group).toMatchObject({ course: 'B.A.', seats: 3, left: 3 });
    expect((await merit({ course: 1, category: 'General' })).rows.map((row) => row.name)).toEqual([
      'Chitra Rao',
      'Anu Verma',
      'Nisha Jain',
    ]);
    expect((await merit({ course: 1, category: 'OBC' })).rows).toEqual([]);
  });

  it('asks for the subject of a course with seats per subject, and refuses an unknown course or category', async () => {
    const cases: [string, Record<string, string>][] = [
      [meritPath(OFFICE_MERIT_PATH, { course: 3 }), { subject: SUBJECT_NEEDED_MESSAGE }],
      [meritPath(OFFICE_MERIT_PATH, { course: 9 }), { course: COURSE_UNKNOWN_MESSAGE }],
      [`${OFFICE_MERIT_PATH}?course=1&category=Other`, { category: expect.any(String) }],
      [OFFICE_MERIT_PATH, { course: COURSE_UNKNOWN_MESSAGE }],
    ];
    for (const [url, errors] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    const hindi = app.catalogue.subjects('major', 3)!.find((subject) => subject.subject === 'Hindi')!.id;
    expect((await merit({ course: 3, subject: hindi })).group).toMatchObject({ subject: 'Hindi', seats: 1 });
  });

  it('exports the merit list and the admitted list as CSV, Aadhaar masked, audited', async () => {
    expect((await admit(numbers.chitra, versionOf(numbers.chitra))).statusCode).toBe(200);
    const response = await get(meritPath(OFFICE_MERIT_CSV_PATH, { course: 1 }));
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="merit-/);
    const [header, ...rows] = parseCsv(response.body).map((record) => record.cells);
    expect(header).toEqual([...MERIT_COLUMNS]);
    expect(header).toEqual(expect.arrayContaining(['mobile', 'email']));
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    expect(rows.map((row) => ['rank', 'name', 'state', 'mobile', 'email', 'aadhaar'].map((c) => cell(row, c)))).toEqual(
      [
        ['1', 'Bina Singh', 'verified', '9876540002', 'a2@example.in', expect.stringMatching(/^XXXX XXXX \d{4}$/)],
        ['2', 'Chitra Rao', 'admitted', '9876540003', 'a3@example.in', expect.stringMatching(/^XXXX XXXX \d{4}$/)],
        ['3', 'Anu Verma', 'verified', '9876540001', 'a1@example.in', expect.any(String)],
        ['4', 'Nisha Jain', 'verified', '9876540004', 'a4@example.in', expect.any(String)],
      ],
    );
    const [admittedHeader, ...admitted] = parseCsv(
      (await get(meritPath(OFFICE_ADMITTED_CSV_PATH, { course: 1 }))).body,
    ).map((record) => record.cells);
    // Whom to call, and when and by whom each was admitted (the college's day).
    expect(admittedHeader).toEqual([...ADMITTED_COLUMNS]);
    expect(admitted).toEqual([
      [
        '2',
        numbers.chitra,
        'Chitra Rao',
        'General',
        '9876540003',
        'a3@example.in',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        'demo.admission_officer',
        // No name known for that username (its assertion carried none): the username stands in.
        'demo.admission_officer',
        '',
        expect.stringMatching(/^XXXX XXXX \d{4}$/),
      ],
    ]);
    expect(tableRows(app, 'audit_log').map((row) => row.action)).toEqual([
      'application.admit',
      'merit.export',
      'admitted.export',
    ]);
  });
});

describe('POST admit', () => {
  it('admits a verified application, bumps its version and audits it', async () => {
    const response = await admit(numbers.anu, 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(admitAnswerSchema, response.json()).data).toEqual({
      application_no: numbers.anu,
      state: 'admitted',
      version: 2,
      left: 2,
      seat: 'General',
    });
    expect(stateOf(numbers.anu)).toBe('admitted');
    // The applicant's status answer says so.
    const status = await app.inject({
      method: 'POST',
      url: APPLICATION_STATUS_PATH,
      payload: { application_no: numbers.anu, dob: '2006-04-15', access_code: accessCodes[numbers.anu] },
    });
    expect(status.json().data.state).toBe('admitted');
    const [audit] = tableRows(app, 'audit_log');
    expect(audit).toMatchObject({
      action: 'application.admit',
      record_id: numbers.anu,
      role: 'admission_officer',
      username: 'demo.admission_officer',
    });
    expect(JSON.parse(String(audit.before_json))).toEqual({ state: 'verified', version: 1 });
    expect(JSON.parse(String(audit.after_json))).toMatchObject({
      state: 'admitted',
      version: 2,
      course: 'B.A.',
      seats_left: 2,
    });
  });

  it('refuses a stale version, an application admitted already, and one not verified, with 409', async () => {
    expect((await admit(numbers.anu, 1)).statusCode).toBe(200);
    const stale = await admit(numbers.anu, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ADMIT_STALE_MESSAGE);
    expect((await admit(numbers.anu, 2)).json()).toMatchObject({ message: ALREADY_ADMITTED_MESSAGE });
    const notVerified = await admit(numbers.deepa, 1);
    expect(notVerified.statusCode).toBe(409);
    expect(notVerified.json().message).toBe(NOT_VERIFIED_MESSAGE);
    expect(stateOf(numbers.deepa)).toBe('submitted');
    expect((await admit('ADM2025-999999', 1)).statusCode).toBe(404);
    expect(tableRows(app, 'audit_log')).toHaveLength(1);
  });

  it('refuses beyond the intake, also when admits for the last seat come at once', async () => {
    expect((await admit(numbers.bina, 1)).statusCode).toBe(200);
    expect((await admit(numbers.chitra, 1)).statusCode).toBe(200);
    // One seat left, three officers click at once: one gets it.
    const clicked = [numbers.anu, numbers.nisha, numbers.anu];
    const answers = await Promise.all(clicked.map((number) => admit(number, 1)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message)).toContain(
      SEATS_FULL_MESSAGE,
    );
    expect(tableRows(app, 'applications').filter((row) => row.state === 'admitted')).toHaveLength(3);
    // Whichever of the two won the race, the other is refused for want of a seat, and stays verified.
    const winner = clicked[answers.findIndex((answer) => answer.statusCode === 200)];
    const other = winner === numbers.anu ? numbers.nisha : numbers.anu;
    expect(stateOf(winner)).toBe('admitted');
    const full = await admit(other, versionOf(other));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(SEATS_FULL_MESSAGE);
    expect(stateOf(other)).toBe('verified');
    expect((await seatGroups()).groups[0]).toMatchObject({ admitted: 3, left: 0 });
  });

  it('does not let a grant limited to other courses admit', async () => {
    const response = await admit(numbers.anu, 1, [{ role: 'admission_officer', courses: [2] }]);
    expect(response.statusCode).toBe(404);
    expect(stateOf(numbers.anu)).toBe('verified');
  });
});

describe('POST cancel-admission: an admission taken back', () => {
  const cancel = (applicationNo: string, version: number, reason: string, roles: RoleGrant[] = OFFICER) =>
    officeInject(app, key, {
      method: 'POST',
      url: OFFICE_CANCEL_ADMISSION_PATH,
      roles,
      body: { application_no: applicationNo, version, reason },
      username: 'demo.admission_officer',
    });

  it('frees the seat: the application is verified again, audited with the reason; only the admission officer, only an admission', async () => {
    for (const name of ['anu', 'bina', 'chitra']) expect((await admit(numbers[name], 1)).statusCode).toBe(200);
    expect((await admit(numbers.nisha, 1)).json().message).toBe(FULL);

    expect((await cancel(numbers.anu, 2, 'Admitted by mistake', VERIFIER)).statusCode).toBe(403);
    const noReason = await cancel(numbers.anu, 2, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(CANCEL_REASON_MESSAGE);
    expect((await cancel(numbers.nisha, 1, 'Not admitted')).json()).toMatchObject({ message: NOT_ADMITTED_MESSAGE });
    expect((await cancel(numbers.anu, 1, 'Stale')).statusCode).toBe(409);

    const cancelled = await cancel(numbers.anu, 2, 'Did not report with the original documents');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toEqual({ application_no: numbers.anu, state: 'verified', version: 3 });
    expect(stateOf(numbers.anu)).toBe('verified');
    const audit = tableRows(app, 'audit_log').filter((row) => row.action === 'application.admission_cancel');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'Did not report with the original documents', record_id: numbers.anu });
    // The seat is free for the next on the list.
    expect((await admit(numbers.nisha, 1)).statusCode).toBe(200);
  });
});

describe('Publishing a merit list on the public page', () => {
  const change = (path: string, body: Record<string, unknown>, roles: RoleGrant[] = OFFICER) =>
    officeInject(app, key, { method: 'POST', url: path, roles, body, username: 'demo.admission_officer' });
  const publicLists = async () => {
    const response = await app.inject({ method: 'GET', url: MERIT_LISTS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(meritListsAnswerSchema, response.json()).data;
  };
  const audits = () => tableRows(app, 'audit_log').filter((row) => String(row.action).startsWith('merit.'));

  it('publishes numbers, categories and ranks only, as the list stood; the office sees when and by whom', async () => {
    expect((await publicLists()).lists).toEqual([]);
    const response = await change(OFFICE_MERIT_PUBLISH_PATH, { course: 1, reason: 'First merit list' });
    expect(response.statusCode, response.body).toBe(200);

    const { lists, year } = await publicLists();
    expect(year).toBe(TEST_SETTINGS.admission.year);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ course: 'B.A.', subject: null });
    expect(lists[0].published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Bina (SC, 90%) first, then Chitra and Anu (General, older first), Nisha (no %) last; Deepa is not verified.
    expect(lists[0].rows).toEqual([
      { rank: 1, category_rank: 1, application_no: numbers.bina, category: 'SC' },
      { rank: 2, category_rank: 1, application_no: numbers.chitra, category: 'General' },
      { rank: 3, category_rank: 2, application_no: numbers.anu, category: 'General' },
      { rank: 4, category_rank: 3, application_no: numbers.nisha, category: 'General' },
    ]);
    // Nothing of a person but the number: no name, no marks, no date of birth.
    const text = JSON.stringify(lists);
    for (const secret of ['Bina', 'Chitra', '82.4', '2005-01-10']) expect(text).not.toContain(secret);

    expect((await merit({ course: 1 })).published).toMatchObject({ published_by: 'demo.admission_officer', rows: 4 });
    expect(audits()).toMatchObject([
      {
        action: 'merit.publish',
        username: 'demo.admission_officer',
        role: 'admission_officer',
        reason: 'First merit list',
      },
    ]);
    expect(JSON.parse(String(audits()[0].after_json))).toMatchObject({ rows: 4 });
  });

  it('published again after the list changed, the public list is replaced; withdrawn, it is gone; each audited', async () => {
    expect((await change(OFFICE_MERIT_PUBLISH_PATH, { course: 1, reason: 'First list' })).statusCode).toBe(200);
    await app.db.prepare("update applications set state = 'submitted' where application_no = ?").run(numbers.nisha);
    const again = await change(OFFICE_MERIT_PUBLISH_PATH, { course: 1, reason: 'Nisha’s documents queried' });
    expect(again.statusCode).toBe(200);
    expect((await publicLists()).lists[0].rows.map((row) => row.application_no)).not.toContain(numbers.nisha);

    const withdrawn = await change(OFFICE_MERIT_WITHDRAW_PATH, { course: 1, reason: 'Published by mistake' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await publicLists()).lists).toEqual([]);
    expect((await merit({ course: 1 })).published).toBeNull();
    const trail = audits();
    expect(trail.map((row) => row.action)).toEqual(['merit.publish', 'merit.publish', 'merit.withdraw']);
    expect(JSON.parse(String(trail[2].before_json))).toMatchObject({ rows: 3 });
    expect(trail[2]).toMatchObject({ reason: 'Published by mistake', after_json: 'null' });

    // Withdrawn twice: nothing to withdraw, nothing written.
    const twice = await change(OFFICE_MERIT_WITHDRAW_PATH, { course: 1, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(NOT_PUBLISHED_MESSAGE);
    expect(audits()).toHaveLength(3);
  });

  it('asks for a reason and the subject, refuses an empty list and other roles, and writes nothing then', async () => {
    const noReason = await change(OFFICE_MERIT_PUBLISH_PATH, { course: 1, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: PUBLISH_REASON_MESSAGE });
    const noSubject = await change(OFFICE_MERIT_PUBLISH_PATH, { course: 3, reason: 'M.A. list' });
    expect(noSubject.json().errors).toEqual({ subject: SUBJECT_NEEDED_MESSAGE });
    const unknown = await change(OFFICE_MERIT_PUBLISH_PATH, { course: 99, reason: 'x' });
    expect(unknown.json().errors).toEqual({ course: COURSE_UNKNOWN_MESSAGE });
    // M.A. Hindi has no verified application yet.
    const hindi = (
      await merit({ course: 3, subject: (await seatGroups()).groups.find((g) => g.subject === 'Hindi')!.subject_id! })
    ).group;
    const empty = await change(OFFICE_MERIT_PUBLISH_PATH, {
      course: 3,
      subject: hindi.subject_id,
      reason: 'M.A. list',
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(NOTHING_TO_PUBLISH_MESSAGE);
    const verifier = await change(OFFICE_MERIT_PUBLISH_PATH, { course: 1, reason: 'x' }, VERIFIER);
    expect(verifier.statusCode).toBe(403);
    expect((await publicLists()).lists).toEqual([]);
    expect(audits()).toEqual([]);
  });
});

/** Starts again on `changed` test settings (B.A. seats as given), with the same applicants. */
async function restartWith(change: (copy: ReturnType<typeof settings>) => void) {
  await closeAndRemove(app, dataDir);
  const copy = settings();
  change(copy);
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-seats-', { settings: copy }));
  applicants = 0;
  await seed();
}

const scApplicant = (name: string, percent: number) =>
  apply(name, 'verified', percent, {
    category: 'SC',
    caste_no: `SC/${name.length}`,
    issue_date: '2025-01-01',
    caste: validApplicant(app).highschool,
  });

describe('Seats per category (the settings’ reservation)', () => {
  // B.A. 4 seats with SC 25 and OBC 25: SC 1, OBC 1, ST and GEN-EWS none, General the other 2.
  beforeEach(() =>
    restartWith((copy) => {
      copy.admission.courses[0].seats = 4;
      copy.admission.reservation = { SC: 25, OBC: 25 };
    }),
  );

  it('counts each category’s seats (intake × share, rounded down; General the rest)', async () => {
    const ba = (await seatGroups()).groups[0];
    expect(ba.categories.map((row) => [row.category, row.seats, row.left])).toEqual([
      ['General', 2, 2],
      ['SC', 1, 1],
      ['ST', 0, 0],
      ['OBC', 1, 1],
      ['GEN-EWS', 0, 0],
    ]);
  });

  it('admits an SC applicant beyond the SC seats into a free General seat, then refuses the full categories by name', async () => {
    const sita = await scApplicant('Sita Devi', 85);
    const bina = await admit(numbers.bina, versionOf(numbers.bina));
    expect(v.parse(admitAnswerSchema, bina.json()).data.seat).toBe('SC');
    // SC's one seat is taken: Sita takes a General seat on merit.
    const onGeneral = await admit(sita, versionOf(sita));
    expect(onGeneral.statusCode, onGeneral.body).toBe(200);
    expect(v.parse(admitAnswerSchema, onGeneral.json()).data).toMatchObject({ seat: 'General', left: 2 });
    expect(JSON.parse(String(tableRows(app, 'audit_log').at(-1)!.after_json))).toMatchObject({
      category: 'SC',
      seat: 'General',
    });
    const sc = (await seatGroups()).groups[0].categories;
    expect(sc[1]).toMatchObject({ admitted: 2, seats: 1, on_general: 1, left: 0 });
    expect(sc[0]).toMatchObject({ admitted: 0, seats: 2, left: 1 });

    expect((await admit(numbers.chitra, versionOf(numbers.chitra))).json().data.seat).toBe('General');
    // General is full while the OBC seat is still free: a General applicant is refused, naming the category.
    const general = await admit(numbers.anu, versionOf(numbers.anu));
    expect(general.statusCode).toBe(409);
    expect(general.json().message).toBe(categoryFullMessage('General', 2, 'B.A.'));
    expect(general.json().message).toMatch(/No General \(unreserved\) seat is left in B\.A\.: its 2 General seats/);
    const rita = await scApplicant('Rita Kumari', 70);
    const third = await admit(rita, versionOf(rita));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      'No SC seat is left in B.A.: its 1 SC seats are taken, and no General (unreserved) seat is free for a SC applicant to take on merit.',
    );
    expect(stateOf(rita)).toBe('verified');
    // The OBC seat is still the OBC applicant's.
    app.db.prepare("update applications set state = 'verified' where application_no = ?").run(numbers.deepa);
    expect((await admit(numbers.deepa, versionOf(numbers.deepa))).json().data).toMatchObject({ seat: 'OBC', left: 0 });
  });
});

describe('Without a reservation in the settings', () => {
  beforeEach(() => restartWith((copy) => delete copy.admission.reservation));

  it('counts no seats per category and admits any category up to the intake, as before', async () => {
    const ba = (await seatGroups()).groups[0];
    expect(ba.categories.every((row) => row.seats === null && row.left === null && row.on_general === null)).toBe(true);
    const sita = await scApplicant('Sita Devi', 85);
    for (const number of [numbers.bina, sita, numbers.anu]) {
      const response = await admit(number, versionOf(number));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.seat).toBeNull();
    }
    const full = await admit(numbers.chitra, versionOf(numbers.chitra));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(SEATS_FULL_MESSAGE);
  });
});

describe('The fee on the merit list and at the admit', () => {
  const pay = (name: string, state: string) =>
    app.db
      .prepare(
        `insert into payments (application_id, mode, amount, trans_no, state) select id, 'online', 3500, 'UTR-' || id, ? from applications where fname = ?`,
      )
      .run(state, name);

  it('shows where each fee stands, and admits without a verified fee unless the settings say so', async () => {
    pay('Bina Singh', 'verified');
    pay('Chitra Rao', 'claimed');
    const list = await merit({ course: 1 });
    expect(list.fee_required).toBe(false);
    expect(list.rows.map((row) => [row.name, row.payment_state])).toEqual([
      ['Bina Singh', 'verified'],
      ['Chitra Rao', 'claimed'],
      ['Anu Verma', null],
      ['Nisha Jain', null],
    ]);
    expect((await admit(numbers.chitra, versionOf(numbers.chitra))).statusCode).toBe(200);
    expect(JSON.parse(String(tableRows(app, 'audit_log').at(-1)!.after_json))).toMatchObject({
      payment_state: 'claimed',
    });
  });

  it('refuses an applicant whose fee is not verified when admission.admitRequiresVerifiedFee is true', async () => {
    await restartWith((copy) => {
      copy.admission.admitRequiresVerifiedFee = true;
    });
    pay('Bina Singh', 'verified');
    pay('Chitra Rao', 'claimed');
    expect((await merit({ course: 1 })).fee_required).toBe(true);
    for (const number of [numbers.chitra, numbers.anu]) {
      const refused = await admit(number, versionOf(number));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(FEE_NOT_VERIFIED_MESSAGE);
      expect(stateOf(number)).toBe('verified');
    }
    expect((await admit(numbers.bina, versionOf(numbers.bina))).statusCode).toBe(200);
  });
});
