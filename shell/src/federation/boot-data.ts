import { BOOT_DATA_ID, type BootData } from '@college/remote-kit/prerender';

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the remotes map (name → manifest URL). Written out rather than with valibot: this code is
 * in the shell's first-load script, where every kilobyte is paid by every visitor.
 */
export function parseRemotesMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) throw new Error('the remotes map is not an object');
  for (const [name, entry] of Object.entries(value)) {
    if (!REMOTE_NAME.test(name) || typeof entry !== 'string' || entry.length === 0) {
      throw new Error(`the remotes map has a bad entry "${name}"`);
    }
  }
  return value as Record<string, string>;
}

let boot: BootData | null | undefined;

/** The gateway's JSON data block: the remotes map and the page's words, with the page itself. */
export function bootData(): BootData | null {
  if (boot !== undefined) return boot;
  boot = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed)) {
        boot = { remotes: parseRemotesMap(parsed.remotes) };
        const messages = parsed.messages;
        if (isRecord(messages) && (messages.lang === 'en' || messages.lang === 'hi') && isRecord(messages.pack)) {
          boot.messages = {
            lang: messages.lang,
            pack: messages.pack,
            ...(typeof messages.page === 'string' ? { page: messages.page } : {}),
          };
        }
        if (isRecord(parsed.answers)) {
          boot.answers = parsed.answers;
          boot.search = String(parsed.search ?? '');
        }
      }
    } catch {
      // A broken block only costs the round trips it would have saved.
    }
  }
  return boot;
}
