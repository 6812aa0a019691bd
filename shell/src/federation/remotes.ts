import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { bootData, parseRemotesMap } from './boot-data';
import { portalFetchPlugin, RemoteLoadError } from './runtime-plugin';

/** The gateway serves this map (name → mf-manifest.json URL) from its configuration. */
export const REMOTES_MAP_URL = '/remotes.json';

/**
 * A remote's entry script: every build writes remoteEntry.js beside its mf-manifest.json. The
 * browser loads the entry directly (the manifest is the gateway's, to compose pages), so the shell
 * leaves out the federation runtime's manifest ("snapshot") code.
 */
export function remoteEntryUrl(manifestUrl: string): string {
  return new URL('remoteEntry.js', new URL(manifestUrl, window.location.href)).href;
}

let plugins = false;
let registered: Promise<Record<string, string>> | undefined;

async function fetchRemotesMap(): Promise<Record<string, string>> {
  // no-store: a changed map must take effect on the next page load or Retry.
  const response = await fetch(REMOTES_MAP_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes map answered ${response.status}`);
  return parseRemotesMap(await response.json());
}

/**
 * Registers the remotes named by the gateway's map. `force` re-registers them, which drops the
 * runtime's cached (possibly failed) manifest so that Retry really fetches again.
 */
export function ensureRemotes(force = false): Promise<Record<string, string>> {
  if (!plugins) {
    registerPlugins([portalFetchPlugin()]);
    plugins = true;
  }
  if (!registered || force) {
    // The page carries the map (one round trip less); Retry asks the gateway again.
    const inline = force ? null : bootData()?.remotes;
    registered = (inline ? Promise.resolve(inline) : fetchRemotesMap()).then((map) => {
      registerRemotes(
        Object.entries(map).map(([name, manifest]) => ({ name, entry: remoteEntryUrl(manifest) })),
        { force },
      );
      return map;
    });
    registered.catch(() => {
      registered = undefined;
    });
  }
  return registered;
}

/** Loads `<remote>/<module>` and returns its default export (a page component). */
export async function loadRemotePage<T>(remote: string, module: string, force = false): Promise<{ default: T }> {
  const id = `${remote}/${module}`;
  let map: Record<string, string>;
  try {
    map = await ensureRemotes(force);
  } catch (error) {
    throw new RemoteLoadError(id, error);
  }
  if (!map[remote]) throw new RemoteLoadError(id, new Error(`"${remote}" is not in the remotes map`));
  let loaded: { default?: T } | null | undefined;
  try {
    loaded = await loadRemote<{ default: T }>(id);
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, error);
  }
  if (!loaded?.default) throw new RemoteLoadError(id, new Error('the module has no default export'));
  return loaded as { default: T };
}
