import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Helmet's security headers on every answer, errors included. */
export default fp(
  async (app) => {
    await app.register(helmet);
  },
  { name: 'kit-security-headers' },
);
