import { ASSERTION_HEADER, type OfficeIdentity, type RoleGrant, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';

let requests = 0;

/**
 * A call through the office door as the gateway forwards it: an assertion signed for this request's
 * id (or none), and for a write the JSON body. The gateway itself checks Origin and CSRF first.
 */
export async function officeCall(
  app: FastifyInstance,
  key: SigningKey,
  options: { method?: 'GET' | 'POST'; url: string; roles: RoleGrant[] | 'none'; body?: unknown; username?: string },
) {
  const requestId = `rid-office-${++requests}`;
  const identity: OfficeIdentity = {
    userId: '9',
    username: options.username ?? 'office.user',
    roles: options.roles === 'none' ? [] : options.roles,
    sessionId: 's9',
    requestId,
  };
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (options.roles !== 'none') headers[ASSERTION_HEADER] = await key.sign({ audience: 'admissions', identity });
  return app.inject({ method: options.method ?? 'GET', url: options.url, headers, ...(options.body === undefined ? {} : { payload: options.body as object }) });
}
