import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import { NEWS_FILES_PREFIX } from '../contract/news';

/** A stored PDF's public address (stored names are generated UUIDs: no URL encoding needed); '' for none. */
export const noticeFileUrl = (fileName: string | null) => (fileName ? `${NEWS_FILES_PREFIX}${fileName}` : '');

export type NoticeStatus = 'draft' | 'published';

export interface NewsRow {
  id: number;
  description: string;
  /** The line in Hindi; null where none was written. */
  descriptionHi: string | null;
  /** The PDF's generated name under public/news/; null: the notice has no file. */
  fileName: string | null;
  publishedOn: string;
  /** A page of the portal the notice leads to, e.g. /result; null for most notices. */
  link: string | null;
  status: NoticeStatus;
  pinned: boolean;
  /** The last day it is current (YYYY-MM-DD); null: no end. */
  expiresOn: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** What a notice is made of, as written by the seed or the content editor. */
export interface NoticeFields {
  description: string;
  descriptionHi?: string | null;
  fileName: string | null;
  /** YYYY-MM-DD */
  publishedOn: string;
  link?: string | null;
  pinned?: boolean;
  expiresOn?: string | null;
}

export interface NewNews extends NoticeFields {
  status?: NoticeStatus;
  createdBy?: string;
}

export interface NewsRepository {
  /** Published and current on `today`: pinned first, then newest first (same day: latest added first). */
  list(today: string): NewsRow[];
  /** Published and past its last day before `today`: newest first. */
  archive(today: string): NewsRow[];
  /** Every notice, drafts too, for the office: newest first. */
  all(): NewsRow[];
  get(id: number): NewsRow | undefined;
  insert(item: NewNews): number;
  /** Replaces a notice's fields if it is still at `version`; false when someone changed it meanwhile. */
  update(id: number, version: number, fields: NoticeFields, by: string): boolean;
  setStatus(id: number, version: number, status: NoticeStatus, by: string): boolean;
  /** Whether a published notice (current or in the archive) links this PDF: only such a file is public. */
  isPublishedFile(fileName: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsRepository;
  }
}

const COLUMNS = `id, description, description_hi as descriptionHi, file_name as fileName, published_on as publishedOn, link,
  status, pinned, expires_on as expiresOn, version, updated_at as updatedAt, updated_by as updatedBy`;

type StoredRow = Omit<NewsRow, 'pinned'> & { pinned: number };
const toRow = (row: StoredRow): NewsRow => ({ ...row, pinned: row.pinned === 1 });

const bindFields = (fields: NoticeFields) => ({
  description: fields.description,
  descriptionHi: fields.descriptionHi ?? null,
  fileName: fields.fileName,
  publishedOn: fields.publishedOn,
  link: fields.link ?? null,
  pinned: fields.pinned ? 1 : 0,
  expiresOn: fields.expiresOn ?? null,
});

/** Plain function so the seed (and a future CLI) can use it without Fastify. */
export function createNewsRepository(db: SqliteDatabase): NewsRepository {
  const listStatement = db.prepare(`
    select ${COLUMNS} from news
    where status = 'published' and (expires_on is null or expires_on >= ?)
    order by pinned desc, published_on desc, id desc`);
  const archiveStatement = db.prepare(`
    select ${COLUMNS} from news
    where status = 'published' and expires_on < ?
    order by published_on desc, id desc`);
  const allStatement = db.prepare(`select ${COLUMNS} from news order by published_on desc, id desc`);
  const getStatement = db.prepare(`select ${COLUMNS} from news where id = ?`);
  const insertStatement = db.prepare(`
    insert into news (description, description_hi, file_name, published_on, link, pinned, expires_on, status, updated_at, updated_by)
    values (@description, @descriptionHi, @fileName, @publishedOn, @link, @pinned, @expiresOn, @status, @updatedAt, @updatedBy)`);
  const updateStatement = db.prepare(`
    update news set description = @description, description_hi = @descriptionHi, file_name = @fileName, published_on = @publishedOn,
      link = @link, pinned = @pinned, expires_on = @expiresOn, version = version + 1, updated_at = @updatedAt, updated_by = @updatedBy
    where id = @id and version = @version`);
  const statusStatement = db.prepare(`
    update news set status = @status, version = version + 1, updated_at = @updatedAt, updated_by = @updatedBy
    where id = @id and version = @version`);
  const publishedFile = db
    .prepare<[string], number>("select 1 from news where file_name = ? and status = 'published' limit 1")
    .pluck();
  const rows = (stored: unknown[]) => (stored as StoredRow[]).map(toRow);
  const now = () => new Date().toISOString();
  return {
    list: (today) => rows(listStatement.all(today)),
    archive: (today) => rows(archiveStatement.all(today)),
    all: () => rows(allStatement.all()),
    get: (id) => {
      const row = getStatement.get(id) as StoredRow | undefined;
      return row && toRow(row);
    },
    insert: (item) =>
      Number(
        insertStatement.run({
          ...bindFields(item),
          status: item.status ?? 'published',
          updatedAt: item.createdBy ? now() : null,
          updatedBy: item.createdBy ?? null,
        }).lastInsertRowid,
      ),
    update: (id, version, fields, by) =>
      updateStatement.run({ ...bindFields(fields), id, version, updatedAt: now(), updatedBy: by }).changes === 1,
    setStatus: (id, version, status, by) =>
      statusStatement.run({ id, version, status, updatedAt: now(), updatedBy: by }).changes === 1,
    isPublishedFile: (fileName) => publishedFile.get(fileName) === 1,
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('news', createNewsRepository(fastify.db));
  },
  { name: 'news-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
