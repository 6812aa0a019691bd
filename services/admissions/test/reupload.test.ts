import { existsSync } from 'node:fs';
import path from 'node:path';
import { decodesStarted, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_PATH,
  FILE_REQUIRED_MESSAGE,
  REUPLOAD_DOCUMENTS_PATH,
  REUPLOAD_NO_QUERY_MESSAGE,
  REUPLOAD_NOT_QUERIED_MESSAGE,
  REUPLOAD_NOTHING_MESSAGE,
  REUPLOAD_RECEIVED,
  STATUS_NOT_FOUND_MESSAGE,
  statusResponseSchema,
} from '../src/contract';
import {
  documentReviewPath,
  REASON_TEXT,
  scrutinyAnswerSchema,
  scrutinyPath,
  sendQueryPath,
  verdictPath,
} from '../src/office-contract/scrutiny';
import {
  applyWithCasteCertificate,
  closeAndRemove,
  type Entries,
  EXE,
  file,
  officeInject,
  pdf,
  PNG,
  postMultipart,
  startAdmissions,
  startInTempDirWithOfficeKey,
  toForm,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
const applied = { application_no: '', access_code: '' };
const DOB = '2006-04-15';

const office = (method: 'GET' | 'POST', url: string, body?: object) =>
  officeInject(app, key, { method, url, body, roles: [{ role: 'document_verifier' }] });
const version = () => app.applications.byNumber(applied.application_no)!.version;

/** The verifier queries these documents and sends the query. */
async function query(fields: Record<string, { reason_code: string; note?: string }>) {
  for (const [field, reason] of Object.entries(fields)) {
    const response = await office('POST', documentReviewPath(applied.application_no, field), {
      version: version(),
      decision: 'queried',
      ...reason,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  expect((await office('POST', sendQueryPath(applied.application_no), { version: version() })).statusCode).toBe(200);
}

const proofs = () => ({ application_no: applied.application_no, dob: DOB, access_code: applied.access_code });
const reupload = (files: Entries, proof: Record<string, string> = proofs()) =>
  postMultipart(app, REUPLOAD_DOCUMENTS_PATH, toForm({ ...proof, ...files }));
async function status() {
  const response = await app.inject({ method: 'POST', url: APPLICATION_STATUS_PATH, payload: proofs() });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(statusResponseSchema, response.json()).data;
}

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-reupload-'));
  Object.assign(applied, await applyWithCasteCertificate(app, '67890123456', 'OBC'));
});
afterEach(() => closeAndRemove(app, dataDir));

describe('The status look-up says where the application stands', () => {
  it('lists each queried document with its reason while a query is raised, and the reason of a rejection', async () => {
    expect(await status()).toMatchObject({ state: 'submitted', queried: [], rejection_reason: null });
    await query({
      caste: { reason_code: 'unreadable' },
      domicile: { reason_code: 'other', note: 'The seal is missing.' },
    });
    expect(await status()).toMatchObject({
      state: 'query_raised',
      queried: [
        { field: 'domicile', label: 'Domicile Certificate', reason: REASON_TEXT.other, note: 'The seal is missing.' },
        { field: 'caste', label: 'Caste Certificate', reason: REASON_TEXT.unreadable, note: null },
      ],
    });
    const reason = 'The certificate is of another district.';
    expect(
      (await office('POST', verdictPath(applied.application_no), { version: version(), verdict: 'rejected', reason }))
        .statusCode,
    ).toBe(200);
    expect(await status()).toMatchObject({ state: 'rejected', queried: [], rejection_reason: reason });
  });
});

describe('POST reuploadDocuments', () => {
  it('takes only queried documents: another field, no file, a bad file or wrong proofs are refused and nothing is stored', async () => {
    await query({ caste: { reason_code: 'unreadable' } });
    const before = app.db.prepare('select count(*) from application_files').pluck().get();

    const other = await reupload({ caste: pdf('caste.pdf'), domicile: pdf('domicile.pdf') });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ domicile: REUPLOAD_NOT_QUERIED_MESSAGE });

    const none = await reupload({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: REUPLOAD_NOTHING_MESSAGE, errors: { caste: FILE_REQUIRED_MESSAGE } });

    const program = await reupload({ caste: file(EXE, 'caste.pdf', 'application/pdf') });
    expect(program.statusCode).toBe(400);
    expect(program.json().errors.caste).toBe('File must be a PDF, JPEG or PNG');

    const stranger = await reupload({ caste: pdf('caste.pdf') }, { ...proofs(), dob: '2006-04-16' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(STATUS_NOT_FOUND_MESSAGE);

    expect(app.db.prepare('select count(*) from application_files').pluck().get()).toBe(before);
    expect(app.applications.byNumber(applied.application_no)!.state).toBe('query_raised');
  });

  it('decodes nothing for wrong proofs, a document not queried, or an application without a query', async () => {
    const decoded = decodesStarted();
    const unasked = await reupload({ caste: pdf('caste.pdf') });
    expect(unasked.statusCode).toBe(409);
    await query({ caste: { reason_code: 'unreadable' } });
    const stranger = await reupload(
      { caste: pdf('caste.pdf'), inter: pdf('12th.pdf') },
      { ...proofs(), dob: '2006-04-16' },
    );
    expect(stranger.statusCode).toBe(404);
    const other = await reupload({ caste: pdf('caste.pdf'), domicile: pdf('domicile.pdf') });
    expect(other.statusCode).toBe(400);
    expect(decodesStarted()).toBe(decoded);

    expect((await reupload({ caste: pdf('caste.pdf') })).statusCode).toBe(200);
    expect(decodesStarted() - decoded).toBe(1);
  });

  it('keeps the query open until every queried document is sent, then returns the application to scrutiny', async () => {
    await query({ caste: { reason_code: 'unreadable' }, inter: { reason_code: 'incomplete' } });
    const seen = version();
    const first = await reupload({ caste: file(PNG, 'caste.png', 'image/png') });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      message: REUPLOAD_RECEIVED,
      data: { state: 'query_raised', queried: [{ field: 'inter' }] },
    });
    expect(version()).toBe(seen + 1);

    const second = await reupload({ inter: pdf('12th.pdf') });
    expect(second.json()).toMatchObject({ data: { state: 'under_scrutiny', queried: [] } });
    expect(await status()).toMatchObject({ state: 'under_scrutiny', queried: [] });

    // The office sees the new version pending, and the old one in the history, kept on disk.
    const scrutiny = v.parse(
      scrutinyAnswerSchema,
      (await office('GET', scrutinyPath(applied.application_no))).json(),
    ).data;
    const caste = scrutiny.documents.find((document) => document.field === 'caste')!;
    expect(caste).toMatchObject({ n: 2, kind: 'png', review: null });
    expect(caste.history).toEqual([
      expect.objectContaining({
        n: 1,
        kind: 'pdf',
        review: expect.objectContaining({ decision: 'queried', reason_code: 'unreadable' }),
      }),
    ]);
    const old = await office('GET', caste.history[0].url);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
    const stored = app.db
      .prepare("select stored_file from application_files where field = 'caste' order by id")
      .pluck()
      .all() as string[];
    expect(stored).toHaveLength(2);
    for (const name of stored) expect(existsSync(path.join(app.paths.uploads, 'applications', name))).toBe(true);
    const audit = app.db.prepare("select role, after_json from audit_log where action = 'document.reupload'").all();
    expect(audit).toHaveLength(2);

    // Nothing is asked any more.
    const again = await reupload({ caste: pdf('caste.pdf') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REUPLOAD_NO_QUERY_MESSAGE);
  });

  it('is rate-limited like every public form POST (429 JSON), before any proof is checked', async () => {
    await app.close();
    app = await startAdmissions(dataDir, { rateLimit: { form: { max: 2, timeWindow: 60_000 } } });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await reupload({ caste: pdf('caste.pdf') }));
    // Nothing was queried: the first two are refused on their merits, the third by the limit.
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 409, 429]);
    expect(answers[2].json()).toMatchObject({ result: 'failure' });
  });
});
