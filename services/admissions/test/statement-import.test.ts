import { ROLE_NEEDED_MESSAGE, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../src/contract';
import {
  ALREADY_MATCHED_IN_PREVIEW_MESSAGE,
  counterReceiptPath,
  HAND_MATCH_AMOUNT_MESSAGE,
  handMatchAnswerSchema,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  NOT_A_STRAY_CREDIT_MESSAGE,
  NOT_PAYABLE_BY_STATEMENT_MESSAGE,
  REFERENCE_USED_MESSAGE,
  returnPaymentPath,
  STATEMENT_MATCH_PATH,
  STATEMENT_UNMATCH_PATH,
  STATEMENT_COLUMNS_PATH,
  STATEMENT_COMMIT_PATH,
  STATEMENT_FILE_MESSAGE,
  STATEMENT_MAX_BYTES,
  STATEMENT_PREVIEW_PATH,
  STATEMENT_TOO_LARGE_MESSAGE,
  statementColumnsAnswerSchema,
  statementCommitAnswerSchema,
  statementPreviewAnswerSchema,
} from '../src/office-contract/payments';
import { amountOf, readStatement, referenceOf } from '../src/statement-import';
import {
  type Applied,
  closeAndRemove,
  FEE,
  formData,
  officeHeaders,
  sendPayment,
  startInTempDirWithOfficeKey,
  submitApplicant,
  tableRows,
} from './helpers';
import { multipartPayload } from '../../kit/test/helpers';

describe('reading a statement (the kit CSV reader)', () => {
  it('takes a BOM, quoted cells with commas and line ends, CRLF; finds the reference in a narration; reads amounts as banks write them', () => {
    const csv = '\uFEFFTxn Date,"Narration, full",Credit\r\n01-06-2025,"UPI/598765432101/fee, ""B.A.""",1500.00\r\n';
    const statement = readStatement(Buffer.from(csv));
    expect(statement.columns).toEqual(['Txn Date', 'Narration, full', 'Credit']);
    expect(statement.rows).toEqual([{ line: 2, cells: ['01-06-2025', 'UPI/598765432101/fee, "B.A."', '1500.00'] }]);
    expect(referenceOf(statement.rows[0].cells[1])).toBe('598765432101');
    expect(referenceOf('5987654321011')).toBeNull();
    expect(referenceOf('598765432101 and 598765432102')).toBeNull();
    expect([
      amountOf('1,500.00'),
      amountOf('₹ 1500'),
      amountOf('Rs. 1,500/-'),
      amountOf('-1500'),
      amountOf('abc'),
      amountOf(''),
    ]).toEqual([1500, 1500, 1500, null, null, null]);
  });

  it('gives the same signature to the same header whatever its case and padding', () => {
    const one = readStatement(Buffer.from('Date,Reference,Amount\n1,2,3\n'));
    const two = readStatement(Buffer.from('date , REFERENCE,amount\r\n4,5,6\r\n'));
    expect(one.signature).toBe(two.signature);
    expect(readStatement(Buffer.from('Date,Ref,Amount\n1,2,3\n')).signature).not.toBe(one.signature);
  });

  it('refuses binary, an open quote (naming the line), an empty file, a header alone, a repeated column', () => {
    const refused = (text: string | Buffer) => {
      try {
        readStatement(Buffer.isBuffer(text) ? text : Buffer.from(text));
      } catch (error) {
        return (error as Error).message;
      }
      return 'read';
    };
    expect(refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]))).toContain('not text');
    expect(refused('a,b,c\n1,"2,3\n')).toMatch(/line 2: a quoted cell is never closed/);
    expect(refused('')).toContain('empty');
    expect(refused('a,b,c\n')).toContain('no lines below');
    expect(refused('a,b,A\n1,2,3\n')).toContain('appears twice');
  });
});

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
const headersFor = (role = 'accountant') => officeHeaders(key, [{ role: role as 'accountant' }]);

/** The statement (and any fields) as the office page sends it. */
async function upload(
  url: string,
  csv: string | Buffer,
  fields: Record<string, string> = {},
  name = 'statement.csv',
  type = 'text/csv',
  role?: string,
) {
  const form = formData({ ...fields, file: { bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), name, type } });
  const { payload, headers } = await multipartPayload(form);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(await headersFor(role)) } });
}
const commit = async (importId: string) =>
  app.inject({
    method: 'POST',
    url: STATEMENT_COMMIT_PATH,
    payload: { import_id: importId },
    headers: await headersFor(),
  });

const MAPPING = { reference: 'UTR No', amount: 'Credit', date: 'Value Date' };
const statementOf = (lines: string[]) => ['Value Date,Narration,UTR No,Credit', ...lines].join('\r\n');

async function claimed(n: number, reference: string): Promise<Applied> {
  const applied = await submitApplicant(app, n);
  const paid = await sendPayment(app, applied, { mode: 'online', amount: String(FEE), trans_no: reference });
  expect(paid.statusCode, paid.body).toBe(200);
  return applied;
}
const stateOf = (applied: Applied) =>
  tableRows(app, 'payments').find((row) => row.application_id === applied.id)?.state;

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-statement-'));
});
afterEach(() => closeAndRemove(app, dataDir));

describe('The statement import: columns, preview, commit', () => {
  it('previews the four groups and commits nothing; confirm verifies the matches once, audited', async () => {
    const [a, b, c, d] = [
      await claimed(1, '500000000001'),
      await claimed(2, '500000000002'),
      await claimed(3, '500000000003'),
      await claimed(4, '500000000004'),
    ];
    const csv = statementOf([
      `01/06/2025,UPI credit,500000000001,"${FEE.toLocaleString('en-IN')}.00"`,
      `02/06/2025,UPI credit,500000000002,${FEE - 1}`,
      '02/06/2025,UPI credit,777777777777,900',
      '03/06/2025,Opening balance,,',
      `04/06/2025,UPI credit,500000000004,${FEE}`,
    ]);
    // d's claim is returned before the preview: listed as a line not read, never verified by the import.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: returnPaymentPath(d.application_no),
          payload: { version: 1, reason: 'not seen' },
          headers: await headersFor(),
        })
      ).statusCode,
    ).toBe(200);

    const columns = await upload(STATEMENT_COLUMNS_PATH, csv);
    expect(columns.statusCode, columns.body).toBe(200);
    expect(columns.headers['cache-control']).toBe('no-store');
    expect(v.parse(statementColumnsAnswerSchema, columns.json()).data).toMatchObject({
      columns: ['Value Date', 'Narration', 'UTR No', 'Credit'],
      lines: 5,
      mapping: null,
    });

    const previewed = await upload(STATEMENT_PREVIEW_PATH, csv, MAPPING);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = v.parse(statementPreviewAnswerSchema, previewed.json()).data;
    expect(preview.matched).toEqual([
      expect.objectContaining({ line: 2, reference: '500000000001', application_no: a.application_no }),
    ]);
    expect(preview.amount_differs).toEqual([
      expect.objectContaining({ reference: '500000000002', application_no: b.application_no, claimed: FEE }),
    ]);
    expect(preview.no_application).toEqual([
      expect.objectContaining({ reference: '777777777777', amount: '900', application_no: null }),
    ]);
    expect(preview.no_credit).toEqual([
      expect.objectContaining({ application_no: c.application_no, reference: '500000000003' }),
    ]);
    expect(preview.skipped.map((line) => line.line)).toEqual([5, 6]);
    // Nothing committed by the preview.
    expect([a, b, c].map(stateOf)).toEqual(['claimed', 'claimed', 'claimed']);
    expect(app.audit.list().filter((row) => row.action === 'payment.verify')).toEqual([]);

    // The mapping is remembered for this layout and offered next time.
    const again = v.parse(statementColumnsAnswerSchema, (await upload(STATEMENT_COLUMNS_PATH, csv)).json()).data;
    expect(again.mapping).toEqual(MAPPING);

    const committed = await commit(preview.import_id);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(v.parse(statementCommitAnswerSchema, committed.json()).data).toEqual({
      verified: [{ application_no: a.application_no, reference: '500000000001' }],
      skipped: [],
    });
    expect([a, b, c, d].map(stateOf)).toEqual(['verified', 'claimed', 'claimed', 'returned']);
    const verifyRows = app.audit.list().filter((row) => row.action === 'payment.verify');
    expect(verifyRows).toEqual([
      expect.objectContaining({ record_id: a.application_no, username: 'asha.acc', role: 'accountant' }),
    ]);

    const twice = await commit(preview.import_id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(IMPORT_COMMITTED_MESSAGE);
    expect(app.audit.list().filter((row) => row.action === 'payment.verify')).toHaveLength(1);
    expect((await commit('00000000-0000-0000-0000-000000000000')).json()).toMatchObject({
      message: IMPORT_NOT_FOUND_MESSAGE,
    });
  });

  it('drops a preview left unconfirmed for a day when the next is stored; a confirmed one stays on record', async () => {
    await claimed(1, '500000000001');
    const csv = statementOf([`01/06/2025,x,500000000001,${FEE}`]);
    const preview = async () =>
      v.parse(statementPreviewAnswerSchema, (await upload(STATEMENT_PREVIEW_PATH, csv, MAPPING)).json()).data.import_id;
    const [left, confirmed] = [await preview(), await preview()];
    expect((await commit(confirmed)).statusCode).toBe(200);
    app.db
      .prepare("update statement_imports set created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 hours')")
      .run();
    const fresh = await preview();
    expect(
      tableRows(app, 'statement_imports')
        .map((row) => row.id)
        .sort(),
    ).toEqual([confirmed, fresh].sort());
    expect((await commit(left)).json()).toMatchObject({ message: IMPORT_NOT_FOUND_MESSAGE });
  });

  it('skips, and reports, a match whose payment changed between preview and confirm', async () => {
    const [a, b] = [await claimed(1, '500000000001'), await claimed(2, '500000000002')];
    const csv = statementOf([`01/06/2025,x,500000000001,${FEE}`, `01/06/2025,x,500000000002,${FEE}`]);
    const preview = v.parse(
      statementPreviewAnswerSchema,
      (await upload(STATEMENT_PREVIEW_PATH, csv, MAPPING)).json(),
    ).data;
    expect(preview.matched).toHaveLength(2);
    await app.inject({
      method: 'POST',
      url: returnPaymentPath(b.application_no),
      payload: { version: 1, reason: 'bounced' },
      headers: await headersFor(),
    });
    const result = v.parse(statementCommitAnswerSchema, (await commit(preview.import_id)).json());
    expect(result.data.verified.map((row) => row.application_no)).toEqual([a.application_no]);
    expect(result.data.skipped.map((row) => row.application_no)).toEqual([b.application_no]);
    expect(result.message).toContain('1 skipped');
    expect([a, b].map(stateOf)).toEqual(['verified', 'returned']);
  });

  it('refuses a non-CSV file, an oversize one, a garbled one and a mapping to missing columns, with 4xx JSON per field, storing nothing', async () => {
    await claimed(1, '500000000001');
    const pdfNamed = await upload(STATEMENT_COLUMNS_PATH, '%PDF-1.4', {}, 'statement.pdf', 'application/pdf');
    expect(pdfNamed.statusCode).toBe(400);
    expect(pdfNamed.json().errors).toEqual({ file: STATEMENT_FILE_MESSAGE });
    const binary = await upload(STATEMENT_COLUMNS_PATH, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff, 0xfe]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().errors.file).toContain('not text');
    const huge = await upload(STATEMENT_COLUMNS_PATH, `a,b,c\n${'1,2,3\n'.repeat(STATEMENT_MAX_BYTES / 6 + 10)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual({ file: STATEMENT_TOO_LARGE_MESSAGE });
    const garbled = await upload(STATEMENT_PREVIEW_PATH, 'Value Date,UTR No,Credit\n1,"50000,2\n', MAPPING);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().errors.file).toContain('line 2');
    const wrongColumns = await upload(STATEMENT_PREVIEW_PATH, statementOf([`1,x,500000000001,${FEE}`]), {
      ...MAPPING,
      amount: 'Debit',
    });
    expect(wrongColumns.statusCode).toBe(400);
    expect(wrongColumns.json().errors).toEqual({ amount: 'The statement has no column "Debit"' });
    const sameColumn = await upload(STATEMENT_PREVIEW_PATH, statementOf([`1,x,500000000001,${FEE}`]), {
      ...MAPPING,
      amount: 'UTR No',
    });
    expect(sameColumn.statusCode).toBe(400);
    expect(sameColumn.json().errors).toHaveProperty('amount');
    const noFile = await multipartPayload(formData({ x: '1' }));
    expect(
      (
        await app.inject({
          method: 'POST',
          url: STATEMENT_COLUMNS_PATH,
          payload: noFile.payload,
          headers: { ...noFile.headers, ...(await headersFor()) },
        })
      ).statusCode,
    ).toBe(400);
    // A body cut off, under another boundary than its header names.
    const cut = await app.inject({
      method: 'POST',
      url: STATEMENT_COLUMNS_PATH,
      payload: noFile.payload.subarray(0, 40),
      headers: { ...noFile.headers, ...(await headersFor()) },
    });
    expect(cut.statusCode).toBe(400);
    const refused = await upload(
      STATEMENT_PREVIEW_PATH,
      statementOf([`1,x,500000000001,${FEE}`]),
      MAPPING,
      undefined,
      undefined,
      'admission_officer',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ROLE_NEEDED_MESSAGE);
    expect(app.db.prepare('select count(*) from statement_imports').pluck().get()).toBe(0);
    expect(app.db.prepare('select count(*) from statement_mappings').pluck().get()).toBe(0);
  });
});

describe('A credit with no application, matched by hand', () => {
  const post = async (url: string, payload: Record<string, unknown>, role = 'accountant') =>
    app.inject({ method: 'POST', url, payload, headers: await headersFor(role) });
  const match = (importId: string, line: number, applicationNo: string) =>
    post(STATEMENT_MATCH_PATH, { import_id: importId, line, application_no: applicationNo });
  const paymentOf = (applied: Applied) => tableRows(app, 'payments').find((row) => row.application_id === applied.id);
  const actions = () => app.audit.list().map((row) => row.action);

  it('is matched from the preview (audited, with who), counted with the matches, and paid by the confirm like them', async () => {
    const a = await claimed(1, '500000000001');
    // b chose cash, c has paid nothing yet, d claimed with a mistyped reference; e is paid already.
    const [b, c] = [await submitApplicant(app, 2), await submitApplicant(app, 3)];
    expect((await sendPayment(app, b, { mode: 'cash', amount: String(FEE) })).statusCode).toBe(200);
    const d = await claimed(4, '500000000004');
    const e = await submitApplicant(app, 5);
    expect((await sendPayment(app, e, { mode: 'cash', amount: String(FEE) })).statusCode).toBe(200);
    expect((await post(counterReceiptPath(e.application_no), { version: 1, receipt_no: 'R-1' })).statusCode).toBe(200);
    const csv = statementOf([
      `01/06/2025,x,500000000001,${FEE}`,
      `01/06/2025,UPI/611111111111/B,611111111111,${FEE}`,
      `02/06/2025,UPI/622222222222/C,622222222222,"${FEE.toLocaleString('en-IN')}.00"`,
      `02/06/2025,UPI/633333333333/D,633333333333,${FEE}`,
      '03/06/2025,UPI/644444444444/?,644444444444,999',
    ]);
    const preview = v.parse(
      statementPreviewAnswerSchema,
      (await upload(STATEMENT_PREVIEW_PATH, csv, MAPPING)).json(),
    ).data;
    expect(preview.no_application.map((line) => line.line)).toEqual([3, 4, 5, 6]);
    const id = preview.import_id;

    // Refusals: another role, an unknown preview, a line that is no stray credit, an unknown or
    // paid application, an amount that is not the fee, an application matched already.
    expect(
      (
        await post(
          STATEMENT_MATCH_PATH,
          { import_id: id, line: 3, application_no: b.application_no },
          'admission_officer',
        )
      ).statusCode,
    ).toBe(403);
    const unknown = await match('00000000-0000-0000-0000-000000000000', 3, b.application_no);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(IMPORT_NOT_FOUND_MESSAGE);
    expect((await match(id, 2, b.application_no)).json()).toMatchObject({ message: NOT_A_STRAY_CREDIT_MESSAGE });
    expect((await match(id, 3, 'ADM2025-999999')).json()).toMatchObject({
      message: APPLICATION_NOT_FOUND_MESSAGE,
      errors: { application_no: APPLICATION_NOT_FOUND_MESSAGE },
    });
    expect((await match(id, 3, e.application_no)).json()).toMatchObject({ message: NOT_PAYABLE_BY_STATEMENT_MESSAGE });
    expect((await match(id, 6, b.application_no)).json()).toMatchObject({
      message: HAND_MATCH_AMOUNT_MESSAGE(999, FEE),
    });
    expect((await match(id, 3, a.application_no)).json()).toMatchObject({
      message: ALREADY_MATCHED_IN_PREVIEW_MESSAGE(2),
    });
    const noLine = await post(STATEMENT_MATCH_PATH, { import_id: id, application_no: b.application_no });
    expect(noLine.statusCode).toBe(400);
    expect(noLine.json().errors).toHaveProperty('line');
    expect(actions().filter((action) => action.startsWith('statement.match'))).toEqual([]);

    // Matched: the line as the preview now shows it, with who matched it (lower case typed is fine).
    const matched = await match(id, 3, b.application_no.toLowerCase());
    expect(matched.statusCode, matched.body).toBe(200);
    expect(v.parse(handMatchAnswerSchema, matched.json()).data).toEqual({
      line: 3,
      reference: '611111111111',
      amount: String(FEE),
      date: '01/06/2025',
      application_no: b.application_no,
      name: 'Applicant B',
      claimed: null,
      matched_by: 'asha.acc',
      // An assertion without a name: the username stands for it.
      matched_by_name: 'asha.acc',
    });
    expect((await match(id, 4, b.application_no)).json()).toMatchObject({
      message: ALREADY_MATCHED_IN_PREVIEW_MESSAGE(3),
    });
    // Line 4 to c, then taken back and matched again; line 5 to d (its claim named another reference).
    expect((await match(id, 4, c.application_no)).statusCode).toBe(200);
    const unmatched = await post(STATEMENT_UNMATCH_PATH, { import_id: id, line: 4 });
    expect(unmatched.statusCode, unmatched.body).toBe(200);
    expect(unmatched.json().data).toMatchObject({ line: 4, application_no: null, matched_by: null });
    expect((await match(id, 4, c.application_no)).statusCode).toBe(200);
    expect((await match(id, 5, d.application_no)).statusCode).toBe(200);
    const matchRows = app.audit.list().filter((row) => row.action === 'statement.match');
    expect(matchRows).toHaveLength(4);
    expect(matchRows.at(-1)).toMatchObject({ username: 'asha.acc', role: 'accountant', record_id: id });
    expect(JSON.parse(String(matchRows.at(-1)!.after_json))).toMatchObject({
      line: 3,
      reference: '611111111111',
      application_no: b.application_no,
      version: 1,
    });
    expect(actions()).toContain('statement.unmatch');
    // Nothing is paid before the confirm.
    expect([paymentOf(b)?.state, paymentOf(c), paymentOf(d)?.state]).toEqual(['due_at_counter', undefined, 'claimed']);

    const committed = await commit(id);
    expect(committed.statusCode, committed.body).toBe(200);
    const result = v.parse(statementCommitAnswerSchema, committed.json());
    expect(result.message).toBe('4 payments verified.');
    expect(result.data.verified).toEqual([
      { application_no: a.application_no, reference: '500000000001' },
      { application_no: b.application_no, reference: '611111111111' },
      { application_no: c.application_no, reference: '622222222222' },
      { application_no: d.application_no, reference: '633333333333' },
    ]);
    for (const [applied, reference] of [
      [b, '611111111111'],
      [c, '622222222222'],
      [d, '633333333333'],
    ] as const)
      expect(paymentOf(applied)).toMatchObject({
        mode: 'online',
        trans_no: reference,
        amount: FEE,
        state: 'verified',
        confirmed_by: 'asha.acc',
      });
    const verifyRow = app.audit
      .list()
      .find((row) => row.action === 'payment.verify' && row.record_id === b.application_no)!;
    expect(verifyRow.reason).toBe(`statement import ${id}: line 3 matched by hand by asha.acc`);
    expect(JSON.parse(String(verifyRow.before_json))).toMatchObject({ state: 'due_at_counter', mode: 'cash' });
    expect(JSON.parse(String(verifyRow.after_json))).toMatchObject({
      state: 'verified',
      trans_no: '611111111111',
      matched_by: 'asha.acc',
    });
    const commitRow = app.audit.list().find((row) => row.action === 'statement.commit')!;
    expect(JSON.parse(String(commitRow.after_json))).toEqual({ verified: 4, skipped: 0, by_hand: 3 });

    // A confirmed preview takes no more matches.
    expect((await match(id, 6, c.application_no)).json()).toMatchObject({ message: IMPORT_COMMITTED_MESSAGE });
  });

  it('skips at the confirm a hand match whose application changed since, or whose reference was claimed meanwhile', async () => {
    const [a, b, c] = [await submitApplicant(app, 1), await submitApplicant(app, 2), await submitApplicant(app, 3)];
    expect((await sendPayment(app, a, { mode: 'cash', amount: String(FEE) })).statusCode).toBe(200);
    const csv = statementOf([
      `01/06/2025,x,611111111111,${FEE}`,
      `01/06/2025,x,622222222222,${FEE}`,
      `01/06/2025,x,633333333333,${FEE}`,
    ]);
    const preview = v.parse(
      statementPreviewAnswerSchema,
      (await upload(STATEMENT_PREVIEW_PATH, csv, MAPPING)).json(),
    ).data;
    const id = preview.import_id;
    for (const [line, applied] of [
      [2, a],
      [3, b],
    ] as const)
      expect((await match(id, line, applied.application_no)).statusCode).toBe(200);
    // Meanwhile: a's cash is taken at the counter; b's applicant claims another payment online;
    // c's applicant claims line 4's reference, which the office then tries to match to b's too late.
    expect((await post(counterReceiptPath(a.application_no), { version: 1, receipt_no: 'R-9' })).statusCode).toBe(200);
    expect(
      (await sendPayment(app, b, { mode: 'online', amount: String(FEE), trans_no: '598765432102' })).statusCode,
    ).toBe(200);
    expect(
      (await sendPayment(app, c, { mode: 'online', amount: String(FEE), trans_no: '633333333333' })).statusCode,
    ).toBe(200);
    const taken = await match(id, 4, a.application_no);
    expect(taken.json().message).toBe(NOT_PAYABLE_BY_STATEMENT_MESSAGE);
    expect((await match(id, 4, b.application_no)).json().message).toBe(ALREADY_MATCHED_IN_PREVIEW_MESSAGE(3));
    expect((await post(STATEMENT_UNMATCH_PATH, { import_id: id, line: 3 })).statusCode).toBe(200);
    expect((await match(id, 4, b.application_no)).json().message).toBe(REFERENCE_USED_MESSAGE);
    expect((await match(id, 3, b.application_no)).statusCode).toBe(200);
    // b claims yet again after the match: its version moves, so the confirm leaves it.
    app.db.prepare("update payments set trans_no = '598765432199' where application_id = ?").run(b.id);

    const result = v.parse(statementCommitAnswerSchema, (await commit(id)).json());
    expect(result.data.verified).toEqual([]);
    expect(result.data.skipped.map((row) => row.application_no)).toEqual([a.application_no, b.application_no]);
    expect(result.message).toBe('0 payments verified; 2 skipped because they changed after the preview.');
    expect(paymentOf(a)).toMatchObject({ mode: 'cash', receipt_no: 'R-9' });
    expect(paymentOf(b)).toMatchObject({ state: 'claimed', trans_no: '598765432199' });
    expect(app.audit.list().filter((row) => row.action === 'payment.verify')).toEqual([]);
  });
});
