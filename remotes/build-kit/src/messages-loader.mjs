// A `*.messages.json` catalogue ({ en: { id: message }, hi: { id: message } }) compiled at build
// time: every ICU message becomes its parsed form, so the browser bundle leaves the parser out
// (FormatJS's own advice) and formats at once. A message that does not parse stops the build.
//
// Two forms (the `packs` option):
// - inline (Node builds: prerendering, e-mails; development): both languages in the module;
// - packs (production browser builds): the module is an empty catalogue registered under its key;
//   the words travel as language packs, one JSON file per page and language written by the build
//   (CataloguePacksPlugin) and carried by the page itself, so a page ships no words in its scripts
//   and only its own language's in its data. The design system's addMessages() fills them in.
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

/** Where packed catalogues meet their words: see the design system's language/packs.ts. */
const CATALOGUE_STORE = "Symbol.for('college.catalogues')";

/** A catalogue's key in the packs: its build and its file, so two builds never collide. */
export function catalogueKey(build, context, resourcePath) {
  return `${build}:${path.relative(context, resourcePath).split(path.sep).join('/')}`;
}

/** Every message of one language, parsed. */
export function compileMessages(resourcePath, lang, messages) {
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${resourcePath}: ${lang}.${id} is not a valid ICU message`, { cause: error });
    }
  }
  return compiled;
}

/** @this {{ resourcePath: string; rootContext: string; getOptions(): { packs?: string } }} */
export default function messagesLoader(source) {
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [lang, messages] of Object.entries(catalogue))
    compiled[lang] = compileMessages(this.resourcePath, lang, messages);
  const build = this.getOptions()?.packs;
  if (!build) return `export default ${JSON.stringify(compiled)};`;
  const key = JSON.stringify(catalogueKey(build, this.rootContext, this.resourcePath));
  return [
    'const catalogue = {};',
    `const store = (globalThis[${CATALOGUE_STORE}] ??= { objects: {}, messages: {} });`,
    `(store.objects[${key}] ??= []).push(catalogue);`,
    `Object.assign(catalogue, store.messages[${key}]);`,
    'export default catalogue;',
  ].join('\n');
}
