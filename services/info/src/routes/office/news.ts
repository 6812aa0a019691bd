/**
 * The content editor's notices, under /api/v1/office/info/news through the gateway's
 * door: create (with an optional PDF), change, publish and take off. Every change is audited with
 * the notice before and after and the reason given; a change made on a notice someone else changed
 * meanwhile is refused (409), never merged. The public lists read the same rows at the next request.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { auditContext, HttpError, readMultipart, validateBody } from '@college/service-kit';
import { isoDay } from '@college/settings/dates';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  NOTICE_FILE,
  NOTICE_PUBLISHED_MESSAGE,
  NOTICE_SAVED_MESSAGE,
  NOTICE_STALE_MESSAGE,
  NOTICE_UNKNOWN_MESSAGE,
  NOTICE_UNPUBLISHED_MESSAGE,
  noticeChangeSchema,
  noticeCreateSchema,
  noticePublishSchema,
  noticeUnpublishSchema,
  OFFICE_NEWS_PATH,
  type OfficeNotice,
} from '../../office-contract/news';
import { type NewsRow, type NoticeFields, type NoticeStatus, noticeFileUrl } from '../../plugins/news-repository';
import { newsFolder } from '../../seed';

/** The only role these routes admit (config.roles, checked by officeScope in routes/office/index.ts). */
const ROLE = 'content_editor';
const FILE_RULE = {
  [NOTICE_FILE.field]: {
    required: false,
    maxBytes: NOTICE_FILE.maxBytes,
    kinds: NOTICE_FILE.kinds,
    messages: NOTICE_FILE.messages,
  },
};

const officeNotice = (row: NewsRow, today: string): OfficeNotice => ({
  id: row.id,
  description: row.description,
  description_hi: row.descriptionHi,
  file: noticeFileUrl(row.fileName) || null,
  published_on: row.publishedOn,
  expires_on: row.expiresOn,
  pinned: row.pinned,
  link: row.link,
  status: row.status,
  expired: row.expiresOn !== null && row.expiresOn < today,
  version: row.version,
  updated_at: row.updatedAt,
  updated_by: row.updatedBy,
});

/** What an audit row keeps of a notice. */
const audited = (row: NewsRow) => ({
  description: row.description,
  description_hi: row.descriptionHi,
  file: row.fileName,
  published_on: row.publishedOn,
  expires_on: row.expiresOn,
  pinned: row.pinned,
  link: row.link,
  status: row.status,
});

type IdParams = { id: string };

const officeNewsRoutes: FastifyPluginAsync = async (fastify) => {
  const news = fastify.news;
  const folder = newsFolder(fastify.paths);

  const noticeOf = (request: FastifyRequest<{ Params: IdParams }>) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const row = Number.isSafeInteger(id) ? news.get(id) : undefined;
    if (!row) throw new HttpError(404, NOTICE_UNKNOWN_MESSAGE);
    return row;
  };
  const answer = (message: string, row: NewsRow) => ({
    result: 'success' as const,
    message,
    data: officeNotice(row, isoDay()),
  });
  const record = (
    request: FastifyRequest,
    action: string,
    before: NewsRow | null,
    after: NewsRow,
    reason: string | null,
  ) =>
    fastify.audit.record({
      ...auditContext(request, ROLE),
      action,
      recordType: 'news',
      recordId: String(after.id),
      before: before && audited(before),
      after: audited(after),
      reason,
    });

  fastify.get(OFFICE_NEWS_PATH, { config: { roles: [ROLE] } }, async () => {
    const today = isoDay();
    return { result: 'success', data: news.all().map((row) => officeNotice(row, today)) };
  });

  fastify.post(OFFICE_NEWS_PATH, { config: { roles: [ROLE] } }, async (request) => {
    // The fields and the PDF are checked together; nothing is kept unless all is well.
    const form = await readMultipart(request, { fields: noticeCreateSchema, files: FILE_RULE });
    const { fields } = form;
    const created = await form.commit(folder, (stored) => {
      const id = news.insert({
        description: fields.description,
        descriptionHi: fields.description_hi,
        fileName: stored[NOTICE_FILE.field]?.name ?? null,
        publishedOn: fields.published_on,
        expiresOn: fields.expires_on,
        pinned: fields.pinned,
        link: fields.link,
        status: fields.status,
        createdBy: request.identity!.username,
      });
      const row = news.get(id)!;
      record(request, 'news.create', null, row, fields.reason || null);
      return row;
    });
    return answer(NOTICE_SAVED_MESSAGE, created);
  });

  fastify.post<{ Params: IdParams }>(`${OFFICE_NEWS_PATH}/:id`, { config: { roles: [ROLE] } }, async (request) => {
    const before = noticeOf(request);
    const form = await readMultipart(request, { fields: noticeChangeSchema, files: FILE_RULE });
    const { fields } = form;
    const after = await form.commit(folder, (stored) => {
      const replacement = stored[NOTICE_FILE.field]?.name;
      const change: NoticeFields = {
        description: fields.description,
        descriptionHi: fields.description_hi,
        fileName: replacement ?? (fields.remove_file ? null : before.fileName),
        publishedOn: fields.published_on,
        expiresOn: fields.expires_on,
        pinned: fields.pinned,
        link: fields.link,
      };
      // Throwing here undoes the move of a new PDF too (commit's transaction).
      if (!news.update(before.id, fields.version, change, request.identity!.username))
        throw new HttpError(409, NOTICE_STALE_MESSAGE);
      const row = news.get(before.id)!;
      record(request, 'news.change', before, row, fields.reason);
      return row;
    });
    // The replaced or dropped PDF is no longer linked from anywhere: it goes.
    if (before.fileName && before.fileName !== after.fileName)
      await rm(path.join(folder, before.fileName), { force: true });
    return answer(NOTICE_SAVED_MESSAGE, after);
  });

  const statusRoute = (suffix: string, status: NoticeStatus, schema: typeof noticePublishSchema, message: string) =>
    fastify.post<{ Params: IdParams; Body: { version: number; reason: string } }>(
      `${OFFICE_NEWS_PATH}/:id/${suffix}`,
      { config: { roles: [ROLE] }, preHandler: validateBody(schema) },
      async (request) => {
        const before = noticeOf(request);
        const { version, reason } = request.body;
        const after = fastify.db.transaction(() => {
          if (!news.setStatus(before.id, version, status, request.identity!.username))
            throw new HttpError(409, NOTICE_STALE_MESSAGE);
          const row = news.get(before.id)!;
          record(request, `news.${suffix}`, before, row, reason || null);
          return row;
        })();
        return answer(message, after);
      },
    );
  statusRoute('publish', 'published', noticePublishSchema, NOTICE_PUBLISHED_MESSAGE);
  statusRoute('unpublish', 'draft', noticeUnpublishSchema, NOTICE_UNPUBLISHED_MESSAGE);
};

export default officeNewsRoutes;
