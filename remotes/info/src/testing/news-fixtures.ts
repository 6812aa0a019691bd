import { NEWS_ARCHIVE_PATH, type NewsItem } from '@college/info-service/contract';
import { vi } from 'vitest';

/**
 * Notices numbered from 1, each with its own PDF, so tests can tell pages apart; newest first as
 * the service lists them, a day apart from 2025-03-20 back.
 */
export function makeNews(count: number): NewsItem[] {
  return Array.from({ length: count }, (_, i) => ({
    description: `Notice ${i + 1}: examination schedule update`,
    file: `/uploads/docs/news/notice-${i + 1}.pdf`,
    published_on: new Date(Date.UTC(2025, 2, 20 - i)).toISOString().slice(0, 10),
  }));
}

/** A real Response with a JSON body, as the server would send it. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const newsResponse = (items: NewsItem[]) => jsonResponse({ result: 'success', data: items });

/** The other answers the news pages ask for, unless a test gives its own: no archive, and no admission session (the settings' window stands). */
const OTHER_ANSWERS: Record<string, () => Response> = {
  [NEWS_ARCHIVE_PATH]: () => newsResponse([]),
};

/**
 * Stubs the network boundary. The returned mock sees the current notices' calls only: each answers
 * with the next reply (the last one repeats); `others` answers other paths (by path), and anything
 * else is a 404, as from a service that has no such answer.
 */
export function stubFetch(...replies: Array<() => Response | Promise<Response>>) {
  return stubNetwork(replies);
}

export function stubNetwork(
  replies: Array<() => Response | Promise<Response>>,
  others: Record<string, () => Response | Promise<Response>> = {},
) {
  let call = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    return reply();
  });
  const answers = { ...OTHER_ANSWERS, ...others };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path in answers) return answers[path]();
    if (path.startsWith('/api/v1/api/getAllNews')) return fetchMock(input, init);
    return jsonResponse({ result: 'failure', message: 'Not found', errors: {} }, 404);
  });
  return fetchMock;
}
