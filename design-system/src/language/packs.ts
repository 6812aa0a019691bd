import type { Lang } from './language';

/**
 * Where catalogues meet their words in a production page. The browser builds compile each
 * `*.messages.json` into an empty catalogue registered under its key (build-kit's
 * messages-loader.mjs); the words arrive as language packs, `{ key: messages }`, carried by the page
 * (its boot data) or fetched with a page's code. The store lives on `globalThis` under a registered
 * symbol: the shell and every remote are separate builds, each registering its catalogues when its
 * code runs, before or after their pack arrives. Tests and prerendering import catalogues whole.
 */
type Store = {
  objects: Record<string, Array<Partial<Record<Lang, unknown>>>>;
  messages: Record<string, Partial<Record<Lang, unknown>>>;
};

const STORE = Symbol.for('college.catalogues');

function store(): Store {
  const global = globalThis as { [STORE]?: Store };
  return (global[STORE] ??= { objects: {}, messages: {} });
}

/** Fills every catalogue the pack names, now and when its code arrives later. */
export function addMessages(lang: Lang, pack: Record<string, unknown>): void {
  const { objects, messages } = store();
  for (const [key, words] of Object.entries(pack)) {
    (messages[key] ??= {})[lang] = words;
    for (const catalogue of objects[key] ?? []) catalogue[lang] = words;
  }
}
