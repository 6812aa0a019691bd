import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../../logging';

/** Browser features no answer of a service needs (the gateway sends the same for its pages). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** Every answer, errors included, carries the request id a visitor can quote. */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'kit-request-id' },
);
