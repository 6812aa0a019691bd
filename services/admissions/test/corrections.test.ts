import type { RoleGrant, SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_PATH,
  CORRECT_APPLICATION_PATH,
  CORRECTION_CLOSED_MESSAGE,
  CORRECTION_NOTHING_MESSAGE,
  CORRECTION_SAVED,
  CORRECTION_STALE_MESSAGE,
  correctionAnswerSchema,
  MISSING,
  NAME_MESSAGE,
  PINCODE_START_MESSAGE,
  STATUS_NOT_FOUND_MESSAGE,
  statusResponseSchema,
} from '../src/contract';
import { documentReviewPath } from '../src/office-contract/scrutiny';
import {
  type Applied,
  closeAndRemove,
  DOB,
  officeInject,
  startInTempDirWithOfficeKey,
  submitApplicant,
  tableRows,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let applied: Applied;

const APPLICANT = '198.51.100.7';
const proofs = () => ({ application_no: applied.application_no, dob: DOB, access_code: applied.access_code });

const status = async () => {
  const response = await app.inject({
    method: 'POST',
    url: APPLICATION_STATUS_PATH,
    payload: proofs(),
    headers: { 'x-forwarded-for': APPLICANT },
  });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(statusResponseSchema, response.json()).data;
};
const correct = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: CORRECT_APPLICATION_PATH,
    payload: body,
    headers: { 'x-forwarded-for': APPLICANT, ...headers },
  });
/** What the status page sends: the proofs, the version read, every field as shown, with `changes`. */
const correction = async (changes: Record<string, string>) => {
  const { correctable } = await status();
  return { ...proofs(), version: correctable!.version, ...correctable!.values, ...changes };
};

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-corrections-'));
  applied = await submitApplicant(app, 1, { fname: 'Sunita Kumarri', address: 'Vilage Rampur' });
});
afterEach(() => closeAndRemove(app, dataDir));

describe('POST correctApplication: the applicant corrects names, contact and address before the scrutiny', () => {
  it('the status answer offers the correctable fields as stored, and the version', async () => {
    const { correctable, corrections } = await status();
    expect(correctable).toEqual({
      version: 1,
      values: {
        fname: 'Sunita Kumarri',
        father_fname: expect.any(String),
        mother_fname: expect.any(String),
        mobile: '9876543211',
        email: 'a1@example.in',
        address: 'Vilage Rampur',
        pincode: expect.stringMatching(/^[1-9]\d{5}$/),
      },
    });
    expect(corrections).toEqual([]);
  });

  it('saves what changed, keeps before and after for the office, bumps the version and audits it', async () => {
    const response = await correct(await correction({ fname: 'Sunita Kumari', address: ' Village Rampur, Ballia ' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = v.parse(correctionAnswerSchema, response.json());
    expect(answer.message).toBe(CORRECTION_SAVED);
    expect(answer.data.correctable.version).toBe(2);
    expect(answer.data.correctable.values).toMatchObject({ fname: 'Sunita Kumari', address: 'Village Rampur, Ballia' });
    expect(answer.data.corrections).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        changes: [
          { field: 'fname', before: 'Sunita Kumarri', after: 'Sunita Kumari' },
          { field: 'address', before: 'Vilage Rampur', after: 'Village Rampur, Ballia' },
        ],
      },
    ]);
    // The application itself, as the office and the printout read it.
    expect(app.applications.byNumber(applied.application_no)).toMatchObject({ fname: 'Sunita Kumari', version: 2 });
    const audit = tableRows(app, 'audit_log').filter((row) => row.action === 'application.correct');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ role: 'applicant', record_id: applied.application_no });
    expect(JSON.parse(String(audit[0].before_json))).toEqual({ fname: 'Sunita Kumarri', address: 'Vilage Rampur' });
    expect(JSON.parse(String(audit[0].after_json))).toEqual({
      fname: 'Sunita Kumari',
      address: 'Village Rampur, Ballia',
    });
    // The next look-up shows the corrected values and the history.
    const again = await status();
    expect(again.name).toBe('Sunita Kumari');
    expect(again.corrections).toHaveLength(1);
  });

  it('checks each field as the form does, in Hindi for a Hindi page, and writes nothing', async () => {
    const body = await correction({ fname: 'Sunita 123', pincode: '022100', mobile: '' });
    const response = await correct(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      fname: NAME_MESSAGE,
      pincode: PINCODE_START_MESSAGE,
      mobile: MISSING.mobile,
    });
    const hindi = await correct(body, { 'accept-language': 'hi' });
    expect(hindi.json().errors.pincode).toBe('पिनकोड 0 से शुरू नहीं हो सकता');
    expect((await status()).correctable!.version).toBe(1);
    expect(tableRows(app, 'application_corrections')).toEqual([]);
  });

  it('nothing changed: says so, writes nothing', async () => {
    const response = await correct(await correction({}));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CORRECTION_NOTHING_MESSAGE);
    expect(tableRows(app, 'application_corrections')).toEqual([]);
  });

  it('wrong proofs get the look-up’s one answer; a stale version is refused', async () => {
    const body = await correction({ fname: 'Sunita Kumari' });
    const wrong = await correct({ ...body, access_code: 'ZZZZ-ZZZZ' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(STATUS_NOT_FOUND_MESSAGE);
    expect((await correct(body)).statusCode).toBe(200);
    // The same page sent again (the version it read is gone): refused, nothing written twice.
    const stale = await correct({ ...body, fname: 'Sunita K.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CORRECTION_STALE_MESSAGE);
    expect(tableRows(app, 'application_corrections')).toHaveLength(1);
  });

  it('once the office has started its scrutiny, no correction is offered or taken', async () => {
    const body = await correction({ fname: 'Sunita Kumari' });
    const VERIFIER: RoleGrant[] = [{ role: 'document_verifier' }];
    const reviewed = await officeInject(app, key, {
      method: 'POST',
      url: documentReviewPath(applied.application_no, 'highschool'),
      body: { version: 1, decision: 'approved' },
      roles: VERIFIER,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((await status()).correctable).toBeNull();
    const refused = await correct({ ...body, version: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CORRECTION_CLOSED_MESSAGE);
    expect(app.applications.byNumber(applied.application_no)!.fname).toBe('Sunita Kumarri');
  });
});
