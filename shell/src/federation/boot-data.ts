import * as v from 'valibot';
import { BOOT_DATA_ID, type BootData } from '@college/remote-kit/prerender';

const remoteName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/));
export const remotesMapSchema = v.record(remoteName, v.pipe(v.string(), v.minLength(1)));
const bootSchema = v.object({ remotes: remotesMapSchema, manifests: v.record(v.string(), v.unknown()) });

let boot: BootData | null | undefined;

/** The gateway's JSON data block: the remotes map and the route's manifest, with the page itself. */
export function bootData(): BootData | null {
  if (boot !== undefined) return boot;
  boot = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent;
  if (text) {
    try {
      const parsed = v.safeParse(bootSchema, JSON.parse(text));
      if (parsed.success) boot = parsed.output;
    } catch {
      // A broken block only costs the round trips it would have saved.
    }
  }
  return boot;
}

const absolute = (url: string) => new URL(url, window.location.href).href;

/** A manifest the page carries, handed out once: a Retry must fetch the real file again. */
export function takeInlineManifest(url: string): unknown {
  const data = bootData();
  if (!data) return undefined;
  for (const [key, manifest] of Object.entries(data.manifests)) {
    if (absolute(key) === url) {
      delete data.manifests[key];
      return manifest;
    }
  }
  return undefined;
}
