import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Retries for slow rural links, written against the federation runtime's own hooks (fetch,
 * loadEntryError, getModuleFactory). The published retry plugin is pinned to an older SDK line than
 * the 2.9 runtime, so it brought a second copy of the SDK into the shell's bundle.
 */
export interface RetryPolicy {
  /** Further attempts after the first one fails. */
  retries: number;
  /** Pause before each further attempt, in ms. */
  delayMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or the policy's retries are spent; the last error is thrown. */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: () => Promise<T>,
  beforeRetry?: () => void,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= policy.retries) throw error;
      await pause(policy.delayMs);
      beforeRetry?.();
    }
  }
}

/**
 * A fetch that also retries on a 5xx answer (a proxy or a restarting service) but not on a 4xx,
 * which another attempt would not change.
 */
export function fetchWithRetries(policy: RetryPolicy, url: string, init?: RequestInit): Promise<Response> {
  return withRetries(policy, async () => {
    const response = await fetch(url, init);
    if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
    return response;
  });
}

type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'loadEntryError' | 'getModuleFactory'>>;

/** The script side: a remote entry or an exposed module's chunk that failed to load is tried again. */
export function scriptRetryHooks(policy: RetryPolicy): Hooks {
  return {
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The entry already failed once: pause, then load again. The runtime remembers a failed load
      // under uniqueKey, so each attempt forgets it first or it would only see the old failure.
      const loaded = pause(policy.delayMs)
        .then(() =>
          withRetries({ ...policy, retries: policy.retries - 1 }, () => {
            delete globalLoading[uniqueKey];
            return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          }),
        )
        .then((entry) => entry || undefined);
      // Declared as a promise of a promise, which JavaScript flattens anyway; the runtime awaits it.
      return loaded as ReturnType<Hooks['loadEntryError']>;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      // Typed as a factory, the container answers a promise of one in practice; await covers both.
      return withRetries(policy, async () => await remoteEntryExports.get(expose));
    },
  };
}
