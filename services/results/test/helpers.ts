import type { FastifyInstance } from 'fastify';
import { buildApp, type ResultsAppOptions } from '../src/app';
import { RESULT_PATH } from '../src/contract';

export { makeTempDir, removeDir } from '../../kit/test/helpers';

/** A results app on a real SQLite file in `dataDir`, without logging. */
export async function startResults(dataDir: string, options: Partial<ResultsAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, ...options });
  await app.ready();
  return app;
}

/** POST getResultByRollNo as the gateway would send it, from `remoteAddress`. */
export function lookUp(app: FastifyInstance, body: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: RESULT_PATH,
    remoteAddress,
    ...(typeof body === 'string' ? { payload: body, headers: { 'content-type': 'application/json' } } : { payload: body as object }),
  });
}
