import { mkdir } from 'node:fs/promises';
import { isSitePath } from '@college/design-system/address';
import { servePublicFiles } from '@college/service-kit';
import { isoDay } from '@college/settings/dates';
import type { FastifyPluginAsync } from 'fastify';
import {
  COLLEGE_DOCS_PREFIX,
  NEWS_ARCHIVE_PATH,
  NEWS_FILES_PREFIX,
  NEWS_PATH,
  type NewsItem,
  type NewsListResponse,
} from '../../contract';
import { type NewsRow, noticeFileUrl } from '../../plugins/news-repository';
import { collegeDocsFolder, newsFolder } from '../../seed';

const publicItem = (item: NewsRow): NewsItem => ({
  description: item.description,
  ...(item.descriptionHi ? { description_hi: item.descriptionHi } : {}),
  file: noticeFileUrl(item.fileName),
  published_on: item.publishedOn,
  // A link stored by an earlier version's looser check is left out rather than sent off-site.
  ...(item.link && isSitePath(item.link) ? { link: item.link } : {}),
  ...(item.pinned ? { pinned: true } : {}),
  ...(item.expiresOn ? { expires_on: item.expiresOn } : {}),
});

const newsRoutes: FastifyPluginAsync = async (fastify) => {
  // Read per request, never kept by the gateway: a notice the office publishes is in the next answer.
  // "Today" is the service's own day, the same clock that dates the office's changes.
  fastify.get(NEWS_PATH, async (): Promise<NewsListResponse> => ({
    result: 'success',
    data: fastify.news.list(isoDay()).map(publicItem),
  }));
  fastify.get(NEWS_ARCHIVE_PATH, async (): Promise<NewsListResponse> => ({
    result: 'success',
    data: fastify.news.archive(isoDay()).map(publicItem),
  }));

  // The folder normally exists after seeding; create it anyway so @fastify/static has a root.
  const root = newsFolder(fastify.paths);
  await mkdir(root, { recursive: true });
  // Only a published notice's PDF is public: a draft's, or one taken off, answers 404. Kept by
  // caches ten minutes, not a day, so that taking a notice off takes its PDF off soon everywhere.
  await fastify.register(servePublicFiles, {
    root,
    urlPrefix: NEWS_FILES_PREFIX,
    maxAgeSeconds: 600,
    isPublic: (fileName) => fastify.news.isPublishedFile(fileName),
  });
  const docs = collegeDocsFolder(fastify.paths);
  await mkdir(docs, { recursive: true });
  await fastify.register(servePublicFiles, { root: docs, urlPrefix: COLLEGE_DOCS_PREFIX });
};

export default newsRoutes;
