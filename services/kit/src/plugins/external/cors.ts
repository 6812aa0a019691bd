import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Cross-origin callers allowed; none by default (the gateway proxies everything, same-origin). */
export default fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    await app.register(cors, { origin: origins.length ? [...origins] : false });
  },
  { name: 'kit-cors' },
);
