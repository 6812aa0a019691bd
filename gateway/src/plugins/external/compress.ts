import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this an answer goes as it is: compressing it would save less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Answers made here (pages, JSON) compressed; built assets come precompressed (routes/static-assets.ts). */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip', 'deflate'],
    });
  },
  { name: 'compress' },
);
