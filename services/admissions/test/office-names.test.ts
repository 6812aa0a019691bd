/**
 * Colleagues by name in the accounts office (migration 018): the name the gateway's assertion
 * carries is stored beside the username when a fee is taken, verified, undone or matched by hand,
 * and the report, the history, the counter, a hand match and the applications sheet show it.
 */
import { parseCsv, type RoleGrant, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFFICE_APPLICATIONS_CSV_PATH } from '../src/contract';
import { EXPORT_COLUMNS } from '../src/export-sheet';
import {
  COLLECTION_PATH,
  collectionAnswerSchema,
  collegeDay,
  counterAnswerSchema,
  counterReceiptPath,
  handMatchAnswerSchema,
  historyAnswerSchema,
  officePaymentPath,
  PAYMENT_HISTORY_PATH,
  STATEMENT_COMMIT_PATH,
  STATEMENT_MATCH_PATH,
  STATEMENT_PREVIEW_PATH,
  statementPreviewAnswerSchema,
  undoVerificationPath,
  verifyPaymentPath,
} from '../src/office-contract/payments';
import { multipartPayload } from '../../kit/test/helpers';
import {
  type Applied,
  closeAndRemove,
  FEE,
  formData,
  type OfficeCaller,
  officeHeaders,
  sendPayment,
  startAdmissions,
  startInTempDirWithOfficeKey,
  submitApplicant,
  tableRows,
} from './helpers';

const ACCOUNTANT: RoleGrant[] = [{ role: 'accountant' }];
/** A newer gateway's assertion: the person's name beside the username. */
const VERMA: OfficeCaller = { userId: '21', username: 'sv.acc', displayName: 'Dr. S. Verma' };
/** An older gateway's assertion: the username alone. */
const ASHA: OfficeCaller = { userId: '9', username: 'asha.acc' };

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-names-'));
});
afterEach(() => closeAndRemove(app, dataDir));

async function call(method: 'GET' | 'POST', url: string, who: OfficeCaller, body?: unknown, roles = ACCOUNTANT) {
  const response = await app.inject({
    method,
    url,
    headers: await officeHeaders(key, roles, who),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const version = (applied: Applied) =>
  app.db.prepare('select version from payments where application_id = ?').pluck().get(applied.id) as number;
const cashTaken = async (applied: Applied, receipt: string, who: OfficeCaller) => {
  expect((await sendPayment(app, applied, { mode: 'cash', amount: String(FEE) })).statusCode).toBe(200);
  await call('POST', counterReceiptPath(applied.application_no), who, { version: 1, receipt_no: receipt });
};
const claimVerified = async (applied: Applied, reference: string, who: OfficeCaller) => {
  const sent = await sendPayment(app, applied, { mode: 'online', amount: String(FEE), trans_no: reference });
  expect(sent.statusCode).toBe(200);
  await call('POST', verifyPaymentPath(applied.application_no), who, { version: 1 });
};
const undo = (applied: Applied, who: OfficeCaller) =>
  call('POST', undoVerificationPath(applied.application_no), who, { version: version(applied), reason: 'Wrong one' });
/** The report of yesterday to tomorrow (the college's days): today's fees, even at midnight. */
const report = async () => {
  const day = (shift: number) => collegeDay(new Date(Date.now() + shift * 86_400_000));
  const url = `${COLLECTION_PATH}?from=${day(-1)}&to=${day(1)}`;
  return v.parse(collectionAnswerSchema, (await call('GET', url, ASHA)).json()).data;
};
const history = async () =>
  v.parse(historyAnswerSchema, (await call('GET', PAYMENT_HISTORY_PATH, ASHA)).json()).data.rows;
const entryOf = async (applied: Applied) =>
  (await report()).entries.find((entry) => entry.application_no === applied.application_no)!;

describe('Who took a fee, by name (migration 018)', () => {
  it('stores the assertion’s name beside the username (the username when it names no one) and shows it everywhere', async () => {
    const [a, b, c, d] = [
      await submitApplicant(app, 1),
      await submitApplicant(app, 2),
      await submitApplicant(app, 3),
      await submitApplicant(app, 4),
    ];
    await cashTaken(a, 'R-1', VERMA);
    await claimVerified(b, '598765432102', ASHA);
    await cashTaken(c, 'R-3', ASHA);
    await undo(c, VERMA);

    // Stored beside the username as the write found it.
    const stored = (table: string) => tableRows(app, table);
    expect(
      stored('payments')
        .filter((row) => row.state === 'verified')
        .map((row) => [row.application_id, row.confirmed_by, row.confirmed_by_name]),
    ).toEqual([
      [a.id, 'sv.acc', 'Dr. S. Verma'],
      [b.id, 'asha.acc', 'asha.acc'],
    ]);
    expect(stored('payment_undos')).toMatchObject([
      { confirmed_by: 'asha.acc', confirmed_by_name: 'asha.acc', undone_by: 'sv.acc', undone_by_name: 'Dr. S. Verma' },
    ]);

    // The report: each fee by name, the undone one with who undid it by name; totals by person.
    const day = await report();
    expect(day.entries.map((entry) => [entry.application_no, entry.by, entry.by_name, entry.undone?.by_name])).toEqual([
      [a.application_no, 'sv.acc', 'Dr. S. Verma', undefined],
      [b.application_no, 'asha.acc', 'asha.acc', undefined],
      [c.application_no, 'asha.acc', 'asha.acc', 'Dr. S. Verma'],
    ]);
    expect(day.totals.by_accountant).toEqual([
      { by: 'asha.acc', by_name: 'asha.acc', count: 1, amount: FEE },
      { by: 'sv.acc', by_name: 'Dr. S. Verma', count: 1, amount: FEE },
    ]);

    // Her name changes in the office's users: her next fee stores the new one. The totals still
    // group her by username, labelled by her latest name; the earlier fee keeps the name it was taken under.
    await cashTaken(d, 'R-4', { ...VERMA, displayName: 'Dr. Sunita Verma' });
    const later = await report();
    expect(later.totals.by_accountant).toEqual([
      { by: 'asha.acc', by_name: 'asha.acc', count: 1, amount: FEE },
      { by: 'sv.acc', by_name: 'Dr. Sunita Verma', count: 2, amount: 2 * FEE },
    ]);
    expect(later.entries.find((entry) => entry.application_no === a.application_no)!.by_name).toBe('Dr. S. Verma');

    // The history, the counter's look-up (the receipt slip's "Received by") and the applications sheet.
    const rows = await history();
    expect(rows.find((row) => row.application_no === a.application_no)).toMatchObject({
      confirmed_by: 'sv.acc',
      confirmed_by_name: 'Dr. S. Verma',
    });
    expect(rows.find((row) => row.application_no === c.application_no)!.undone).toMatchObject({
      by: 'sv.acc',
      by_name: 'Dr. S. Verma',
    });
    const counter = v.parse(counterAnswerSchema, (await call('GET', officePaymentPath(a.application_no), ASHA)).json());
    expect(counter.data.payment).toMatchObject({ confirmed_by: 'sv.acc', confirmed_by_name: 'Dr. S. Verma' });
    const sheet = await call('GET', OFFICE_APPLICATIONS_CSV_PATH, ASHA, undefined, [{ role: 'admission_officer' }]);
    const [header, ...lines] = parseCsv(sheet.body);
    expect(header.cells).toEqual([...EXPORT_COLUMNS]);
    const column = (name: (typeof EXPORT_COLUMNS)[number]) => header.cells.indexOf(name);
    const line = lines.find((record) => record.cells[column('application_no')] === a.application_no)!;
    expect([line.cells[column('payment_confirmed_by')], line.cells[column('payment_confirmed_by_name')]]).toEqual([
      'sv.acc',
      'Dr. S. Verma',
    ]);
  });

  it('names who matched a statement credit by hand, and who verified it at the confirm', async () => {
    const applied = await submitApplicant(app, 1);
    const csv = ['Value Date,UTR No,Credit', `01/06/2025,611111111111,${FEE}`].join('\r\n');
    const form = formData({
      reference: 'UTR No',
      amount: 'Credit',
      date: 'Value Date',
      file: { bytes: Buffer.from(csv), name: 'statement.csv', type: 'text/csv' },
    });
    const { payload, headers } = await multipartPayload(form);
    const previewed = await app.inject({
      method: 'POST',
      url: STATEMENT_PREVIEW_PATH,
      payload,
      headers: { ...headers, ...(await officeHeaders(key, ACCOUNTANT, VERMA)) },
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const importId = v.parse(statementPreviewAnswerSchema, previewed.json()).data.import_id;
    const matched = await call('POST', STATEMENT_MATCH_PATH, VERMA, {
      import_id: importId,
      line: 2,
      application_no: applied.application_no,
    });
    expect(v.parse(handMatchAnswerSchema, matched.json()).data).toMatchObject({
      matched_by: 'sv.acc',
      matched_by_name: 'Dr. S. Verma',
    });
    expect(app.db.prepare('select matched_by, matched_by_name from statement_hand_matches').all()).toEqual([
      { matched_by: 'sv.acc', matched_by_name: 'Dr. S. Verma' },
    ]);
    // Confirmed by a colleague whose gateway names no one: the fee is verified by her username.
    await call('POST', STATEMENT_COMMIT_PATH, ASHA, { import_id: importId });
    expect(await entryOf(applied)).toMatchObject({ mode: 'online', by: 'asha.acc', by_name: 'asha.acc' });
  });

  it('shows rows kept before the migration by username, then by the name their person next acts with', async () => {
    const [a, b, c, d] = [
      await submitApplicant(app, 1),
      await submitApplicant(app, 2),
      await submitApplicant(app, 3),
      await submitApplicant(app, 4),
    ];
    await cashTaken(a, 'R-1', VERMA);
    await cashTaken(b, 'R-2', ASHA);
    await cashTaken(c, 'R-3', VERMA);
    await undo(c, VERMA);
    // The database as it stood at migration 017: the same rows, no names; then 018 at the next start.
    app.db.exec(`
      alter table payments drop column confirmed_by_name;
      alter table payment_undos drop column confirmed_by_name;
      alter table payment_undos drop column undone_by_name;
      alter table statement_hand_matches drop column matched_by_name;
      drop table office_names;
      delete from schema_migrations where version = 18;
    `);
    await app.close();
    app = await startAdmissions(dataDir);
    expect(app.db.prepare('select 1 from schema_migrations where version = 18').pluck().get()).toBe(1);
    expect(tableRows(app, 'payments').map((row) => row.confirmed_by_name)).toEqual([null, null, null]);

    // Nothing tells the names yet: the usernames stand for them.
    expect(await entryOf(a)).toMatchObject({ by: 'sv.acc', by_name: 'sv.acc' });
    expect(await entryOf(b)).toMatchObject({ by: 'asha.acc', by_name: 'asha.acc' });
    expect((await entryOf(c)).undone).toMatchObject({ by: 'sv.acc', by_name: 'sv.acc' });
    expect((await report()).totals.by_accountant.map((total) => [total.by, total.by_name])).toEqual([
      ['asha.acc', 'asha.acc'],
      ['sv.acc', 'sv.acc'],
    ]);

    // She acts again through a gateway that names her: her earlier rows are named by it too, read
    // as they are shown (the rows themselves are not rewritten); the other person's stay by username.
    await cashTaken(d, 'R-4', VERMA);
    expect(await entryOf(a)).toMatchObject({ by: 'sv.acc', by_name: 'Dr. S. Verma' });
    expect((await entryOf(c)).undone).toMatchObject({ by_name: 'Dr. S. Verma' });
    expect(await entryOf(b)).toMatchObject({ by_name: 'asha.acc' });
    expect((await report()).totals.by_accountant).toEqual([
      { by: 'asha.acc', by_name: 'asha.acc', count: 1, amount: FEE },
      { by: 'sv.acc', by_name: 'Dr. S. Verma', count: 2, amount: 2 * FEE },
    ]);
    expect((await history()).find((row) => row.application_no === a.application_no)).toMatchObject({
      confirmed_by_name: 'Dr. S. Verma',
    });
    expect(tableRows(app, 'payments').find((row) => row.application_id === a.id)!.confirmed_by_name).toBeNull();
  });
});
