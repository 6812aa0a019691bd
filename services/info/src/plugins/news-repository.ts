import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';

export interface NewsRow {
  id: number;
  description: string;
  /** The line in Hindi; null where none was written. */
  descriptionHi: string | null;
  fileName: string;
  publishedOn: string;
  /** A page of the portal the notice leads to, e.g. /result; null for most notices. */
  link: string | null;
}

export interface NewNews {
  description: string;
  descriptionHi?: string;
  fileName: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  link?: string;
}

export interface NewsRepository {
  /** Newest first; same-day notices in the order they were added, latest first. */
  list(): NewsRow[];
  insert(item: NewNews): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsRepository;
  }
}

/** Plain function so the seed (and a future CLI) can use it without Fastify. */
export function createNewsRepository(db: SqliteDatabase): NewsRepository {
  const listStatement = db.prepare(`
    select id, description, description_hi as descriptionHi, file_name as fileName, published_on as publishedOn, link
    from news
    order by published_on desc, id desc`);
  const insertStatement = db.prepare(
    'insert into news (description, description_hi, file_name, published_on, link) values (@description, @descriptionHi, @fileName, @publishedOn, @link)',
  );
  return {
    list: () => listStatement.all() as NewsRow[],
    insert: (item) => Number(insertStatement.run({ ...item, descriptionHi: item.descriptionHi ?? null, link: item.link ?? null }).lastInsertRowid),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('news', createNewsRepository(fastify.db));
  },
  { name: 'news-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
