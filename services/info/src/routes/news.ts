import { mkdir } from 'node:fs/promises';
import { servePublicFiles } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { COLLEGE_DOCS_PREFIX, NEWS_FILES_PREFIX, NEWS_PATH, type NewsListResponse } from '../contract';
import { collegeDocsFolder, newsFolder } from '../seed';

const newsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(NEWS_PATH, async (): Promise<NewsListResponse> => ({
    result: 'success',
    data: fastify.news.list().map((item) => ({
      description: item.description,
      ...(item.descriptionHi ? { description_hi: item.descriptionHi } : {}),
      // Stored names are generated UUIDs, so they need no URL encoding.
      file: `${NEWS_FILES_PREFIX}${item.fileName}`,
      published_on: item.publishedOn,
      ...(item.link ? { link: item.link } : {}),
    })),
  }));

  // The folder normally exists after seeding; create it anyway so @fastify/static has a root.
  const root = newsFolder(fastify.paths);
  await mkdir(root, { recursive: true });
  await fastify.register(servePublicFiles, { root, urlPrefix: NEWS_FILES_PREFIX });
  const docs = collegeDocsFolder(fastify.paths);
  await mkdir(docs, { recursive: true });
  await fastify.register(servePublicFiles, { root: docs, urlPrefix: COLLEGE_DOCS_PREFIX });
};

export default newsRoutes;
