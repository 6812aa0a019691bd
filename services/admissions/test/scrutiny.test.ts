import { ROLE_NEEDED_MESSAGE, type RoleGrant, SIGN_IN_NEEDED_MESSAGE, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../src/contract';
import {
  documentReviewPath,
  documentReviewsPath,
  documentVersionPath,
  MESSAGES,
  REASON_TEXT,
  reopenPath,
  scrutinyAnswerSchema,
  scrutinyPath,
  sendQueryPath,
  verdictPath,
} from '../src/office-contract/scrutiny';
import {
  aadhaar,
  applyWithCasteCertificate,
  closeAndRemove,
  JPEG,
  officeInject,
  startInTempDirWithOfficeKey,
  tableRows,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let applicationNo = '';

const VERIFIER: RoleGrant[] = [{ role: 'document_verifier' }];

const call = (method: 'GET' | 'POST', url: string, body?: unknown, roles: RoleGrant[] | 'none' = VERIFIER) =>
  officeInject(app, key, { method, url, body, roles });

async function scrutiny() {
  const response = await call('GET', scrutinyPath(applicationNo));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(scrutinyAnswerSchema, response.json()).data;
}

const review = async (field: string, body: Record<string, unknown>, roles?: RoleGrant[]) => {
  const version = body.version ?? (await scrutiny()).version;
  return call('POST', documentReviewPath(applicationNo, field), { ...body, version }, roles);
};

const stateOf = () => app.applications.byNumber(applicationNo)!;
const auditRows = () =>
  tableRows(app, 'audit_log').filter(
    (row) => String(row.action).startsWith('document.review') || String(row.action).startsWith('application.'),
  );
const mails = () =>
  tableRows(app, 'mail_outbox').filter((row) => row.kind === 'admissions.query' || row.kind === 'admissions.verdict');

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-scrutiny-'));
  applicationNo = (await applyWithCasteCertificate(app, '56789012345')).application_no;
});
afterEach(() => closeAndRemove(app, dataDir));

describe('GET scrutiny', () => {
  it('lists each current document, pending, in the form order, for no cache to keep', async () => {
    const response = await call('GET', scrutinyPath(applicationNo));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const data = v.parse(scrutinyAnswerSchema, response.json()).data;
    expect(data).toMatchObject({
      application_no: applicationNo,
      state: 'submitted',
      version: 1,
      query_sent_at: null,
      verdict: null,
    });
    expect(data.documents.map((document) => document.field)).toEqual([
      'photo',
      'signature',
      'highschool',
      'inter',
      'adhar',
      'domicile',
      'caste',
    ]);
    expect(
      data.documents.every((document) => document.review === null && document.history.length === 0 && document.n === 1),
    ).toBe(true);
  });

  it('refuses without a session (401), other roles (403) and unknown or hidden applications (404)', async () => {
    for (const [method, url, body] of [
      ['GET', scrutinyPath(applicationNo), undefined],
      ['POST', documentReviewPath(applicationNo, 'caste'), { version: 1, decision: 'approved' }],
      [
        'POST',
        documentReviewsPath(applicationNo),
        { reviews: [{ field: 'caste', seen: { n: 1, reviewed_at: null }, decision: 'approved' }] },
      ],
      ['POST', sendQueryPath(applicationNo), { version: 1 }],
      ['POST', verdictPath(applicationNo), { version: 1, verdict: 'verified' }],
      ['GET', documentVersionPath(applicationNo, 'caste', 1), undefined],
    ] as const) {
      expect((await call(method, url, body, 'none')).json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
      for (const role of ['accountant', 'admin'] as const) {
        const refused = await call(method, url, body, [{ role }]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json().message).toBe(ROLE_NEEDED_MESSAGE);
      }
    }
    const unknown = await call('GET', scrutinyPath('ADM2025-999999'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    // A grant limited to another course does not learn the application exists.
    const limited = await call(
      'POST',
      documentReviewPath(applicationNo, 'caste'),
      { version: 1, decision: 'approved' },
      [{ role: 'document_verifier', courses: [2] }],
    );
    expect(limited.statusCode).toBe(404);
    expect(stateOf().version).toBe(1);
  });
});

describe('POST a document review', () => {
  it('two verifiers reviewing different documents from the same page never collide; the same document reviewed twice does', async () => {
    const seenBoth = await scrutiny(); // both verifiers opened the application at version 1
    const seenOf = (field: string) => {
      const document = seenBoth.documents.find((entry) => entry.field === field)!;
      return { n: document.n, reviewed_at: document.review?.at ?? null };
    };
    const first = await review('highschool', { version: 1, seen: seenOf('highschool'), decision: 'approved' });
    expect(first.statusCode, first.body).toBe(200);
    // The second, still at version 1, reviews another document: taken, the version moves on.
    const second = await review('caste', { version: 1, seen: seenOf('caste'), decision: 'approved' });
    expect(second.statusCode, second.body).toBe(200);
    expect(stateOf().version).toBe(3);
    // The same document again from the old view: someone reviewed it meanwhile.
    const again = await review('highschool', {
      version: 1,
      seen: seenOf('highschool'),
      decision: 'queried',
      reason_code: 'unreadable',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.documentStale);
    // A page without the document's stamp is held to the application's version, as before.
    const old = await review('domicile', { version: 1, decision: 'approved' });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(MESSAGES.stale);
    expect(auditRows().filter((row) => row.action === 'document.review')).toHaveLength(2);
  });

  it('approves, moves a submitted application under scrutiny, bumps the version and audits before and after', async () => {
    const response = await review('highschool', { version: 1, decision: 'approved' });
    expect(response.statusCode, response.body).toBe(200);
    const data = v.parse(scrutinyAnswerSchema, response.json()).data;
    expect(data).toMatchObject({ state: 'under_scrutiny', version: 2 });
    expect(data.documents.find((document) => document.field === 'highschool')!.review).toMatchObject({
      decision: 'approved',
      reason_code: null,
      by: 'vimla.v',
    });
    const [row] = auditRows();
    expect(row).toMatchObject({
      action: 'document.review',
      username: 'vimla.v',
      role: 'document_verifier',
      record_id: applicationNo,
    });
    expect(JSON.parse(String(row.before_json))).toMatchObject({
      state: 'submitted',
      field: 'highschool',
      decision: null,
    });
    expect(JSON.parse(String(row.after_json))).toMatchObject({
      state: 'under_scrutiny',
      field: 'highschool',
      decision: 'approved',
    });
  });

  it('needs a reason for a query, and words for a reject or "other": 400 per field, nothing written', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ decision: 'queried' }, { reason_code: MESSAGES.reasonNeeded }],
      [{ decision: 'queried', reason_code: 'other' }, { note: MESSAGES.noteNeeded }],
      [{ decision: 'rejected', reason_code: 'expired' }, { note: MESSAGES.noteNeeded }],
      [{ decision: 'maybe' }, { decision: MESSAGES.decision }],
      [{ decision: 'queried', reason_code: 'blurry' }, { reason_code: MESSAGES.reasonCode }],
      [{ version: 'one', decision: 'approved' }, { version: MESSAGES.version }],
    ];
    for (const [body, errors] of cases) {
      const response = await call('POST', documentReviewPath(applicationNo, 'caste'), { version: 1, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toMatchObject(errors);
    }
    expect(stateOf()).toMatchObject({ state: 'submitted', version: 1 });
    expect(app.db.prepare('select count(*) from document_reviews').pluck().get()).toBe(0);
    expect(auditRows()).toEqual([]);
    const missing = await call('POST', documentReviewPath(applicationNo, 'transfer'), {
      version: 1,
      decision: 'approved',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.noSuchDocument);
  });

  it('answers 409 to a stale version: the second of two officers never overwrites the first', async () => {
    const first = await call('POST', documentReviewPath(applicationNo, 'caste'), { version: 1, decision: 'approved' });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', documentReviewPath(applicationNo, 'caste'), {
      version: 1,
      decision: 'queried',
      reason_code: 'unreadable',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES.stale);
    expect((await scrutiny()).documents.find((document) => document.field === 'caste')!.review!.decision).toBe(
      'approved',
    );
  });

  it('answers 409 under concurrent clicks on one version: exactly one change is kept', async () => {
    const answers = await Promise.all(
      ['approved', 'approved', 'approved'].map((decision) =>
        call('POST', documentReviewPath(applicationNo, 'photo'), { version: 1, decision }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(stateOf().version).toBe(2);
  });
});

describe("POST the page's decisions on several documents at once", () => {
  type Seen = Awaited<ReturnType<typeof scrutiny>>;
  /** A decision on `field` as the page sends it, the document as `view` showed it. */
  const decision = (view: Seen, field: string, review: Record<string, unknown> = { decision: 'approved' }) => {
    const document = view.documents.find((entry) => entry.field === field)!;
    return { field, seen: { n: document.n, reviewed_at: document.review?.at ?? null }, ...review };
  };
  const save = (reviews: unknown, roles?: RoleGrant[], username?: string) =>
    officeInject(app, key, {
      method: 'POST',
      url: documentReviewsPath(applicationNo),
      body: { reviews },
      roles: roles ?? VERIFIER,
      username,
    });
  const nothingWritten = () => {
    expect(stateOf()).toMatchObject({ state: 'submitted', version: 1 });
    expect(app.db.prepare('select count(*) from document_reviews').pluck().get()).toBe(0);
    expect(auditRows()).toEqual([]);
  };

  it('names the reviewer and the verdict by the name their assertion carried, to every colleague', async () => {
    const reviews = [decision(await scrutiny(), 'photo')];
    const saved = await officeInject(app, key, {
      method: 'POST',
      url: documentReviewsPath(applicationNo),
      body: { reviews },
      roles: VERIFIER,
      username: 'sv.ver',
      displayName: 'Dr. S. Verma',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Read by a colleague whose own assertion has no name: the reviewer is still named.
    const photo = (await scrutiny()).documents.find((entry) => entry.field === 'photo')!;
    expect(photo.review).toMatchObject({ by: 'sv.ver', by_name: 'Dr. S. Verma' });
    const other = (await scrutiny()).documents.find((entry) => entry.field === 'signature')!;
    expect(other.review).toBeNull();
  });

  it('saves every decision in one change: one version step, one audit row per document, nothing mailed', async () => {
    const view = await scrutiny();
    const reviews = [
      ...['photo', 'signature', 'highschool', 'inter', 'adhar'].map((field) => decision(view, field)),
      decision(view, 'caste', { decision: 'queried', reason_code: 'unreadable' }),
    ];
    const response = await save(reviews);
    expect(response.statusCode, response.body).toBe(200);
    const data = v.parse(scrutinyAnswerSchema, response.json()).data;
    expect(data).toMatchObject({ state: 'under_scrutiny', version: 2 });
    expect(
      Object.fromEntries(data.documents.map((document) => [document.field, document.review?.decision ?? null])),
    ).toEqual({
      photo: 'approved',
      signature: 'approved',
      highschool: 'approved',
      inter: 'approved',
      adhar: 'approved',
      domicile: null,
      caste: 'queried',
    });
    expect(data.documents.find((document) => document.field === 'caste')!.review).toMatchObject({
      reason_code: 'unreadable',
      note: null,
      by: 'vimla.v',
    });
    const rows = auditRows();
    expect(rows.map((row) => row.action)).toEqual(Array(6).fill('document.review'));
    expect(rows.map((row) => JSON.parse(String(row.after_json)).field)).toEqual(reviews.map(({ field }) => field));
    expect(rows.at(-1)).toMatchObject({
      username: 'vimla.v',
      role: 'document_verifier',
      reason: REASON_TEXT.unreadable,
    });
    expect(JSON.parse(String(rows[0].before_json))).toMatchObject({
      state: 'submitted',
      field: 'photo',
      decision: null,
    });
    // A review is no query yet: the applicant hears of it only when the query is sent.
    expect(mails()).toEqual([]);
  });

  it('keeps none when one document is refused: a document the application does not have', async () => {
    const view = await scrutiny();
    const response = await save([
      decision(view, 'photo'),
      decision(view, 'caste'),
      { ...decision(view, 'caste'), field: 'transfer' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'reviews.2.field': MESSAGES.noSuchDocument });
    nothingWritten();
  });

  it('answers 409 naming the document another verifier reviewed meanwhile, and keeps none of the batch', async () => {
    const view = await scrutiny();
    expect((await save([decision(view, 'caste')], VERIFIER, 'asha.k')).statusCode).toBe(200);
    const stale = await save([
      decision(view, 'photo'),
      decision(view, 'caste', { decision: 'queried', reason_code: 'unreadable' }),
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: MESSAGES.documentStaleNamed('Caste Certificate'),
      errors: { 'reviews.1.decision': MESSAGES.documentStale },
    });
    const after = await scrutiny();
    expect(after.version).toBe(2);
    expect(after.documents.find((document) => document.field === 'photo')!.review).toBeNull();
    expect(after.documents.find((document) => document.field === 'caste')!.review).toMatchObject({
      decision: 'approved',
      by: 'asha.k',
    });
    // Seen again, the same document can be decided anew.
    const again = await save([decision(after, 'caste', { decision: 'queried', reason_code: 'unreadable' })]);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a query without a reason, and other bad input, with a message per field (400), writing nothing', async () => {
    const view = await scrutiny();
    const photo = decision(view, 'photo');
    const cases: [unknown, Record<string, string>][] = [
      [[photo, decision(view, 'caste', { decision: 'queried' })], { 'reviews.1.reason_code': MESSAGES.reasonNeeded }],
      [
        [decision(view, 'caste', { decision: 'queried', reason_code: 'other' }), photo],
        { 'reviews.0.note': MESSAGES.noteNeeded },
      ],
      [
        [decision(view, 'caste', { decision: 'rejected', reason_code: 'expired' })],
        { 'reviews.0.note': MESSAGES.noteNeeded },
      ],
      [[photo, decision(view, 'caste', { decision: 'maybe' })], { 'reviews.1.decision': MESSAGES.decision }],
      [
        [photo, { ...photo, decision: 'queried', reason_code: 'unreadable' }],
        { 'reviews.1.field': MESSAGES.documentTwice },
      ],
      [[{ ...photo, field: '../etc' }], { 'reviews.0.field': MESSAGES.noSuchDocument }],
      [[{ ...photo, seen: undefined }], { 'reviews.0.seen': expect.any(String) }],
      [[{ ...photo, seen: { n: 0, reviewed_at: null } }], { 'reviews.0.seen.n': MESSAGES.seen }],
      [[], { reviews: MESSAGES.nothingToSave }],
      ['photo', { reviews: MESSAGES.reviewsList }],
      [[null], { 'reviews.0': expect.any(String) }],
    ];
    for (const [reviews, errors] of cases) {
      const response = await save(reviews);
      expect(response.statusCode, JSON.stringify(reviews)).toBe(400);
      expect(response.json().errors, JSON.stringify(reviews)).toEqual(errors);
    }
    const bare = await call('POST', documentReviewsPath(applicationNo), {});
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().errors)).toEqual(['reviews']);
    nothingWritten();
  });

  it('refuses other roles (403), a grant for another course (404) and a closed scrutiny (409)', async () => {
    const view = await scrutiny();
    for (const role of ['accountant', 'admin', 'content_editor'] as const) {
      const refused = await save([decision(view, 'photo')], [{ role }]);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe(ROLE_NEEDED_MESSAGE);
    }
    expect((await save([decision(view, 'photo')], [{ role: 'document_verifier', courses: [2] }])).statusCode).toBe(404);
    nothingWritten();

    // The admission officer may scrutinise too.
    const queried = await save(
      [decision(view, 'caste', { decision: 'queried', reason_code: 'unreadable' })],
      [{ role: 'admission_officer' }],
    );
    expect(queried.statusCode, queried.body).toBe(200);
    expect((await call('POST', sendQueryPath(applicationNo), { version: 2 })).statusCode).toBe(200);
    const meanwhile = await save([decision(await scrutiny(), 'photo')]);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toBe(MESSAGES.awaitingApplicant);
  });

  it('two verifiers saving different documents of the same application from the same view both succeed', async () => {
    const view = await scrutiny(); // both opened the application at version 1
    const [first, second] = await Promise.all([
      save([decision(view, 'highschool'), decision(view, 'inter')], VERIFIER, 'vimla.v'),
      save(
        [decision(view, 'caste', { decision: 'queried', reason_code: 'name_mismatch' }), decision(view, 'domicile')],
        VERIFIER,
        'asha.k',
      ),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const after = await scrutiny();
    expect(after.version).toBe(3);
    expect(
      Object.fromEntries(
        after.documents.filter((document) => document.review).map((document) => [document.field, document.review!.by]),
      ),
    ).toEqual({ highschool: 'vimla.v', inter: 'vimla.v', domicile: 'asha.k', caste: 'asha.k' });
    expect(auditRows()).toHaveLength(4);
  });
});

describe('Send the query, and the verdict', () => {
  it('sends every queried document in one mail, sets "query raised" and refuses reviews while the applicant answers', async () => {
    expect((await review('caste', { decision: 'queried', reason_code: 'unreadable' })).statusCode).toBe(200);
    expect(
      (
        await review('domicile', {
          decision: 'queried',
          reason_code: 'other',
          note: 'Please send the page with the seal.',
        })
      ).statusCode,
    ).toBe(200);
    expect(mails()).toEqual([]);
    const sent = await call('POST', sendQueryPath(applicationNo), { version: stateOf().version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(v.parse(scrutinyAnswerSchema, sent.json()).data).toMatchObject({
      state: 'query_raised',
      version: 4,
      query_sent_at: expect.any(String),
    });
    const [mail] = mails();
    expect(mail).toMatchObject({ kind: 'admissions.query', to_address: 'anjali@example.in' });
    expect(String(mail.text)).toContain(`Caste Certificate: ${REASON_TEXT.unreadable}`);
    expect(String(mail.text)).toContain('Please send the page with the seal.');
    expect(String(mail.text)).toContain('https://college.example.in/admission/status');
    expect(String(mail.text)).not.toContain(aadhaar('56789012345'));
    expect(auditRows().at(-1)).toMatchObject({ action: 'application.query' });

    const meanwhile = await review('photo', { decision: 'approved' });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toBe(MESSAGES.awaitingApplicant);
  });

  it('refuses to send a query with no document queried (409)', async () => {
    const response = await call('POST', sendQueryPath(applicationNo), { version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.nothingQueried);
    expect(stateOf()).toMatchObject({ state: 'submitted', version: 1 });
  });

  it('verifies only when every current document is approved, then mails the verdict and closes the scrutiny', async () => {
    const early = await call('POST', verdictPath(applicationNo), { version: 1, verdict: 'verified' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.notAllApproved);
    for (const { field } of (await scrutiny()).documents)
      expect((await review(field, { decision: 'approved' })).statusCode).toBe(200);
    const verified = await call('POST', verdictPath(applicationNo), {
      version: stateOf().version,
      verdict: 'verified',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(v.parse(scrutinyAnswerSchema, verified.json()).data).toMatchObject({
      state: 'verified',
      verdict: { verdict: 'verified', by: 'vimla.v' },
    });
    expect(mails().map((mail) => [mail.kind, mail.subject])).toEqual([
      ['admissions.verdict', `Application verified: ${applicationNo}`],
    ]);
    const after = await review('photo', { decision: 'queried', reason_code: 'unreadable' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(MESSAGES.closed('verified'));
  });

  it('rejects only with a reason (400), also during a query, and a rejected application takes no more changes', async () => {
    const bare = await call('POST', verdictPath(applicationNo), { version: 1, verdict: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ reason: MESSAGES.verdictReasonNeeded });
    await review('caste', { decision: 'queried', reason_code: 'wrong_document' });
    await call('POST', sendQueryPath(applicationNo), { version: stateOf().version });
    const rejected = await call('POST', verdictPath(applicationNo), {
      version: stateOf().version,
      verdict: 'rejected',
      reason: 'The caste certificate is of another person.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(stateOf().state).toBe('rejected');
    const audit = auditRows().at(-1)!;
    expect(audit).toMatchObject({
      action: 'application.verdict',
      reason: 'The caste certificate is of another person.',
    });
    expect(String(mails().at(-1)!.text)).toContain('The reason: The caste certificate is of another person.');
    const again = await call('POST', verdictPath(applicationNo), {
      version: stateOf().version,
      verdict: 'rejected',
      reason: 'Again.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.closed('rejected'));
    app.db.prepare("update applications set state = 'admitted' where application_no = ?").run(applicationNo);
    expect((await review('photo', { decision: 'approved' })).statusCode).toBe(409);
  });
});

describe('Older versions of a document', () => {
  it('streams a superseded version to the office only, with a view audited', async () => {
    const current = await call('GET', documentVersionPath(applicationNo, 'photo', 1));
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('image/jpeg');
    expect(current.rawPayload.subarray(0, 3)).toEqual(Buffer.from(JPEG.subarray(0, 3)));
    expect((await call('GET', documentVersionPath(applicationNo, 'photo', 2))).statusCode).toBe(404);
    expect((await call('GET', documentVersionPath(applicationNo, 'nonsense', 1))).statusCode).toBe(404);
  });
});

describe('POST reopen: a rejection taken back', () => {
  const OFFICER: RoleGrant[] = [{ role: 'admission_officer' }];
  const reject = async () => {
    const response = await call('POST', verdictPath(applicationNo), {
      version: 1,
      verdict: 'rejected',
      reason: 'Marksheet of another person',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.version as number;
  };

  it('the admission officer reopens it with a reason: under scrutiny again, the verdict gone, audited, the applicant told', async () => {
    const version = await reject();
    expect((await call('POST', reopenPath(applicationNo), { version, reason: 'Checked again' })).statusCode).toBe(403);
    const noReason = await call('POST', reopenPath(applicationNo), { version, reason: ' ' }, OFFICER);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(MESSAGES.reopenReasonNeeded);

    const reopened = await call(
      'POST',
      reopenPath(applicationNo),
      { version, reason: 'The marksheet is hers: the board confirmed it' },
      OFFICER,
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    const data = v.parse(scrutinyAnswerSchema, reopened.json()).data;
    expect(data).toMatchObject({ state: 'under_scrutiny', version: version + 1, verdict: null });
    const [row] = auditRows().filter((entry) => entry.action === 'application.reopen');
    expect(row).toMatchObject({ role: 'admission_officer', reason: 'The marksheet is hers: the board confirmed it' });
    expect(JSON.parse(String(row.before_json))).toEqual({
      state: 'rejected',
      verdict_reason: 'Marksheet of another person',
    });
    const told = tableRows(app, 'mail_outbox').filter((mail) => mail.kind === 'admissions.reopened');
    expect(told).toHaveLength(1);
    expect(String(told[0].text)).toContain('The marksheet is hers: the board confirmed it');

    // Only a rejected application, at the version seen.
    const again = await call('POST', reopenPath(applicationNo), { version: version + 1, reason: 'Twice' }, OFFICER);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.notRejected);
  });

  it('refuses a stale version and writes nothing', async () => {
    const version = await reject();
    const stale = await call('POST', reopenPath(applicationNo), { version: version - 1, reason: 'Checked' }, OFFICER);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.stale);
    expect(stateOf().state).toBe('rejected');
  });
});
