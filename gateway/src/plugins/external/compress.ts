import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers made here (pages, JSON) compressed; built assets come precompressed (routes/static-assets.ts). */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'compress' },
);
