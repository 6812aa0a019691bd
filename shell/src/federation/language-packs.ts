import { addMessages, type Lang } from '@college/design-system';
import { packFile, type LanguagePack } from '@college/remote-kit/prerender';
import { bootData } from './boot-data';

/**
 * A page's words come as a language pack (build-kit's messages-loader.mjs): the shell's and the
 * first page's inside the page itself, another page's fetched with its code. A page's language never
 * changes while it is open (the language switch loads a new page), so one language is ever loaded.
 */
const loaded = new Set<string>();

/** The packs the page carries: applied before anything is drawn. */
export function applyPagePacks(): void {
  const messages = bootData()?.messages;
  if (!messages) return;
  addMessages(messages.lang, messages.pack);
  // Only a page whose build had its pack (a missing build is fetched again on Retry, words and all).
  if (messages.page) loaded.add(`${messages.page}:${messages.lang}`);
}

/** The words of `remote`'s module `module` in `lang`, fetched once from beside its manifest. */
export async function loadPagePack(remote: string, module: string, manifestUrl: string, lang: Lang): Promise<void> {
  const id = `${remote}/${module}:${lang}`;
  if (loaded.has(id)) return;
  const url = new URL(packFile(lang, module), new URL(manifestUrl, window.location.href)).href;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the language pack ${url} answered ${response.status}`);
  addMessages(lang, (await response.json()) as LanguagePack);
  loaded.add(id);
}
