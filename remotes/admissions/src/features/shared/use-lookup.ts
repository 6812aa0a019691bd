import { useCallback, useEffect, useState } from 'react';
import type * as v from 'valibot';
import { getJson } from '@college/remote-kit';

type ListSchema = v.GenericSchema<unknown, { data: unknown[] }>;

export type Lookup<T> = { status: 'idle' | 'loading' | 'error'; items: T[]; reload: () => void } | { status: 'ready'; items: T[]; reload: () => void };

// Lists already fetched in this page's life: going back to a state chosen before costs nothing
// (and the HTTP cache, with the service's ETag, spares the download across visits).
const memory = new Map<string, unknown[]>();

/** A list from a look-up call; `url` null means "nothing to load yet" (no parent chosen). */
export function useLookup<S extends ListSchema>(url: string | null, schema: S): Lookup<v.InferOutput<S>['data'][number]> {
  type Item = v.InferOutput<S>['data'][number];
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ url: string | null; status: 'loading' | 'ready' | 'error'; items: Item[] }>(() => ({
    url,
    status: url && memory.has(url) ? 'ready' : 'loading',
    items: (url && (memory.get(url) as Item[])) || [],
  }));
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!url) return;
    const known = memory.get(url);
    if (known) {
      setState({ url, status: 'ready', items: known as Item[] });
      return;
    }
    const controller = new AbortController();
    setState({ url, status: 'loading', items: [] });
    getJson(url, schema, controller.signal).then(
      (body) => {
        memory.set(url, body.data);
        setState({ url, status: 'ready', items: body.data as Item[] });
      },
      () => {
        if (!controller.signal.aborted) setState({ url, status: 'error', items: [] });
      },
    );
    return () => controller.abort();
  }, [url, attempt, schema]);

  if (!url) return { status: 'idle', items: [], reload };
  // A new url before its effect ran: not the old list.
  if (state.url !== url) return { status: memory.has(url) ? 'ready' : 'loading', items: (memory.get(url) as Item[]) ?? [], reload };
  return { status: state.status, items: state.items, reload };
}

/** Test hook: forget fetched lists between tests. */
export function forgetLookups() {
  memory.clear();
}
