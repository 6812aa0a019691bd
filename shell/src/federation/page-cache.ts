import { stripLocale } from '@college/design-system';
import { type PageComponent, SHELL_PAGES } from '../pages/shell-pages';
import { isShellRoute, type RouteEntry } from '../routes/route-table';
import { loadPagePack } from './language-packs';
import { ensureRemotes, loadRemotePage } from './remotes';
import { RemoteLoadError } from './runtime-plugin';

export type { PageComponent };

/**
 * A promise that carries its outcome (the fields React itself reads), so `use` reads a page that
 * has loaded without suspending, and the first render can hydrate the prerendered HTML at once.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

const pages = new Map<string, Promise<PageComponent>>();
const refetch = new Set<string>();
const listeners = new Set<() => void>();
let loading = 0;

const idOf = (route: RouteEntry) => `${route.remote}/${route.module}`;

/** How many page modules are on their way (for the loading bar). */
export const pageLoads = {
  count: () => loading,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function setLoading(delta: number) {
  loading += delta;
  // Not during React's render: the count changes from a timer of its own.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** The page's words in the page's language (its code and its words are fetched side by side). */
async function loadPack(route: RouteEntry): Promise<void> {
  try {
    const map = await ensureRemotes();
    const manifest = map[route.remote];
    // A remote missing from the map fails in loadRemotePage, with its own message.
    if (manifest) await loadPagePack(route.remote, route.module, manifest, stripLocale(window.location.pathname).lang);
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(`${route.remote}/${route.module}`, error);
  }
}

/** One promise per module, reused by every render; a Retry asks for a fresh fetch of everything. */
export function pagePromise(route: RouteEntry): Promise<PageComponent> {
  const id = idOf(route);
  let promise = pages.get(id);
  if (!promise && isShellRoute(route)) {
    // The shell's own page is here already: settled at once, so `use` never suspends on it.
    const page = SHELL_PAGES[route.module];
    promise = page
      ? Object.assign(Promise.resolve(page), { status: 'fulfilled', value: page })
      : track(Promise.reject(new Error(`no shell page ${route.module}`)));
    pages.set(id, promise);
  }
  if (!promise) {
    const force = refetch.delete(id);
    setLoading(1);
    promise = track(
      Promise.all([loadRemotePage<PageComponent>(route.remote, route.module, force), loadPack(route)])
        .then(([module]) => module.default)
        .finally(() => setLoading(-1)),
    );
    pages.set(id, promise);
  }
  return promise;
}

/** Drops a failed (or any) module, so the next render loads it again, bypassing every cache. */
export function forgetPage(route: RouteEntry) {
  pages.delete(idOf(route));
  refetch.add(idOf(route));
}

export function hasFailed(route: RouteEntry) {
  return (pages.get(idOf(route)) as Tracked<PageComponent> | undefined)?.status === 'rejected';
}
