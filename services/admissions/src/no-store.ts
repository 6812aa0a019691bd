import type { FastifyReply, FastifyRequest } from 'fastify';

/** For answers that carry personal data or secrets: no cache (browser, proxy) may keep them. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};
