import { readOrCreateSigningKey, type RoleGrant, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IMPORT_NOT_FOUND_MESSAGE,
  RESULT_IMPORT_COMMIT_PATH,
  RESULT_IMPORT_PREVIEW_PATH,
  resultImportPreviewAnswerSchema,
} from '../src/office-contract/results';
import { formData, makeTempDir, multipartPayload, officeHeaders, removeDir, startResults } from './helpers';

const HOUR = 60 * 60_000;
const OFFICER: RoleGrant[] = [{ role: 'results_officer' }];
const SHEET = [
  'rollno,certificate_no,student_name,father_name,school_name,score,result,prize,remark,absent,result_status',
  'TSE-9001,TSE24/9001,Asha Devi,Ram Prasad,"Janta Inter College, Rampur",88.5,Qualified,First Prize,Excellent,0,1',
  '',
].join('\r\n');

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
/** The service's clock (buildApp's `now`), moved by the test. */
let at: Date;

beforeEach(async () => {
  dataDir = await makeTempDir('results-clock-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  at = new Date('2020-06-01T10:00:00Z');
  app = await startResults(dataDir, { now: () => at });
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

describe("The results service's rules read its clock (buildApp's now)", () => {
  it('keeps a preview a day by that clock', async () => {
    const { payload, headers } = await multipartPayload(
      formData({ year: '2024', file: { bytes: Buffer.from(SHEET), name: 'results.csv', type: 'text/csv' } }),
    );
    const previewed = await app.inject({
      method: 'POST',
      url: RESULT_IMPORT_PREVIEW_PATH,
      payload,
      headers: { ...headers, ...(await officeHeaders(key, OFFICER)) },
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const { import_id } = v.parse(resultImportPreviewAnswerSchema, previewed.json()).data;
    at = new Date(at.getTime() + 25 * HOUR);
    const late = await app.inject({
      method: 'POST',
      url: RESULT_IMPORT_COMMIT_PATH,
      payload: { import_id },
      headers: await officeHeaders(key, OFFICER),
    });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ message: IMPORT_NOT_FOUND_MESSAGE });
  });
});
