import { ASSERTION_HEADER, type OfficeIdentity, type RoleGrant, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { buildApp, type ResultsAppOptions } from '../src/app';
import { RESULT_PATH } from '../src/contract';

export { formData, makeTempDir, multipartPayload, removeDir } from '../../kit/test/helpers';

/** A results app on a real SQLite file in `dataDir`, without logging. */
export async function startResults(
  dataDir: string,
  options: Partial<ResultsAppOptions> = {},
): Promise<FastifyInstance> {
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
    ...(typeof body === 'string'
      ? { payload: body, headers: { 'content-type': 'application/json' } }
      : { payload: body as object }),
  });
}

let officeRequests = 0;
/**
 * An office call's headers as the gateway's door sends them (decision 011): a fresh request id and
 * an assertion signed for it and for this service; roles 'none': no assertion at all.
 */
export async function officeHeaders(
  key: SigningKey,
  roles: RoleGrant[] | 'none',
  user = { userId: '7', username: 'rekha.results' },
): Promise<Record<string, string>> {
  const requestId = `rid-results-office-${++officeRequests}`;
  if (roles === 'none') return { 'x-request-id': requestId };
  const identity: OfficeIdentity = { ...user, roles, sessionId: `s${user.userId}`, requestId };
  return { 'x-request-id': requestId, [ASSERTION_HEADER]: await key.sign({ audience: 'results', identity }) };
}
