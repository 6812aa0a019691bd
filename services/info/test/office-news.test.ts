import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  readOrCreateSigningKey,
  ROLE_NEEDED_MESSAGE,
  type RoleGrant,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '@college/service-kit';
import { addDays, isoDay } from '@college/settings/dates';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWS_ARCHIVE_PATH, NEWS_PATH, newsListResponseSchema } from '../src/contract';
import {
  DESCRIPTION_MESSAGE,
  EXPIRY_BEFORE_DATE_MESSAGE,
  NOTICE_FILE,
  NOTICE_STALE_MESSAGE,
  NOTICE_UNKNOWN_MESSAGE,
  OFFICE_NEWS_PATH,
  officeNewsAnswerSchema,
  officeNoticeAnswerSchema,
  officeNoticePath,
  officeNoticePublishPath,
  officeNoticeUnpublishPath,
  REASON_MESSAGE,
} from '../src/office-contract/news';
import {
  EXE,
  FAKE_PDF,
  type FormEntry,
  formData,
  makeTempDir,
  officeInjectFor,
  PDF,
  removeDir,
  startInfo,
  tableRows,
} from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

const EDITOR: RoleGrant[] = [{ role: 'content_editor' }];
const today = isoDay();
const pdf = (bytes: Uint8Array = PDF, name = 'notice.pdf') => ({ bytes, name, type: 'application/pdf' });

const call = (url: string, body?: unknown, roles: RoleGrant[] | 'none' = EDITOR) =>
  officeInjectFor('info', app, key, {
    method: body === undefined ? 'GET' : 'POST',
    url,
    body,
    roles,
    username: 'demo.content_editor',
  });
const fields = { description: 'Semester examination form: last date 30 November', published_on: today };
/** A new notice's form; `change` is the form of a change (no state: publishing is its own call). */
const notice = (entries: Record<string, FormEntry | undefined> = {}) =>
  formData({ ...fields, status: 'published', ...entries });
const change = (entries: Record<string, FormEntry | undefined>) => formData({ ...fields, ...entries });
const create = async (entries: Record<string, FormEntry | undefined> = {}) => {
  const response = await call(OFFICE_NEWS_PATH, notice(entries));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(officeNoticeAnswerSchema, response.json()).data;
};
const publicNews = async (url = NEWS_PATH) => v.parse(newsListResponseSchema, (await app.inject({ url })).json()).data;
const auditOf = (action: string) => tableRows(app, 'audit_log').filter((row) => row.action === action);
const newsFiles = () => readdir(path.join(dataDir, 'info', 'public', 'news'));

beforeEach(async () => {
  dataDir = await makeTempDir('info-office-news-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startInfo(dataDir);
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

describe("The content editor's notices: who may", () => {
  it('answers 401 without a session and 403 to other roles, for every call, never kept nor indexed', async () => {
    const [first] = v.parse(officeNewsAnswerSchema, (await call(OFFICE_NEWS_PATH)).json()).data;
    const calls: Array<[string, unknown]> = [
      [OFFICE_NEWS_PATH, undefined],
      [OFFICE_NEWS_PATH, notice()],
      [officeNoticePath(first.id), change({ version: String(first.version), reason: 'typo' })],
      [officeNoticePublishPath(first.id), { version: first.version }],
      [officeNoticeUnpublishPath(first.id), { version: first.version, reason: 'old' }],
    ];
    for (const [url, body] of calls) {
      const anonymous = await call(url, body, 'none');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
      for (const role of ['admission_officer', 'grievance_officer', 'admin'] as const) {
        const refused = await call(url, body, [{ role }]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: ROLE_NEEDED_MESSAGE });
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
      }
    }
    expect(tableRows(app, 'audit_log').filter((row) => String(row.action).startsWith('news.'))).toEqual([]);
    expect((await publicNews()).map((item) => item.description)).not.toContain(
      'Semester examination form: last date 30 November',
    );
  });
});

describe('Publishing a notice', () => {
  it('puts a published notice with its PDF in the next getAllNews answer, newest first, and audits it', async () => {
    const filesBefore = await newsFiles();
    const created = await create({ file: pdf(), reason: 'Exam branch asked' });
    expect(created).toMatchObject({
      status: 'published',
      pinned: false,
      expires_on: null,
      version: 1,
      updated_by: 'demo.content_editor',
    });
    expect(created.file).toMatch(/^\/uploads\/docs\/news\/[0-9a-f-]{36}\.pdf$/);

    const [top] = await publicNews();
    expect(top).toEqual({
      description: 'Semester examination form: last date 30 November',
      file: created.file,
      published_on: today,
    });
    // The PDF is public at once, and it is the file sent.
    const file = await app.inject({ url: created.file! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await newsFiles()).length).toBe(filesBefore.length + 1);

    const [audit] = auditOf('news.create');
    expect(audit).toMatchObject({
      username: 'demo.content_editor',
      role: 'content_editor',
      record_type: 'news',
      record_id: String(created.id),
      reason: 'Exam branch asked',
    });
    expect(JSON.parse(String(audit.before_json))).toBeNull();
    expect(JSON.parse(String(audit.after_json))).toMatchObject({
      description: created.description,
      status: 'published',
      published_on: today,
    });
  });

  it('keeps a draft off the website until it is published, then takes it off again with a reason', async () => {
    const draft = await create({ status: 'draft', description: 'Holiday on account of Guru Nanak Jayanti' });
    const lines = async () => (await publicNews()).map((item) => item.description);
    expect(await lines()).not.toContain(draft.description);

    const published = await call(officeNoticePublishPath(draft.id), { version: draft.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(await lines()).toContain(draft.description);
    expect(published.json().data).toMatchObject({ status: 'published', version: 2 });

    expect((await call(officeNoticeUnpublishPath(draft.id), { version: 2 })).json()).toMatchObject({
      errors: { reason: REASON_MESSAGE },
    });
    const off = await call(officeNoticeUnpublishPath(draft.id), { version: 2, reason: 'Posted by mistake' });
    expect(off.statusCode).toBe(200);
    expect(await lines()).not.toContain(draft.description);
    expect(auditOf('news.publish')).toHaveLength(1);
    const [unpublished] = auditOf('news.unpublish');
    expect(unpublished.reason).toBe('Posted by mistake');
    expect(JSON.parse(String(unpublished.before_json))).toMatchObject({ status: 'published' });
    expect(JSON.parse(String(unpublished.after_json))).toMatchObject({ status: 'draft' });
  });

  it("a draft's PDF is not public; published, it is; taken off, it answers 404 again", async () => {
    const draft = await create({ status: 'draft', file: pdf(), description: 'Revised time table for the practicals' });
    const fetchFile = () => app.inject({ url: draft.file! });
    expect((await fetchFile()).statusCode).toBe(404);
    expect((await app.inject({ url: encodeURI(draft.file!).replace('.pdf', '%2Epdf') })).statusCode).toBe(404);
    expect((await call(officeNoticePublishPath(draft.id), { version: 1 })).statusCode).toBe(200);
    const published = await fetchFile();
    expect(published.statusCode).toBe(200);
    expect(published.rawPayload.equals(PDF)).toBe(true);
    expect((await call(officeNoticeUnpublishPath(draft.id), { version: 2, reason: 'Wrong dates' })).statusCode).toBe(
      200,
    );
    expect((await fetchFile()).statusCode).toBe(404);
    // A HEAD is refused alike: nothing says the file is still there.
    expect((await app.inject({ method: 'HEAD', url: draft.file! })).statusCode).toBe(404);
    // The file itself is kept for the office (publishing again brings it back).
    expect(await newsFiles()).toContain(path.basename(draft.file!));
  });

  it('lists pinned notices first, and moves an expired one to the archive', async () => {
    const pinned = await create({
      description: 'Anti-ragging helpline',
      published_on: addDays(today, -30),
      pinned: 'on',
    });
    const expired = await create({
      description: 'Old fee notice',
      published_on: addDays(today, -20),
      expires_on: addDays(today, -1),
    });
    const lastDayToday = await create({
      description: 'Fee notice ending today',
      published_on: addDays(today, -2),
      expires_on: today,
    });
    const current = await publicNews();
    expect(current[0]).toMatchObject({ description: pinned.description, pinned: true });
    expect(current.map((item) => item.description)).toContain(lastDayToday.description);
    expect(current.map((item) => item.description)).not.toContain(expired.description);
    expect(await publicNews(NEWS_ARCHIVE_PATH)).toEqual([
      {
        description: expired.description,
        file: '',
        published_on: expired.published_on,
        expires_on: expired.expires_on,
      },
    ]);
  });
});

describe('Changing a notice', () => {
  it('replaces its fields and PDF, removes the old file, and audits before and after with the reason', async () => {
    const created = await create({ file: pdf() });
    const oldName = path.basename(created.file!);
    const changed = await call(
      officeNoticePath(created.id),
      change({
        description: 'Semester examination form: last date extended to 5 December',
        description_hi: 'सेमेस्टर परीक्षा फ़ॉर्म: अंतिम तिथि 5 दिसंबर',
        file: pdf(),
        version: '1',
        reason: 'Date extended',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().data;
    expect(after.file).not.toBe(created.file);
    expect(await newsFiles()).not.toContain(oldName);
    expect((await publicNews())[0]).toMatchObject({
      description: 'Semester examination form: last date extended to 5 December',
      description_hi: 'सेमेस्टर परीक्षा फ़ॉर्म: अंतिम तिथि 5 दिसंबर',
      file: after.file,
    });
    const [audit] = auditOf('news.change');
    expect(audit.reason).toBe('Date extended');
    expect(JSON.parse(String(audit.before_json))).toMatchObject({ description: created.description, file: oldName });

    // Dropping the PDF leaves the notice as its line alone.
    const dropped = await call(
      officeNoticePath(created.id),
      change({ remove_file: 'on', version: '2', reason: 'Wrong file' }),
    );
    expect(dropped.json().data.file).toBeNull();
    expect((await publicNews())[0].file).toBe('');
  });

  it("refuses a stale change with 409, keeping the other editor's change and its file", async () => {
    const created = await create();
    expect(
      (await call(officeNoticePath(created.id), change({ description: 'First editor', version: '1', reason: 'x' })))
        .statusCode,
    ).toBe(200);
    const files = await newsFiles();
    const stale = await call(
      officeNoticePath(created.id),
      change({ description: 'Second editor', file: pdf(), version: '1', reason: 'y' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: NOTICE_STALE_MESSAGE });
    expect((await publicNews())[0].description).toBe('First editor');
    // The stale change's PDF was not kept.
    expect(await newsFiles()).toEqual(files);
    expect((await call(officeNoticePublishPath(created.id), { version: 1 })).statusCode).toBe(409);
    expect(auditOf('news.change')).toHaveLength(1);
  });

  it('answers 404 for an unknown notice', async () => {
    for (const id of ['999999', 'abc', '1e3']) {
      const response = await call(officeNoticePublishPath(id), { version: 1 });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: NOTICE_UNKNOWN_MESSAGE });
    }
  });
});

describe('Bad input', () => {
  it('answers 400 with a message per field and keeps nothing', async () => {
    const files = await newsFiles();
    const before = await publicNews();
    const cases: Array<[Record<string, FormEntry | undefined>, Record<string, string>]> = [
      [{ description: '   ' }, { description: DESCRIPTION_MESSAGE }],
      [{ expires_on: addDays(today, -1) }, { expires_on: EXPIRY_BEFORE_DATE_MESSAGE }],
      [{ published_on: '2025-02-30' }, { published_on: 'Please enter a real date' }],
      [
        { link: 'https://elsewhere.example' },
        { link: expect.stringContaining('page of this website') as unknown as string },
      ],
      // Browsers read a backslash as a slash and drop tabs: each of these leaves the site on a click.
      ...['/\\evil.example/x', '//evil.example/x', '/\t/evil.example/x'].map(
        (link): [Record<string, FormEntry | undefined>, Record<string, string>] => [
          { link },
          { link: expect.stringContaining('page of this website') as unknown as string },
        ],
      ),
      [{ file: pdf(EXE, 'notice.pdf') }, { file: NOTICE_FILE.messages.wrongKind }],
      [{ file: pdf(FAKE_PDF) }, { file: expect.any(String) as unknown as string }],
      [{ description: '<script>alert(1)</script>\u0007' }, { description: expect.any(String) as unknown as string }],
    ];
    for (const [entries, errors] of cases) {
      const response = await call(OFFICE_NEWS_PATH, notice(entries));
      expect(response.statusCode, JSON.stringify(entries)).toBe(400);
      expect(response.json().errors).toMatchObject(errors);
    }
    expect(await newsFiles()).toEqual(files);
    expect(await publicNews()).toEqual(before);
    expect(auditOf('news.create')).toEqual([]);
  });
});
