import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as v from 'valibot';
import { getJson } from './api';
import { useInitialAnswer } from './page-answers';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; reload: () => void }
  | { status: 'ready'; data: T; error?: undefined; reload: () => void }
  | { status: 'error'; data?: undefined; error: Error; reload: () => void };

/** One cached load: shared by every component that asks for the same key while the page lives. */
interface Entry {
  promise: Promise<unknown>;
  value?: { data: unknown };
  users: number;
  settled: boolean;
  controller: AbortController;
}
const cache = new Map<string, Entry>();

function acquire(key: string, load: (signal: AbortSignal) => Promise<unknown>): Entry {
  let entry = cache.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: Entry = { controller, users: 0, settled: false, promise: Promise.resolve() };
    created.promise = load(controller.signal).then(
      (data) => {
        created.settled = true;
        created.value = { data };
        return data;
      },
      (error: unknown) => {
        created.settled = true;
        // A failed load is tried again next time, not remembered.
        if (cache.get(key) === created) cache.delete(key);
        throw error;
      },
    );
    created.promise.catch(() => undefined); // each user handles the failure itself
    cache.set(key, created);
    entry = created;
  }
  entry.users += 1;
  return entry;
}

function release(key: string, entry: Entry) {
  entry.users -= 1;
  // Nobody waits for it any more: cancel the request rather than let it finish for nothing.
  if (entry.users === 0 && !entry.settled) {
    entry.controller.abort();
    if (cache.get(key) === entry) cache.delete(key);
  }
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

type State<T> = { deps: readonly unknown[]; status: 'loading' | 'ready' | 'error'; data?: T; error?: Error };

/**
 * Loads data on mount and whenever `deps` change (and on reload), cancelling the request when the
 * page is left or the deps change. Right after a change it says 'loading', never the data of the
 * old deps (acting on those, e.g. clearing a choice that fits the new list, would be wrong).
 * With `cacheKey` the result is kept per key for the page's life and shared by everyone asking
 * (look-up lists: both addresses want the states once); a known result is ready at first render.
 * With `initial` (the answer the page was rendered with, see page-answers.ts) it is ready at first
 * render and loads nothing until its deps change or it is reloaded.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[] = [],
  { cacheKey = null, initial }: { cacheKey?: string | null; initial?: { data: T } } = {},
): Resource<T> {
  const allDeps = [cacheKey, ...deps];
  const [given] = useState(() => (initial ? { data: initial.data, deps: allDeps } : undefined));
  const known =
    given && sameDeps(given.deps, allDeps)
      ? given
      : cacheKey === null
        ? undefined
        : (cache.get(cacheKey)?.value as { data: T } | undefined);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(() =>
    known ? { deps: allDeps, status: 'ready', data: known.data } : { deps: allDeps, status: 'loading' },
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // The data the page was rendered with stands until a reload or new deps (not twice for Strict Mode).
  const usedGiven = useRef(false);
  useEffect(() => {
    if (given && attempt === 0 && sameDeps(given.deps, allDeps) && !usedGiven.current) return;
    usedGiven.current = true;
    let live = true;
    const done = (data: T) => live && setState({ deps: allDeps, status: 'ready', data });
    const failed = (error: Error) => live && setState({ deps: allDeps, status: 'error', error });
    if (cacheKey !== null) {
      const entry = acquire(cacheKey, load);
      if (entry.value) done(entry.value.data as T);
      else {
        setState({ deps: allDeps, status: 'loading' });
        entry.promise.then((data) => done(data as T), failed);
      }
      return () => {
        live = false;
        release(cacheKey, entry);
      };
    }
    const controller = new AbortController();
    setState({ deps: allDeps, status: 'loading' });
    load(controller.signal).then(done, failed);
    return () => {
      live = false;
      controller.abort();
    };
    // The caller's deps decide when to load again; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, ...allDeps]);

  if (!sameDeps(state.deps, allDeps)) {
    // New deps before their effect ran: not the old data.
    return known ? { status: 'ready', data: known.data, reload } : { status: 'loading', reload };
  }
  return { ...state, reload } as Resource<T>;
}

type ListSchema = v.GenericSchema<unknown, { data: unknown[] }>;

/** A look-up list; 'idle' while there is nothing to load yet (no parent chosen). */
export type Lookup<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; items: T[]; reload: () => void };

const NONE: never[] = [];
// Schemas by identity, so two lists at one address checked differently never share an entry.
const schemaIds = new WeakMap<object, number>();
let schemaCount = 0;
const schemaId = (schema: object) => {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = ++schemaCount));
  return id;
};

/**
 * A list from a look-up call (`{ data: [...] }`), cached per URL for the page's life: going back
 * to a state chosen before costs nothing (and the HTTP cache, with the service's ETag, spares the
 * download across visits). `url` null: nothing to load yet. A list the page was rendered with (one
 * of its `pageAnswers`) is ready at first render: drawn in the first response, not fetched again.
 */
export function useLookup<S extends ListSchema>(
  url: string | null,
  schema: S,
): Lookup<v.InferOutput<S>['data'][number]> {
  type Item = v.InferOutput<S>['data'][number];
  const initial = useInitialAnswer(url, schema, (answer) => answer);
  const resource = useResource(
    (signal) => (url ? getJson(url, schema, signal) : Promise.resolve(undefined)),
    [url, schema],
    { cacheKey: url === null ? null : `${schemaId(schema)} ${url}`, initial },
  );
  const items = (resource.data?.data ?? NONE) as Item[];
  return useMemo(
    (): Lookup<Item> => ({ status: url === null ? 'idle' : resource.status, items, reload: resource.reload }),
    [url, resource.status, items, resource.reload],
  );
}

/** For tests: forget what was fetched. */
export function forgetCachedResources() {
  cache.clear();
}
