import { ROLE_NEEDED_MESSAGE, type RoleGrant, type SigningKey } from '@college/service-kit';
import { inLanguage } from '@college/service-kit/bilingual';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AADHAAR_REGISTERED_MESSAGE,
  APPLICATION_STATUS_PATH,
  APPLICATION_VOID_MESSAGE,
  FIND_APPLICATION_NUMBER_PATH,
  OFFICE_APPLICATIONS_PATH,
  officeApplicationPath,
  SAVE_APPLICANT_PATH,
} from '../src/contract';
import { documentReviewPath, MESSAGES } from '../src/office-contract/scrutiny';
import { VOID_MESSAGES, voidPath } from '../src/office-contract/void';
import {
  aadhaar,
  type Applied,
  closeAndRemove,
  DOB,
  FEE,
  officeInject,
  postMultipart,
  sendPayment,
  startInTempDirWithOfficeKey,
  submitApplicant,
  tableRows,
  toForm,
  validApplicant,
} from './helpers';

/** Someone applied with another person's Aadhaar number; the real person came to the office with the card. */
let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let squatted: Applied;

const OFFICER: RoleGrant[] = [{ role: 'admission_officer' }];
const REASON = 'Aadhaar card of Anjali Verma shown at the office on 12 June; this application was not made by her.';

const voidIt = (body: Record<string, unknown>, roles: RoleGrant[] = OFFICER, applicationNo = squatted.application_no) =>
  officeInject(app, key, { method: 'POST', url: voidPath(applicationNo), body, roles });
const versionOf = (applicationNo: string) => app.applications.byNumber(applicationNo)!.version;
const voidAudits = () => tableRows(app, 'audit_log').filter((row) => row.action === 'application.void');
/** The real person's own form: the same Aadhaar number as the squatted one. */
const ownForm = () =>
  postMultipart(
    app,
    SAVE_APPLICANT_PATH,
    toForm(validApplicant(app, { adhar_num: aadhaar('23456789011'), email: 'real@example.in', mobile: '9000000001' })),
  );

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-void-'));
  squatted = await submitApplicant(app, 1);
});
afterEach(() => closeAndRemove(app, dataDir));

describe('POST office void', () => {
  it('frees the Aadhaar number, keeps the row with who, when and why, and audits before, after and the reason', async () => {
    expect((await ownForm()).json()).toMatchObject({ message: AADHAAR_REGISTERED_MESSAGE });

    const response = await voidIt({ version: versionOf(squatted.application_no), reason: `  ${REASON} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      result: 'success',
      data: { application_no: squatted.application_no, version: 2, voided: { by: 'vimla.v', reason: REASON } },
    });

    const [audit] = voidAudits();
    expect(audit).toMatchObject({
      role: 'admission_officer',
      record_type: 'application',
      record_id: squatted.application_no,
      reason: REASON,
    });
    expect(JSON.parse(String(audit.before_json))).toEqual({ state: 'submitted', version: 1, voided: false });
    expect(JSON.parse(String(audit.after_json))).toEqual({ state: 'submitted', version: 2, voided: true });

    const own = await ownForm();
    expect(own.statusCode, own.body).toBe(200);
    const rows = tableRows(app, 'applications');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      application_no: squatted.application_no,
      void_reason: REASON,
      voided_by: 'vimla.v',
    });
    expect(rows[0].voided_at).toEqual(expect.any(String));
    expect(rows[1]).toMatchObject({ application_no: own.json().data.application_no, voided_at: null });
  });

  it('only the admission officer may void; a reason is required; a stale version or a second void is refused, nothing written', async () => {
    const version = versionOf(squatted.application_no);
    for (const role of ['document_verifier', 'accountant', 'admin'] as const) {
      const refused = await voidIt({ version, reason: REASON }, [{ role }]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ROLE_NEEDED_MESSAGE);
    }
    const noReason = await voidIt({ version, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: VOID_MESSAGES.reason });
    // A grant limited to another course does not learn the application exists.
    expect((await voidIt({ version, reason: REASON }, [{ role: 'admission_officer', courses: [2] }])).statusCode).toBe(
      404,
    );
    expect((await voidIt({ version: version + 1, reason: REASON })).json()).toMatchObject({
      message: VOID_MESSAGES.stale,
    });
    expect(voidAudits()).toEqual([]);
    expect(app.applications.byNumber(squatted.application_no)!.voided_at).toBeNull();

    expect((await voidIt({ version, reason: REASON })).statusCode).toBe(200);
    const again = await voidIt({ version: version + 1, reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VOID_MESSAGES.already);
    expect(voidAudits()).toHaveLength(1);
  });
});

describe('a void application', () => {
  beforeEach(async () => {
    expect((await voidIt({ version: versionOf(squatted.application_no), reason: REASON })).statusCode).toBe(200);
  });

  it('tells whoever looks it up, in their language, that the office cancelled it, and takes no payment', async () => {
    const lookUp = (language: string) =>
      app.inject({
        method: 'POST',
        url: APPLICATION_STATUS_PATH,
        payload: { application_no: squatted.application_no, dob: DOB, access_code: squatted.access_code },
        headers: { 'accept-language': language },
      });
    const english = await lookUp('en');
    expect(english.statusCode).toBe(410);
    expect(english.json().message).toBe(APPLICATION_VOID_MESSAGE);
    const hindi = await lookUp('hi');
    expect(hindi.json().message).toBe(inLanguage(APPLICATION_VOID_MESSAGE, 'hi'));
    expect(hindi.json().message).not.toBe(APPLICATION_VOID_MESSAGE);

    const paid = await sendPayment(app, squatted, { mode: 'online', amount: String(FEE), trans_no: '512345678901' });
    expect(paid.statusCode).toBe(410);
    expect(paid.json().message).toBe(APPLICATION_VOID_MESSAGE);
    expect(tableRows(app, 'payments')).toEqual([]);
  });

  it('is not found by the forgotten-number look-up: no mail of its number goes out', async () => {
    const find = await app.inject({
      method: 'POST',
      url: FIND_APPLICATION_NUMBER_PATH,
      payload: { mobile: '9876543211', dob: DOB },
    });
    expect(find.statusCode).toBe(404);
    expect(tableRows(app, 'mail_outbox').filter((row) => row.kind === 'admissions.application-number')).toEqual([]);
  });

  it('is shown as void at the office, in no live list, and its scrutiny is closed', async () => {
    const get = (url: string) => officeInject(app, key, { method: 'GET', url, roles: OFFICER });
    const inbox = async (query: string) =>
      (await get(`${OFFICE_APPLICATIONS_PATH}${query}`))
        .json()
        .data.rows.map((row: { application_no: string; voided: boolean }) => [row.application_no, row.voided]);
    expect(await inbox('')).toEqual([[squatted.application_no, true]]);
    expect(await inbox('?state=to_scrutinise')).toEqual([]);
    expect(await inbox('?state=submitted')).toEqual([]);
    expect(await inbox('?state=void')).toEqual([[squatted.application_no, true]]);
    expect((await get(officeApplicationPath(squatted.application_no))).json().data.voided).toMatchObject({
      by: 'vimla.v',
      reason: REASON,
    });

    const review = await officeInject(app, key, {
      method: 'POST',
      url: documentReviewPath(squatted.application_no, 'photo'),
      body: { version: versionOf(squatted.application_no), decision: 'approved' },
      roles: OFFICER,
    });
    expect(review.statusCode).toBe(409);
    expect(review.json().message).toBe(MESSAGES.voided);
  });
});
