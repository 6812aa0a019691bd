import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetries, type RetryPolicy, scriptRetryHooks } from './retry';

/** Thrown when a remote's manifest, entry or chunk cannot be loaded after the retries. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(`The module "${remoteId}" could not be loaded.`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * Turns every loading failure into one typed error the per-route error boundary understands,
 * whatever lifecycle step failed (manifest fetch, remote entry, exposed chunk).
 */
const errorLoadRemotePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'college-error-load-remote',
  errorLoadRemote(args) {
    const { id, error, lifecycle } = args as { id: string; error: unknown; lifecycle: string };
    console.warn(`[portal] remote "${id}" failed at ${lifecycle}`);
    // Returning nothing would let some lifecycles swallow the failure; throw so loadRemote rejects.
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, error);
  },
});

export default function portalRuntimePlugins(): ModuleFederationRuntimePlugin {
  return errorLoadRemotePlugin();
}

const RETRY: RetryPolicy = { retries: 2, delayMs: 400 };

/** Slow rural links drop requests: retry briefly before showing the Retry message. */
export function portalFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    ...scriptRetryHooks(RETRY),
    name: 'college-fetch',
    fetch(url: string, init: RequestInit) {
      return fetchWithRetries(RETRY, url, init);
    },
  };
}
