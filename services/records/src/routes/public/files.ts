/** Every document (PDFs, faculty photos) under /uploads/docs/records/<folder>/<generated name>. */
import { mkdir } from 'node:fs/promises';
import { servePublicFiles } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { RECORDS_FILES_PREFIX } from '../../contract';

const fileRoutes: FastifyPluginAsync = async (fastify) => {
  // A PDF opens in the browser's viewer (the financial pages embed them) rather than downloading.
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && reply.getHeader('content-type') === 'application/pdf') {
      const name = (request.url.split('?')[0].split('/').pop() ?? '').replace(/[^\w.-]/g, '');
      reply.header('content-disposition', `inline; filename="${name}"`);
    }
    return payload;
  });
  await mkdir(fastify.paths.public, { recursive: true });
  await fastify.register(servePublicFiles, { root: fastify.paths.public, urlPrefix: RECORDS_FILES_PREFIX });
};

export default fileRoutes;
