// Test helpers for office pages of every remote (not shipped: only *.test.tsx files import this).
import { vi } from 'vitest';
import {
  CSRF_HEADER,
  type EndedSession,
  ME_PATH,
  MESSAGES,
  type MeAnswer,
  type OfficeRole,
} from '@college/office-service/contract';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const failure = (message: string, status: number, errors: Record<string, string> = {}) =>
  json({ result: 'failure', message, errors }, status);

export const signedOut = () => failure(MESSAGES.signInNeeded, 401);

export function meAs(roles: OfficeRole[], stage: MeAnswer['stage'] = 'full'): MeAnswer {
  return {
    result: 'success',
    stage,
    user: { id: 7, username: 'asha.k', displayName: 'Asha K', secondFactor: true },
    roles: roles.map((role) => ({ role })),
    csrfToken: 'csrf-token-of-the-session',
  };
}

type Route = (request: {
  method: string;
  body: unknown;
  headers: Record<string, string>;
}) => Response | Promise<Response>;

/**
 * fetch answered per path (GET and POST alike), as the gateway and office service answer; every
 * call is recorded with its method, body and headers. A path without an answer is a 404.
 */
export function stubOffice(routes: Record<string, Route>) {
  const calls: { path: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([key, value]) => [key.toLowerCase(), value]),
    );
    // JSON as the object sent; a multipart form as its fields (a file as the File itself).
    const body =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? Object.fromEntries(init.body.entries())
          : undefined;
    calls.push({ path: url.pathname + url.search, method, body, headers });
    const route = routes[url.pathname];
    return route ? route({ method, body, headers }) : failure('Not found', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    csrfOf: (path: string) => calls.find((call) => call.path === path && call.method === 'POST')?.headers[CSRF_HEADER],
  };
}

/** "Who am I" answering a session, nobody ('signed-out'), or a session that ended and why. */
export const meRoute = (me: MeAnswer | 'signed-out' | { ended: EndedSession }): Record<string, Route> => ({
  [ME_PATH]: () =>
    me === 'signed-out' || 'ended' in me
      ? json({ result: 'success', stage: 'signed_out', ended: me === 'signed-out' ? null : me.ended })
      : json(me),
});
