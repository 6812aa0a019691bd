import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** As much as the gateway lets through (its body limit); past that, or that slow, the socket closes. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** Reads and discards the rest of a request body, up to `maxBytes` or `maxMs`. */
export function drainRequest(raw: IncomingMessage, maxBytes: number, maxMs: number): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    raw.on('data', onData).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}

/**
 * An early answer (413, a rejected upload) must reach the client: closing the connection while
 * the gateway is still sending the body makes its proxy fail (503) instead of passing the answer
 * on. So what is left of the body is read and thrown away first, within bounds.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400 && !request.raw.readableEnded)
        await drainRequest(request.raw, DRAIN_MAX_BYTES, DRAIN_MAX_MS);
      return payload;
    });
  },
  { name: 'kit-early-answers' },
);
