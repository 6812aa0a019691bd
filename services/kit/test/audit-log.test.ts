import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_MAX_ROWS,
  collegeDay,
  collegeDayEnd,
  collegeDayStart,
  collegeTime,
  officeAuditActionsPath,
  officeAuditCsvPath,
  officeAuditPath,
  type OfficeRole,
  parseCsv,
  readOrCreateSigningKey,
  ROLE_NEEDED_MESSAGE,
  type SigningKey,
  VIEW_COALESCE_MS,
} from '../src/index';
import { buildKitApp, makeTempDir, removeDir, tableRows } from './helpers';

// The kit's part of the office audit log as any service answers it (here one named "test"), on a real SQLite file.
const SERVICE = 'test';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let requests = 0;

beforeEach(async () => {
  dataDir = await makeTempDir('kit-audit-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await buildKitApp(dataDir, { name: SERVICE, now: () => new Date('2026-12-06T20:00:00Z') });
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

async function get(url: string, roles: OfficeRole[] = ['admin']) {
  const requestId = `rid-kit-audit-${++requests}`;
  const identity = {
    userId: '1',
    username: 'principal',
    roles: roles.map((role) => ({ role })),
    sessionId: 's1',
    requestId,
  };
  return app.inject({
    method: 'GET',
    url,
    headers: { 'x-request-id': requestId, 'x-office-assertion': await key.sign({ audience: SERVICE, identity }) },
  });
}

const csvRecords = (text: string) => parseCsv(text).map((record) => record.cells);

describe("The college's time", () => {
  it('writes an instant as DD-MM-YYYY HH:MM:SS IST, and a college day as its UTC bounds', () => {
    expect(collegeTime('2026-12-06T08:35:09.000Z')).toBe('06-12-2026 14:05:09 IST');
    // Past midnight in India is the next day.
    expect(collegeTime('2026-12-31T18:30:00.000Z')).toBe('01-01-2027 00:00:00 IST');
    expect(collegeTime('not a time')).toBe('not a time');
    expect(collegeDayStart('2026-01-06')).toBe('2026-01-05T18:30:00.000Z');
    expect(collegeDayEnd('2026-01-06')).toBe('2026-01-06T18:29:59.999Z');
    expect(collegeDay(new Date('2026-12-06T20:00:00Z'))).toBe('2026-12-07');
  });

  it('writes the clock alone (HH:MM) for a report whose day has its own column, and takes a stored time for the day', () => {
    expect(collegeTime('2026-12-06T08:35:09.000Z', 'clock')).toBe('14:05');
    expect(collegeTime('2025-07-13T18:45:00.000Z', 'clock')).toBe('00:15');
    expect(collegeTime('not a time', 'clock')).toBe('not a time');
    // 00:15 on 14 July in India, still the 13th in UTC.
    expect(collegeDay('2025-07-13T18:45:00.000Z')).toBe('2025-07-14');
    expect(collegeDay('2025-07-13T18:29:59.999Z')).toBe('2025-07-13');
  });

  it('writes the day and the time to the minute (DD-MM-YYYY HH:MM IST), or the day alone, in India', () => {
    expect(collegeTime('2026-12-06T08:35:09.000Z', 'minute')).toBe('06-12-2026 14:05 IST');
    expect(collegeTime('2026-12-06T08:35:09.000Z', 'day')).toBe('06-12-2026');
    // Between 00:00 and 05:30 in India the UTC day is still the one before.
    expect(collegeTime('2025-07-13T18:45:00.000Z', 'minute')).toBe('14-07-2025 00:15 IST');
    expect(collegeTime('2025-07-13T18:45:00.000Z', 'day')).toBe('14-07-2025');
    expect(collegeTime('2025-07-13T18:29:59.999Z', 'day')).toBe('13-07-2025');
    expect(collegeTime('not a time', 'minute')).toBe('not a time');
    expect(collegeTime('not a time', 'day')).toBe('not a time');
  });
});

describe('GET …/audit.csv: every row of the filter', () => {
  it('holds every matching row, far beyond a page, newest first, times in IST and UTC, and audits the download', async () => {
    const rows = AUDIT_MAX_ROWS + 205;
    app.db.transaction(() => {
      for (let n = 0; n < rows; n++)
        app.audit.record({
          action: n % 2 ? 'user.disable' : 'sign-in',
          userId: '3',
          username: 'ravi.r',
          role: 'admin',
          recordType: 'user',
          recordId: 9,
          at: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
        });
    })();
    app.audit.record({
      action: 'role.grant',
      userId: '3',
      username: 'ravi.r',
      recordType: 'user',
      recordId: 9,
      before: { roles: [] },
      after: { roles: [{ role: 'accountant' }] },
      reason: '=HYPERLINK("http://x.example")',
      at: new Date('2026-12-06T08:35:09.000Z'),
    });

    // The read answers a page at most; the file has them all.
    expect((await get(`${officeAuditPath(SERVICE)}?limit=${AUDIT_MAX_ROWS}`)).json().entries).toHaveLength(
      AUDIT_MAX_ROWS,
    );
    const response = await get(officeAuditCsvPath(SERVICE));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log-test-2026-12-07.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...records] = csvRecords(response.body);
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(records).toHaveLength(rows + 1);
    const cell = (record: string[], column: (typeof AUDIT_CSV_COLUMNS)[number]) =>
      record[AUDIT_CSV_COLUMNS.indexOf(column)];
    const [newest] = records;
    expect(cell(newest, 'service')).toBe(SERVICE);
    expect(cell(newest, 'at_ist')).toBe('06-12-2026 14:05:09 IST');
    expect(cell(newest, 'at_utc')).toBe('2026-12-06T08:35:09.000Z');
    expect(cell(newest, 'action')).toBe('role.grant');
    expect(JSON.parse(cell(newest, 'after'))).toEqual({ roles: [{ role: 'accountant' }] });
    // A formula-looking cell is text to a spreadsheet (the kit's one CSV writer).
    expect(cell(newest, 'reason')).toBe(`'=HYPERLINK("http://x.example")`);
    expect(cell(records.at(-1)!, 'at_utc')).toBe('2026-01-01T00:00:00.000Z');

    // The download is itself a row, with the filter and how many rows left; not in its own file.
    const exports = tableRows(app, 'audit_log').filter((row) => row.action === 'audit.export');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ user_id: '1', username: 'principal', role: 'admin', record_type: 'audit_log' });
    expect(JSON.parse(String(exports[0].after_json))).toEqual({ filter: {}, rows: rows + 1 });
  });

  it('takes the same filters as the read, dates as the college days (IST)', async () => {
    const at = (iso: string, action: string, userId = '3') =>
      app.audit.record({ action, userId, username: `user${userId}`, at: new Date(iso) });
    // 05-01 23:59 IST, 06-01 00:00 IST, 06-01 23:59 IST, 07-01 00:00 IST.
    at('2026-01-05T18:29:00.000Z', 'sign-in');
    at('2026-01-05T18:30:00.000Z', 'sign-in');
    at('2026-01-06T18:29:00.000Z', 'user.disable', '4');
    at('2026-01-06T18:30:00.000Z', 'sign-in');
    const utcOf = async (query: string) => {
      const records = csvRecords((await get(`${officeAuditCsvPath(SERVICE)}?${query}`)).body).slice(1);
      return records.map((record) => record[AUDIT_CSV_COLUMNS.indexOf('at_utc')]);
    };
    expect(await utcOf('from=2026-01-06&to=2026-01-06')).toEqual([
      '2026-01-06T18:29:00.000Z',
      '2026-01-05T18:30:00.000Z',
    ]);
    expect(await utcOf('action=sign-in&from=2026-01-06')).toEqual([
      '2026-01-06T18:30:00.000Z',
      '2026-01-05T18:30:00.000Z',
    ]);
    expect(await utcOf('user=4')).toEqual(['2026-01-06T18:29:00.000Z']);
    // The read keeps to the same days.
    const read = await get(`${officeAuditPath(SERVICE)}?from=2026-01-06&to=2026-01-06`);
    expect(read.json().entries.map((entry: { at: string }) => entry.at)).toEqual([
      '2026-01-06T18:29:00.000Z',
      '2026-01-05T18:30:00.000Z',
    ]);
    const exported = tableRows(app, 'audit_log')
      .filter((row) => row.action === 'audit.export')
      .map((row) => JSON.parse(String(row.after_json)));
    expect(exported).toEqual([
      { filter: { from: '2026-01-06', to: '2026-01-06' }, rows: 2 },
      { filter: { action: 'sign-in', from: '2026-01-06' }, rows: 2 },
      { filter: { user: '4' }, rows: 1 },
    ]);
  });

  it('answers 403 to an office user without the admin role (nothing audited), and 400 to a bad query', async () => {
    const refused = await get(officeAuditCsvPath(SERVICE), ['results_officer']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ROLE_NEEDED_MESSAGE);
    const bad = await get(`${officeAuditCsvPath(SERVICE)}?from=2026-13-40&user=ravi`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'user']);
    expect(tableRows(app, 'audit_log')).toEqual([]);
  });
});

describe('GET …/audit/actions', () => {
  it('answers the distinct actions of the rows, sorted, to an administrator only', async () => {
    for (const action of ['user.disable', 'sign-in', 'role.grant', 'sign-in']) app.audit.record({ action });
    const response = await get(officeAuditActionsPath(SERVICE));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      result: 'success',
      service: SERVICE,
      actions: ['role.grant', 'sign-in', 'user.disable'],
    });
    expect((await get(officeAuditActionsPath(SERVICE), ['content_editor'])).statusCode).toBe(403);
  });
});

describe('recordView: one row per look', () => {
  const view = (userId: string | null, recordId: string, at: Date, action = 'application.view') =>
    app.audit.recordView({ action, userId, username: userId && `u${userId}`, recordType: 'application', recordId, at });

  it("writes a user's look at a record once in a few minutes, whatever reads it makes, and again after", () => {
    const t0 = new Date('2026-06-01T10:00:00Z');
    const later = (ms: number) => new Date(t0.getTime() + ms);
    expect(view('7', 'A1', t0)).toBe(true);
    // The page's reads of the same record (its documents) by the same person: covered.
    expect(view('7', 'A1', later(1000), 'document.view')).toBe(false);
    expect(view('7', 'A1', later(VIEW_COALESCE_MS), 'document.view')).toBe(false);
    // Another person, another record: their own rows.
    expect(view('8', 'A1', later(2000))).toBe(true);
    expect(view('7', 'A2', later(3000))).toBe(true);
    // A change is no look: it does not stand for one.
    app.audit.record({ action: 'document.review', userId: '9', recordType: 'application', recordId: 'A1', at: t0 });
    expect(view('9', 'A1', later(4000))).toBe(true);
    // Later than the window: a new look.
    expect(view('7', 'A1', later(VIEW_COALESCE_MS + 1))).toBe(true);
    // Nobody known (no user id): never merged with anyone's.
    expect(view(null, 'A1', later(5000))).toBe(true);
    expect(view(null, 'A1', later(6000))).toBe(true);
    expect(
      tableRows(app, 'audit_log')
        .filter((row) => String(row.action).endsWith('.view'))
        .map((row) => `${row.user_id}:${row.record_id}:${row.action}`),
    ).toEqual([
      '7:A1:application.view',
      '8:A1:application.view',
      '7:A2:application.view',
      '9:A1:application.view',
      '7:A1:application.view',
      'null:A1:application.view',
      'null:A1:application.view',
    ]);
  });
});
