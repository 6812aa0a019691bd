import type { NewsItem } from '@college/info-service/contract';
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

/** Stubs the network boundary: each call answers with the next reply (the last one repeats). */
export function stubFetch(...replies: Array<() => Response | Promise<Response>>) {
  let call = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    return reply();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
