import { ApiError, NETWORK_MESSAGE } from './api';

/** A function whose code arrives on first use; `preload` starts fetching it earlier. */
export interface LoadedOnFirstCall<A extends unknown[], R> {
  (...args: A): Promise<Awaited<R>>;
  /** Starts loading now (e.g. once someone starts typing), so the first call does not wait. */
  preload(): void;
}

/**
 * A function whose code is loaded the first time it is needed: a form's check (its schema and the
 * validation library) is needed at the first submit, not to show the form, and a phone should not
 * parse it before the page is live. A load that fails (a slow link dropped the chunk) is reported
 * as the network failure it is, and the next call tries again.
 */
export function loadedOnFirstCall<A extends unknown[], R>(
  load: () => Promise<(...args: A) => R>,
): LoadedOnFirstCall<A, R> {
  let loading: Promise<(...args: A) => R> | undefined;
  const loaded = () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      throw new ApiError(NETWORK_MESSAGE, 0);
    }));
  const call = async (...args: A): Promise<Awaited<R>> => await (await loaded())(...args);
  return Object.assign(call, {
    preload: () => {
      loaded().catch(() => undefined);
    },
  });
}
