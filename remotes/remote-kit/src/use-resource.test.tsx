import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCachedResources, useLookup, useResource } from './use-resource';

const listSchema = v.object({ data: v.array(v.object({ id: v.number() })) });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  forgetCachedResources();
  fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    json({ data: [{ id: Number(new URL(String(input), 'http://t').searchParams.get('id') ?? 0) }] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useLookup', () => {
  it('fetches a URL once for everyone and for later visits; ready at first render once known', async () => {
    const first = renderHook(() => [useLookup('/list?id=1', listSchema), useLookup('/list?id=1', listSchema)]);
    await waitFor(() => expect(first.result.current[0].status).toBe('ready'));
    expect(first.result.current[1].items).toEqual([{ id: 1 }]);
    first.unmount();
    const again = renderHook(() => useLookup('/list?id=1', listSchema));
    expect(again.result.current).toMatchObject({ status: 'ready', items: [{ id: 1 }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is idle without a URL, and never shows the old list for a new URL', async () => {
    const { result, rerender } = renderHook(({ url }) => useLookup(url, listSchema), {
      initialProps: { url: null as string | null },
    });
    expect(result.current).toMatchObject({ status: 'idle', items: [] });
    rerender({ url: '/list?id=1' });
    await waitFor(() => expect(result.current.items).toEqual([{ id: 1 }]));
    rerender({ url: '/list?id=2' });
    expect(result.current).toMatchObject({ status: 'loading', items: [] });
    await waitFor(() => expect(result.current.items).toEqual([{ id: 2 }]));
  });

  it('cancels the request when the last user leaves', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_input: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    const { unmount } = renderHook(() => useLookup('/slow', listSchema));
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('reports a failure, does not keep it, and loads again on reload', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Down' }, 503));
    const { result } = renderHook(() => useLookup('/list?id=3', listSchema));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', items: [{ id: 3 }] }));
  });
});

describe('useResource', () => {
  it('loads again when its deps change, saying loading rather than showing the old data', async () => {
    const { result, rerender } = renderHook(({ id }) => useResource(async () => `item ${id}`, [id]), {
      initialProps: { id: 1 },
    });
    await waitFor(() => expect(result.current.data).toBe('item 1'));
    rerender({ id: 2 });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('item 2'));
  });
});
