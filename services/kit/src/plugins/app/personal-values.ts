import fp from 'fastify-plugin';
import { rememberPersonalValues } from '../../logging';

/**
 * Names and numbers the body carries are masked in this request's later log lines, errors
 * included. Forms validated by the kit (validateBody, readMultipart) remember them earlier, once
 * unknown and overlong fields are refused; this covers any other route.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.body) rememberPersonalValues(request.log, request.body);
    });
  },
  { name: 'kit-personal-values' },
);
